import type { Module } from '../../core/app-types.ts';
import { followChanges } from '../../core/changes.ts';
import { forgetSessions } from '../auth/sessions.ts';
import { loadLiveDictionaries, reloadDictionaries } from './dict-cache.ts';
import { invalidatePermissions } from './permission-cache.ts';
import { dataRuleRoutes } from './routes/data-rule.ts';
import { departRoutes } from './routes/depart.ts';
import { dictRoutes } from './routes/dict.ts';
import { logRoutes } from './routes/log.ts';
import { permissionRoutes } from './routes/permission.ts';
import { roleRoutes } from './routes/role.ts';
import { userRoutes } from './routes/user.ts';
import { userIoRoutes } from './routes/user-io.ts';
import { userRoleRoutes } from './routes/user-role.ts';

/**
 * System administration (spec 000 section 7, under /sys): users, roles, menus and permissions
 * with data rules, departments, dictionaries and logs. Each route declares its permission code;
 * the codes come from the menu (packages/shared/src/menu.ts).
 */
export const systemModule: Module = async (app, deps) => {
  // Dictionary lookups and permissions follow the administrators' edits: loaded now, after each
  // change here, and when another server on the same PostgreSQL says it changed them.
  const { db } = deps.database;
  await loadLiveDictionaries(db).catch(() => undefined);
  const stop = await followChanges(
    deps.database,
    {
      permissions: invalidatePermissions,
      dictionaries: () => reloadDictionaries(db),
      sessions: forgetSessions,
    },
    (err) => app.log.error({ err }, 'could not follow a change made by another server'),
  );
  app.addHook('onClose', stop);
  for (const routes of [
    permissionRoutes,
    dataRuleRoutes,
    roleRoutes,
    userRoutes,
    userRoleRoutes,
    userIoRoutes,
    departRoutes,
    dictRoutes,
    logRoutes,
  ]) {
    await routes(app, deps);
  }
};
