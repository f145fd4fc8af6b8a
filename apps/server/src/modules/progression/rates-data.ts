import { type CohortRow, pooledRate, type Rate } from '@accredit/shared';
import type { Executor } from '../../core/db.ts';
import { loadCohorts } from './cohort-data.ts';

/**
 * A learner progression rate of a year, for the live actuals of performance targets (KPIs,
 * helper D). School-wide figures: no row scope (the KPI board has its own permission); pass a
 * programme id to narrow to one programme. The year is the year in which the figure becomes
 * known, and these cohorts count for year Y:
 * - 'retention': entry cohorts of Y-1 (retained after their first year, i.e. still enrolled in Y);
 *   rate = retained after the first year / students who started (blank -> enrolled, then the
 *   students of the programme's classes of that intake).
 * - 'graduation': entry cohorts whose normal time ends in Y (cohortYear + normalYears = Y);
 *   rate = graduated in normal time / students who started.
 * - 'employment': employment records with graduationYear = Y;
 *   rate = employed / (graduates - in further study).
 * Several programmes (or cohorts) are pooled: sum of numerators over sum of denominators of the
 * cohorts that have both, exactly as packages/shared/src/progression `pooledRate`. The value is
 * a percentage with one decimal (half up), or null when no cohort of the year has the figures.
 * The figures equal what GET /aacsb/progression/cohorts shows for those cohorts.
 */
export type ProgressionRateKind = 'retention' | 'graduation' | 'employment';

export async function rateOfYear(
  db: Executor,
  kind: ProgressionRateKind,
  year: number,
  programmeId?: string,
): Promise<number | null> {
  return (await rateDetailOfYear(db, kind, year, programmeId)).rate.shown;
}

/** The same, with the pooled counts and the cohorts that counted (for a tooltip or a test). */
export async function rateDetailOfYear(
  db: Executor,
  kind: ProgressionRateKind,
  year: number,
  programmeId?: string,
): Promise<{ rate: Rate; cohorts: CohortRow[] }> {
  const all: never[] = [];
  // Graduation looks back at most 8 years of normal time (the field's maximum) plus one.
  const fromYear = kind === 'retention' ? year - 1 : kind === 'graduation' ? year - 9 : undefined;
  const toYear = kind === 'retention' ? year - 1 : kind === 'graduation' ? year - 1 : undefined;
  const rows = await loadCohorts(db, {
    scopes: { admission: all, retention: all, employment: all },
    studentScope: all,
    programmeId,
    fromYear,
    toYear,
  });
  let cohorts: CohortRow[];
  let pick: (r: CohortRow) => Rate;
  if (kind === 'retention') {
    cohorts = rows.filter((r) => r.retention && r.cohortYear === year - 1);
    pick = (r) => r.rates.retentionRate;
  } else if (kind === 'graduation') {
    cohorts = rows.filter(
      (r) => r.retention?.normalYears != null && r.cohortYear + r.retention.normalYears === year,
    );
    pick = (r) => r.rates.graduationNormalRate;
  } else {
    cohorts = rows.filter((r) => r.employment?.graduationYear === year);
    pick = (r) => r.rates.employmentRate;
  }
  return { rate: pooledRate(cohorts.map(pick)), cohorts };
}
