import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@accredit/shared';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../core/db.ts';
import { hashPassword } from '../core/passwords.ts';
import { sysRole, sysUser, sysUserRole } from '../modules/system/schema.ts';

/** The demo school. Its accounts share the demo password, which exists only here. */
export async function seedDemo(db: Executor): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const roles = await db.select({ id: sysRole.id, code: sysRole.roleCode }).from(sysRole);
  const roleId = new Map(roles.map((r) => [r.code, r.id]));
  const existing = await db
    .select({ username: sysUser.username })
    .from(sysUser)
    .where(
      inArray(
        sysUser.username,
        DEMO_ACCOUNTS.map((a) => a.username),
      ),
    );
  const have = new Set(existing.map((e) => e.username));
  for (const [index, account] of DEMO_ACCOUNTS.entries()) {
    if (have.has(account.username)) continue;
    // Phones and addresses for phone sign-in and password recovery in the demo (13800000001, ...).
    const phone = `138${String(index + 1).padStart(8, '0')}`;
    const email = `${account.username}@demo.accredit.example`;
    const [user] = await db
      .insert(sysUser)
      .values({
        username: account.username,
        realname: account.realname,
        passwordHash,
        phone,
        email,
        createBy: 'system',
      })
      .returning({ id: sysUser.id });
    for (const code of account.roles) {
      const id = roleId.get(code);
      if (id) await db.insert(sysUserRole).values({ userId: user.id, roleId: id });
    }
  }
}
