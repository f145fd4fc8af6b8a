import type { Page } from '@accredit/shared';
import { api } from '../../api/client.ts';
import type { ResourceRecord } from '../../crud/api.ts';

/** Calls of the faculty screens beyond the generic resource calls (apps/server/src/modules/faculty). */
export interface TeacherRef {
  id: string;
  name: string;
  staffId: string;
  collegeId: string | null;
  nameEn?: string | null;
}

export interface Discipline {
  id: string;
  orgCode: string;
  departName: string;
  departNameEn: string;
}

export const facultyApi = {
  /** The caller's own teacher record, or null when the account is not a teacher. */
  currentTeacher: () => api.get<TeacherRef | null>('/aacsb/teacher/current'),
  pickTeachers: (keyword: string) =>
    api.get<TeacherRef[]>('/aacsb/researchOutputAuthor/teachers', { keyword }),
  disciplines: () => api.get<Discipline[]>('/aacsb/teacherDiscipline/disciplines'),
  mine: (query: { pageNo: number; pageSize: number; outputType?: string }) =>
    api.get<Page<ResourceRecord & { authorLine: string }>>('/aacsb/researchOutput/mine', query),
};

/** Uploads go through the shared helper (POST /obe/uploadFile). */
export { uploadDocument } from '../../api/files.ts';
