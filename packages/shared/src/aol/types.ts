import type { MapLevel } from '../curriculum/map.ts';
import type { AolAim, AolBand, AolComponent, AolRubricLevel, AolRule, MissingMethod } from './config.ts';
import type { Figure } from './figures.ts';

/** Shapes of the AoL model's inputs and results (see /work/notes/model-api.md). */

export interface AolStudent {
  studentId: string;
  classId: string | null;
}

export interface QuantInput {
  components: AolComponent[];
  aims: AolAim[];
  bands: AolBand[];
  /** t_j by loId; missing -> AOL_DEFAULTS.target. */
  targets: Record<string, number | null | undefined>;
  students: AolStudent[];
  /** x_sjk; an absent row is a missing score (not a 0). */
  scores: { studentId: string; loId: string; componentKey: string; score: number }[];
  missingMethod: MissingMethod;
  courseRule: AolRule;
}

export interface QualInput {
  rubric: AolRubricLevel[];
  loIds: string[];
  targets: Record<string, number | null | undefined>;
  /** The sampled students. */
  students: AolStudent[];
  /** level = a rubric level's name. */
  ratings: { studentId: string; loId: string; level: string }[];
  courseRule: AolRule;
}

export interface StudentLo {
  loId: string;
  /** a_sj (quantitative) or level score / top (qualitative); null when not rated. */
  a: Figure | null;
  met: boolean | null;
  /** Band name (quantitative) or level name (qualitative). */
  band: string | null;
  /** Scores absent (quantitative), 1 when not rated (qualitative). */
  missing: number;
  /** Scores typed as 0. */
  zeros: number;
}

export interface LoFigures {
  /** Students counted (quantitative: all; qualitative: rated). */
  students: number;
  /** Scores absent (quantitative); sampled students not rated (qualitative). */
  missingScores: number;
  /** Scores typed as 0 (quantitative). */
  typedZeros: number;
  /** A_cj, null when nobody to count. */
  A: Figure | null;
  /** Share meeting the target, percent 0..100. */
  P: Figure | null;
  /** A_cj >= t_j on unrounded values. */
  met: boolean | null;
  /** Band counts (quantitative, from a_sj) or level counts (qualitative), in gauge order. */
  bands: { name: string; nameEn?: string; count: number }[];
}

export interface LoClassFigures extends LoFigures {
  classId: string | null;
}

export interface LoSummary extends LoFigures {
  loId: string;
  target: number;
  byClass: LoClassFigures[];
}

export interface CourseResult {
  method: 'quantitative' | 'qualitative';
  students: { studentId: string; classId: string | null; los: StudentLo[] }[];
  los: LoSummary[];
  /** A_c = min (or mean) over its LOs; null when some LO has no A_cj. */
  course: { A: Figure | null; rule: AolRule };
}

export interface ProgrammeInput {
  goals: { id: string; code: string; target?: number | null }[];
  los: { id: string; code: string; lgId: string; target?: number | null }[];
  /** A_cj of each course assessing j that year. */
  courseResults: { courseId: string; loId: string; A: Figure }[];
  mapLevels: { courseId: string; loId: string; level: MapLevel }[];
  indirect?: { loId: string; answers: { value: number; scaleMax: number }[] }[];
  theta?: number;
  goalRule?: AolRule;
  mapWeights?: Record<MapLevel, number>;
}

export interface ProgrammeLo {
  loId: string;
  code: string;
  lgId: string;
  target: number;
  courses: { courseId: string; A: Figure; level: MapLevel | null; v: Figure | null }[];
  A: Figure | null;
  I: Figure | null;
  B: Figure | null;
  met: boolean | null;
}

export interface ProgrammeGoal {
  lgId: string;
  code: string;
  target: number;
  G: Figure | null;
  met: boolean | null;
}

export interface ProgrammeResult {
  los: ProgrammeLo[];
  goals: ProgrammeGoal[];
  /** A course assessing j without a map cell (then A_j is not computed). */
  errors: { kind: 'noMapCell'; courseId: string; loId: string }[];
}

export type GradeBandKey = '90+' | '80-90' | '70-80' | '60-70' | '<60';

export interface GradeStats {
  students: number;
  mean: Figure | null;
  median: Figure | null;
  /** Sample standard deviation (n - 1); `exact` is "sqrt(n/d)". Null below 2 students. */
  sd: Figure | null;
  highest: number | null;
  lowest: number | null;
  passRate: Figure | null;
  excellentRate: Figure | null;
  bands: { key: GradeBandKey; count: number }[];
}

export interface CycleInput {
  los: { id: string; code: string }[];
  /** The programme's evaluation years: school year label ("2024-2025"), start year, LOs assessed. */
  years: { label: string; startYear: number; loIds: string[] }[];
  /** Length of the cycle [AOL_DEFAULTS.cycleYears]. */
  cycleYears?: number;
  /** Last start year of the cycle; defaults to the latest evaluation year's. */
  endYear?: number;
}

export interface CycleView {
  /** The cycle's school years, oldest first (label "YYYY-YYYY+1" when no evaluation year). */
  years: { startYear: number; label: string; evaluated: boolean }[];
  /** One row per LO: assessed[i] for years[i]. */
  rows: { loId: string; code: string; assessed: boolean[]; count: number }[];
  /** LOs not assessed in any year of the cycle (the AACSB warning). */
  notAssessed: { loId: string; code: string }[];
}

export interface Finding {
  kind: 'lo' | 'goal';
  /** loId or lgId. */
  id: string;
  code: string;
  /** B_j (LO) or G_g (goal). */
  figure: Figure;
  target: number;
}

export interface YearResult {
  startYear: number;
  label: string;
  result: ProgrammeResult;
  /** LOs assessed that year; when absent, those with a figure in `result`. */
  loIds?: string[];
}

export interface BeforeAfterPoint {
  startYear: number;
  label: string;
  figure: Figure | null;
  met: boolean | null;
}

export interface BeforeAfter {
  loId: string;
  before: BeforeAfterPoint | null;
  after: BeforeAfterPoint | null;
}
