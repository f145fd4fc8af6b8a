import { RULE_CONDITIONS, type RuleCondition } from '@accredit/shared';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Executor } from '../../core/db.ts';
import { sysPermission, sysPermissionDataRule, sysRolePermission } from './schema.ts';

/** A data rule with its placeholders already replaced by the signed-in user's values. */
export interface ResolvedRule {
  column: string;
  condition: RuleCondition;
  /** Always bound as a parameter, never pasted into SQL. IN rules give a list. */
  value: string | string[];
}

function fill(value: string, auth: AuthContext): string {
  const today = new Date().toISOString().slice(0, 10);
  return value
    .replaceAll('#{sys_user_code}', auth.user.username)
    .replaceAll('#{sys_user_name}', auth.user.realname)
    .replaceAll('#{sys_org_code}', auth.user.orgCode ?? '')
    .replaceAll('#{sys_date}', today);
}

/**
 * The data rules that bind the current role on one permission code (for example
 * `schoolYear:query`). The caller turns each into a condition on a whitelisted column; a rule on a
 * column the resource does not allow is an error in configuration and denies access.
 */
export async function dataRulesFor(
  db: Executor,
  auth: AuthContext,
  permissionCodes: readonly string[],
): Promise<ResolvedRule[]> {
  if (!auth.roleId || permissionCodes.length === 0) return [];
  const grants = await db
    .select({ ruleIds: sysRolePermission.dataRuleIds })
    .from(sysRolePermission)
    .innerJoin(sysPermission, eq(sysPermission.id, sysRolePermission.permissionId))
    .where(
      and(
        eq(sysRolePermission.roleId, auth.roleId),
        inArray(sysPermission.perms, [...permissionCodes]),
        isNotNull(sysRolePermission.dataRuleIds),
      ),
    );
  const ids = grants.flatMap((g) => (g.ruleIds ?? '').split(',').filter(Boolean));
  if (ids.length === 0) return [];
  const rules = await db
    .select()
    .from(sysPermissionDataRule)
    .where(and(inArray(sysPermissionDataRule.id, ids), eq(sysPermissionDataRule.status, '1')));
  return rules
    .filter((r) => (RULE_CONDITIONS as readonly string[]).includes(r.ruleConditions))
    .map((r) => {
      const condition = r.ruleConditions as RuleCondition;
      const filled = fill(r.ruleValue, auth);
      return {
        column: r.ruleColumn,
        condition,
        value: condition === 'IN' ? filled.split(',').map((v) => v.trim()) : filled,
      };
    });
}
