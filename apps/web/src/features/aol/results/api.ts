import type { Figure, StudentLo } from '@accredit/shared';
import { api } from '../../../api/client.ts';
import { download } from '../../../api/files.ts';

/**
 * The results screens' calls (apps/server/src/modules/aol/results-*.ts and report-*.ts): the
 * shared model's figures (packages/shared/src/aol) with the names the screens print.
 */

/** The model's figure (`value` unrounded for charts, `shown` rounded) and a student's figure of an objective. */
export type { Figure, StudentLo } from '@accredit/shared';

export interface Named {
  id: string;
  code?: string | null;
  name?: string | null;
  nameEn?: string | null;
}

export type AssessmentKind = 'quantitative' | 'qualitative';
export type MapLevel = 'H' | 'M' | 'L';

/** The base path of an assessment's calls. */
export const assessmentBase = (kind: AssessmentKind) =>
  kind === 'quantitative' ? '/aacsb/evaluation' : '/aacsb/qualitativeEvaluation';

// ---- a course assessment (GET B/results?id=) ----

export interface BandCount {
  name: string;
  nameEn?: string | null;
  count: number;
}
export interface LoFigures {
  students: number;
  missingScores: number;
  typedZeros: number;
  A: Figure | null;
  P: Figure | null;
  met: boolean | null;
  bands: BandCount[];
}
export interface LoSummary extends LoFigures {
  loId: string;
  target: number;
  code?: string | null;
  name?: string | null;
  nameEn?: string | null;
  byClass: (LoFigures & { classId: string | null })[];
}
export interface CourseResultStudent {
  studentId: string;
  classId: string | null;
  los: StudentLo[];
  studentNumber?: string | null;
  name?: string | null;
  nameEn?: string | null;
}
/** The assessment a course result belongs to, with its course's names. */
export interface ResultAssessment {
  id: string;
  kind: AssessmentKind;
  evaluationYearId: string;
  degreeProgramsId: string;
  courseId: string;
  courseCode: string;
  courseName: string;
  courseNameEn: string | null;
  status: string;
  classIds: string[];
  classId: string | null;
  yearName: string;
  schoolYearId: string;
  missingMethod: 'zero' | 'exclude';
  courseRule: 'min' | 'mean';
}
export interface CourseResultView {
  method: AssessmentKind;
  students: CourseResultStudent[];
  los: LoSummary[];
  course: { A: Figure | null; rule: 'min' | 'mean' };
  assessment?: ResultAssessment;
  classes?: Named[];
}

// ---- a programme's evaluation year (GET /aacsb/evaluationYear/results) ----

export interface ProgrammeLoCourse {
  courseId: string;
  A: Figure;
  level: MapLevel | null;
  v: Figure | null;
  code?: string | null;
  name?: string | null;
  nameEn?: string | null;
  kind?: AssessmentKind | null;
}
export interface ProgrammeLo {
  loId: string;
  code: string;
  lgId: string;
  target: number;
  courses: ProgrammeLoCourse[];
  A: Figure | null;
  I: Figure | null;
  B: Figure | null;
  met: boolean | null;
  name?: string | null;
  nameEn?: string | null;
}
export interface ProgrammeGoal {
  lgId: string;
  code: string;
  target: number;
  G: Figure | null;
  met: boolean | null;
  name?: string | null;
  nameEn?: string | null;
}
/** One assessment of a course in the year, with its figure per LO. */
export interface ProgrammeCourse {
  courseId: string;
  code?: string | null;
  name?: string | null;
  nameEn?: string | null;
  assessmentId?: string | null;
  kind?: AssessmentKind;
  status?: string | null;
  classIds?: string[];
  students?: number;
  A?: Figure | null;
  problem?: string | null;
  /** Per LO of the course: its figures (and band counts, when the server sends them). */
  los?: {
    loId: string;
    code?: string;
    A?: Figure | null;
    P?: Figure | null;
    met?: boolean | null;
    bands?: BandCount[];
  }[];
}
export interface ProgrammeResultsView {
  year?: { id: string; name?: string | null; schoolYearId?: string; schoolYear?: string | null };
  programme?: Named;
  los: ProgrammeLo[];
  goals: ProgrammeGoal[];
  errors: {
    kind: 'noMapCell';
    courseId: string;
    loId: string;
    courseCode?: string;
    loCode?: string;
    message?: string;
  }[];
  courses?: ProgrammeCourse[];
}

// ---- trend (GET /aacsb/evaluationYear/trend) ----

export interface TrendPoint {
  evaluationYearId: string;
  figure: Figure | null;
  met: boolean | null;
}
export interface TrendView {
  programme?: Named;
  years: { id: string; name: string; schoolYear?: string | null; startYear?: number | null }[];
  los: {
    loId: string;
    code: string;
    name?: string;
    nameEn?: string | null;
    lgId?: string;
    points: TrendPoint[];
  }[];
  goals?: { lgId: string; code: string; name?: string; nameEn?: string | null; points: TrendPoint[] }[];
}

// ---- calls ----

export const courseResultsKey = (kind: AssessmentKind, id: string) => ['aolResults', kind, id];
export const fetchCourseResults = (kind: AssessmentKind, id: string) =>
  api.get<CourseResultView>(`${assessmentBase(kind)}/results`, { id });

export const programmeResultsKey = (evaluationYearId: string) => ['aolResults', 'year', evaluationYearId];
export const fetchProgrammeResults = (evaluationYearId: string) =>
  api.get<ProgrammeResultsView>('/aacsb/evaluationYear/results', { evaluationYearId });

export const trendKey = (programmeId: string) => ['aolResults', 'trend', programmeId];
export const fetchTrend = (programmeId: string) =>
  api.get<TrendView>('/aacsb/evaluationYear/trend', { degreeProgramsId: programmeId });

export interface EvaluationYearRow {
  id: string;
  name?: string | null;
  degreeProgramsId: string;
  degreeProgramsId_dictText?: string | null;
  schoolYearId: string;
  schoolYearId_dictText?: string | null;
}
export const evaluationYearList = () =>
  api.get<{ records: EvaluationYearRow[] }>('/aacsb/evaluationYear/list', {
    pageSize: -1,
    column: 'name',
    order: 'desc',
  });

export type ReportLang = 'en-US' | 'zh-CN';

const safe = (s: string) => s.replace(/[\\/:*?"<>|\s]+/g, '-');

export const downloadProgrammeExcel = (evaluationYearId: string, lang: string, fileName: string) =>
  download('/aacsb/evaluationYear/exportResults', { evaluationYearId, lang }, `${safe(fileName)}.xlsx`);

export const downloadProgrammeReport = (evaluationYearId: string, lang: ReportLang, fileName: string) =>
  download('/aacsb/evaluationYear/reportWord', { evaluationYearId, lang }, `${safe(fileName)}.docx`);

export const downloadCourseExcel = (kind: AssessmentKind, id: string, lang: string, fileName: string) =>
  download(`${assessmentBase(kind)}/exportResults`, { id, lang }, `${safe(fileName)}.xlsx`);

export const downloadCourseReport = (
  kind: AssessmentKind,
  id: string,
  classId: string | undefined,
  lang: ReportLang,
  fileName: string,
) => download(`${assessmentBase(kind)}/reportWord`, { id, classId, lang }, `${safe(fileName)}.docx`);
