import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import { announceChange } from '../../core/changes.ts';
import type { Executor } from '../../core/db.ts';
import { newId } from '../../core/ids.ts';
import { rolePermissions } from '../system/permission-cache.ts';
import { sysRole, sysUser, sysUserRole } from '../system/schema.ts';
import { sysSession } from './schema.ts';

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
}

/** Only the hash of a token is stored, so a leaked table does not hand out sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 256 random bits, base64url: not a JWT, nothing to forge. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The role a new session works as: the one asked for if the user holds it, else the lowest code. */
export async function defaultRoleId(
  db: Executor,
  userId: string,
  wanted?: string | null,
): Promise<string | null> {
  const roles = await db
    .select({ id: sysRole.id, code: sysRole.roleCode })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .where(eq(sysUserRole.userId, userId))
    .orderBy(sysRole.roleCode);
  if (wanted && roles.some((r) => r.id === wanted)) return wanted;
  return roles[0]?.id ?? null;
}

export async function createSession(
  db: Executor,
  input: { userId: string; ip?: string; userAgent?: string; loginType?: number; roleId?: string | null },
  policy: SessionPolicy,
): Promise<{ token: string; sessionId: string; roleId: string | null }> {
  const token = newToken();
  const id = newId();
  const roleId = await defaultRoleId(db, input.userId, input.roleId);
  await db.insert(sysSession).values({
    id,
    tokenHash: hashToken(token),
    userId: input.userId,
    roleId,
    expiresAt: new Date(Date.now() + policy.absoluteHours * 3_600_000),
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 500),
    loginType: input.loginType ?? 1,
  });
  return { token, sessionId: id, roleId };
}

export type Resolution = { kind: 'ok'; auth: AuthContext } | { kind: 'expired' } | { kind: 'none' };

/**
 * Sessions as last read, by token hash, for a few seconds: a page's burst of calls with one token
 * reads the session once instead of once per call (issue 22 item 4). Every check (ended, expired,
 * idle, frozen, role still held) still runs on each call against the kept row; whatever changes a
 * session, a user or who holds which role drops them all (sessionsChanged), here at once and on the
 * other servers through NOTIFY, so a logout, a freeze or a role taken away is never served stale.
 */
const SESSION_TTL_MS = 5_000;
const SESSION_KEEP_MAX = 20_000;
type SessionRow = Awaited<ReturnType<typeof readSession>>;
const keptSessions = new Map<string, { row: NonNullable<SessionRow>; at: number }>();
/**
 * Counts the drops: a read that was under way when sessions changed (a page's poll racing its own
 * logout) may have read the row as it was, and must not keep it.
 */
let keptGeneration = 0;

export function forgetSessions(): void {
  keptSessions.clear();
  keptGeneration++;
}

/** After a change to sessions, users or role holdings: kept sessions dropped here and on the other servers. */
export async function sessionsChanged(db: Executor): Promise<void> {
  forgetSessions();
  await announceChange(db, 'sessions');
}

/**
 * The user a request acts as, read with its session (here), service token (tokens/resolve.ts) or
 * job (jobs/auth.ts): who it is, and whether it is still active (status 1, not deleted).
 */
export const sessionUserColumns = {
  id: sysUser.id,
  username: sysUser.username,
  realname: sysUser.realname,
  orgCode: sysUser.orgCode,
  departId: sysUser.departId,
  status: sysUser.status,
  delFlag: sysUser.delFlag,
};

/** The acting user as a request's AuthContext carries it. */
export function authUserOf(user: AuthContext['user']): AuthContext['user'] {
  return {
    id: user.id,
    username: user.username,
    realname: user.realname,
    orgCode: user.orgCode,
    departId: user.departId,
  };
}

function readSession(db: Executor, tokenHash: string) {
  return db
    .select({
      session: sysSession,
      user: sessionUserColumns,
      roleCode: sysRole.roleCode,
      // The role as it is now: null when the user no longer holds the session's role.
      heldRoleId: sysUserRole.roleId,
    })
    .from(sysSession)
    .innerJoin(sysUser, eq(sysUser.id, sysSession.userId))
    .leftJoin(sysRole, eq(sysRole.id, sysSession.roleId))
    .leftJoin(
      sysUserRole,
      and(eq(sysUserRole.userId, sysSession.userId), eq(sysUserRole.roleId, sysSession.roleId)),
    )
    .where(eq(sysSession.tokenHash, tokenHash))
    .limit(1)
    .then(([row]) => row);
}

