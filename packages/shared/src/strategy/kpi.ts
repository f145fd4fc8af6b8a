/**
 * Performance targets (KPIs, issue 19 item 3): the status of a KPI's year, direction-aware, and a
 * summary per KPI. A year's actual is typed (performanceTargetYear.actual) or, for a KPI with a
 * live source (dict kpiSource), computed by the server from the module the figure belongs to; this
 * model only judges the figures it is given.
 *
 * Status of a year Y (current year C = the year of "today"):
 * - met: an actual that reaches the target (>= for "higher is better", <= for "lower is better");
 * - notMet: an actual below target while Y is not over yet (Y >= C): it can still change;
 * - missed: an actual below target for a past year (Y < C): the year is closed;
 * - late: a past year without an actual (nobody reported the figure);
 * - pending: the current or a future year without an actual.
 * The comparison uses the figures as shown (actual and target rounded to the same decimals), so a
 * shown 75.0 against a target of 75 never reads as missed.
 */

export const KPI_STATUSES = ['met', 'notMet', 'missed', 'late', 'pending'] as const;
export type KpiStatus = (typeof KPI_STATUSES)[number];

/** kpiDirection codes. */
export const KPI_DIRECTION = { higher: '1', lower: '2' } as const;
/** kpiUnit codes used by the live sources. */
export const KPI_UNIT = { percent: '1', count: '2', ratio: '3', amount: '4', score: '5' } as const;

export const KPI_MANUAL = 'manual';
export const KPI_LIVE_SOURCES = [
  'saRatio',
  'sappRatio',
  'participatingRatio',
  'peerReviewedArticles',
  'objectiveAttainment',
  'questionnaireResponseRate',
  'retentionRate',
  'graduationRate',
  'employmentRate',
] as const;
export type KpiLiveSource = (typeof KPI_LIVE_SOURCES)[number];

/**
 * What each live source measures: its unit (kpiUnit code), whether a programme can narrow it, and
 * the module it comes from (for the screens' "where this figure comes from").
 */
export const KPI_LIVE_META: Record<
  KpiLiveSource,
  {
    unit: string;
    programme: boolean;
    module: 'table31' | 'table81' | 'aol' | 'questionnaire' | 'progression';
  }
> = {
  saRatio: { unit: KPI_UNIT.percent, programme: false, module: 'table31' },
  sappRatio: { unit: KPI_UNIT.percent, programme: false, module: 'table31' },
  participatingRatio: { unit: KPI_UNIT.percent, programme: false, module: 'table31' },
  peerReviewedArticles: { unit: KPI_UNIT.count, programme: false, module: 'table81' },
  objectiveAttainment: { unit: KPI_UNIT.percent, programme: true, module: 'aol' },
  questionnaireResponseRate: { unit: KPI_UNIT.percent, programme: true, module: 'questionnaire' },
  retentionRate: { unit: KPI_UNIT.percent, programme: true, module: 'progression' },
  graduationRate: { unit: KPI_UNIT.percent, programme: true, module: 'progression' },
  employmentRate: { unit: KPI_UNIT.percent, programme: true, module: 'progression' },
};

export function isLiveSource(source: string | null | undefined): source is KpiLiveSource {
  return (KPI_LIVE_SOURCES as readonly string[]).includes(source ?? '');
}

/** Decimals a figure is compared and shown with: two (counts of Table 8-1 may be fractional). */
const DECIMALS = 2;
const shown = (v: number) => Math.round(v * 10 ** DECIMALS) / 10 ** DECIMALS;

/** Whether an actual reaches a target in the KPI's direction. */
export function reaches(actual: number, target: number, direction: string): boolean {
  const a = shown(actual);
  const t = shown(target);
  return direction === KPI_DIRECTION.lower ? a <= t : a >= t;
}

export function yearStatus(p: {
  year: number;
  target: number | null;
  actual: number | null;
  direction: string;
  currentYear: number;
}): KpiStatus {
  const past = p.year < p.currentYear;
  if (p.actual === null || !Number.isFinite(p.actual)) return past ? 'late' : 'pending';
  // No target to judge by: the figure is there, nothing is flagged.
  if (p.target === null || !Number.isFinite(p.target)) return past ? 'met' : 'pending';
  if (reaches(p.actual, p.target, p.direction)) return 'met';
  return past ? 'missed' : 'notMet';
}

/** actual - target (positive = ahead for "higher is better"); null without both. */
export function gapOf(actual: number | null, target: number | null): number | null {
  if (actual === null || target === null) return null;
  return shown(actual - target);
}

export interface KpiYearInput {
  year: number;
  target: number | null;
  actual: number | null;
}

export interface KpiYearJudged extends KpiYearInput {
  status: KpiStatus;
  gap: number | null;
}

export interface KpiSummary {
  /** Years counted by status. */
  counts: Record<KpiStatus, number>;
  /** Years flagged: missed or late. */
  flagged: number;
  /** The most recent year with an actual (the figure the board shows), null when none. */
  latest: KpiYearJudged | null;
  /**
   * One word for the KPI: 'attention' when a year is missed or late, else the status of the latest
   * year with an actual ('met' or 'notMet'), else 'pending'.
   */
  overall: 'attention' | 'met' | 'notMet' | 'pending';
}

/** Every year judged (oldest first) and the KPI's summary. */
export function judgeKpi(
  years: readonly KpiYearInput[],
  direction: string,
  currentYear: number,
): { years: KpiYearJudged[]; summary: KpiSummary } {
  const judged = [...years]
    .sort((a, b) => a.year - b.year)
    .map((y) => ({
      ...y,
      status: yearStatus({ ...y, direction, currentYear }),
      gap: gapOf(y.actual, y.target),
    }));
  const counts = Object.fromEntries(KPI_STATUSES.map((s) => [s, 0])) as Record<KpiStatus, number>;
  for (const y of judged) counts[y.status] += 1;
  const flagged = counts.missed + counts.late;
  const latest = [...judged].reverse().find((y) => y.actual !== null) ?? null;
  const overall: KpiSummary['overall'] =
    flagged > 0
      ? 'attention'
      : latest === null
        ? 'pending'
        : latest.status === 'met'
          ? 'met'
          : latest.status === 'notMet'
            ? 'notMet'
            : 'pending';
  return { years: judged, summary: { counts, flagged, latest, overall } };
}

/** The series of the actual-against-target chart: every year of the KPI, gaps as null. */
export function kpiSeries(years: readonly KpiYearJudged[]): {
  years: number[];
  target: (number | null)[];
  actual: (number | null)[];
  status: KpiStatus[];
} {
  const sorted = [...years].sort((a, b) => a.year - b.year);
  return {
    years: sorted.map((y) => y.year),
    target: sorted.map((y) => y.target),
    actual: sorted.map((y) => y.actual),
    status: sorted.map((y) => y.status),
  };
}
