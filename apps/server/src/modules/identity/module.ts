import type { Module } from '../../core/app-types.ts';
import { describeIdentityRoutes } from './answers.ts';
import { registerIdentityRoutes } from './routes.ts';
import { registerIdentityFileRoutes } from './routes-files.ts';

/**
 * Identity management (issue 19 item 7): the faculty categories a school keeps per year
 * (participating or supporting, full- or part-time, core/adjunct/visiting, percent of time to
 * mission) on each teacher's yearly accreditation record, which Table 3-1 and the EQUIS figures read.
 */
export const identityModule: Module = (app, { database }) => {
  app.addHook('onRoute', describeIdentityRoutes);
  registerIdentityRoutes(app, database.db);
  registerIdentityFileRoutes(app, database.db);
};
