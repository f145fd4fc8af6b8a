import { ROLE } from '@accredit/shared';
import { eq } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Executor } from '../../core/db.ts';
import { rolePermissions } from '../system/permission-cache.ts';
import { sysRole } from '../system/schema.ts';

/**
 * Whose eyes a reviewer link reads with: the school's Expert role (spec 000), with no department
 * and a username no account can have. The evidence a link shows is then exactly what a signed-in
 * Expert would see (records of the types the role may read, shared files in folders opened to
 * experts), and a school that narrows the Expert role narrows its links too.
 */
export async function reviewerViewer(db: Executor, linkId: string): Promise<AuthContext> {
  const [role] = await db
    .select({ id: sysRole.id, code: sysRole.roleCode })
    .from(sysRole)
    .where(eq(sysRole.roleCode, ROLE.expert))
    .limit(1);
  return {
    sessionId: `reviewer-link:${linkId}`,
    user: {
      id: `reviewer-link:${linkId}`,
      username: `reviewer-link:${linkId}`,
      realname: 'Reviewer',
      orgCode: null,
      departId: null,
    },
    roleId: role?.id ?? null,
    roleCode: role?.code ?? null,
    permissions: role ? await rolePermissions(db, role.id) : new Set(),
  };
}
