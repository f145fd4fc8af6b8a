import type { Module } from '../../core/app-types.ts';
import { setHooks } from '../../crud/hooks.ts';
import { describeAolPlanRoutes } from './answers.ts';
import { improvementActionHooks } from './hooks-action.ts';
import { evaluationHistoryHooks, evaluationHooks, qualitativeEvaluationHooks } from './hooks-assessment.ts';
import { evaluationYearCourseHooks, evaluationYearLoHooks } from './hooks-plan.ts';
import { evaluationYearHooks } from './hooks-year.ts';
import { registerPlanRoutes } from './plan-routes.ts';

/**
 * Assurance of learning: planning, hooks and access (issue 17 items 1 and 9). The records are
 * engine resources (packages/shared/src/resources/aol.ts); their rules are the hooks registered
 * here; the plan calls are plan-routes.ts. Teachers reach the assessments they are given through
 * the default data rule on `#{sys_user_teacher_assessments}` (modules/system/data-rules.ts).
 * Scores (scores-*.ts) and results (results-*.ts) live beside these files.
 */
setHooks('evaluationYear', evaluationYearHooks);
setHooks('evaluationYearLo', evaluationYearLoHooks);
setHooks('evaluationYearCourse', evaluationYearCourseHooks);
setHooks('evaluation', evaluationHooks);
setHooks('qualitativeEvaluation', qualitativeEvaluationHooks);
setHooks('evaluationHistory', evaluationHistoryHooks);
setHooks('improvementAction', improvementActionHooks);

export const aolPlanModule: Module = (app, { database }) => {
  app.addHook('onRoute', describeAolPlanRoutes);
  registerPlanRoutes(app, database.db);
};
