import type { EquisFigures, IdentityRow } from '@accredit/shared';
import { api } from '../../api/client.ts';
import { download, uploadSheet } from '../../api/files.ts';

/** The identity management calls (apps/server/src/modules/identity/routes.ts). */
export interface IdentityListRow extends IdentityRow {
  teacherId: string;
  staffId: string;
  name: string;
  nameEn: string | null;
  departmentId: string | null;
  department: string | null;
  departmentEn: string | null;
  recordId: string | null;
}

/** A row's categories as edited on the screen, before Save. */
export type Draft = Pick<
  IdentityListRow,
  'participating' | 'employmentStatus' | 'facultyCategory' | 'missionPercent'
>;

export interface IdentityInput {
  teacherId: string;
  participating: boolean;
  employmentStatus: string | null;
  facultyCategory: string | null;
  missionPercent?: number | null;
}

export interface IdentitySummary {
  year: number;
  figures: EquisFigures;
  unrecorded: number;
}

const BASE = '/aacsb/identity';

/**
 * Keys start with the engine's ['crud', 'teacherAccreditation'] so that an edit of the
 * accreditation records elsewhere refreshes this screen too.
 */
export const identityKey = (year: number) => ['crud', 'teacherAccreditation', 'identity', year];

export const identityApi = {
  list: (year: number) => api.get<{ year: number; rows: IdentityListRow[] }>(`${BASE}/list`, { year }),
  summary: (year: number) => api.get<IdentitySummary>(`${BASE}/summary`, { year }),
  save: (year: number, rows: IdentityInput[]) =>
    api.post<{ created: number; updated: number }>(`${BASE}/save`, { year, rows }, { quiet: true }),
  exportXls: (year: number, fileName: string) => download(`${BASE}/exportXls`, { year }, fileName),
  template: (fileName: string) => download(`${BASE}/importTemplate`, {}, fileName),
  importExcel: (year: number, file: File) =>
    uploadSheet<{ created: number; updated: number }>(`${BASE}/importExcel?year=${year}`, file),
};
