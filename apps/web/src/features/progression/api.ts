import type { AmbaResult, ProgressionCohortsResult, ProgressionPart, SectorsResult } from '@accredit/shared';
import { api } from '../../api/client.ts';

/** The learner progression calls (apps/server/src/modules/progression/routes.ts); shapes in @accredit/shared. */
export type {
  AmbaProgramme,
  ProgressionCohort as Cohort,
  ProgressionPart as Part,
} from '@accredit/shared';

/**
 * Query keys start with the engine's ['crud', resource] so that the engine's list invalidation
 * after an add, edit, delete or import refreshes the rates and charts too.
 */
export const cohortsKey = (part: ProgressionPart, programmeId?: string) => [
  'crud',
  part,
  'progressionCohorts',
  programmeId ?? '',
];
export const fetchCohorts = (programmeId?: string) =>
  api.get<ProgressionCohortsResult>('/aacsb/progression/cohorts', {
    degreeProgramsId: programmeId,
  });

export const ambaKey = ['crud', 'admission', 'progressionAmba'];
export const fetchAmba = () => api.get<AmbaResult>('/aacsb/progression/amba');

export const sectorsKey = (programmeId?: string) => [
  'crud',
  'employmentSector',
  'progressionSectors',
  programmeId ?? '',
];
export const fetchSectors = (programmeId?: string) =>
  api.get<SectorsResult>('/aacsb/progression/sectors', {
    degreeProgramsId: programmeId,
  });
