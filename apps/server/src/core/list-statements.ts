import {
  and,
  Column,
  getTableColumns,
  getTableName,
  is,
  Param,
  type Placeholder,
  SQL,
  StringChunk,
  sql,
  Table,
} from 'drizzle-orm';
import { type PgTable, PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from './db.ts';
import { countingQuery, countUpTo, type ListTotal, totalFromPage, totalUpTo } from './list-total.ts';

/**
 * A list's page and its total, in one statement kept for each shape of call (the page carries its
 * total when it does not tell it itself: one round trip to the database per list call). Issue 22:
 * building a list's queries through drizzle on every call (the select of every column, the capped
 * count around the same filter) cost more than the page query itself, a fifth to a third of a
 * list call's time in the profiles. The conditions a call gives are walked instead: what they say
 * without their values (the text, the columns and tables they name) is the shape, and the values
 * go to the statement kept for that shape as parameters, as they did before (never into the text).
 * A statement is planned afresh each time it runs (not a named server-side statement, whose
 * generic plan counted a wide match slower than a fresh one).
 *
 * A total once counted is kept with the database's snapshot it was counted in (`pg_current_snapshot()`,
 * which changes whenever any transaction ends): the statement counts again only when the snapshot
 * it runs in differs from the kept one. The same snapshot sees the same committed rows, so the same
 * filter matches the same rows: paging through a list, or answering it again, costs its page only
 * until something is written, anywhere in the database, by this server or another.
 *
 * A condition holding a part the walk does not know (a subquery builder, a view, inlined values,
 * a value its column turns into SQL) is built the ordinary way, as is any list read inside a
 * transaction (its statements belong to that transaction's connection).
 */

/** Ids of the columns and tables a shape names, by object (a name alone could be another table's). */
const ids = new WeakMap<object, number>();
let lastId = 0;
function idOf(o: object): number {
  let id = ids.get(o);
  if (id === undefined) {
    id = ++lastId;
    ids.set(o, id);
  }
  return id;
}

/**
 * A kept statement: drizzle's prepared query, run with the call's values. `all` gives the driver's
 * rows by column name, unmapped: the list maps them itself (rowMapper), with each column's own
 * mapping as drizzle applies it, without drizzle's general walk over paths and joins for every
 * value (a fifth of a list call's own CPU in the profiles). `all` is marked internal in drizzle's
 * types; both its drivers here have it, and every list test goes through it.
 */
interface Prepared {
  all(values: Record<string, unknown>): Promise<Record<string, unknown>[]>;
}

/**
 * A shape's statement: every match (`all`), or one page with its total in the column `list_total`
 * when the page does not tell it (full, or empty past the first page, then as one row of padding
 * whose key is null): the page and its count in one round trip instead of two.
 */
interface Kept {
  all: boolean;
  page: Prepared;
  /** The name of a column never null in the table's rows: null only in the padding. */
  key: string;
}

/** The total's column in a page statement's rows. */
const TOTAL = 'list_total';
/** The column of the snapshot the statement ran in (`pg_current_snapshot()` as text). */
const SEEN = 'list_seen';

/** A total counted, and the snapshot it was counted in. */
interface KeptTotal {
  seen: string;
  total: ListTotal;
}

/** Totals kept per database, by statement and values; the oldest go first past this many. */
const MAX_TOTALS = 5000;
const totalsByDatabase = new WeakMap<object, Map<string, KeptTotal>>();
let reuseTotals = true;

/**
 * Whether a total counted in the same snapshot is used again (on by default). Off, every call
 * that needs a total counts it: the bench measures both.
 */
export function reuseListTotals(on: boolean): void {
  reuseTotals = on;
}

type RowMapper = (raw: Record<string, unknown>) => Record<string, unknown>;
const mappers = new WeakMap<PgTable, RowMapper>();

/**
 * A table's row from the driver's row, as drizzle maps it: each column's value under its key,
 * null as null, anything else through the column's mapFromDriverValue.
 */
function rowMapper(table: PgTable): RowMapper {
  let mapper = mappers.get(table);
  if (!mapper) {
    const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({
      key,
      name: column.name,
      column,
    }));
    mapper = (raw) => {
      const row: Record<string, unknown> = {};
      for (const { key, name, column } of columns) {
        const v = raw[name];
        row[key] = v === null || v === undefined ? null : column.mapFromDriverValue(v);
      }
      return row;
    };
    mappers.set(table, mapper);
  }
  return mapper;
}

