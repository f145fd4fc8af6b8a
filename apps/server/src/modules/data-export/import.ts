import { createHash } from 'node:crypto';
import type { Database } from '../../core/db.ts';
import type { FileStorage } from '../../core/storage.ts';
import { loadLines, resetSequences, rowCounts } from '../../db/dump.ts';
import { runMigrations } from '../../db/migrate.ts';
import { hasData } from '../../ops/backup.ts';
import { dataPath, EXPORT_FORMAT, type ExportManifest, filePath, MANIFEST, type Progress } from './format.ts';
import { ZipFormatError, ZipReader } from './zip.ts';

/** A refused import: the message says why; nothing was written. */
export class ImportError extends Error {}

const TABLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const BATCH = 1000;

/**
 * Brings an empty installation (never started: no row in any table, as for a restore) to the
 * school in a full data export, whichever database either of them runs on:
 * 1. reads the manifest and checks every table's lines (count and SHA-256) and every file's
 *    bytes against it, so a damaged or edited archive is refused before anything is written;
 * 2. applies the archive's migration level, loads every table in load order in one transaction
 *    (row counts checked again inside it), and puts the files into storage;
 * 3. runs this version's newer migrations, so an archive from an older version upgrades.
 */
export async function importArchive(
  database: Database,
  storage: FileStorage,
  path: string,
  onProgress: Progress = async () => {},
): Promise<ExportManifest> {
  const zip = await openArchive(path);
  const manifest = await readManifest(zip);
  if (await hasData(database)) {
    throw new ImportError(
      'The target installation is not empty. Import into a new database (or a new DATA_DIR) that has never been started.',
    );
  }
  const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
  const total = 2 * rows + 2 * manifest.files.length;
  let done = 0;
  const step = async (n: number, what: string) => {
    done += n;
    await onProgress(done, total, what);
  };
  await verifyArchive(zip, manifest, step);

  await runMigrations(database, { only: manifest.migrations });
  await database.db.transaction(async (tx) => {
    for (const table of manifest.tables) {
      let keys: string[] | null = null;
      let batch: string[] = [];
      const flush = async () => {
        if (!batch.length || !keys) return;
        await loadLines(tx, table.name, batch, keys);
        await step(batch.length, table.name);
        batch = [];
      };
      for await (const line of zip.lines(table.path)) {
        keys ??= Object.keys(JSON.parse(line) as object);
        batch.push(line);
        if (batch.length >= BATCH) await flush();
      }
      await flush();
    }
    await resetSequences(tx);
    const counts = await rowCounts(tx);
    for (const table of manifest.tables)
      if (counts[table.name] !== table.rows)
        throw new ImportError(
          `Table ${table.name} has ${counts[table.name]} rows after loading, the archive says ${table.rows}: nothing was imported.`,
        );
  });
  for (const file of manifest.files) {
    await storage.put(file.key, await zip.read(file.path), file.mime);
    await step(1, 'files');
  }
  await runMigrations(database);
  return manifest;
}

async function openArchive(path: string): Promise<ZipReader> {
  try {
    return await ZipReader.open(path);
  } catch (e) {
    if (e instanceof ZipFormatError || (e as NodeJS.ErrnoException).code)
      throw new ImportError(`${path} is not a readable export archive: ${(e as Error).message}`);
    throw e;
  }
}

/** The manifest, checked for shape (names that are safe to use as tables, paths and keys). */
export async function readManifest(zip: ZipReader): Promise<ExportManifest> {
  if (!zip.has(MANIFEST))
    throw new ImportError(`The archive has no ${MANIFEST}: it is not a full data export.`);
  let manifest: ExportManifest;
  try {
    manifest = JSON.parse((await zip.read(MANIFEST)).toString('utf8')) as ExportManifest;
  } catch (e) {
    throw new ImportError(`The archive's ${MANIFEST} cannot be read: ${(e as Error).message}`);
  }
  if (manifest?.format !== EXPORT_FORMAT)
    throw new ImportError(
      `The archive is not an ${EXPORT_FORMAT} export (it says ${String(manifest?.format)}).`,
    );
  if (
    !Array.isArray(manifest.tables) ||
    !Array.isArray(manifest.files) ||
    !Array.isArray(manifest.migrations)
  )
    throw new ImportError(`The archive's ${MANIFEST} is incomplete.`);
  for (const t of manifest.tables)
    if (!TABLE_NAME.test(t.name) || t.path !== dataPath(t.name) || !Number.isInteger(t.rows))
      throw new ImportError(`The archive's ${MANIFEST} names an invalid table: ${String(t.name)}`);
  for (const f of manifest.files)
    if (typeof f.key !== 'string' || f.path !== filePath(f.key) || f.key.includes('..'))
      throw new ImportError(`The archive's ${MANIFEST} names an invalid file: ${String(f.key)}`);
  return manifest;
}

/** Every table's lines and every file's bytes against the manifest (count, size, SHA-256). */
async function verifyArchive(
  zip: ZipReader,
  manifest: ExportManifest,
  step: (n: number, what: string) => Promise<void>,
): Promise<void> {
  const refuse = (what: string) =>
    new ImportError(
      `${what}: the archive was changed or damaged after it was written. Nothing was imported.`,
    );
  try {
    for (const table of manifest.tables) {
      if (!zip.has(table.path)) throw refuse(`${table.path} is missing`);
      const hash = createHash('sha256');
      let lines = 0;
      for await (const chunk of await zip.stream(table.path)) {
        const bytes = chunk as Buffer;
        hash.update(bytes);
        for (let i = bytes.indexOf(10); i >= 0; i = bytes.indexOf(10, i + 1)) lines++;
      }
      if (hash.digest('hex') !== table.sha256) throw refuse(`${table.path} does not match its checksum`);
      if (lines !== table.rows)
        throw refuse(`${table.path} has ${lines} rows, the manifest says ${table.rows}`);
      await step(table.rows, table.name);
    }
    for (const file of manifest.files) {
      if (!zip.has(file.path)) throw refuse(`${file.path} is missing`);
      const bytes = await zip.read(file.path);
      if (createHash('sha256').update(bytes).digest('hex') !== file.sha256)
        throw refuse(`${file.path} does not match its checksum`);
      await step(1, 'files');
    }
  } catch (e) {
    if (e instanceof ZipFormatError) throw refuse((e as Error).message);
    throw e;
  }
}
