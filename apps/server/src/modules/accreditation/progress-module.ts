import type { App, Deps } from '../../core/app-types.ts';
import { setHooks } from '../../crud/hooks.ts';
import { registerCommentRoutes } from './progress-comments.ts';
import { projectHooks, taskHooks } from './progress-hooks.ts';
import { registerTaskRemindRoute } from './progress-remind.ts';
import { registerProgressRoutes } from './progress-routes.ts';

/**
 * Issue 21, the progress part of the accreditation workspace (see module.ts): the rules of
 * projects and tasks (progress-hooks.ts), the checklist, timeline, "my tasks" and status calls
 * (progress-routes.ts over progress-data.ts and the pure model accreditation/progress.ts), comments
 * (progress-comments.ts) and reminders (progress-remind.ts; the daily run is started by main.ts).
 */
setHooks('accreditationProject', projectHooks);
setHooks('accreditationTask', taskHooks);

export function registerProgress(app: App, deps: Deps): void {
  const db = deps.database.db;
  registerProgressRoutes(app, db);
  registerCommentRoutes(app, db);
  registerTaskRemindRoute(app, db);
}
