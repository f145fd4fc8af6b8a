import { columnOf, dataRuleKeys, type ResourceDef, snakeCase } from '@accredit/shared';
import { type AnyColumn, and, eq, gte, ilike, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AuthContext } from '../core/access.ts';
import type { Executor } from '../core/db.ts';
import { dataRulesFor, ruleConditions } from '../modules/system/data-rules.ts';
import { moduleFieldValueTable } from './custom-fields.ts';
import type { CustomFilter, Filter } from './list-query.ts';
import { columnByKey, type ResourceTable } from './table.ts';

/**
 * Which rows a caller may touch: the data rules of their current role on this resource and, for
 * owner-only resources, their own rows. The same conditions go on list, queryById, edit, delete,
 * review and export, so a row hidden from the list cannot be reached by id either.
 */
export function col(table: ResourceTable, key: string): PgColumn {
  const c = columnByKey(table, key);
  if (!c) throw new Error(`no column ${key}`);
  return c;
}

export function filterCondition(table: ResourceTable, filter: Filter): SQL {
  const c = col(table, filter.key);
  const v = filter.value;
  switch (filter.op) {
    case 'like':
      return ilike(c, String(v));
    case 'in':
      return inArray(c, v as string[]);
    case 'has': {
      // Whole codes of the stored list, each a bound parameter: "1" never matches "1-1". The
      // overlap of arrays is what the GIN index on string_to_array (table.ts) answers.
      const codes = sql.join(
        (v as string[]).map((code) => sql`${code}`),
        sql`, `,
      );
      return sql`string_to_array(${c}, ',') && array[${codes}]::text[]`;
    }
    case 'gte':
      return gte(c, v);
    case 'lte':
      return lte(c, v);
    case 'lt':
      return lt(c, v);
    default:
      return eq(c, v);
  }
}

export function customFilterCondition(def: ResourceDef, table: ResourceTable, filter: CustomFilter): SQL {
  const v = moduleFieldValueTable();
  const match = filter.op === 'like' ? ilike(v.value, filter.value) : eq(v.value, filter.value);
  return sql`exists (select 1 from ${v} where ${and(
    eq(v.resource, def.name),
    eq(v.recordId, col(table, 'id')),
    eq(v.fieldId, filter.fieldId),
    match,
  )})`;
}

/** The columns a data rule may name on this resource, by field key and by column name. */
function ruleColumns(def: ResourceDef, table: ResourceTable): Record<string, AnyColumn> {
  const columns: Record<string, AnyColumn> = {};
  for (const key of dataRuleKeys(def)) {
    const field = def.fields.find((f) => f.key === key);
    const column = col(table, key);
    columns[key] = column;
    columns[field ? columnOf(field) : snakeCase(key)] = column;
  }
  for (const [name, key] of Object.entries(def.ruleColumns ?? {})) columns[name] = col(table, key);
  return columns;
}

/**
 * The row scope of the caller for one permission code, as conditions to AND into every query.
 * Data rules come from that button and from the resource's screen (a rule set on the screen binds
 * list, queryById, edit and delete alike; see dataRulesFor).
 */
export async function rowScope(
  db: Executor,
  def: ResourceDef,
  table: ResourceTable,
  auth: AuthContext,
  code: string,
): Promise<SQL[]> {
  const conditions: SQL[] = [];
  if (def.ownerOnly) conditions.push(eq(col(table, 'createBy'), auth.user.username));
  // A rule on a column the definition does not allow denies access (ruleConditions throws 403).
  conditions.push(...ruleConditions(await dataRulesFor(db, auth, [code]), ruleColumns(def, table)));
  return conditions;
}
