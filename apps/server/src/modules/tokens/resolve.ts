import { eq } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Executor } from '../../core/db.ts';
import { authUserOf, sessionUserColumns } from '../auth/sessions.ts';
import { rolePermissions } from '../system/permission-cache.ts';
import { sysRole, sysUser } from '../system/schema.ts';
import { sysApiToken } from './schema.ts';
import { parseServiceToken, secretMatches } from './secret.ts';

/** How often last-used is written: at most once a minute per token, so reads do not become writes. */
const TOUCH_MS = 60_000;

export interface TokenRef {
  id: string;
  name: string;
}

export type TokenResolution =
  | { kind: 'ok'; auth: AuthContext; token: TokenRef }
  | { kind: 'expired' | 'revoked' | 'inactive'; token: TokenRef }
  | { kind: 'none' };

/**
 * A bearer token to the caller it stands for: the token's role (its permissions, and so its data
 * rules), acting as the token's user (audit, `#{sys_user_code}`). Refused when unknown or the
 * secret does not match (none), revoked, past its expiry, or when its user is frozen or deleted or
 * its role is gone (inactive).
 */
export async function resolveServiceToken(db: Executor, raw: string, ip: string): Promise<TokenResolution> {
  const parsed = parseServiceToken(raw);
  if (!parsed) return { kind: 'none' };
  const [row] = await db
    .select({
      token: sysApiToken,
      user: sessionUserColumns,
      role: { id: sysRole.id, code: sysRole.roleCode },
    })
    .from(sysApiToken)
    .leftJoin(sysUser, eq(sysUser.id, sysApiToken.userId))
    .leftJoin(sysRole, eq(sysRole.id, sysApiToken.roleId))
    .where(eq(sysApiToken.id, parsed.id))
    .limit(1);
  if (!row || !secretMatches(parsed.secret, row.token.secretHash)) return { kind: 'none' };
  const { token, user, role } = row;
  const ref = { id: token.id, name: token.name };
  if (token.revokedAt) return { kind: 'revoked', token: ref };
  const now = Date.now();
  if (token.expiresAt.getTime() <= now) return { kind: 'expired', token: ref };
  if (user?.status !== 1 || user.delFlag || !role) return { kind: 'inactive', token: ref };
  if (!token.lastUsedAt || now - token.lastUsedAt.getTime() > TOUCH_MS) {
    await db
      .update(sysApiToken)
      .set({ lastUsedAt: new Date(now), lastUsedIp: ip.slice(0, 64) })
      .where(eq(sysApiToken.id, token.id));
  }
  return {
    kind: 'ok',
    token: ref,
    auth: {
      sessionId: `api-token:${token.id}`,
      user: authUserOf(user),
      roleId: role.id,
      roleCode: role.code,
      permissions: await rolePermissions(db, role.id),
      serviceToken: ref,
    },
  };
}
