import type { Module } from '../../core/app-types.ts';
import { registerChatRoutes } from './routes-chat.ts';
import { registerHistoryRoutes } from './routes-history.ts';
import { registerTranslateRoutes } from './routes-translate.ts';

/**
 * The AI consultant (issue 9): the streamed chat with its built-in and OpenAI-compatible
 * providers, tickets of the external variant, the caller's own chat history, and translation
 * drafts for bilingual fields. Knowledge base and suggested questions: packages/shared/src/ai.
 */
export const aiModule: Module = (app, deps) => {
  registerChatRoutes(app, deps);
  registerHistoryRoutes(app, deps.database.db);
  registerTranslateRoutes(app, deps);
};
