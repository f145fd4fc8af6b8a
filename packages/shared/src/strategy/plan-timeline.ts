import { isPlanActionOverdue, type PlanActionFacts } from './plan.ts';

/**
 * The plan's timeline: each dated action as a bar from its start to its due date, placed in
 * percent of the time shown (the plan's years, stretched to any action outside them), a line at
 * today, and an overdue action's overrun (due date to today) apart so it can be drawn in red.
 * Percentages (two decimals) let the web draw it with plain CSS, which prints and shrinks to a
 * phone without a chart library.
 */
export interface PlanTimelineBar {
  id: string;
  start: string;
  end: string;
  status: string;
  overdue: boolean;
  /** Only one of start and due date is known: drawn as a point. */
  point: boolean;
  left: number;
  width: number;
  /** Width of the overrun after the due date up to today (0 unless overdue). */
  overrun: number;
}

export interface PlanTimeline {
  from: string;
  to: string;
  /** Where today falls, in percent; null when outside the time shown. */
  today: number | null;
  /** The first day of each year shown, in percent. */
  years: { year: number; left: number }[];
  bars: PlanTimelineBar[];
  /** Actions with neither a start nor a due date. */
  undated: string[];
}

const DAY = 86_400_000;
/** Days since 1970-01-01 of a YYYY-MM-DD date (UTC, so no daylight-saving shifts). */
export function planDayNumber(date: string): number {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number);
  return Math.round(Date.UTC(y, m - 1, d) / DAY);
}

const round2 = (v: number) => Math.round(v * 100) / 100;

export function planTimeline(
  actions: readonly (PlanActionFacts & { id: string })[],
  today: string,
  span?: { startYear?: number | null; endYear?: number | null },
): PlanTimeline {
  const dated = actions.filter((a) => a.startDate || a.dueDate);
  const starts = dated.map((a) => (a.startDate ?? a.dueDate) as string);
  const ends = dated.map((a) => (a.dueDate ?? a.startDate) as string);
  const first = [...starts, ...(span?.startYear ? [`${span.startYear}-01-01`] : [])].sort()[0];
  const last = [...ends, ...(span?.endYear ? [`${span.endYear}-12-31`] : [])].sort().at(-1);
  const undated = actions.filter((a) => !a.startDate && !a.dueDate).map((a) => a.id);
  if (!first || !last) return { from: today, to: today, today: null, years: [], bars: [], undated };
  const from = first < last ? first : last;
  const to = first < last ? last : first;
  const origin = planDayNumber(from);
  // The last day is drawn whole: the time shown ends at the end of `to`.
  const length = planDayNumber(to) + 1 - origin;
  const at = (date: string) => round2(((planDayNumber(date) - origin) / length) * 100);
  const span2 = (a: string, b: string) => round2(((planDayNumber(b) - planDayNumber(a) + 1) / length) * 100);

  const bars = dated.map((a, i) => {
    const start = starts[i] < ends[i] ? starts[i] : ends[i];
    const end = starts[i] < ends[i] ? ends[i] : starts[i];
    const overdue = isPlanActionOverdue(a, today);
    const overrunTo = today > to ? to : today;
    return {
      id: a.id,
      start,
      end,
      status: a.status,
      overdue,
      point: !a.startDate || !a.dueDate,
      left: at(start),
      width: span2(start, end),
      // From the end of the due day to the today line (the start of today).
      overrun:
        overdue && overrunTo > end ? Math.max(0, round2(at(overrunTo) - at(end) - span2(end, end))) : 0,
    };
  });

  const years: { year: number; left: number }[] = [];
  for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)); y++) {
    const day = `${y}-01-01`;
    if (day >= from) years.push({ year: y, left: at(day) });
  }
  const inside = today >= from && today <= to;
  return { from, to, today: inside ? at(today) : null, years, bars, undated };
}
