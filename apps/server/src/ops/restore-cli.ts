import { resolve } from 'node:path';
import { loadConfig } from '../core/config.ts';
import { MigrationError } from '../db/migrate.ts';
import { openConfiguredDatabase } from '../server.ts';
import { RestoreError, restoreBackup } from './backup.ts';

/**
 * `npm run restore FILE`: brings an empty installation (a new database or DATA_DIR, with
 * STORAGE pointing where the files should go) back to the archive, then upgrades it to this
 * version. The server must be stopped; on the embedded database its lock makes sure of that.
 */
const config = loadConfig();
const file = process.argv[2];
if (!file) {
  process.stderr.write('Usage: npm run restore FILE\n');
  process.exit(2);
}
try {
  const { database, release } = await openConfiguredDatabase(config);
  try {
    const manifest = await restoreBackup(database, config, resolve(file));
    const rows = Object.values(manifest.rowCounts).reduce((a, b) => a + b, 0);
    process.stdout.write(
      `Restored ${rows} rows and ${manifest.files} files from the backup of ${manifest.createdAt} (version ${manifest.appVersion}).\n`,
    );
  } finally {
    await database.close();
    release();
  }
} catch (e) {
  if (!(e instanceof RestoreError || e instanceof MigrationError)) throw e;
  process.stderr.write(`Restore failed: ${e.message}\n`);
  process.exitCode = 1;
}
