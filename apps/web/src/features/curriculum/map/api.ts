import type { MapCell, MapCoverage, MapEdit, MapGaps, MapLevel, MapScale } from '@accredit/shared';
import { api } from '../../../api/client.ts';
import { download, uploadSheet } from '../../../api/files.ts';
import { currentLocale } from '../../../i18n/index.ts';

/** The map screen's calls (apps/server/src/modules/curriculum/map-routes.ts and map-excel.ts). */
const BASE = '/aacsb/curriculumMap';

export interface Named {
  id: string;
  code: string;
  name: string;
  nameEn: string | null;
}
export interface MapObjective extends Named {
  goalId: string;
}
export interface MapGoal extends Named {
  objectives: MapObjective[];
}
export interface MapCourse extends Named {
  studyYear: number | null;
  term: number | null;
}
export interface MapGrid {
  programme: Named & { mapScale: MapScale };
  versions: number[];
  effectiveYear: number;
  goals: MapGoal[];
  courses: MapCourse[];
  cells: MapCell[];
  gaps: MapGaps;
  coverage: MapCoverage;
}

interface DiffNames {
  courseCode: string;
  courseName: string;
  courseNameEn: string | null;
  loCode: string;
}
export interface MapDiffView {
  from: number;
  to: number;
  added: (MapCell & DiffNames)[];
  removed: (MapCell & DiffNames)[];
  changed: ({ courseId: string; loId: string; before: MapLevel; after: MapLevel } & DiffNames)[];
}

export const gridKey = (programmeId: string, year?: number) => [
  'curriculumMap',
  programmeId,
  year ?? 'latest',
];

export const fetchGrid = (programmeId: string, year?: number) =>
  api.get<MapGrid>(`${BASE}/grid`, { degreeProgramsId: programmeId, effectiveYear: year });

export const saveCells = (programmeId: string, year: number, changes: MapEdit[]) =>
  api.put<MapGrid>(`${BASE}/cells`, { degreeProgramsId: programmeId, effectiveYear: year, changes });

export const newVersion = (programmeId: string, fromYear: number, effectiveYear: number) =>
  api.post<{ count: number }>(`${BASE}/newVersion`, {
    degreeProgramsId: programmeId,
    fromYear,
    effectiveYear,
  });

export const fetchDiff = (programmeId: string, from: number, to: number) =>
  api.get<MapDiffView>(`${BASE}/diff`, { degreeProgramsId: programmeId, from, to });

export const exportMap = (programme: { id: string; code: string }, year: number, fileName: string) =>
  download(
    `${BASE}/exportXls`,
    { degreeProgramsId: programme.id, effectiveYear: year, lang: currentLocale() },
    `${fileName}-${programme.code}-${year}.xlsx`,
  );

export const importMap = (programmeId: string, year: number, file: File) =>
  uploadSheet<{ cells: number }>(
    `${BASE}/importExcel?degreeProgramsId=${encodeURIComponent(programmeId)}&effectiveYear=${year}`,
    file,
  );

export const programmeList = () =>
  api.get<{ records: (Named & { mapScale?: string })[] }>('/aacsb/degreePrograms/list', {
    pageSize: -1,
    column: 'sort',
    order: 'asc',
  });
