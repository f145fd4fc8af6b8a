import type { Page } from '@accredit/shared';
import type { BatchProblem, GenerateResult } from '@accredit/shared/curriculum/teaching.ts';
import { ApiError, api } from '../../../api/client.ts';
import { type ResourceRecord, resourceApi } from '../../../crud/api.ts';
import { currentLocale } from '../../../i18n/index.ts';

export type { BatchProblem, GenerateResult };

/** Calls of the Teaching Programmes screen (modules/curriculum/teaching-*.ts on the server). */
export interface PlanRow extends ResourceRecord {
  degreeProgramsId: string;
  courseId: string;
  effectiveYear: number;
  studyYear: number;
  term: number;
  credits: number | null;
  courseType: string | null;
}

export interface CourseTeacherRow extends ResourceRecord {
  teachingProgramId: string;
  teacherId: string;
  semesterId: string;
  classId: string | null;
  enrolledStudents: number | null;
  teacher_name: string | null;
  teacher_nameEn: string | null;
  semester_name: string | null;
  semester_startTime: string | null;
  class_name: string | null;
  class_nameEn: string | null;
}

export interface BatchItem {
  courseId: string;
  studyYear: number;
  term: number;
}

export const plans = resourceApi('teachingProgram');
export const courseTeachers = resourceApi('teachingProgramTeacher');

export const teachingApi = {
  /** Every plan row of a programme (all versions): a programme has tens of courses per version. */
  planRows: async (programmeId: string) =>
    (await plans.list({ degreeProgramsId: programmeId, pageNo: 1, pageSize: -1 })).records as PlanRow[],
  courseTeachers: async (programmeId: string, effectiveYear: number) =>
    (
      await api.get<Page<CourseTeacherRow>>('/aacsb/viewTeachingProgramTeacher/list', {
        degreeProgramsId: programmeId,
        plan_effectiveYear: effectiveYear,
        pageNo: 1,
        pageSize: -1,
      })
    ).records,
  batchAdd: (body: { degreeProgramsId: string; effectiveYear: number; items: BatchItem[] }) =>
    api.post<{ count: number; ids: string[] }>('/aacsb/teachingProgramDegreeProgram/batchAdd', body, {
      quiet: true,
    }),
  deleteBatch: (ids: string[]) =>
    api.post<{ count: number }>('/aacsb/teachingProgramDegreeProgram/deleteBatch', { ids: ids.join(',') }),
  generate: (semesterId: string) =>
    api.post<GenerateResult>('/aacsb/teachingProgram/generateAssignments', { semesterId }, { quiet: true }),
};

/** The problems a refused batch names, one per course. */
export function batchProblems(error: unknown): BatchProblem[] {
  if (!(error instanceof ApiError)) return [];
  const result = error.envelope?.result as { errors?: BatchProblem[] } | null | undefined;
  return result?.errors ?? [];
}

/** A record's name in the reader's language: Chinese screens the Chinese name, others the English one. */
export function nameIn(zh: unknown, en: unknown): string {
  const chinese = currentLocale().startsWith('zh');
  const first = chinese ? zh : en;
  const other = chinese ? en : zh;
  return String((first as string) || (other as string) || '');
}