const UNKNOWN = Symbol('unknown part');

/**
 * Walks `chunk` as drizzle would compile it, appending its shape to `shape` and its values (as the
 * driver gets them) to `values`; with `rebuild`, gives the same SQL with each value a placeholder.
 * UNKNOWN when the chunk holds a part the walk does not know. Kinds are told by `instanceof`, not
 * drizzle's `is` (which walks the prototype chain by name on every miss): one drizzle is installed.
 */
function walk(chunk: unknown, shape: string[], values: unknown[], rebuild: boolean): unknown {
  if (chunk === undefined) return chunk;
  if (typeof chunk !== 'object' || chunk === null) {
    if (typeof chunk === 'function' || typeof chunk === 'symbol') return UNKNOWN;
    return bind(chunk, shape, values, rebuild);
  }
  if (chunk instanceof Date) return bind(chunk, shape, values, rebuild);
  if (chunk instanceof StringChunk) {
    shape.push(`s${chunk.value.join('')}`);
    return chunk;
  }
  if (Array.isArray(chunk)) {
    shape.push(`[${chunk.length}`);
    const parts: unknown[] = [];
    for (const part of chunk) {
      const out = walk(part, shape, values, rebuild);
      if (out === UNKNOWN) return UNKNOWN;
      parts.push(out);
    }
    shape.push(']');
    return parts;
  }
  if (chunk instanceof SQL) {
    if ((chunk as unknown as { shouldInlineParams?: boolean }).shouldInlineParams) return UNKNOWN;
    shape.push('(');
    const parts: unknown[] = [];
    for (const part of chunk.queryChunks) {
      const out = walk(part, shape, values, rebuild);
      if (out === UNKNOWN) return UNKNOWN;
      parts.push(out);
    }
    shape.push(')');
    return rebuild ? new SQL(parts as SQL['queryChunks']) : chunk;
  }
  if (chunk instanceof Column || chunk instanceof Table) {
    shape.push(`o${idOf(chunk)}`);
    return chunk;
  }
  if (chunk instanceof Param) {
    const { value, encoder } = chunk;
    if (value !== null && typeof value === 'object' && !(value instanceof Date) && !Array.isArray(value))
      return UNKNOWN;
    const mapped = value === null ? null : encoder.mapToDriverValue(value);
    if (mapped instanceof SQL) return UNKNOWN;
    return bind(mapped, shape, values, rebuild);
  }
  return UNKNOWN;
}

function bind(value: unknown, shape: string[], values: unknown[], rebuild: boolean): unknown {
  shape.push('?');
  values.push(value);
  return rebuild ? sql.placeholder(`p${values.length - 1}`) : value;
}

/** The shape and values of a list call's conditions and order; null when one cannot be walked. */
function shapeOf(
  table: PgTable,
  conditions: readonly SQL[],
  order: readonly SQL[],
  rebuild: boolean,
): { key: string; values: unknown[]; conditions: SQL[]; order: SQL[] } | null {
  const shape = [`t${idOf(table)}`];
  const values: unknown[] = [];
  const rebuilt: SQL[][] = [[], []];
  for (const [i, list] of [conditions, order].entries()) {
    shape.push(i === 0 ? 'where' : 'order');
    for (const c of list) {
      const out = walk(c, shape, values, rebuild);
      if (out === UNKNOWN) return null;
      rebuilt[i].push(out as SQL);
    }
  }
  return { key: shape.join('\u0001'), values, conditions: rebuilt[0], order: rebuilt[1] };
}

export interface ListPaging {
  pageNo: number;
  /** -1: every match, no page. */
  pageSize: number;
  /** Count at most this many matches (the total is then `cap` with `totalCapped`); none: exact. */
  cap?: number;
  /** Count every match even past the cap. */
  exact?: boolean;
}

