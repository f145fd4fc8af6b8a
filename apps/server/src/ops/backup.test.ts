import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../core/config.ts';
import { storageFor } from '../core/storage.ts';
import { uploadThroughApi } from '../crud/testing.ts';
import { rowCounts } from '../db/dump.ts';
import { createEmptyDatabase } from '../test/db.ts';
import { TEST_ENV, useTestApp } from '../test/harness.ts';
import { RestoreError, restoreBackup, writeBackup } from './backup.ts';
import { askRunningServer, serveBackupRequests } from './backup-requests.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const work = mkdtempSync(join(tmpdir(), 'accredit-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('backup and restore', () => {
  const t = useTestApp({ UPLOAD_DIR: join(work, 'uploads-source') });

  it('round-trips every row and every uploaded file into an empty installation', async () => {
    const teacher = await t.tokenFor('teacher');
    const up = await uploadThroughApi(t.app, teacher, PDF, 'evidence.pdf', 'pdf');
    expect(up.status, up.message).toBe(200);
    const before = await rowCounts(t.database.db);
    const file = join(work, 'school.jsonl.gz');
    const manifest = await writeBackup(t.database, t.config, file);
    expect(manifest.rowCounts).toEqual(before);
    expect(manifest.files).toBeGreaterThanOrEqual(1);

    const target = await createEmptyDatabase();
    try {
      const targetConfig = loadConfig({ ...TEST_ENV, UPLOAD_DIR: join(work, 'uploads-target') });
      await restoreBackup(target, targetConfig, file);
      expect(await rowCounts(target.db)).toEqual(before);
      const id = up.url!.split('/').pop()!;
      const [stored] = await target.rows<{ stored_name: string }>(
        sql`select stored_name from sys_file where id = ${id}`,
      );
      expect(await storageFor(targetConfig).get(stored.stored_name)).toEqual(PDF);
      const [admin] = await target.rows<{ password_hash: string }>(
        sql`select password_hash from sys_user where username = 'admin'`,
      );
      const [source] = await t.database.rows<{ password_hash: string }>(
        sql`select password_hash from sys_user where username = 'admin'`,
      );
      expect(admin).toEqual(source);

      // A second restore into the same (no longer empty) installation is refused and changes nothing.
      await expect(restoreBackup(target, targetConfig, file)).rejects.toThrow(RestoreError);
      expect(await rowCounts(target.db)).toEqual(before);
    } finally {
      await target.close();
    }
    // The whole demo school (over 10,000 rows with the curriculum) is written and restored twice.
  }, 60_000);

  it('refuses a file that is not a backup', async () => {
    const bogus = join(work, 'bogus.gz');
    writeFileSync(bogus, 'not gzip');
    const target = await createEmptyDatabase();
    try {
      await expect(restoreBackup(target, t.config, bogus)).rejects.toThrow(RestoreError);
    } finally {
      await target.close();
    }
  });

  it('lets `npm run backup` ask the running server that holds the embedded database', async () => {
    const dataDir = join(work, 'data');
    const stop = serveBackupRequests(t.database, t.config, dataDir, () => {});
    try {
      const manifest = await askRunningServer(dataDir, join(work, 'asked.jsonl.gz'), 20_000);
      expect(manifest.rowCounts.sys_user).toBeGreaterThan(5);
    } finally {
      stop();
    }
  });
});
