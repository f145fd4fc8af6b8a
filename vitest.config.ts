import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest files (measured on a loaded two-core machine, seconds a file on PGlite: the shared
 * suite of every resource 730, the full export and import 330, every route for every caller 315,
 * bad requests to every route 268, search 187, the killed job 126, the report 115) start first,
 * each project's in this order; the other worker fills in beside them. Without a record of earlier
 * runs (a fresh CI machine) vitest starts the largest files first, and these are short files that
 * generate their tests (the shared suite started 18 minutes into that run): one of them started
 * late keeps one worker busy after the other has run out of files.
 */
const LONGEST_FIRST = [
  'src/crud/resources.test.ts',
  'src/modules/data-export/data-export.test.ts',
  'src/modules/system/authorization-all.test.ts',
  'src/test/fuzz.test.ts',
  'src/modules/search/search.test.ts',
  'src/modules/jobs/kill.test.ts',
  'src/modules/accreditation/report.test.ts',
];

class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const i = LONGEST_FIRST.findIndex((end) => f.moduleId.endsWith(end));
      return i < 0 ? LONGEST_FIRST.length : i;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

/**
 * The server's files run in their worker's module graph (not a fresh one per file): importing the
 * app took 484 s of the workers' time in a full run, 1.2 s a file. What a server keeps in memory
 * about its database is dropped before each file (src/test/per-file.ts); each file builds and
 * closes its own app and database as before.
 */
const SHARED_MODULES = { isolate: false, setupFiles: ['src/test/per-file.ts'] };

/**
 * The web tests that need a module graph of their own: those that mock a module or a global (a
 * mock must not reach the next file's imports), and those that say so (`vitest: own modules`: they
 * test what the app loads once, the signed-in catalogues). The others share their worker's modules
 * (antd, React and the app are imported once, not once a file: about 0.8 s a file).
 */
function webOwnModules(): string[] {
  const src = join(import.meta.dirname, 'apps/web/src');
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.test\.tsx?$/.test(f))
    .filter((f) =>
      /vi\.(mock|doMock|stubGlobal)\(|vitest: own modules/.test(readFileSync(join(src, f), 'utf8')),
    )
    .map((f) => `src/${f}`);
}
const WEB_OWN_MODULES = webOwnModules();

/**
 * Server files whose outcome cannot depend on the database, not run a second time on PostgreSQL:
 * every route called as every caller against the permission matrix (the permission is decided
 * before any handler runs, from the session and the role's codes; whatever a handler then answers,
 * 200, 400 or 500, counts as "not refused"), and the OpenAPI document and the client generated
 * from it (built from the route schemas). They took about 75 s of a worker on PostgreSQL.
 */
const SAME_ON_EVERY_DATABASE = ['src/modules/system/authorization-all.test.ts', 'src/core/openapi.test.ts'];

/** The server's files on one database driver. */
const serverProject = (name: string, driver: 'pglite' | 'postgres', skip: string[] = []) => ({
  test: {
    name,
    root: 'apps/server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...skip],
    globalSetup: ['src/test/global-setup.ts'],
    env: { TEST_DRIVER: driver },
    ...SHARED_MODULES,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/**
 * Web files in happy-dom. Rendering a page of antd there takes seconds when the machine is busy:
 * 5 s (the default) failed tests that pass.
 */
const webProject = (name: string, files: { include?: string[]; exclude?: string[]; isolate?: boolean }) => ({
  extends: 'apps/web/vite.config.ts',
  test: {
    name,
    root: 'apps/web',
    environment: 'happy-dom',
    include: files.include ?? ['src/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...(files.exclude ?? [])],
    isolate: files.isolate ?? true,
    testTimeout: 20_000,
  },
});

/**
 * Unit and API tests. The server's API tests run on PGlite always, and once more on PostgreSQL
 * when TEST_DATABASE_URL is set. Two cores: keep parallelism modest.
 */
const projects = [
  { test: { name: 'shared', root: 'packages/shared', environment: 'node', include: ['src/**/*.test.ts'] } },
  serverProject('server', 'pglite'),
  webProject('web', { include: WEB_OWN_MODULES }),
  webProject('web-shared', { exclude: WEB_OWN_MODULES, isolate: false }),
  ...(process.env.TEST_DATABASE_URL
    ? [serverProject('server-postgres', 'postgres', SAME_ON_EVERY_DATABASE)]
    : []),
];

export default defineConfig({
  test: {
    projects,
    maxWorkers: 2,
    fileParallelism: true,
    sequence: { sequencer: LongestFirst },
  },
});
