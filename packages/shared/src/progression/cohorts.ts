import type { ContactHoursCheck, WorkExperienceCheck } from './amba.ts';
import type { AdmissionFigures, EmploymentFigures, Rate, RateKey, RetentionFigures } from './rates.ts';
import type { ComputedFigure } from './students.ts';

/**
 * The JSON of the learner progression calls (GET /aacsb/progression/{cohorts,amba,sectors}),
 * declared once here: the server builds these and the web app and the API tests read them.
 */
export type ProgressionPart = 'admission' | 'retention' | 'employment';
export const PROGRESSION_PARTS: ProgressionPart[] = ['admission', 'retention', 'employment'];

/** One (programme, entry cohort) with the parts the caller may read (null = no record or not shown). */
export interface CohortRow {
  degreeProgramsId: string;
  cohortYear: number;
  admission: ({ id: string | null } & AdmissionFigures) | null;
  retention: ({ id: string } & RetentionFigures) | null;
  employment: ({ id: string; graduationYear: number | null } & EmploymentFigures) | null;
  /** Figures that were counted from student records rather than typed. */
  computed: ComputedFigure[];
  /** Size of the cohort used by the retention rates (typed, else enrolled). */
  cohortSize: number | null;
  rates: Record<RateKey, Rate>;
}

export interface ProgrammeInfo {
  name: string;
  nameEn: string | null;
  degreeLevel: string;
}

export interface ProgressionCohort extends CohortRow {
  programme: ProgrammeInfo | null;
}

export interface ProgressionCohortsResult {
  /** The parts the caller holds the query code of. */
  parts: ProgressionPart[];
  cohorts: ProgressionCohort[];
}

export interface AmbaProgramme {
  degreeProgramsId: string;
  name: string;
  nameEn: string | null;
  workExperience: WorkExperienceCheck;
  /** Of the teaching programme in force (its latest effective year). */
  contactHours: { effectiveYear: number | null } & ContactHoursCheck;
}

export interface AmbaResult {
  programmes: AmbaProgramme[];
}

export interface SectorsResult {
  /** Most employed first. */
  sectors: { sector: string; employed: number }[];
}
