import { resolve } from 'node:path';
import { loadConfig } from '../core/config.ts';
import { openDatabase } from '../core/db.ts';
import { acquireDataDirLock, DataDirLockedError } from '../core/lock.ts';
import type { BackupManifest } from './backup.ts';
import { writeBackup } from './backup.ts';
import { askRunningServer } from './backup-requests.ts';

/**
 * `npm run backup [FILE]`: one archive of the database and the uploaded files, while the server
 * runs. On PostgreSQL it reads the database directly; on the embedded database it asks the
 * running server (which holds the database), or opens it itself when no server runs.
 */
const config = loadConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
const file = resolve(process.argv[2] ?? `accredit-backup-${stamp}.jsonl.gz`);

async function backup(): Promise<BackupManifest> {
  if (config.DATABASE_URL) {
    const database = await openDatabase({ url: config.DATABASE_URL, poolSize: 2 });
    try {
      return await writeBackup(database, config, file);
    } finally {
      await database.close();
    }
  }
  const dataDir = resolve(config.DATA_DIR);
  let release: () => void;
  try {
    release = acquireDataDirLock(dataDir);
  } catch (e) {
    if (!(e instanceof DataDirLockedError)) throw e;
    process.stdout.write('The server is running: asking it to write the backup.\n');
    return askRunningServer(dataDir, file);
  }
  try {
    const database = await openDatabase({ dataDir: resolve(dataDir, 'pgdata') });
    try {
      return await writeBackup(database, config, file);
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

try {
  const manifest = await backup();
  const rows = Object.values(manifest.rowCounts).reduce((a, b) => a + b, 0);
  process.stdout.write(
    `Backup written to ${file}: ${rows} rows in ${Object.keys(manifest.rowCounts).length} tables, ${manifest.files} files.\n`,
  );
  if (manifest.missingFiles.length)
    process.stdout.write(
      `Warning: ${manifest.missingFiles.length} recorded files were missing from storage.\n`,
    );
} catch (e) {
  process.stderr.write(`Backup failed: ${(e as Error).message}\n`);
  process.exitCode = 1;
}