async function sessionRow(db: Executor, tokenHash: string): Promise<SessionRow> {
  const now = Date.now();
  const hit = keptSessions.get(tokenHash);
  if (hit && now - hit.at < SESSION_TTL_MS) return hit.row;
  const generation = keptGeneration;
  const row = await readSession(db, tokenHash);
  if (!row || generation !== keptGeneration) return row;
  if (keptSessions.size >= SESSION_KEEP_MAX) keptSessions.clear();
  keptSessions.set(tokenHash, { row, at: now });
  return row;
}

/** Looks up a token. Touches last-seen at most once a minute, so reads do not become writes. */
export async function resolveSession(
  db: Executor,
  token: string,
  policy: SessionPolicy,
): Promise<Resolution> {
  if (!token || token.length > 200) return { kind: 'none' };
  const tokenHash = hashToken(token);
  const row = await sessionRow(db, tokenHash);
  if (!row) return { kind: 'none' };
  const { session, user } = row;
  const now = Date.now();
  const idleLimit = session.lastSeenAt.getTime() + policy.idleMinutes * 60_000;
  if (
    session.endedAt ||
    session.expiresAt.getTime() <= now ||
    idleLimit <= now ||
    user.status !== 1 ||
    user.delFlag
  ) {
    keptSessions.delete(tokenHash);
    if (!session.endedAt) {
      await db
        .update(sysSession)
        .set({ endedAt: new Date(), endReason: user.status !== 1 || user.delFlag ? 'frozen' : 'expired' })
        .where(eq(sysSession.id, session.id));
    }
    return { kind: 'expired' };
  }
  if (now - session.lastSeenAt.getTime() > 60_000) {
    session.lastSeenAt = new Date(now);
    await db.update(sysSession).set({ lastSeenAt: session.lastSeenAt }).where(eq(sysSession.id, session.id));
  }
  let roleId = session.roleId;
  let roleCode = row.roleCode ?? null;
  if (roleId && !row.heldRoleId) {
    // The role was taken away (or deleted) while the session was open: it goes at once, and the
    // session works as the user's lowest remaining role, if any.
    keptSessions.delete(tokenHash);
    roleId = await defaultRoleId(db, user.id, null);
    await db.update(sysSession).set({ roleId }).where(eq(sysSession.id, session.id));
    const [role] = roleId
      ? await db.select({ code: sysRole.roleCode }).from(sysRole).where(eq(sysRole.id, roleId))
      : [];
    roleCode = role?.code ?? null;
  }
  const permissions = roleId ? await rolePermissions(db, roleId) : new Set<string>();
  return {
    kind: 'ok',
    auth: {
      sessionId: session.id,
      user: authUserOf(user),
      roleId,
      roleCode,
      permissions,
    },
  };
}

export async function endSession(db: Executor, sessionId: string, reason = 'logout'): Promise<void> {
  await db
    .update(sysSession)
    .set({ endedAt: new Date(), endReason: reason })
    .where(and(eq(sysSession.id, sessionId), isNull(sysSession.endedAt)));
  await sessionsChanged(db);
}

/** Ends every session of a user except one (after a password change, the one that changed it). */
export async function endUserSessions(
  db: Executor,
  userId: string,
  exceptSessionId?: string,
  reason = 'password',
): Promise<void> {
  const conditions = [eq(sysSession.userId, userId), isNull(sysSession.endedAt)];
  if (exceptSessionId) conditions.push(ne(sysSession.id, exceptSessionId));
  await db
    .update(sysSession)
    .set({ endedAt: new Date(), endReason: reason })
    .where(and(...conditions));
  await sessionsChanged(db);
}

export async function setSessionRole(db: Executor, sessionId: string, roleId: string): Promise<void> {
  await db.update(sysSession).set({ roleId }).where(eq(sysSession.id, sessionId));
  await sessionsChanged(db);
}

/** Removes sessions that ended or expired more than a day ago. */
export async function pruneSessions(db: Executor): Promise<void> {
  await db
    .delete(sysSession)
    .where(sql`coalesce(${sysSession.endedAt}, ${sysSession.expiresAt}) < now() - interval '1 day'`);
}
