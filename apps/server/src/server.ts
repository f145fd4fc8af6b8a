import { resolve } from 'node:path';
import type { App } from './core/app-types.ts';
import type { Config } from './core/config.ts';
import { type Database, openDatabase } from './core/db.ts';
import { acquireDataDirLock } from './core/lock.ts';
import { runMigrations } from './db/migrate.ts';

/** Opens the configured database: PostgreSQL with DATABASE_URL, else the embedded one under DATA_DIR (locked). */
export async function openConfiguredDatabase(
  config: Config,
): Promise<{ database: Database; release: () => void }> {
  if (config.DATABASE_URL) {
    const database = await openDatabase({ url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE });
    return { database, release: () => {} };
  }
  const dir = resolve(config.DATA_DIR);
  const release = acquireDataDirLock(dir);
  try {
    const database = await openDatabase({ dataDir: resolve(dir, 'pgdata') });
    return { database, release };
  } catch (e) {
    release();
    throw e;
  }
}

/** Applies pending migrations; returns the tags applied (none when the database is up to date). */
export function migrate(database: Database): Promise<string[]> {
  return runMigrations(database);
}

/** Graceful shutdown: stop accepting, let in-flight requests finish, close the database, release the lock. */
export function closeGracefully(app: App, database: Database, release: () => void): () => Promise<void> {
  let closing: Promise<void> | null = null;
  return () => {
    closing ??= (async () => {
      try {
        await app.close();
      } finally {
        await database.close();
        release();
      }
    })();
    return closing;
  };
}
