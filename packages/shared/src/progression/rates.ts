import { percent, roundHalfUp } from '../aacsb/numbers.ts';

/**
 * Learner progression rates of one programme's entry cohort (issue 19 item 6, AACSB Standard 6).
 * Every rate is a count over a count of the same cohort; one decimal, rounded half up from the
 * unrounded quotient; null when a count is missing or the denominator is 0 (nothing to divide),
 * never 0, so a blank figure never reads as a bad one. The definitions shown on the screens are
 * the i18n keys `progression.def.<key>` and say exactly what is computed here.
 */

export interface AdmissionFigures {
  applications: number | null;
  offers: number | null;
  enrolled: number | null;
  entryScoreMean: number | null;
  entryScoreMin: number | null;
  workExperienceMean: number | null;
  workExperienceMin: number | null;
}

export interface RetentionFigures {
  /** Blank: the admission's enrolled count of the cohort stands in (see cohortSizeOf). */
  cohortSize: number | null;
  normalYears: number | null;
  retainedFirstYear: number | null;
  graduatedNormalTime: number | null;
  graduatedExtraYear: number | null;
}

export interface EmploymentFigures {
  graduates: number | null;
  employed: number | null;
  furtherStudy: number | null;
  medianSalary: number | null;
}

export interface CohortFigures {
  admission?: AdmissionFigures | null;
  retention?: RetentionFigures | null;
  employment?: EmploymentFigures | null;
}

export const RATE_KEYS = [
  'offerRate',
  'yieldRate',
  'retentionRate',
  'graduationNormalRate',
  'graduationExtraRate',
  'employmentRate',
  'furtherStudyRate',
  'positiveDestinationRate',
] as const;
export type RateKey = (typeof RATE_KEYS)[number];

/** Which part of the cohort a rate belongs to (the screen that shows it). */
export const RATE_PART: Record<RateKey, 'admission' | 'retention' | 'employment'> = {
  offerRate: 'admission',
  yieldRate: 'admission',
  retentionRate: 'retention',
  graduationNormalRate: 'retention',
  graduationExtraRate: 'retention',
  employmentRate: 'employment',
  furtherStudyRate: 'employment',
  positiveDestinationRate: 'employment',
};

export interface Rate {
  numerator: number | null;
  denominator: number | null;
  /** Unrounded percent (for pooling and charts); null when it cannot be computed. */
  value: number | null;
  /** One decimal, half up: what the reader sees. */
  shown: number | null;
}

const NONE: Rate = { numerator: null, denominator: null, value: null, shown: null };

const isCount = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/** A rate of two counts; null parts when either count is missing, null value when the denominator is 0. */
export function cohortRate(
  numerator: number | null | undefined,
  denominator: number | null | undefined,
): Rate {
  if (!isCount(numerator) || !isCount(denominator)) return NONE;
  const value = percent(numerator, denominator);
  return { numerator, denominator, value, shown: value === null ? null : roundHalfUp(value) };
}

/** The size of the cohort: the retention record's count, else the admission's enrolled count. */
export function cohortSizeOf(f: CohortFigures): number | null {
  const typed = f.retention?.cohortSize;
  if (isCount(typed)) return typed;
  const enrolled = f.admission?.enrolled;
  return isCount(enrolled) ? enrolled : null;
}

const sum = (...xs: (number | null | undefined)[]): number | null =>
  xs.every(isCount) ? (xs as number[]).reduce((a, b) => a + b, 0) : null;
const minus = (a: number | null | undefined, b: number | null | undefined): number | null =>
  isCount(a) && isCount(b) ? a - b : null;

/** Every rate of one cohort, by key. */
export function progressionRates(f: CohortFigures): Record<RateKey, Rate> {
  const a = f.admission;
  const r = f.retention;
  const e = f.employment;
  const size = cohortSizeOf(f);
  return {
    offerRate: cohortRate(a?.offers, a?.applications),
    yieldRate: cohortRate(a?.enrolled, a?.offers),
    retentionRate: r ? cohortRate(r.retainedFirstYear, size) : NONE,
    graduationNormalRate: r ? cohortRate(r.graduatedNormalTime, size) : NONE,
    graduationExtraRate: r ? cohortRate(sum(r.graduatedNormalTime, r.graduatedExtraYear), size) : NONE,
    // Graduates in further study are not looking for a job, so they leave the denominator.
    employmentRate: cohortRate(e?.employed, minus(e?.graduates, e?.furtherStudy)),
    furtherStudyRate: cohortRate(e?.furtherStudy, e?.graduates),
    positiveDestinationRate: cohortRate(sum(e?.employed, e?.furtherStudy), e?.graduates),
  };
}

/**
 * One rate over several cohorts (a school year, every programme): the sums of the numerators and
 * denominators of the cohorts that have both, so a big cohort weighs more than a small one.
 */
export function pooledRate(rates: Rate[]): Rate {
  let n = 0;
  let d = 0;
  let any = false;
  for (const r of rates) {
    if (!isCount(r.numerator) || !isCount(r.denominator)) continue;
    n += r.numerator;
    d += r.denominator;
    any = true;
  }
  return any ? cohortRate(n, d) : NONE;
}
