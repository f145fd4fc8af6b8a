import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase, PGLITE_EXTENSIONS } from '../core/db.ts';
import { noFlushWait, withDatabase } from './global-setup.ts';

/** A PostgreSQL database of its own on TEST_DATABASE_URL's server (copied from `template` when given), dropped by `close`. */
export async function createPostgresDatabase(
  prefix: string,
  template?: string,
): Promise<Database & { url: string }> {
  const url = process.env.TEST_DATABASE_URL!;
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(
    template ? `create database "${name}" template "${template}"` : `create database "${name}"`,
  );
  await admin.query(noFlushWait(name));
  const database = await openDatabase({ url: withDatabase(url, name), poolSize: 4 });
  return {
    ...database,
    url: withDatabase(url, name),
    close: async () => {
      await database.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/** A fresh database for one test file, copied from the run's migrated and seeded template. */
export async function createTestDatabase(): Promise<Database> {
  const pgTemplate = inject('postgresTemplate');
  if (pgTemplate) return createPostgresDatabase('accredit_test', pgTemplate);
  const pglite = new PGlite({ loadDataDir: pgliteTemplate(), extensions: PGLITE_EXTENSIONS });
  return openDatabase({ pglite });
}

let template: { file: string; bytes: ArrayBuffer } | undefined;

/**
 * The run's PGlite template as PGlite reads it (it asks only for the bytes and the type), read once
 * a worker. A Node Blob of the file would be copied into the Blob, then read back from it in
 * chunks and joined: about 0.2 s a test file, for the same 80 MB each time. PGlite copies what it
 * unpacks, so every database starts from the same untouched bytes.
 */
export function pgliteTemplate(): Blob {
  const file = inject('pgliteTemplate');
  if (template?.file !== file) {
    const buffer = readFileSync(file);
    template = { file, bytes: buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.length) };
  }
  const { bytes } = template;
  return { type: 'application/x-tar', size: bytes.byteLength, arrayBuffer: async () => bytes } as Blob;
}

/** An empty database (no migration applied) on the run's driver, dropped by `close`. */
export async function createEmptyDatabase(): Promise<Database> {
  if (!inject('postgresTemplate')) return openDatabase({ memory: true });
  return createPostgresDatabase('accredit_empty');
}
