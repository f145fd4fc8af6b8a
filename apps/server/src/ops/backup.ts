import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';
import { APP_VERSION } from '@accredit/shared';
import { sql } from 'drizzle-orm';
import type { Config } from '../core/config.ts';
import type { Database } from '../core/db.ts';
import { storageFor } from '../core/storage.ts';
import {
  type AppliedMigration,
  loadRows,
  type Row,
  readSnapshot,
  resetSequences,
  rowCounts,
} from '../db/dump.ts';
import { appliedMigrations, runMigrations } from '../db/migrate.ts';

/**
 * One archive holds a whole installation: every table's rows (a consistent snapshot, taken while
 * the server keeps working) and every uploaded file. It is gzip-compressed JSON lines, readable
 * with `zcat`: `{"table", "rows"}` chunks in load order, `{"file", "mime", "data"}` (base64),
 * and last `{"manifest"}` with the format, the version, the migrations and the row counts.
 */
export const BACKUP_FORMAT = 'accredit-backup/1';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  appVersion: string;
  createdAt: string;
  driver: Database['driver'];
  migrations: AppliedMigration[];
  rowCounts: Record<string, number>;
  files: number;
  missingFiles: string[];
}

type Line =
  | { table: string; rows: Row[] }
  | { file: string; mime: string; data: string }
  | { manifest: BackupManifest };

const CHUNK = 1000;

export async function writeBackup(database: Database, config: Config, path: string): Promise<BackupManifest> {
  const gzip = createGzip({ level: 6 });
  const out = gzip.pipe(createWriteStream(path, { mode: 0o600 }));
  const write = async (line: Line) => {
    if (!gzip.write(`${JSON.stringify(line)}\n`)) await once(gzip, 'drain');
  };
  const counts: Record<string, number> = {};
  const files: { stored_name: string; mime: string }[] = [];
  const migrations = await readSnapshot(database, async (table, rows) => {
    counts[table] = rows.length;
    if (table === 'sys_file') files.push(...(rows as { stored_name: string; mime: string }[]));
    for (let i = 0; i < rows.length; i += CHUNK) await write({ table, rows: rows.slice(i, i + CHUNK) });
  });
  const storage = storageFor(config);
  const missingFiles: string[] = [];
  for (const f of files) {
    const bytes = await storage.get(f.stored_name);
    if (bytes) await write({ file: f.stored_name, mime: f.mime, data: bytes.toString('base64') });
    else missingFiles.push(f.stored_name);
  }
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    appVersion: APP_VERSION,
    createdAt: new Date().toISOString(),
    driver: database.driver,
    migrations,
    rowCounts: counts,
    files: files.length - missingFiles.length,
    missingFiles,
  };
  await write({ manifest });
  gzip.end();
  await once(out, 'finish');
  return manifest;
}

async function* readLines(path: string): AsyncGenerator<Line> {
  const lines = createInterface({ input: createReadStream(path).pipe(createGunzip()), crlfDelay: Infinity });
  for await (const line of lines) if (line.trim()) yield JSON.parse(line) as Line;
}

export async function readManifest(path: string): Promise<BackupManifest> {
  let manifest: BackupManifest | undefined;
  try {
    for await (const line of readLines(path)) if ('manifest' in line) manifest = line.manifest;
  } catch (e) {
    throw new RestoreError(`${path} is not a readable backup: ${(e as Error).message}`);
  }
  if (manifest?.format !== BACKUP_FORMAT)
    throw new RestoreError(`${path} is not a complete ${BACKUP_FORMAT} archive.`);
  return manifest;
}

export class RestoreError extends Error {}

/** Whether any table has a row (false for a database never migrated): restore and import need none. */
export async function hasData(database: Database): Promise<boolean> {
  const [exists] = await database.rows<{ t: string | null }>(
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`,
  );
  if (!exists.t || (await appliedMigrations(database.db)).length === 0) return false;
  return Object.values(await rowCounts(database.db)).some((n) => n > 0);
}

/**
 * Brings an empty installation back to the archive: its migrations, its rows (in one
 * transaction), its files, then this version's newer migrations (an old backup upgrades).
 */
export async function restoreBackup(
  database: Database,
  config: Config,
  path: string,
): Promise<BackupManifest> {
  const manifest = await readManifest(path);
  if (await hasData(database)) {
    throw new RestoreError(
      'The target installation is not empty. Restore into a new database (or a new DATA_DIR) that has never been started.',
    );
  }
  await runMigrations(database, { only: manifest.migrations });
  const storage = storageFor(config);
  await database.db.transaction(async (tx) => {
    for await (const line of readLines(path)) if ('table' in line) await loadRows(tx, line.table, line.rows);
    await resetSequences(tx);
  });
  for await (const line of readLines(path)) {
    if ('file' in line) await storage.put(line.file, Buffer.from(line.data, 'base64'), line.mime);
  }
  await runMigrations(database);
  return manifest;
}
