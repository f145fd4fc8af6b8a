import { and, eq } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { authUserOf, sessionUserColumns } from '../auth/sessions.ts';
import { rolePermissions } from '../system/permission-cache.ts';
import { sysRole, sysUser, sysUserRole } from '../system/schema.ts';

/**
 * The rights a job runs with: its owner's, as they are when it runs (not when it was asked), the
 * way a session's are built on each request (modules/auth/sessions.ts): the account must still be
 * active and still hold the role the job was asked under; the role's permissions are read now
 * (data rules are read by each query from the role, so they are current too).
 */
export async function ownerAuth(db: Executor, job: { id: string; ownerId: string; roleId: string | null }) {
  const [user] = await db.select(sessionUserColumns).from(sysUser).where(eq(sysUser.id, job.ownerId));
  const active = user && user.status === 1 && !user.delFlag;
  if (!user || !active) throw new AppError(403, 'jobs.errors.ownerGone');
  let roleCode: string | null = null;
  if (job.roleId) {
    const [held] = await db
      .select({ code: sysRole.roleCode })
      .from(sysUserRole)
      .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
      .where(and(eq(sysUserRole.userId, user.id), eq(sysUserRole.roleId, job.roleId)));
    if (!held) throw new AppError(403, 'jobs.errors.forbidden');
    roleCode = held.code;
  }
  const auth: AuthContext = {
    sessionId: `job:${job.id}`,
    user: authUserOf(user),
    roleId: job.roleId,
    roleCode,
    permissions: job.roleId ? await rolePermissions(db, job.roleId) : new Set<string>(),
  };
  return auth;
}
