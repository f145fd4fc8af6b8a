import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from './db.ts';

/**
 * Reading many rows as one JSON value: the driver then decodes a single value instead of one row
 * object per record, which is most of the cost of reading 100,000 records (PGlite especially).
 * Used by the AACSB tables' reads and the Excel export's batches.
 */

/** The rows of a statement whose one value `j` is a JSON array as text. */
export async function jsonArray<R>(db: Executor, statement: SQL): Promise<R[]> {
  const result = (await db.execute(statement)) as { rows: { j?: string }[] };
  return JSON.parse(result.rows[0]?.j ?? '[]') as R[];
}

/**
 * Runs a query and returns its rows as one JSON array of objects. The query must name every
 * column it selects.
 */
export function jsonRows<R>(db: Executor, query: SQL): Promise<R[]> {
  return jsonArray(db, sql`select coalesce(json_agg(x), '[]'::json)::text as j from (${query}) x`);
}

/**
 * Rows as arrays in one JSON value, aggregated by the statement itself: `tuple` is the
 * json_build_array of a row, `from` the rest of the statement (from, joins, where; no grouping).
 * Cheaper than jsonRows when each row is one array: no record to turn into an object first.
 */
export function jsonTuples<R>(db: Executor, tuple: SQL, from: SQL): Promise<R[]> {
  return jsonArray(db, sql`select coalesce(json_agg(${tuple}), '[]'::json)::text as j ${from}`);
}

/** The `r` column (a json_build_array) of each row of `query`, as jsonTuples gives them (for a query that groups). */
export function jsonTuplesOf<R>(db: Executor, query: SQL): Promise<R[]> {
  return jsonArray(db, sql`select coalesce(json_agg(x.r), '[]'::json)::text as j from (${query}) x`);
}
