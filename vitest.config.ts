import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest files (each calls every route, measured 75 s and more a file on each database)
 * are short files, so vitest, which without a record of earlier runs (a fresh CI machine) starts
 * the largest files first, started them near the end and the other worker then waited on them.
 * They start first; the other worker fills in beside them.
 */
const LONGEST_FIRST = ['src/modules/system/authorization-all.test.ts', 'src/test/fuzz.test.ts'];

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
 * Unit and API tests. The server's API tests run on PGlite always, and once more on PostgreSQL
 * when TEST_DATABASE_URL is set. Two cores: keep parallelism modest.
 */
const projects = [
  { test: { name: 'shared', root: 'packages/shared', environment: 'node', include: ['src/**/*.test.ts'] } },
  {
    test: {
      name: 'server',
      root: 'apps/server',
      environment: 'node',
      include: ['src/**/*.test.ts'],
      globalSetup: ['src/test/global-setup.ts'],
      env: { TEST_DRIVER: 'pglite' },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  {
    extends: 'apps/web/vite.config.ts',
    // Rendering a page of antd in happy-dom takes seconds when the machine is busy: 5 s (the
    // default) failed tests that pass.
    test: {
      name: 'web',
      root: 'apps/web',
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      testTimeout: 20_000,
    },
  },
];
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    test: {
      name: 'server-postgres',
      root: 'apps/server',
      environment: 'node',
      include: ['src/**/*.test.ts'],
      globalSetup: ['src/test/global-setup.ts'],
      env: { TEST_DRIVER: 'postgres' },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}

export default defineConfig({
  test: {
    projects,
    maxWorkers: 2,
    fileParallelism: true,
    sequence: { sequencer: LongestFirst },
  },
});
