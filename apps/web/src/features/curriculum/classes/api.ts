import { api } from '../../../api/client.ts';
import { download, uploadSheet } from '../../../api/files.ts';

/** The class calls beyond the engine's (apps/server/src/modules/curriculum/class-routes.ts). */
export interface ClassMember {
  id: string;
  studentNumber: string;
  name: string;
  nameEn: string | null;
  sex_dictText: string | null;
  classId: string | null;
  classId_dictText: string | null;
  /** This class is the student's own class (not only a section they attend). */
  own: boolean;
}

export type StudentOption = Omit<ClassMember, 'own'>;

export const classesApi = {
  members: (classId: string) => api.get<ClassMember[]>('/aacsb/classes/students', { classId }),
  options: (keyword: string, classId: string) =>
    api.get<StudentOption[]>('/aacsb/classes/studentOptions', { keyword: keyword || undefined, classId }),
  add: (classId: string, studentIds: string[]) =>
    api.post<{ count: number }>('/aacsb/classes/addStudents', { classId, studentIds }),
  remove: (classId: string, studentIds: string[]) =>
    api.post<{ count: number }>('/aacsb/classes/removeStudents', { classId, studentIds }),
  importInto: (classId: string, file: File) =>
    uploadSheet<{ count: number }>(
      `/aacsb/classes/importStudents?classId=${encodeURIComponent(classId)}`,
      file,
    ),
  template: (fileName: string) => download('/aacsb/student/importTemplate', {}, fileName),
};
