import { type DefaultDataRule, ROLE_CODES, ROLE_NAMES } from '@accredit/shared';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../core/db.ts';
import { newId } from '../core/ids.ts';
import { hashPassword, randomPassword } from '../core/passwords.ts';
import { sysMeta, sysPermissionDataRule, sysRole, sysUser, sysUserRole } from '../modules/system/schema.ts';

/** Rows in batches of at most `size`, so one insert never exceeds the driver's parameter limit. */
export function* batches<T>(rows: readonly T[], size = 400): Generator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

/** Inserts `rows` into `table` in batches (see batches), as every demo seeder writes its rows. */
export async function insertAll(
  db: Executor,
  table: Parameters<Executor['insert']>[0],
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  for (const batch of batches(rows)) await db.insert(table).values(batch);
}

/** Roles 1-7 exist on every installation, demo or not. Idempotent. */
export async function seedRoles(db: Executor): Promise<void> {
  for (const code of ROLE_CODES) {
    const names = ROLE_NAMES[code];
    await db
      .insert(sysRole)
      .values({
        roleCode: code,
        roleName: names['zh-CN'],
        roleNameEn: names['en-US'],
        roleNameTw: names['zh-TW'],
        roleNamePt: names['pt-BR'],
        createBy: 'system',
      })
      .onConflictDoNothing({ target: sysRole.roleCode });
  }
}

export async function getMeta(db: Executor, key: string): Promise<string | null> {
  const [row] = await db.select().from(sysMeta).where(eq(sysMeta.key, key)).limit(1);
  return row?.value ?? null;
}

export async function setMeta(db: Executor, key: string, value: string): Promise<void> {
  await db
    .insert(sysMeta)
    .values({ key, value })
    .onConflictDoUpdate({ target: sysMeta.key, set: { value, updateTime: new Date() } });
}

/**
 * Without the demo seed, the first start creates one administrator. Its password comes from
 * ADMIN_PASSWORD or is random, and is printed once: there is no fixed default password.
 */
export async function bootstrapAdmin(
  db: Executor,
  configured?: string,
): Promise<{ username: string; password: string | null } | null> {
  const [anyUser] = await db.select({ id: sysUser.id }).from(sysUser).limit(1);
  if (anyUser) return null;
  const password = configured ?? randomPassword();
  const [admin] = await db
    .insert(sysUser)
    .values({
      username: 'admin',
      realname: 'Administrator',
      passwordHash: await hashPassword(password),
      createBy: 'system',
    })
    .returning({ id: sysUser.id });
  const [role] = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.roleCode, '1'));
  await db.insert(sysUserRole).values({ userId: admin.id, roleId: role.id });
  return { username: 'admin', password: configured ? null : password };
}

/** The id of a default data rule on a screen's menu row, inserting the rule when that row lacks it. */
export async function defaultDataRuleId(
  db: Executor,
  screenId: string,
  rule: DefaultDataRule,
): Promise<string> {
  const [known] = await db
    .select({ id: sysPermissionDataRule.id })
    .from(sysPermissionDataRule)
    .where(
      and(eq(sysPermissionDataRule.permissionId, screenId), eq(sysPermissionDataRule.ruleName, rule.name)),
    );
  if (known) return known.id;
  const id = newId();
  await db.insert(sysPermissionDataRule).values({
    id,
    permissionId: screenId,
    ruleName: rule.name,
    ruleColumn: rule.column,
    ruleConditions: rule.condition,
    ruleValue: rule.value,
    createBy: 'system',
  });
  return id;
}
