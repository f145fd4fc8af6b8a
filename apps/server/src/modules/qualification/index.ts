import type { Module } from '../../core/app-types.ts';
import { onAnyWrite } from '../../crud/hooks.ts';
import { describeQualificationRoutes } from './answers.ts';
import { registerEnglishCheckRoute } from './english-check.ts';
import { tablesWriteListener } from './freshness.ts';
import { registerBoardRoutes } from './routes-board.ts';
import { registerTableRoutes } from './routes-tables.ts';

/**
 * Faculty qualification and the AACSB tables (issue 8): the pure computation lives in
 * packages/shared/src/aacsb; this module loads a year from the database, evaluates the versioned
 * rules, keeps identifications, snapshots and Parts B and C, and serves the tables, their
 * drill-down and exports.
 */
export const qualificationModule: Module = (app, { database }) => {
  onAnyWrite(tablesWriteListener);
  app.addHook('onRoute', describeQualificationRoutes);
  registerBoardRoutes(app, database.db);
  registerTableRoutes(app, database.db);
  registerEnglishCheckRoute(app, database.db);
};
