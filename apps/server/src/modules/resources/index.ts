import { RESOURCES, VIEWS } from '@accredit/shared';
import type { Module } from '../../core/app-types.ts';
import { recordFileAccess } from '../../crud/attachments.ts';
import { registerDuplicateCheck } from '../../crud/duplicate.ts';
import { setHooks } from '../../crud/hooks.ts';
import { registerSystemRefRoutes } from '../../crud/refs-routes.ts';
import { registerResource } from '../../crud/routes.ts';
import { registerView } from '../../crud/views.ts';
import { setReviewNotifier } from '../../workflow/notifier.ts';
import { notifyUsers } from '../notification/notify.ts';
import { registerFileAccess } from '../upload/access.ts';
import { moduleFieldHooks, teacherFieldRequirementHooks, teacherHooks } from './hooks.ts';

/**
 * The resource engine's module: routes for every registered definition (packages/shared
 * resources) and read-only view, the duplicate check, and the hooks of the first resources.
 */
setHooks('moduleFieldCustomization', moduleFieldHooks);
setHooks('teacher', teacherHooks);
setHooks('teacherFieldRequirement', teacherFieldRequirementHooks);
// Submitters hear of review decisions through their notification list.
setReviewNotifier(async (tx, notice) => {
  await notifyUsers(tx, notice);
});

export const resourcesModule: Module = (app, { database }) => {
  for (const def of RESOURCES) registerResource(app, def, database.db);
  for (const view of VIEWS) registerView(app, view, database.db);
  registerDuplicateCheck(app, database.db);
  registerSystemRefRoutes(app, database.db);
  registerFileAccess(recordFileAccess);
};
