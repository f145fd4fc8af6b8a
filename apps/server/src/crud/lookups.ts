import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../core/db.ts';

/**
 * Several small lookups in one statement. Presenting a page of records asks for the names of
 * every referenced record (a class, a college, a creator...) and for custom-field values: one
 * query each cost a round trip each, and under load every round trip waits its turn on the
 * server's event loop and on a pooled connection. The lookups are sent as one `union all`
 * instead, and each comes back as its own list.
 *
 * A part is a select of two columns: `id` (text: the key its reader files the answer under) and
 * `v` (a JSON array: the values read).
 */
export interface LookupPart<T> {
  select: SQL;
  read(rows: readonly LookupRow[]): T;
}

export interface LookupRow {
  id: string;
  v: unknown[];
}

/** Runs every part in one statement and hands each its own rows. */
export async function lookupAll<T extends readonly LookupPart<unknown>[]>(
  db: Executor,
  parts: T,
): Promise<{ [K in keyof T]: T[K] extends LookupPart<infer R> ? R : never }> {
  const byPart: LookupRow[][] = parts.map(() => []);
  if (parts.length > 0) {
    const union = sql.join(
      parts.map((p, i) => sql`(select ${sql.raw(String(i))} as q, l.id, l.v from (${p.select}) l)`),
      sql` union all `,
    );
    const result = (await db.execute(union)) as unknown as {
      rows: { q: number | string; id: string; v: unknown[] | string }[];
    };
    for (const row of result.rows)
      byPart[Number(row.q)].push({
        id: String(row.id),
        v: typeof row.v === 'string' ? JSON.parse(row.v) : row.v,
      });
  }
  return parts.map((p, i) => p.read(byPart[i])) as never;
}

/** `column = any(ids)`: one array parameter, whatever the number of ids (a list would be one each). */
export const anyOf = (column: SQLWrapper, ids: readonly string[]): SQL =>
  sql`${column} = any(${sql.param([...ids])}::text[])`;
