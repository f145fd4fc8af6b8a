import type { Module } from '../../core/app-types.ts';
import { setHooks } from '../../crud/hooks.ts';
import { describeProgressionRoutes } from './answers.ts';
import { registerProgressionRoutes } from './routes.ts';
import { employmentSectorHooks } from './sector-hooks.ts';

setHooks('employmentSector', employmentSectorHooks);

/**
 * Learner progression (issue 19 item 6). Admission, retention and employment records (and the
 * employer sectors) are engine resources (packages/shared/src/resources/progression.ts); this
 * module adds the cohort rates, the AMBA checks and the sector totals (routes.ts), and the rates
 * of a year that performance targets read live (rates-data.ts).
 */
export const progressionModule: Module = (app, { database }) => {
  app.addHook('onRoute', describeProgressionRoutes);
  registerProgressionRoutes(app, database.db);
};
