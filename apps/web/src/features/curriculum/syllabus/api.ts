import type { LoInfo, MapCheck } from '@accredit/shared/curriculum/syllabus.ts';
import { api } from '../../../api/client.ts';
import { download } from '../../../api/files.ts';

/** The syllabus calls beyond the engine's (apps/server/src/modules/curriculum/syllabus-routes.ts). */
export interface LoOption extends LoInfo {
  /** Whether the curriculum map in force for the school year has this course and objective. */
  inMap: boolean;
}

const BASE = '/aacsb/syllabus';

export const syllabusApi = {
  loOptions: (courseId: string, schoolYearId?: string) =>
    api.get<LoOption[]>(`${BASE}/loOptions`, { courseId, schoolYearId }),
  mapCheck: (id: string) => api.get<MapCheck>(`${BASE}/mapCheck`, { id }),
  newVersion: (id: string) => api.post<{ id: string; version: number }>(`${BASE}/newVersion`, { id }),
  exportWord: (id: string, lang: 'en-US' | 'zh-CN', fileName: string) =>
    download(`${BASE}/exportWord`, { id, lang }, fileName),
};
