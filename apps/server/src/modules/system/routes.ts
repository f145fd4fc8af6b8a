import type { Module } from '../../core/app-types.ts';
import { loadLiveDictionaries } from './dict-cache.ts';
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
  // Dictionary lookups follow the administrators' edits: loaded now, after each change, and
  // every minute (so several server processes on one PostgreSQL converge).
  await loadLiveDictionaries(deps.database.db).catch(() => undefined);
  const refresh = setInterval(() => {
    loadLiveDictionaries(deps.database.db).catch(() => undefined);
  }, 60_000);
  refresh.unref();
  app.addHook('onClose', async () => clearInterval(refresh));
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
