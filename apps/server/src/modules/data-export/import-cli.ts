import { resolve } from 'node:path';
import { loadConfig } from '../../core/config.ts';
import { DataDirLockedError } from '../../core/lock.ts';
import { storageFor } from '../../core/storage.ts';
import { MigrationError } from '../../db/migrate.ts';
import { openConfiguredDatabase } from '../../server.ts';
import { ImportError, importArchive } from './import.ts';

/**
 * `npm run import-archive FILE`: brings an empty installation (a new DATABASE_URL database, or a
 * new DATA_DIR for the embedded one, with STORAGE pointing where the files should go) to the
 * school in a full data export, whichever database the export was read from; then upgrades it to
 * this version. The server must be stopped (on the embedded database its lock makes sure of it)
 * and must not have been started on it yet: an installation with any row is refused.
 */
const config = loadConfig();
const file = process.argv[2];
if (!file) {
  process.stderr.write('Usage: npm run import-archive FILE\n');
  process.exit(2);
}

let shown = 0;
async function progress(done: number, total: number, step: string): Promise<void> {
  const now = Date.now();
  if (now - shown < 1000 && done < total) return;
  shown = now;
  process.stdout.write(`  ${Math.floor((100 * done) / Math.max(total, 1))}% (${step})\n`);
}

try {
  const { database, release } = await openConfiguredDatabase(config);
  try {
    const started = Date.now();
    const manifest = await importArchive(database, storageFor(config), resolve(file), progress);
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
    process.stdout.write(
      `Imported ${rows} rows in ${manifest.tables.length} tables and ${manifest.files.length} files from the export of ${manifest.createdAt} (version ${manifest.appVersion}, ${manifest.driver}) in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`,
    );
  } finally {
    await database.close();
    release();
  }
} catch (e) {
  if (!(e instanceof ImportError || e instanceof MigrationError || e instanceof DataDirLockedError)) throw e;
  process.stderr.write(`Import failed: ${e.message}\n`);
  process.exitCode = 1;
}
