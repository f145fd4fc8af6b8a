import { KPI_STATUSES, type KpiStatus } from '@accredit/shared';
import type { ResourceRecord } from '../../../crud/api.ts';

/**
 * Small tallies the area dashboards make from lists they already read (no figure here is a rate:
 * rates come computed from their modules). Pure, so the unit tests can check them by hand.
 */

const num = (v: unknown): number => {
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : 0;
};

/** The plan a reader means by "current": the one covering this year, else the latest started. */
export function currentPlan(plans: readonly ResourceRecord[], year: number): ResourceRecord | null {
  const covering = plans.find((p) => num(p.startYear) <= year && year <= num(p.endYear));
  if (covering) return covering;
  return [...plans].sort((a, b) => num(b.startYear) - num(a.startYear))[0] ?? null;
}

/** KPIs counted by the status of their latest judged year (the board's own summary). */
export function kpiStatusCounts(
  kpis: readonly {
    summary: { latest: { status: KpiStatus } | null; flagged: number; counts: Record<KpiStatus, number> };
  }[],
): Record<KpiStatus, number> {
  const counts = Object.fromEntries(KPI_STATUSES.map((s) => [s, 0])) as Record<KpiStatus, number>;
  for (const k of kpis) {
    // A KPI with a missed or late year reads as that, whatever its latest actual says.
    const c = k.summary.counts;
    const status: KpiStatus =
      c.missed > 0 ? 'missed' : c.late > 0 ? 'late' : (k.summary.latest?.status ?? 'pending');
    counts[status] += 1;
  }
  return counts;
}

/** Records counted by a dictionary field's code ("1", "2", "3"). */
export function countBy(records: readonly ResourceRecord[], field: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of records) {
    const code = r[field] === null || r[field] === undefined ? '' : String(r[field]);
    out[code] = (out[code] ?? 0) + 1;
  }
  return out;
}
