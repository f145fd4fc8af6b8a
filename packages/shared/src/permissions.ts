/**
 * Permission codes are `resource:action` (DESIGN.md section 5), with the actions of spec 000
 * section 6. A role's default set is written as patterns in permission-matrix.ts: an exact code,
 * `resource:*`, or `*` for everything.
 */
export const ACTIONS = [
  'add',
  'delete',
  'edit',
  'query',
  'get',
  'enable',
  'disable',
  'import',
  'export',
] as const;
export type Action = (typeof ACTIONS)[number];

export function perm(resource: string, action: Action | string): string {
  return `${resource}:${action}`;
}

/** True when a code matches a matrix pattern (`*`, `resource:*`, or the exact code). */
export function matchesPattern(code: string, pattern: string): boolean {
  if (pattern === '*') return true;
  if (pattern.endsWith(':*')) return code.startsWith(pattern.slice(0, -1));
  return code === pattern;
}

/** Data-rule conditions of spec 000 / issue 4. */
export const RULE_CONDITIONS = [
  '=',
  '!=',
  '>',
  '>=',
  '<',
  '<=',
  'IN',
  'LIKE',
  'LEFT_LIKE',
  'RIGHT_LIKE',
] as const;
export type RuleCondition = (typeof RULE_CONDITIONS)[number];
/** Placeholders a rule value may hold; replaced by the signed-in user's values, always as parameters. */
export const RULE_PLACEHOLDERS = [
  '#{sys_user_code}',
  '#{sys_user_name}',
  '#{sys_org_code}',
  '#{sys_date}',
] as const;
