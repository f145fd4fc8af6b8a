import { type AnalysableAssessment, GRADE_BANDS, type GradeAnswer } from '@accredit/shared';
import { api } from '../../../api/client.ts';
import { download } from '../../../api/files.ts';
import type { Named } from '../results/api.ts';

/** Grade analysis calls (apps/server/src/modules/aol/results-grades.ts and its routes). */

/** The grade bands, best first (the model's GRADE_BANDS). */
export const BAND_KEYS = GRADE_BANDS.map((b) => b.key);

const BASE = '/aacsb/gradeAnalysis';

/** The list answer, whether the server sends the rows or `{ records }`. */
const rows = <T>(answer: T[] | { records: T[] }): T[] => (Array.isArray(answer) ? answer : answer.records);

export const assessmentsKey = (schoolYearId: string, programmeId: string) => [
  'aolGrades',
  'courses',
  schoolYearId,
  programmeId,
];
export const fetchAssessments = async (schoolYearId: string, programmeId: string) =>
  rows(
    await api.get<AnalysableAssessment[] | { records: AnalysableAssessment[] }>(`${BASE}/courses`, {
      schoolYearId: schoolYearId || undefined,
      degreeProgramsId: programmeId || undefined,
    }),
  );

export const statsKey = (evaluationId: string, classId: string, componentKey: string) => [
  'aolGrades',
  'stats',
  evaluationId,
  classId,
  componentKey,
];
export const fetchStats = (evaluationId: string, classId: string, componentKey: string) =>
  api.get<GradeAnswer>(`${BASE}/stats`, {
    evaluationId,
    classId: classId || undefined,
    componentKey: componentKey || undefined,
  });

/**
 * The Excel of an assessment's results, which carries its grade statistics too (the server has no
 * grade-analysis export of its own): for the chosen class, or all.
 */
export const exportStats = (evaluationId: string, classId: string, lang: string, fileName: string) =>
  download(
    '/aacsb/evaluation/exportResults',
    { id: evaluationId, classId: classId || undefined, lang },
    `${fileName.replace(/[\\/:*?"<>|\s]+/g, '-')}.xlsx`,
  );

export const schoolYearList = () =>
  api.get<{ records: { id: string; name: string }[] }>('/aacsb/schoolYear/list', {
    pageSize: -1,
    column: 'startTime',
    order: 'desc',
  });

export const programmeList = () =>
  api.get<{ records: Named[] }>('/aacsb/degreePrograms/list', { pageSize: -1, column: 'sort', order: 'asc' });
