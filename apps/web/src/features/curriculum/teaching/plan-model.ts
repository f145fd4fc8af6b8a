/**
 * The plan of one programme version, grouped by year of study and term, with its credit totals
 * (per term, per year, required and elective, all). Pure: the screen and its test feed it rows.
 */
export interface PlanLine {
  id: string;
  studyYear: number;
  term: number;
  credits: number | null;
  courseType: string | null;
}

export interface TermGroup<T extends PlanLine> {
  term: number;
  rows: T[];
  credits: number;
}

export interface YearGroup<T extends PlanLine> {
  studyYear: number;
  terms: TermGroup<T>[];
  credits: number;
}

export interface PlanTotals {
  credits: number;
  required: number;
  elective: number;
  courses: number;
}

/** Required is dictionary value 1 of courseType, elective 2 (packages/shared/src/dicts.ts). */
export const REQUIRED = '1';
export const ELECTIVE = '2';

/** Sums in tenths so that 2.5 + 0.1 stays 2.6 on screen. */
const add = (a: number, b: number | null) => Math.round((a + (b ?? 0)) * 10) / 10;

export function groupPlan<T extends PlanLine>(rows: readonly T[]): YearGroup<T>[] {
  const years = new Map<number, Map<number, T[]>>();
  for (const row of rows) {
    const terms = years.get(row.studyYear) ?? new Map<number, T[]>();
    years.set(row.studyYear, terms);
    terms.set(row.term, [...(terms.get(row.term) ?? []), row]);
  }
  return [...years.entries()]
    .sort(([a], [b]) => a - b)
    .map(([studyYear, terms]) => {
      const groups = [...terms.entries()]
        .sort(([a], [b]) => a - b)
        .map(([term, list]) => ({ term, rows: list, credits: list.reduce((s, r) => add(s, r.credits), 0) }));
      return { studyYear, terms: groups, credits: groups.reduce((s, g) => add(s, g.credits), 0) };
    });
}

export function planTotals(rows: readonly PlanLine[]): PlanTotals {
  return rows.reduce(
    (t, r) => ({
      credits: add(t.credits, r.credits),
      required: r.courseType === REQUIRED ? add(t.required, r.credits) : t.required,
      elective: r.courseType === ELECTIVE ? add(t.elective, r.credits) : t.elective,
      courses: t.courses + 1,
    }),
    { credits: 0, required: 0, elective: 0, courses: 0 },
  );
}

/** The plan versions (effective years) of a programme, newest first. */
export function versionsOf(rows: readonly { effectiveYear: number }[]): number[] {
  return [...new Set(rows.map((r) => r.effectiveYear))].sort((a, b) => b - a);
}
