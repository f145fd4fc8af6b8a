import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@accredit/server/src/app.ts';
import type { App } from '@accredit/server/src/core/app-types.ts';
import { loadConfig } from '@accredit/server/src/core/config.ts';
import { type Database, openDatabase } from '@accredit/server/src/core/db.ts';
import { runMigrations } from '@accredit/server/src/db/migrate.ts';
import { seed } from '@accredit/server/src/seed/index.ts';
import { sessionTokenFor } from '@accredit/server/src/test/session-token.ts';
import pg from 'pg';

/** A migrated, seeded database and the server listening on a free loopback port. */
export interface BenchEnv {
  label: string;
  database: Database;
  app: App;
  baseUrl: string;
  adminToken: string;
  close(): Promise<void>;
}

/**
 * `settings`: configuration beside the bench's defaults (the mixed load's fixed captcha, say).
 * `poolSize`: the PostgreSQL connections the server keeps: 20 unless said (what the list and CRUD
 * benches have always measured with), or 'product' for the server's own setting
 * (DATABASE_POOL_SIZE, 10 unless set).
 */
export async function startEnv(
  driver: 'pglite' | 'postgres',
  url?: string,
  settings: Record<string, string> = {},
  options: { poolSize?: number | 'product' } = {},
): Promise<BenchEnv> {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE,
    ...settings,
  });
  const poolSize = options.poolSize === 'product' ? config.DATABASE_POOL_SIZE : (options.poolSize ?? 20);
  let database: Database;
  let cleanup = async () => {};
  if (driver === 'postgres') {
    const name = `accredit_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const u = new URL(url!);
    u.pathname = `/${name}`;
    database = await openDatabase({ url: u.toString(), poolSize });
    cleanup = async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    };
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'accredit-bench-'));
    database = await openDatabase({ dataDir: dir });
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  await runMigrations(database);
  await seed(database, { demo: true });
  const app = await buildApp({ config, database }, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const token = await sessionTokenFor(database.db);
  return {
    label: driver === 'pglite' ? 'PGlite' : 'PostgreSQL',
    database,
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    adminToken: token,
    close: async () => {
      await app.close();
      await database.close();
      await cleanup();
    },
  };
}

/**
 * Runs `work` against a fresh environment on each database in turn (closed afterwards, whatever
 * happens) and gathers the table rows each gives.
 */
export async function rowsOnEachDatabase<T>(
  options: { drivers: ('pglite' | 'postgres')[]; url?: string },
  work: (env: BenchEnv, driver: 'pglite' | 'postgres') => Promise<T[]>,
): Promise<T[]> {
  const rows: T[] = [];
  for (const driver of options.drivers) {
    const env = await startEnv(driver, options.url);
    try {
      rows.push(...(await work(env, driver)));
    } finally {
      await env.close();
    }
  }
  return rows;
}
