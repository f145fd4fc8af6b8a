import { eq } from 'drizzle-orm';
import type { Executor } from '../core/db.ts';
import { createSession } from '../modules/auth/sessions.ts';
import { sysRole, sysUser } from '../modules/system/schema.ts';

/**
 * A session (10 hours idle, a day at most) for `username` under the role `roleCode`, made straight
 * in the database: for the tests and benches that call a server from outside without signing in.
 */
export async function sessionTokenFor(db: Executor, username = 'admin', roleCode = '1'): Promise<string> {
  const [user] = await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, username));
  const [role] = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.roleCode, roleCode));
  const { token } = await createSession(
    db,
    { userId: user.id, roleId: role.id },
    { idleMinutes: 600, absoluteHours: 24 },
  );
  return token;
}
