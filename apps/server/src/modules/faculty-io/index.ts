import type { Module } from '../../core/app-types.ts';
import { registerCaptureRoutes } from './capture-routes.ts';
import { registerCvRoutes } from './cv-routes.ts';
import { registerReportRoutes } from './report-routes.ts';

/**
 * Faculty records in and out (issue 7, items 5-7): publication capture (BibTeX, RIS, EndNote,
 * CSV -> Unreviewed research outputs), the teacher's CV as a Word file, and the teacher report
 * endpoints of spec 001 section 7 with their Excel exports. Parsers live in
 * packages/shared/src/capture; the records themselves belong to the resource engine.
 */
export const facultyIoModule: Module = (app, { database }) => {
  registerCaptureRoutes(app, database.db);
  registerCvRoutes(app, database.db);
  registerReportRoutes(app, database.db);
};
