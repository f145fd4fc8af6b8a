import { api } from '../../../api/client.ts';

/** GET /aacsb/myCourse/list (modules/curriculum/my-courses.ts). */
export type SyllabusState = 'none' | 'submitted' | 'rejected' | 'approved';

interface Named {
  id: string;
  name: string;
  nameEn: string | null;
}
export interface Period {
  id: string;
  name: string;
  startTime: string;
  endTime: string;
}
export interface MyCourse {
  courseId: string;
  code: string;
  name: string;
  nameEn: string | null;
  credits: number | null;
  programmes: Named[];
  classes: { id: string | null; name: string; nameEn: string | null; students: number }[];
  students: number;
  syllabus: { state: SyllabusState; id: string | null; version: number | null; reason: string | null };
}
export interface MyTask {
  kind: 'writeSyllabus' | 'fixSyllabus';
  courseId: string;
  code: string;
  name: string;
  nameEn: string | null;
  syllabusId: string | null;
  reason: string | null;
}
export interface MyCourses {
  teacher: Named | null;
  semester: Period | null;
  schoolYear: Period | null;
  courses: MyCourse[];
  tasks: MyTask[];
}

export const myCoursesApi = {
  list: (semesterId?: string) => api.get<MyCourses>('/aacsb/myCourse/list', { semesterId }),
};

/** The syllabus screen, opened on one course (its screen reads `courseId`). */
export function syllabusPath(courseId: string): string {
  return `/curriculum/syllabus?courseId=${encodeURIComponent(courseId)}`;
}