/** Shapes kept per database: far more than the lists' filters, sorts and scopes make in a day. */
const MAX_SHAPES = 2000;
const keptByDatabase = new WeakMap<object, Map<string, Kept>>();

/**
 * One page of `table`'s rows matching every condition, in `order`, and the total: none counted
 * when the page tells it (totalFromPage), else counted up to the cap unless exact.
 */
export function listRows<R>(
  db: Executor,
  table: PgTable,
  conditions: readonly SQL[],
  order: readonly SQL[],
  paging: ListPaging,
): Promise<{ rows: R[] } & ListTotal> {
  const kept = keptCalls<R>(db, table, conditions, order, paging);
  if (kept) return pageWithTotal(paging, kept.page, kept.count);
  // Built the ordinary way, for what the kept statements do not serve.
  const where = conditions.length ? and(...conditions) : undefined;
  const query = selectOrdered(db, table, where, order);
  return pageWithTotal(
    paging,
    async () =>
      (paging.pageSize === -1
        ? await query
        : await query.limit(paging.pageSize).offset((paging.pageNo - 1) * paging.pageSize)) as R[],
    () => countUpTo(db, table, where, paging.exact ? undefined : paging.cap),
  );
}

/** The page and count of this call through the statements kept for its shape; null when none serve. */
function keptCalls<R>(
  db: Executor,
  table: PgTable,
  conditions: readonly SQL[],
  order: readonly SQL[],
  paging: ListPaging,
): { page: () => Promise<R[]>; count: () => Promise<ListTotal> } | null {
  const all = paging.pageSize === -1;
  const capped = !paging.exact && paging.cap !== undefined;
  const shape = is(db, PgTransaction) ? null : shapeOf(table, conditions, order, false);
  if (!shape) return null;

  const shapes = ofDatabase(keptByDatabase, db);
  const key = `${shape.key}\u0001${all ? 'all' : capped ? 'capped' : 'exact'}`;
  let statements = shapes.get(key);
  if (!statements) {
    const rebuilt = shapeOf(table, conditions, order, true);
    if (!rebuilt) return null;
    statements = prepare(db, table, rebuilt.conditions, rebuilt.order, all, capped) ?? undefined;
    if (!statements) return null;
    if (shapes.size >= MAX_SHAPES) shapes.clear();
    shapes.set(key, statements);
  }
  const values: Record<string, unknown> = {};
  for (const [i, v] of shape.values.entries()) values[`p${i}`] = v;
  values._limit = paging.pageSize;
  values._offset = (paging.pageNo - 1) * paging.pageSize;
  if (capped) values._cap = (paging.cap as number) + 1;
  const kept = statements;
  const toRow = rowMapper(table);
  // The total kept for this filter (whatever the page), offered to the statement by its snapshot.
  let totals: Map<string, KeptTotal> | undefined;
  let totalKey = '';
  let known: KeptTotal | undefined;
  if (!all) {
    totals = ofDatabase(totalsByDatabase, db);
    totalKey = `${key}\u0002${JSON.stringify(shape.values)}\u0002${values._cap ?? ''}`;
    known = reuseTotals ? totals.get(totalKey) : undefined;
    values._seen = known?.seen ?? null;
  }
  // The total the page's rows carry when the page does not tell it.
  let carried: ListTotal | null = null;
  return {
    page: async () => {
      const raw = await kept.page.all(values);
      if (kept.all) return raw.map(toRow) as R[];
      const first = raw[0];
      const total = first?.[TOTAL];
      if (total !== undefined && total !== null) {
        carried = totalUpTo(Number(total), capped ? paging.cap : undefined);
        const seen = first[SEEN];
        if (totals && typeof seen === 'string') keepTotal(totals, totalKey, { seen, total: carried });
      } else if (known && first?.[SEEN] === known.seen) carried = known.total;
      return (raw.length === 1 && first[kept.key] === null ? [] : raw.map(toRow)) as R[];
    },
    // The statement carries every total the page does not tell; counted apart only should it not.
    count: () =>
      carried
        ? Promise.resolve(carried)
        : countUpTo(
            db,
            table,
            conditions.length ? and(...conditions) : undefined,
            capped ? paging.cap : undefined,
          ),
  };
}

