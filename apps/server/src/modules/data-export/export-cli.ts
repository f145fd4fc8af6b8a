import { resolve } from 'node:path';
import { loadConfig } from '../../core/config.ts';
import { DataDirLockedError } from '../../core/lock.ts';
import { storageFor } from '../../core/storage.ts';
import { openConfiguredDatabase } from '../../server.ts';
import { writeExportArchive } from './export.ts';

/**
 * `npm run export-archive [FILE]`: the full data export from the command line, the same archive
 * the administrators' job writes. On PostgreSQL it reads while the server runs; the embedded
 * database belongs to its running server, so there start the export from School Settings (or
 * stop the server first).
 */
const config = loadConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
const file = resolve(process.argv[2] ?? `accredit-export-${stamp}.zip`);

try {
  const { database, release } = await openConfiguredDatabase(config);
  try {
    const started = Date.now();
    const { manifest, bytes } = await writeExportArchive(database, storageFor(config), file);
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
    process.stdout.write(
      `Export written to ${file} (${(bytes / 1048576).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s): ${rows} rows in ${manifest.tables.length} tables, ${manifest.files.length} files, ${manifest.excel.length} workbooks.\n`,
    );
    if (manifest.missingFiles.length)
      process.stdout.write(
        `Warning: ${manifest.missingFiles.length} recorded files were missing from storage.\n`,
      );
  } finally {
    await database.close();
    release();
  }
} catch (e) {
  if (!(e instanceof DataDirLockedError)) throw e;
  process.stderr.write(
    `Export failed: ${e.message}\nThe server holds the embedded database: start the export from School Settings, or stop the server first.\n`,
  );
  process.exitCode = 1;
}
