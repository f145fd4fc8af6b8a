import { beforeAll } from 'vitest';
import { forgetSessions } from '../modules/auth/sessions.ts';
import { invalidateDicts } from '../modules/system/dict-cache.ts';
import { invalidatePermissions } from '../modules/system/permission-cache.ts';

/**
 * The server's test files share their worker's modules (`isolate: false`, vitest.config.ts): the
 * app is imported once per worker instead of once per file. What a file's server kept in memory
 * about its own database (sessions, role permissions, dictionaries, keyed by ids that every test
 * database copied from the template shares) is dropped before the next file starts, as a fresh
 * process would have it.
 */
beforeAll(() => {
  forgetSessions();
  invalidatePermissions();
  invalidateDicts();
});
