import type { Module } from '../../core/app-types.ts';
import { describeStrategyRoutes } from './answers.ts';
import { registerImprovementRoutes } from './improvement-routes.ts';
import { registerKpiRoutes } from './kpi-routes.ts';
import { registerPlanRoutes } from './plan-routes.ts';
import { registerStatementRoutes } from './statement-routes.ts';

/**
 * Strategic planning (AACSB Standard 1, issue 19). The records are engine resources
 * (packages/shared/src/resources/strategy.ts); this module adds what a list and form cannot:
 * statement history (statement-*.ts), the plan tree and action states (plan-*.ts), performance
 * targets with live actuals (kpi-*.ts) and continuous improvement in one list with the actions
 * of assurance of learning (improvement-*.ts). Each register function also sets its resources' hooks.
 */
export const strategyModule: Module = (app, { database }) => {
  app.addHook('onRoute', describeStrategyRoutes);
  registerStatementRoutes(app, database.db);
  registerPlanRoutes(app, database.db);
  registerKpiRoutes(app, database.db);
  registerImprovementRoutes(app, database.db);
};
