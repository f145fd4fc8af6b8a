import type { Rate, RateKey } from '@accredit/shared';
import { api } from '../../api/client.ts';

/** The learner progression calls (apps/server/src/modules/progression/routes.ts). */
export type Part = 'admission' | 'retention' | 'employment';

export interface Cohort {
  degreeProgramsId: string;
  cohortYear: number;
  admission: Record<string, number | null> | null;
  retention: Record<string, number | null> | null;
  employment: Record<string, number | null> | null;
  computed: string[];
  cohortSize: number | null;
  rates: Record<RateKey, Rate>;
  programme: { name: string; nameEn: string | null; degreeLevel: string } | null;
}

export interface AmbaProgramme {
  degreeProgramsId: string;
  name: string;
  nameEn: string | null;
  workExperience: {
    pass: boolean | null;
    cohorts: { cohortYear: number; workExperienceMin: number | null; pass: boolean | null }[];
  };
  contactHours: { effectiveYear: number | null; courses: number; hours: number; pass: boolean | null };
}

/**
 * Query keys start with the engine's ['crud', resource] so that the engine's list invalidation
 * after an add, edit, delete or import refreshes the rates and charts too.
 */
export const cohortsKey = (part: Part, programmeId?: string) => [
  'crud',
  part,
  'progressionCohorts',
  programmeId ?? '',
];
export const fetchCohorts = (programmeId?: string) =>
  api.get<{ parts: Part[]; cohorts: Cohort[] }>('/aacsb/progression/cohorts', {
    degreeProgramsId: programmeId,
  });

export const ambaKey = ['crud', 'admission', 'progressionAmba'];
export const fetchAmba = () => api.get<{ programmes: AmbaProgramme[] }>('/aacsb/progression/amba');

export const sectorsKey = (programmeId?: string) => [
  'crud',
  'employmentSector',
  'progressionSectors',
  programmeId ?? '',
];
export const fetchSectors = (programmeId?: string) =>
  api.get<{ sectors: { sector: string; employed: number }[] }>('/aacsb/progression/sectors', {
    degreeProgramsId: programmeId,
  });
