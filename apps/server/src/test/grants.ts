import { and, eq } from 'drizzle-orm';
import type { Executor } from '../core/db.ts';
import {
  sysPermission,
  sysPermissionDataRule,
  sysRole,
  sysRolePermission,
} from '../modules/system/schema.ts';

/**
 * Reading the menu's access rows in a test (the upgrade tests of the seed): a role's id by its
 * code, a screen's id by its url, a button's id by its permission code, a role's grant of a
 * permission (with the data rules it picked; undefined when not granted) and the data rules on a
 * permission as "name: value".
 */
export function grantLookups(db: Executor) {
  return {
    roleId: async (code: string) =>
      (await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.roleCode, code)))[0].id,
    screen: async (url: string) =>
      (await db.select({ id: sysPermission.id }).from(sysPermission).where(eq(sysPermission.url, url)))[0].id,
    button: async (code: string) =>
      (await db.select({ id: sysPermission.id }).from(sysPermission).where(eq(sysPermission.perms, code)))[0]
        .id,
    grantOf: async (role: string, permissionId: string) =>
      (
        await db
          .select({ ids: sysRolePermission.dataRuleIds })
          .from(sysRolePermission)
          .where(and(eq(sysRolePermission.roleId, role), eq(sysRolePermission.permissionId, permissionId)))
      )[0],
    rulesOn: async (permissionId: string) =>
      (
        await db
          .select({ name: sysPermissionDataRule.ruleName, value: sysPermissionDataRule.ruleValue })
          .from(sysPermissionDataRule)
          .where(eq(sysPermissionDataRule.permissionId, permissionId))
      ).map((r) => `${r.name}: ${r.value}`),
  };
}
