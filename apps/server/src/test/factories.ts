import { DEMO_ACCOUNTS, DEMO_PASSWORD, type RoleCode } from '@accredit/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../core/db.ts';
import { newId } from '../core/ids.ts';
import { hashPassword } from '../core/passwords.ts';
import { sysRole, sysUser, sysUserRole } from '../modules/system/schema.ts';

let demoHash: Promise<string> | null = null;

/** A user with the demo password (hashed once per file) and the given role codes. */
export async function buildUser(
  db: Executor,
  overrides: Partial<typeof sysUser.$inferInsert> & { roles?: string[]; password?: string } = {},
) {
  const { roles = [], password, ...fields } = overrides;
  if (!demoHash) demoHash = hashPassword(DEMO_PASSWORD);
  const passwordHash = password ? await hashPassword(password) : await demoHash;
  const [user] = await db
    .insert(sysUser)
    .values({ username: `user_${newId().slice(0, 8)}`, realname: 'Test User', passwordHash, ...fields })
    .returning();
  for (const code of roles) {
    const [role] = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.roleCode, code));
    await db.insert(sysUserRole).values({ userId: user.id, roleId: role.id });
  }
  return user;
}

/** The demo account that holds only this role (`none`: the one with no role, the student). */
export function demoUserOf(role: RoleCode | 'none'): string {
  const account = DEMO_ACCOUNTS.find((a) =>
    role === 'none' ? a.roles.length === 0 : a.roles.length === 1 && a.roles[0] === role,
  );
  if (!account) throw new Error(`no demo account holds only role ${role}`);
  return account.username;
}
