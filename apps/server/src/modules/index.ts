import type { Module } from '../core/app-types.ts';
import { accreditationModule } from './accreditation/module.ts';
import { aiModule } from './ai/index.ts';
import { aolPlanModule } from './aol/plan-module.ts';
import { aolResultsModule } from './aol/results-routes.ts';
import { aolScoresModule } from './aol/scores-routes.ts';
import { authModule } from './auth/index.ts';
import { classModule } from './curriculum/class-routes.ts';
import { curriculumMapModule } from './curriculum/map-routes.ts';
import { programmeModule } from './curriculum/programme-routes.ts';
import { syllabusModule } from './curriculum/syllabus-routes.ts';
import { teachingModule } from './curriculum/teaching-module.ts';
import { dataExportModule } from './data-export/module.ts';
import { evidenceModule } from './evidence/module.ts';
import { facilitiesModule } from './facilities/module.ts';
import { facultyModule } from './faculty/index.ts';
import { facultyIoModule } from './faculty-io/index.ts';
import { fileTextModule } from './files/extract/module.ts';
import { filesModule } from './files/module.ts';
import { healthModule } from './health/routes.ts';
import { identityModule } from './identity/module.ts';
import { jobsModule } from './jobs/module.ts';
import { notificationModule } from './notification/routes.ts';
import { personalModule } from './personal/routes.ts';
import { progressionModule } from './progression/module.ts';
import { qualificationModule } from './qualification/index.ts';
import { questionnaireModule } from './questionnaire/module.ts';
import { resourcesModule } from './resources/index.ts';
import { schoolModule } from './school/routes.ts';
import { searchModule } from './search/module.ts';
import { strategyModule } from './strategy/module.ts';
import { systemModule } from './system/routes.ts';
import { tokenModule } from './tokens/routes.ts';
import { uploadModule } from './upload/routes.ts';

/** Every module, registered under /api in this order. */
export const MODULES: Module[] = [
  healthModule,
  authModule,
  personalModule,
  resourcesModule,
  facultyModule,
  systemModule,
  tokenModule,
  notificationModule,
  schoolModule,
  uploadModule,
  facultyIoModule,
  qualificationModule,
  aiModule,
  teachingModule,
  programmeModule,
  syllabusModule,
  curriculumMapModule,
  classModule,
  aolPlanModule,
  aolScoresModule,
  aolResultsModule,
  questionnaireModule,
  strategyModule,
  facilitiesModule,
  progressionModule,
  identityModule,
  filesModule,
  fileTextModule,
  searchModule,
  evidenceModule,
  accreditationModule,
  jobsModule,
  dataExportModule,
];
