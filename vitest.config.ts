import { defineConfig } from 'vitest/config';

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
    test: { name: 'web', root: 'apps/web', environment: 'happy-dom', include: ['src/**/*.test.{ts,tsx}'] },
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
  },
});
