import { columnOf, type FieldDef, isFilter, type ResourceDef, snakeCase } from '@accredit/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  type PgColumn,
  type PgColumnBuilderBase,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { standardColumns } from '../core/columns.ts';

/**
 * The table of a resource, derived from its definition: the standard columns, one column per
 * field, and the review columns when the resource is reviewed. Filter and sort fields get an index
 * (text filters a trigram index too, for wildcards), unique fields a unique index. Built once per definition so drizzle-kit sees the same objects
 * that the routes query.
 */
export function reviewColumns() {
  return {
    /** 0 Unreviewed, 1 Reviewed, 2 Rejected (packages/shared/src/resources/review.ts). */
    reviewStatus: integer('review_status').notNull().default(0),
    reviewReason: text('review_reason'),
    reviewBy: text('review_by'),
    reviewTime: timestamp('review_time', { withTimezone: true, mode: 'date' }),
  };
}

function columnFor(field: FieldDef): PgColumnBuilderBase {
  const name = columnOf(field);
  const required = <B extends { notNull(): PgColumnBuilderBase }>(b: B) => (field.required ? b.notNull() : b);
  switch (field.type) {
    case 'number':
      return required(doublePrecision(name));
    case 'integer':
    case 'year':
      return required(integer(name));
    case 'date':
      return required(date(name, { mode: 'string' }));
    case 'datetime':
      return required(timestamp(name, { withTimezone: true, mode: 'date' }));
    case 'boolean':
      return boolean(name).notNull().default(false);
    case 'json':
      return required(jsonb(name));
    default:
      return required(text(name));
  }
}

/**
 * The indexes a filter needs beyond the b-tree of equality and ranges: a text filter takes the
 * spec's `*text*` wildcard (ILIKE '%text%', which only a trigram index answers without reading
 * every row), and a multiple dictionary filter asks whether the stored list holds a code (scope.ts
 * matches `string_to_array(column, ',') && array[...]`, which a GIN index on that array answers).
 */
function filterIndexes(field: FieldDef, col: PgColumn, name: string) {
  if (!isFilter(field)) return [];
  if (field.type === 'dict' && field.multiple)
    return [index(`${name}_codes_idx`).using('gin', sql`string_to_array(${col}, ',')`)];
  if (field.type === 'text') return [index(`${name}_trgm_idx`).using('gin', sql`${col} gin_trgm_ops`)];
  return [];
}

function buildTable(def: ResourceDef) {
  const fieldColumns: Record<string, PgColumnBuilderBase> = {};
  for (const field of def.fields) fieldColumns[field.key] = columnFor(field);
  const columns: Record<string, PgColumnBuilderBase> = {
    ...standardColumns(),
    ...fieldColumns,
    ...(def.reviewed ? reviewColumns() : {}),
  };
  return pgTable(def.table, columns, (t) => {
    const byKey = t as unknown as Record<string, PgColumn>;
    const extras = [
      index(`${def.table}_create_time_idx`).on(byKey.createTime),
      // Every list may sort by the update time too (list-query.ts STANDARD_SORTS).
      index(`${def.table}_update_time_idx`).on(byKey.updateTime),
    ];
    if (def.ownerOnly) extras.push(index(`${def.table}_create_by_idx`).on(byKey.createBy));
    if (def.reviewed) extras.push(index(`${def.table}_review_idx`).on(byKey.reviewStatus));
    for (const field of def.fields) {
      const col = byKey[field.key];
      const name = `${def.table}_${columnOf(field)}`;
      if (field.unique) extras.push(uniqueIndex(`${name}_uq`).on(col));
      else if (field.filter || field.sortable || field.type === 'ref')
        extras.push(index(`${name}_idx`).on(col));
      extras.push(...filterIndexes(field, col, name));
    }
    for (const keys of def.uniqueTogether ?? []) {
      const cols = keys.map((k) => byKey[k]);
      extras.push(
        uniqueIndex(`${def.table}_${keys.map(snakeCase).join('_')}_uq`).on(cols[0], ...cols.slice(1)),
      );
    }
    return extras;
  });
}

export type ResourceTable = ReturnType<typeof buildTable>;

const tables = new Map<string, ResourceTable>();

/** The one table object of a definition (memoised: drizzle-kit and the routes share it). */
export function resourceTable(def: ResourceDef): ResourceTable {
  let table = tables.get(def.name);
  if (!table) {
    table = buildTable(def);
    tables.set(def.name, table);
  }
  return table;
}

/** A column of a resource table by field key (standard, field or review column). */
export function columnByKey(table: ResourceTable, key: string): PgColumn | undefined {
  const col = (table as unknown as Record<string, unknown>)[key];
  return col && typeof col === 'object' && 'columnType' in col ? (col as PgColumn) : undefined;
}
