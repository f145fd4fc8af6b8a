import type { Module } from '../../core/app-types.ts';
import { describeReportRoutes } from './answers.ts';
import { registerBlocks } from './blocks-module.ts';
import { registerDoor } from './door-module.ts';
import { registerProgress } from './progress-module.ts';
import { registerReport } from './report-module.ts';

/**
 * The accreditation workspace (issue 21; spec 001 Accreditation Progress and Accreditation
 * Reports). Four parts, each with its own entry:
 * - progress-module.ts: projects, their standards checklist and progress, tasks (status, timeline,
 *   reminders, the workplace card), comments, the crosswalk of EQUIS, AMBA and CAMEA to AACSB;
 * - blocks-module.ts: live blocks (Tables 3-1, 3-2, 8-1, 5-1, KPI charts, cohorts, record lists,
 *   the EQUIS key figures and AMBA checks), freezing a report and its differences from live data;
 * - report-module.ts: reports from the scheme's template, sections, revision history, the Word file;
 * - door-module.ts: the read-only reading, reviewer links (/user/secretPage, /user/secretExport),
 *   AI-drafted sections.
 */
export const accreditationModule: Module = (app, deps) => {
  app.addHook('onRoute', describeReportRoutes);
  registerProgress(app, deps);
  registerBlocks(app, deps);
  registerReport(app, deps);
  registerDoor(app, deps);
};
