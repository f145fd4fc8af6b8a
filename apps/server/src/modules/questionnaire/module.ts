import type { Module } from '../../core/app-types.ts';
import { setHooks } from '../../crud/hooks.ts';
import { registerAnswerRoutes } from './answer-routes.ts';
import { describeQuestionnaireRoutes } from './answers.ts';
import { questionnaireHooks, questionnaireTemplateHooks } from './hooks.ts';
import { registerLifecycleRoutes } from './lifecycle-routes.ts';
import { registerResultRoutes } from './results-routes.ts';

/**
 * Questionnaires (issue 18). Templates and questionnaires are engine resources
 * (packages/shared/src/resources/questionnaire.ts) with the hooks of hooks.ts; the state machine,
 * audience, tracking and reminders are lifecycle-*.ts; answering (the respondent's own calls) is
 * answer-*.ts; results, comparison, exports and the indirect measures of assurance of learning
 * are results-*.ts. Who answered and what was answered are the module's own tables (schema.ts).
 */
setHooks('questionnaireTemplate', questionnaireTemplateHooks);
setHooks('questionnaire', questionnaireHooks);

export const questionnaireModule: Module = (app, { database }) => {
  app.addHook('onRoute', describeQuestionnaireRoutes);
  registerLifecycleRoutes(app, database.db);
  registerAnswerRoutes(app, database.db);
  registerResultRoutes(app, database.db);
};
