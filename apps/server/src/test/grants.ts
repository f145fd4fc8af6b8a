import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../core/db.ts';
import {
  sysMeta,
  sysPermission,
  sysPermissionDataRule,
  sysRole,
  sysRolePermission,
} from '../modules/system/schema.ts';

/**
 * Reading the menu's access rows in a test (the upgrade tests of the seed): a role's id by its
 * code, a screen's id by its url (several screens' ids by theirs), a button's id by its permission
 * code, a role's grant of a permission (with the data rules it picked; undefined when not
 * granted) and the data rules on a permission as "name: value".
 */
export function grantLookups(db: Executor) {
  return {
    roleId: async (code: string) =>
      (await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.roleCode, code)))[0].id,
    screen: async (url: string) =>
      (await db.select({ id: sysPermission.id }).from(sysPermission).where(eq(sysPermission.url, url)))[0].id,
    screens: async (urls: string[]) =>
      (
        await db.select({ id: sysPermission.id }).from(sysPermission).where(inArray(sysPermission.url, urls))
      ).map((r) => r.id),
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

/**
 * Undoing what an upgrade of the seed adds, so that a test starts from an installation from before
 * it: grants' chosen data rules cleared (of one role, or of every role), data rules deleted, grants
 * revoked, and the upgrade's flag forgotten so that the next start runs it again.
 */
export function grantEdits(db: Executor) {
  return {
    unpickRules: async (permissionIds: string[], roleId?: string) => {
      await db
        .update(sysRolePermission)
        .set({ dataRuleIds: null })
        .where(
          and(
            inArray(sysRolePermission.permissionId, permissionIds),
            roleId ? eq(sysRolePermission.roleId, roleId) : undefined,
          ),
        );
    },
    deleteRules: async (permissionIds: string[]) => {
      await db
        .delete(sysPermissionDataRule)
        .where(inArray(sysPermissionDataRule.permissionId, permissionIds));
    },
    revoke: async (roleId: string, permissionIds: string[]) => {
      await db
        .delete(sysRolePermission)
        .where(
          and(eq(sysRolePermission.roleId, roleId), inArray(sysRolePermission.permissionId, permissionIds)),
        );
    },
    forgetUpgrade: async (flag: string) => {
      await db.delete(sysMeta).where(eq(sysMeta.key, flag));
    },
  };
}
