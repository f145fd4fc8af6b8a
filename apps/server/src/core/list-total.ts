import { count, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './db.ts';

/**
 * Issue 22 item 2: a list's total costs what its page costs. Past this many matches a list says
 * "10,000+" (`totalCapped`) unless the exact figure is asked for (`exactTotal=true`), so a filter
 * matching a million rows reads at most cap + 1 index entries instead of counting them all.
 */
export const LIST_TOTAL_CAP = 10_000;

export interface ListTotal {
  total: number;
  /** True when more than `total` rows match and they were not counted. */
  totalCapped: boolean;
}

/** How many rows of `from` match `where`: exactly without a cap, else counted only up to it. */
export async function countUpTo(
  db: Executor,
  from: PgTable,
  where: SQL | undefined,
  cap: number | undefined,
): Promise<ListTotal> {
  const [{ total }] = await countingQuery(db, from, where, cap === undefined ? undefined : cap + 1);
  return totalUpTo(Number(total), cap);
}

/** The count of `from`'s rows matching `where`, reading at most `readUpTo` of them when given. */
export function countingQuery(
  db: Executor,
  from: PgTable,
  where: SQL | undefined,
  readUpTo: number | Placeholder | undefined,
) {
  if (readUpTo === undefined) return db.select({ total: count() }).from(from).where(where);
  const upTo = db
    .select({ one: sql`1`.as('one') })
    .from(from)
    .where(where)
    .limit(readUpTo)
    .as('matches');
  return db.select({ total: count() }).from(upTo);
}

/** `n` rows counted with at most cap + 1 read: past the cap the total is the cap, said to be so. */
export function totalUpTo(n: number, cap: number | undefined): ListTotal {
  return cap !== undefined && n > cap ? { total: cap, totalCapped: true } : { total: n, totalCapped: false };
}

/**
 * The total of a page without counting when the page already tells it: a partly filled page is the
 * last one, and an empty first page means nothing matches. Null: the rows must be counted.
 */
export function totalFromPage(rowsOnPage: number, pageNo: number, pageSize: number): ListTotal | null {
  const offset = (pageNo - 1) * pageSize;
  if (rowsOnPage > 0 && rowsOnPage < pageSize) return { total: offset + rowsOnPage, totalCapped: false };
  if (rowsOnPage === 0 && pageNo === 1) return { total: 0, totalCapped: false };
  return null;
}
