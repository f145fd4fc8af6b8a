import { RESOURCE, RULE_CONDITIONS, type RuleCondition } from '@accredit/shared';
import {
  type AnyColumn,
  and,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  like,
  lt,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Executor } from '../../core/db.ts';
import { forbidden } from '../../core/errors.ts';
import { escapeLike } from '../../core/like.ts';
import { resourceTable } from '../../crud/table.ts';
import { keptForRole } from './permission-cache.ts';
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
 * Placeholders that stand for lists of ids (a programme head's programmes, their courses and
 * classes; the signed-in teacher's own teacher record, a list of one, and the assessments they are
 * given).
 */
const LIST_PLACEHOLDERS = [
  'sys_user_programs',
  'sys_user_program_courses',
  'sys_user_program_classes',
  'sys_user_teacher',
  'sys_user_teacher_assessments',
] as const;
type ListPlaceholder = (typeof LIST_PLACEHOLDERS)[number];

function fillLists(value: string, lists: Partial<Record<ListPlaceholder, string[]>>): string {
  let out = value;
  for (const name of LIST_PLACEHOLDERS) out = out.replaceAll(`#{${name}}`, (lists[name] ?? []).join(','));
  return out;
}

/**
 * The id lists a set of rule values needs, read only when a value names one: the programmes the
 * user heads (head assignments), the courses of those programmes' plans and the classes of those
 * programmes.
 */
async function programmeLists(
  db: Executor,
  auth: AuthContext,
  values: readonly string[],
): Promise<Partial<Record<ListPlaceholder, string[]>>> {
  if (!values.some((v) => v.includes('#{sys_user_program'))) return {};
  const head = resourceTable(RESOURCE.degreeProgramsHead);
  const plan = resourceTable(RESOURCE.teachingProgram);
  const cls = resourceTable(RESOURCE.classes);
  const programmes = (
    await db.select({ id: head.degreeProgramsId }).from(head).where(eq(head.userId, auth.user.id))
  ).map((r) => String(r.id));
  if (programmes.length === 0) return { sys_user_programs: [] };
  const [courses, classes] = await Promise.all([
    db.selectDistinct({ id: plan.courseId }).from(plan).where(inArray(plan.degreeProgramsId, programmes)),
    db.select({ id: cls.id }).from(cls).where(inArray(cls.degreeProgramsId, programmes)),
  ]);
  return {
    sys_user_programs: programmes,
    sys_user_program_courses: courses.map((r) => String(r.id)),
    sys_user_program_classes: classes.map((r) => String(r.id)),
  };
}

/**
 * The teacher record linked to the user (`userId`) and the quantitative and qualitative
 * assessments given to that teacher (issue 17: teachers reach the assessments they are given;
 * one rule on `evaluation_id` binds the assessments, their scores and their history alike).
 */
async function teacherLists(
  db: Executor,
  auth: AuthContext,
  values: readonly string[],
): Promise<Partial<Record<ListPlaceholder, string[]>>> {
  if (!values.some((v) => v.includes('#{sys_user_teacher'))) return {};
  const teacher = resourceTable(RESOURCE.teacher);
  const [own] = await db
    .select({ id: teacher.id })
    .from(teacher)
    .where(eq(teacher.userId, auth.user.id))
    .limit(1);
  if (!own) return { sys_user_teacher: [], sys_user_teacher_assessments: [] };
  const teacherId = String(own.id);
  if (!values.some((v) => v.includes('#{sys_user_teacher_assessments}')))
    return { sys_user_teacher: [teacherId] };
  const given = (table: ReturnType<typeof resourceTable>) =>
    db.select({ id: table.id }).from(table).where(eq(table.teacherId, teacherId));
  const [quantitative, qualitative] = await Promise.all([
    given(resourceTable(RESOURCE.evaluation)),
    given(resourceTable(RESOURCE.qualitativeEvaluation)),
  ]);
  return {
    sys_user_teacher: [teacherId],
    sys_user_teacher_assessments: [...quantitative, ...qualitative].map((r) => String(r.id)),
  };
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
  const roleId = auth.roleId;
  // The rules are the role's (kept per role, dropped on any change of grants or rules); the values
  // are filled in for the caller on every call.
  const key = `dataRules\n${roleId}\n${[...permissionCodes].sort().join(',')}`;
  const rules = await keptForRole(key, () => grantedRules(db, roleId, permissionCodes));
  if (rules.length === 0) return [];
  const values = rules.map((r) => r.ruleValue);
  const lists = { ...(await programmeLists(db, auth, values)), ...(await teacherLists(db, auth, values)) };
  return rules
    .filter((r) => (RULE_CONDITIONS as readonly string[]).includes(r.ruleConditions))
    .map((r) => {
      const condition = r.ruleConditions as RuleCondition;
      const filled = fillLists(fill(r.ruleValue, auth), lists);
      return {
        column: r.ruleColumn,
        condition,
        value: condition === 'IN' ? filled.split(',').map((v) => v.trim()) : filled,
      };
    });
}

