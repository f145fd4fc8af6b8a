import type { Figure } from './figures.ts';
import type { BeforeAfterPoint, GradeStats } from './types.ts';

/**
 * The answers of the assurance-of-learning calls that the server and the screens both read,
 * declared once: closing the loop (GET /aacsb/improvementAction/proposals and /beforeAfter) and
 * grade analysis (GET /aacsb/gradeAnalysis/courses and /stats).
 */

/** A row by its id, code and names (a course, a class). */
export interface AolNamed {
  id: string;
  code: string;
  name: string;
  nameEn: string | null;
}

/** An unmet objective or goal of the year without an action yet, with the action it proposes. */
export interface ActionProposal {
  kind: 'lo' | 'goal';
  loId: string | null;
  lgId: string | null;
  code: string;
  name: string;
  nameEn: string | null;
  figure: Figure;
  target: number;
  /** An improvement action ready for improvementAction/add, its finding worded in both languages. */
  action: {
    degreeProgramsId: string;
    evaluationYearId: string;
    loId: string | null;
    lgId: string | null;
    finding: string;
    findingEn: string;
    status: string;
  };
}

/** An improvement action of a programme as the loop reads it. */
export interface ActionRow {
  id: string;
  evaluationYearId: string | null;
  loId: string | null;
  lgId: string | null;
  finding: string;
  findingEn: string | null;
  action: string;
  actionEn: string | null;
  ownerId: string | null;
  dueDate: string | null;
  status: string;
  beforeValue: number | null;
  outcome: string | null;
}

/** An action with the figure of its year (before) and of the next year assessing it (after). */
export interface ActionBeforeAfter extends ActionRow {
  before: BeforeAfterPoint | null;
  after: BeforeAfterPoint | null;
}

/** A component of a quantitative assessment, with its full marks. */
export interface GradeComponent {
  key: string;
  name: string;
  nameEn: string | null;
  fullMarks: number;
}

/** The grade statistics of one assessment, one of its classes or all, one component or the total. */
export interface GradeAnswer {
  assessmentId: string;
  course: AolNamed | null;
  classId: string | null;
  componentKey: string | null;
  fullMarks: number;
  missingMethod: 'zero' | 'exclude';
  /** Students of the scope (enrolled), and those left out for a missing score (exclude method). */
  enrolled: number;
  leftOut: number;
  stats: GradeStats;
  /** Ten equal bins of the full marks; the last includes the full marks. */
  histogram: { from: number; to: number; count: number }[];
  classes: AolNamed[];
  components: GradeComponent[];
}

/** A quantitative assessment one may analyse. */
export interface AnalysableAssessment {
  id: string;
  evaluationYearId: string;
  yearName: string;
  schoolYearId: string;
  degreeProgramsId: string;
  courseId: string;
  courseCode: string;
  courseName: string;
  courseNameEn: string | null;
  status: string;
  classes: AolNamed[];
  components: GradeComponent[];
}
