import type { Module } from '../../core/app-types.ts';
import { describeFacilitiesRoutes } from './answers.ts';
import { registerFacilitiesRoutes } from './routes.ts';

/**
 * Physical, virtual and financial resources (AACSB Standard 2, issue 19 item 5). The records are
 * engine resources (packages/shared/src/resources/facilities.ts); this module adds their summaries
 * and the budget line's kind/category rule (routes.ts).
 */
export const facilitiesModule: Module = (app, { database }) => {
  app.addHook('onRoute', describeFacilitiesRoutes);
  registerFacilitiesRoutes(app, database.db);
};