/** What is kept for this database (made empty the first time). */
function ofDatabase<V>(byDatabase: WeakMap<object, Map<string, V>>, db: Executor): Map<string, V> {
  let kept = byDatabase.get(db);
  if (!kept) {
    kept = new Map();
    byDatabase.set(db, kept);
  }
  return kept;
}

/** Keeps `total` as the latest (a Map iterates oldest first, so the oldest go past the bound). */
function keepTotal(totals: Map<string, KeptTotal>, key: string, total: KeptTotal): void {
  totals.delete(key);
  if (totals.size >= MAX_TOTALS) totals.delete(totals.keys().next().value as string);
  totals.set(key, total);
}

/** The page, and the total only when the page does not tell it (a partial page, or an empty first one). */
export async function pageWithTotal<R>(
  paging: ListPaging,
  page: () => Promise<R[]>,
  count: () => Promise<ListTotal>,
): Promise<{ rows: R[] } & ListTotal> {
  const rows = await page();
  if (paging.pageSize === -1) return { rows, total: rows.length, totalCapped: false };
  const known = totalFromPage(rows.length, paging.pageNo, paging.pageSize);
  return known ? { rows, ...known } : { rows, ...(await count()) };
}

function prepare(
  db: Executor,
  table: PgTable,
  conditions: SQL[],
  order: SQL[],
  all: boolean,
  capped: boolean,
): Kept | null {
  const where = conditions.length ? and(...conditions) : undefined;
  const key = keyOf(table);
  if (!key) return null;
  if (all)
    return {
      all,
      key: key.name,
      page: selectOrdered(db, table, where, order).prepare('') as unknown as Prepared,
    };
  const counting = countingQuery(
    db,
    table,
    where,
    capped ? (sql.placeholder('_cap') as Placeholder) : undefined,
  );
  // The page and its total when the page does not tell it, in one statement: one round trip
  // instead of two. The page is a subquery named as its table, so the row and the order name its
  // columns as they would the table's, joined to one row so that an empty page still gives one
  // (its key null). The page's rows are counted as they leave it (a window over at most one page);
  // the count of the matches is a subquery naming nothing of the row, which the database runs at
  // most once (an InitPlan) and only when the CASE reaches it: for a full page, or an empty page
  // past the first; never for a partial page or an empty first page, whose total the page tells;
  // nor when the statement runs in the snapshot a total was last counted in (`_seen`).
  const limit = sql.placeholder('_limit');
  const offset = sql.placeholder('_offset');
  const onPage = sql`count(${key}) over ()`;
  const snapshot = sql`pg_current_snapshot()::text`;
  const needed = sql`(${onPage} = ${limit} or (${onPage} = 0 and ${offset} > 0))`;
  const unseen = sql`${snapshot} is distinct from ${sql.placeholder('_seen')}::text`;
  const inner = selectOrdered(db, table, where, order).limit(limit).offset(offset);
  const page = db
    .select({
      row: table,
      total: sql`case when ${needed} and ${unseen} then (${counting}) end`.as(TOTAL),
      seen: sql`${snapshot}`.as(SEEN),
    })
    .from(sql`(select 1) as "list_one"`)
    .leftJoin(inner.as(getTableName(table)), sql`true`)
    .orderBy(...order)
    .prepare('');
  return { all, key: key.name, page: page as unknown as Prepared };
}

/** A column never null in the table's rows (the primary key first): it tells a page's rows from the padding. */
function keyOf(table: PgTable): Column | undefined {
  const columns = Object.values(getTableColumns(table));
  return columns.find((c) => c.primary) ?? columns.find((c) => c.notNull);
}

/** Every column of the matching rows, in order. */
function selectOrdered(db: Executor, table: PgTable, where: SQL | undefined, order: readonly SQL[]) {
  return db
    .select()
    .from(table)
    .where(where)
    .orderBy(...order);
}

/** For tests: how many totals are kept for this database. */
export function keptTotals(db: Executor): number {
  return totalsByDatabase.get(db)?.size ?? 0;
}

/** For tests: how many shapes are kept for this database. */
export function keptShapes(db: Executor): number {
  return keptByDatabase.get(db)?.size ?? 0;
}
