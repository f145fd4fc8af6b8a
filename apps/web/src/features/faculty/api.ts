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

/** POST /obe/uploadFile: the stored file's address and name. */
export async function uploadDocument(file: File): Promise<{ url: string; fileName: string }> {
  const form = new FormData();
  form.append('kind', 'document');
  form.append('file', file);
  const result = await api.post<{ url: string; fileName?: string }>('/obe/uploadFile', form);
  return { url: result.url, fileName: result.fileName || file.name };
}
