import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../core/config.ts';
import type { Database } from '../core/db.ts';
import { type BackupManifest, writeBackup } from './backup.ts';

/**
 * The embedded database belongs to one process (the running server holds its lock), so a
 * backup of a running embedded installation is written by the server itself: `npm run backup`
 * drops a request file in DATA_DIR/backup-requests and waits for the answer beside it. Only
 * someone who can write to DATA_DIR can ask, which is who could copy the data anyway.
 */
export function requestsDir(dataDir: string): string {
  return join(dataDir, 'backup-requests');
}

interface Answer {
  ok: boolean;
  manifest?: BackupManifest;
  error?: string;
}

/** Server side: answers pending requests; returns a stop function. */
export function serveBackupRequests(
  database: Database,
  config: Config,
  dataDir: string,
  log: (msg: string) => void,
): () => void {
  const dir = requestsDir(dataDir);
  mkdirSync(dir, { recursive: true });
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      for (const name of readdirSync(dir).filter((n) => n.endsWith('.request'))) {
        const id = name.slice(0, -'.request'.length);
        const taken = join(dir, `${id}.taken`);
        renameSync(join(dir, name), taken);
        const { path } = JSON.parse(readFileSync(taken, 'utf8')) as { path: string };
        let answer: Answer;
        try {
          answer = { ok: true, manifest: await writeBackup(database, config, path) };
          log(`Backup written to ${path}`);
        } catch (e) {
          answer = { ok: false, error: (e as Error).message };
        }
        writeFileSync(join(dir, `${id}.answer.tmp`), JSON.stringify(answer));
        renameSync(join(dir, `${id}.answer.tmp`), join(dir, `${id}.answer`));
        rmSync(taken, { force: true });
      }
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void tick().catch((e) => log(`Backup request failed: ${e}`)), 1000);
  timer.unref();
  return () => clearInterval(timer);
}

/** CLI side: asks the running server and waits for its answer. */
export async function askRunningServer(
  dataDir: string,
  path: string,
  timeoutMs = 30 * 60_000,
): Promise<BackupManifest> {
  const dir = requestsDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const id = `${Date.now()}-${process.pid}`;
  writeFileSync(join(dir, `${id}.tmp`), JSON.stringify({ path }));
  renameSync(join(dir, `${id}.tmp`), join(dir, `${id}.request`));
  const answerFile = join(dir, `${id}.answer`);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (existsSync(answerFile)) {
      const answer = JSON.parse(readFileSync(answerFile, 'utf8')) as Answer;
      rmSync(answerFile, { force: true });
      if (!answer.ok || !answer.manifest)
        throw new Error(`The server could not write the backup: ${answer.error}`);
      return answer.manifest;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  rmSync(join(dir, `${id}.request`), { force: true });
  throw new Error('The running server did not answer the backup request (is it a version with backups?).');
}
