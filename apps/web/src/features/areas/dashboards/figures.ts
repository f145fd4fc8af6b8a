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

export interface BudgetYear {
  year: number;
  income: number;
  expenditure: number;
  balance: number;
}

/** Budget lines (kind 1 income, 2 expenditure; 10,000 CNY) summed per year, oldest first. */
export function budgetByYear(lines: readonly ResourceRecord[]): BudgetYear[] {
  const years = new Map<number, BudgetYear>();
  for (const l of lines) {
    const year = num(l.year);
    if (!year) continue;
    const y = years.get(year) ?? { year, income: 0, expenditure: 0, balance: 0 };
    if (String(l.kind) === '1') y.income += num(l.amount);
    else if (String(l.kind) === '2') y.expenditure += num(l.amount);
    years.set(year, y);
  }
  // Rounded to 2 decimals (the amounts' own precision) so float sums never show 0.30000000004.
  const r2 = (n: number) => Math.round(n * 100) / 100;
  return [...years.values()]
    .sort((a, b) => a.year - b.year)
    .map((y) => ({
      year: y.year,
      income: r2(y.income),
      expenditure: r2(y.expenditure),
      balance: r2(y.income - y.expenditure),
    }));
}

/** Rooms and seats of the latest year the spaces were recorded for (earlier years are history). */
export function spacesOfLatestYear(rows: readonly ResourceRecord[]): {
  year: number | null;
  spaces: number;
  rooms: number;
  seats: number;
} {
  const years = rows.map((r) => num(r.year)).filter((y) => y > 0);
  const year = years.length ? Math.max(...years) : null;
  const current = rows.filter((r) => year === null || !r.year || num(r.year) === year);
  return {
    year,
    spaces: current.length,
    rooms: current.reduce((n, r) => n + num(r.quantity), 0),
    seats: current.reduce((n, r) => n + num(r.capacity), 0),
  };
}

/** Virtual resources whose licence expires between today and today + days (ISO dates). */
export function expiringWithin(rows: readonly ResourceRecord[], today: string, days = 90): number {
  const end = new Date(`${today}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + days);
  const last = end.toISOString().slice(0, 10);
  return rows.filter((r) => {
    const d = typeof r.expiryDate === 'string' ? r.expiryDate.slice(0, 10) : '';
    return d !== '' && d >= today && d <= last;
  }).length;
}