/** The enabled data rules a role's grants put on these permission codes (or on their screen). */
async function grantedRules(db: Executor, roleId: string, permissionCodes: readonly string[]) {
  const grants = await db
    .select({ ruleIds: sysRolePermission.dataRuleIds })
    .from(sysRolePermission)
    .innerJoin(sysPermission, eq(sysPermission.id, sysRolePermission.permissionId))
    .where(
      and(
        eq(sysRolePermission.roleId, roleId),
        // A rule set on the screen (the menu row) binds every button of it, so list, queryById,
        // edit and delete are limited alike; a rule set on one button binds that button only.
        or(
          inArray(sysPermission.perms, [...permissionCodes]),
          inArray(
            sysPermission.id,
            db
              .select({ parentId: sysPermission.parentId })
              .from(sysPermission)
              .where(
                and(inArray(sysPermission.perms, [...permissionCodes]), isNotNull(sysPermission.parentId)),
              ),
          ),
        ),
        isNotNull(sysRolePermission.dataRuleIds),
      ),
    );
  const ids = grants.flatMap((g) => (g.ruleIds ?? '').split(',').filter(Boolean));
  if (ids.length === 0) return [];
  return db
    .select()
    .from(sysPermissionDataRule)
    .where(and(inArray(sysPermissionDataRule.id, ids), eq(sysPermissionDataRule.status, '1')));
}

/** LIKE patterns treat % and _ as wildcards: a rule value is literal text. */
/**
 * Turns resolved rules into SQL conditions on whitelisted columns (rule column name -> table
 * column). Values are bound as parameters. A rule on a column outside the whitelist is a
 * configuration error and denies access rather than being ignored.
 */
export function ruleConditions(rules: readonly ResolvedRule[], columns: Record<string, AnyColumn>): SQL[] {
  return rules.map((rule) => {
    const column = columns[rule.column];
    if (!column) throw forbidden();
    const value = rule.value;
    const text = Array.isArray(value) ? value.join(',') : value;
    // An empty value (e.g. a user without an organisation code) must not widen a LIKE to "all".
    if (text === '' && rule.condition.includes('LIKE')) return sql`false`;
    switch (rule.condition) {
      case '=':
        return eq(column, text);
      case '!=':
        return ne(column, text);
      case '>':
        return gt(column, text);
      case '>=':
        return gte(column, text);
      case '<':
        return lt(column, text);
      case '<=':
        return lte(column, text);
      case 'IN':
        return inArray(column, Array.isArray(value) ? value : [value]);
      case 'LIKE':
        return like(column, `%${escapeLike(text)}%`);
      case 'LEFT_LIKE':
        return like(column, `%${escapeLike(text)}`);
      case 'RIGHT_LIKE':
        return like(column, `${escapeLike(text)}%`);
      default:
        throw forbidden();
    }
  });
}

/** Conditions of the current role's data rules on these permission codes, ready for a where clause. */
export async function dataRuleWhere(
  db: Executor,
  auth: AuthContext | null,
  permissionCodes: readonly string[],
  columns: Record<string, AnyColumn>,
): Promise<SQL[]> {
  if (!auth) return [];
  return ruleConditions(await dataRulesFor(db, auth, permissionCodes), columns);
}
