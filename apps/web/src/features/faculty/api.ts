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

export interface StaffRef {
  id: string;
  staffNumber: string;
  nameZh: string;
  nameEn: string;
}

/** The kinds of record "my contributions" gathers (apps/server/src/modules/faculty/mine.ts). */
export type ContributionKind = 'researchOutput' | 'teachingContribution' | 'professionalEngagement';

export interface ContributionCounts {
  kind: ContributionKind;
  total: number;
  unreviewed: number;
  reviewed: number;
  rejected: number;
}

export type MineQuery = { pageNo: number; pageSize: number; reviewStatus?: number };

export const facultyApi = {
  /** The caller's own teacher record, or null when the account is not a teacher. */
  currentTeacher: () => api.get<TeacherRef | null>('/aacsb/teacher/current'),
  pickTeachers: (keyword: string) =>
    api.get<TeacherRef[]>('/aacsb/researchOutputAuthor/teachers', { keyword }),
  /** The caller's own professional staff record, or null. */
  currentStaff: () => api.get<StaffRef | null>('/aacsb/professionalStaff/current'),
  /** The caller's records of one kind (research outputs carry their author line). */
  mine: (kind: ContributionKind, query: MineQuery) =>
    api.get<Page<ResourceRecord & { authorLine?: string }>>(`/aacsb/${kind}/mine`, query),
  /** How many of each kind the caller contributes, by review state (kinds they may list). */
  contributions: () => api.get<ContributionCounts[]>('/aacsb/contributions/mine'),
};

/** Uploads go through the shared helper (POST /obe/uploadFile). */
export { uploadDocument } from '../../api/files.ts';
