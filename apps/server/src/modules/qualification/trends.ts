import { RESOURCE, REVIEW_STATUS } from '@accredit/shared';
import { OUTPUT_COLUMNS } from '@accredit/shared/aacsb/index.ts';
import { and, count, eq, gte, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { resourceTable } from '../../crud/table.ts';
import { readSettings } from './store.ts';

/** Approved contributions per year and Table 8-1 output-type column (the output-trend chart). */
export async function outputTrends(db: Executor, from: number, to: number) {
  const o = resourceTable(RESOURCE.researchOutput);
  const { mapping } = await readSettings(db);
  const year = sql<number>`extract(year from ${o.publishDate})::int`;
  const rows = await db
    .select({ year, type: o.outputType, peerReviewed: o.peerReviewed, n: count() })
    .from(o)
    .where(
      and(
        eq(o.reviewStatus, REVIEW_STATUS.reviewed),
        gte(o.publishDate, `${from}-01-01`),
        lte(o.publishDate, `${to}-12-31`),
      ),
    )
    .groupBy(year, o.outputType, o.peerReviewed);
  const out: Record<number, Record<string, number>> = {};
  for (let y = from; y <= to; y += 1) out[y] = Object.fromEntries(OUTPUT_COLUMNS.map((c) => [c, 0]));
  for (const r of rows) {
    const entry = mapping[String(r.type)];
    const target = entry ? (r.peerReviewed ? entry.reviewed : entry.unreviewed) : 'excluded';
    if (target === 'excluded' || !out[Number(r.year)]) continue;
    out[Number(r.year)][target] += Number(r.n);
  }
  return Object.entries(out).map(([y, cols]) => ({ year: Number(y), ...cols }));
}
