import { and, count, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './db.ts';
import { LIST_TOTAL_CAP, type ListTotal, totalFromPage } from './list-total.ts';

/**
 * A list's page and total statements, built once for each shape of call and kept: which filters
 * the call gives, its sort, and whether it pages and counts exactly. Issue 22: building a list's
 * two queries through drizzle's builders on every call cost more than the page query itself
 * (a third of a short list call's time in the profile); a kept statement only binds the call's
 * values. The values go to the database as parameters, never into the text, and a statement is
 * planned afresh each time it runs (it is not a named server-side statement, whose generic plan
 * counted a wide match slower than a fresh one).
 */

/** What a list's builder may ask of the call it builds for. */
export interface ListShape<V> {
  /** Whether the call gives this filter (its value is neither undefined nor null). */
  has(key: keyof V & string): boolean;
  /** The filter's value, bound when the statement runs. */
  value(key: keyof V & string): Placeholder;
  /** The call's sort column (by API name) and direction, for the builder's whitelist. */
  column?: string;
  order?: string;
}

export interface ListCall<V> {
  values: V;
  /** The call's sort (a column by API name and a direction), part of the shape. */
  column?: string;
  order?: string;
  pageNo: number;
  /** -1: every match, no page. */
  pageSize: number;
  /** Count every match past the cap. */
  exact?: boolean;
}

interface Statements<Row> {
  page: { execute(values: Record<string, unknown>): Promise<Row[]> };
  count: { execute(values: Record<string, unknown>): Promise<{ total: number }[]> } | null;
}

/** Shapes kept per list: far more than any list's filters and sorts make. */
const MAX_SHAPES = 512;

/**
 * The list function of `table`: `build` gives the conditions (undefined ones are left out) and the
 * order for a shape; it may throw (a sort column not on the whitelist), and nothing is kept then.
 */
export function listStatements<T extends PgTable, V extends Record<string, unknown>>(
  db: Executor,
  table: T,
  build: (shape: ListShape<V>) => { where: (SQL | undefined)[]; orderBy: SQL[] },
): (call: ListCall<V>) => Promise<{ rows: T['$inferSelect'][] } & ListTotal> {
  const kept = new Map<string, Statements<T['$inferSelect']>>();

  const statementsFor = (call: ListCall<V>, given: string[]) => {
    const all = call.pageSize === -1;
    const key = `${given.join(',')}|${call.column ?? ''} ${call.order ?? ''}|${all ? 'all' : call.exact ? 'exact' : 'capped'}`;
    let statements = kept.get(key);
    if (statements) return statements;
    const names = new Set(given);
    const { where, orderBy } = build({
      column: call.column,
      order: call.order,
      has: (k) => names.has(k),
      value: (k) => {
        if (!names.has(k)) throw new Error(`list filter ${k} is not given in this call`);
        return sql.placeholder(k);
      },
    });
    const conditions = where.filter((c): c is SQL => c !== undefined);
    const filter = conditions.length ? and(...conditions) : undefined;
    const ordered = db
      .select()
      .from(table as PgTable)
      .where(filter)
      .orderBy(...orderBy);
    const page = all
      ? ordered.prepare('')
      : ordered.limit(sql.placeholder('_limit')).offset(sql.placeholder('_offset')).prepare('');
    const counter = all
      ? null
      : call.exact
        ? db
            .select({ total: count() })
            .from(table as PgTable)
            .where(filter)
        : db.select({ total: count() }).from(
            db
              .select({ one: sql`1`.as('one') })
              .from(table as PgTable)
              .where(filter)
              .limit(sql.placeholder('_cap'))
              .as('matches'),
          );
    statements = {
      page: page as unknown as Statements<T['$inferSelect']>['page'],
      count: counter ? counter.prepare('') : null,
    };
    if (kept.size >= MAX_SHAPES) kept.clear();
    kept.set(key, statements);
    return statements;
  };

  return async (call) => {
    const given = Object.keys(call.values)
      .filter((k) => call.values[k] !== undefined && call.values[k] !== null)
      .sort();
    const statements = statementsFor(call, given);
    const bound: Record<string, unknown> = {};
    for (const k of given) bound[k] = call.values[k];
    if (call.pageSize === -1) {
      const rows = await statements.page.execute(bound);
      return { rows, total: rows.length, totalCapped: false };
    }
    bound._limit = call.pageSize;
    bound._offset = (call.pageNo - 1) * call.pageSize;
    bound._cap = LIST_TOTAL_CAP + 1;
    const rows = await statements.page.execute(bound);
    const known = totalFromPage(rows.length, call.pageNo, call.pageSize);
    if (known) return { rows, ...known };
    const [{ total }] = await (statements.count as NonNullable<Statements<unknown>['count']>).execute(bound);
    const n = Number(total);
    return !call.exact && n > LIST_TOTAL_CAP
      ? { rows, total: LIST_TOTAL_CAP, totalCapped: true }
      : { rows, total: n, totalCapped: false };
  };
}
