import { roundHalfUp } from '../aacsb/numbers.ts';
import type { AdmissionFigures } from './rates.ts';

/**
 * Figures a cohort's student records can give when the admission record leaves them blank: the
 * entrants are the students in the programme's classes whose intake year is the cohort year;
 * their entry scores give the mean (two decimals, half up) and the lowest score. A typed figure
 * always wins; the names of the figures that were counted are returned so the screen can say so.
 */

export interface CohortStudents {
  /** Students of the programme's classes with enrolYear = cohort year. */
  count: number;
  /** Their entry scores (students without one are left out). */
  scores: number[];
}

export type ComputedFigure = 'enrolled' | 'entryScoreMean' | 'entryScoreMin' | 'cohortSize';

export const EMPTY_ADMISSION: AdmissionFigures = {
  applications: null,
  offers: null,
  enrolled: null,
  entryScoreMean: null,
  entryScoreMin: null,
  workExperienceMean: null,
  workExperienceMin: null,
};

export function studentFigures(
  s: CohortStudents,
): Pick<AdmissionFigures, 'enrolled' | 'entryScoreMean' | 'entryScoreMin'> {
  if (s.count === 0) return { enrolled: null, entryScoreMean: null, entryScoreMin: null };
  const scores = s.scores.filter((x) => Number.isFinite(x));
  return {
    enrolled: s.count,
    entryScoreMean: scores.length ? roundHalfUp(scores.reduce((a, b) => a + b, 0) / scores.length, 2) : null,
    entryScoreMin: scores.length ? Math.min(...scores) : null,
  };
}

/** The admission figures with blanks filled from student records, and which were filled. */
export function fillAdmission(
  typed: AdmissionFigures | null | undefined,
  students: CohortStudents | null | undefined,
): { figures: AdmissionFigures | null; computed: ComputedFigure[] } {
  if (!students || students.count === 0) return { figures: typed ?? null, computed: [] };
  const base = typed ?? EMPTY_ADMISSION;
  const counted = studentFigures(students);
  const figures = { ...base };
  const computed: ComputedFigure[] = [];
  for (const key of ['enrolled', 'entryScoreMean', 'entryScoreMin'] as const) {
    if (base[key] === null && counted[key] !== null) {
      figures[key] = counted[key];
      computed.push(key);
    }
  }
  return { figures, computed };
}
