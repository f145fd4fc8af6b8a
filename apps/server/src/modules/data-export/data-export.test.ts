import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../core/config.ts';
import { type Database, inTransaction, openDatabase } from '../../core/db.ts';
import { storageFor } from '../../core/storage.ts';
import { loadRows, resetSequences, rowCounts } from '../../db/dump.ts';
import { readFixture } from '../../db/fixtures/baseline.ts';
import { appliedMigrations, readMigrations, runMigrations } from '../../db/migrate.ts';
import { seedDemoFiles } from '../../seed/demo-files.ts';
import { createPostgresDatabase } from '../../test/db.ts';
import { TEST_ENV, useTestApp } from '../../test/harness.ts';
import { jobWorker } from '../jobs/module.ts';
import { writeExportArchive } from './export.ts';
import { EXCLUDED_TABLES, type ExportManifest, MANIFEST } from './format.ts';
import { ImportError, importArchive } from './import.ts';
import { ZipReader, ZipWriter } from './zip.ts';

/**
 * The full data export of the demo school (with its shared files) through the job an
 * administrator starts, imported into an empty installation on the OTHER database (PostgreSQL
 * when this run is on the embedded one and TEST_DATABASE_URL is given; the embedded one when this
 * run is on PostgreSQL): every table's row count matches, records and files read back the same;
 * a non-empty installation and an edited archive are refused and change nothing.
 */
const work = mkdtempSync(join(tmpdir(), 'accredit-full-export-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const t = useTestApp({ UPLOAD_DIR: join(work, 'uploads-source'), JOB_CONCURRENCY: '1' });
const onPostgres = () => t.database.driver === 'postgres';

/** An empty database on the other driver when there is one to reach, else on this one. */
async function otherEmptyDatabase(): Promise<Database> {
  if (onPostgres()) return openDatabase({ memory: true });
  if (process.env.TEST_DATABASE_URL) return createPostgresDatabase('accredit_import');
  return openDatabase({ memory: true });
}

const targetConfig = (name: string) => loadConfig({ ...TEST_ENV, UPLOAD_DIR: join(work, name) });

let archive: string;
let manifest: ExportManifest;
/** The source's row counts just before the job was asked for and after it ended (its own job file left out). */
let before: Record<string, number>;
let after: Record<string, number>;
let jobFiles: number;

beforeAll(async () => {
  // The run's template has no stored files: the demo school's shared files are added here.
  await inTransaction(t.database.db, (tx) => seedDemoFiles(tx, storageFor(t.config)));
  await textExtracted();
  const admin = await t.tokenFor('admin');
  before = await rowCounts(t.database.db);
  const started = await t.api.post<{ jobId: string }>('/sys/dataExport/job', {}, { token: admin });
  expect(started.status, started.body.message).toBe(200);
  const jobId = started.body.result.jobId;
  await jobWorker()?.idle();
  const [job] = await t.database.rows<{ status: string; done: number; total: number; error: string | null }>(
    sql`select status, done, total, error from sys_job where id = ${jobId}`,
  );
  expect(job.error).toBeNull();
  expect(job.status).toBe('done');
  expect(job.total).toBeGreaterThan(10_000);
  expect(job.done).toBe(job.total);
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/sys/job/download',
    query: { id: jobId },
    headers: { 'x-access-token': admin },
  });
  expect(res.statusCode).toBe(200);
  archive = join(work, 'school.zip');
  writeFileSync(archive, res.rawPayload);
  manifest = JSON.parse((await (await ZipReader.open(archive)).read(MANIFEST)).toString('utf8'));
  after = await rowCounts(t.database.db);
  [{ n: jobFiles }] = await t.database.rows<{ n: number }>(
    sql`select count(*)::int as n from sys_file where kind = 'job'`,
  );
  after.sys_file -= jobFiles;
}, 120_000);

describe('full data export', () => {
  it('writes every kept table, every uploaded file and a workbook per resource with records', async () => {
    const zip = await ZipReader.open(archive);
    const tables = manifest.tables.map((x) => x.name);
    expect([...tables, ...Object.keys(EXCLUDED_TABLES)].sort()).toEqual(Object.keys(after).sort());
    // The snapshot is taken between the two counts (asking logs the call; the job's end notifies).
    for (const table of manifest.tables) {
      expect(table.rows, table.name).toBeGreaterThanOrEqual(before[table.name]);
      expect(table.rows, table.name).toBeLessThanOrEqual(after[table.name]);
    }
    const changed = Object.keys(after).filter((x) => after[x] !== before[x] && !(x in EXCLUDED_TABLES));
    expect(changed.length).toBeLessThanOrEqual(3);
    expect(manifest.files.length).toBeGreaterThan(20);
    expect(manifest.missingFiles).toEqual([]);
    expect(manifest.excel.length).toBeGreaterThan(30);
    for (const entry of [...manifest.tables.map((x) => x.path), ...manifest.files.map((f) => f.path)])
      expect(zip.has(entry), entry).toBe(true);
    // Types as the database has them: timestamps in ISO 8601, jsonb as JSON.
    const [first] = await firstLines(zip, 'data/sys_user.jsonl');
    const user = JSON.parse(first) as Record<string, unknown>;
    expect(user.username).toBeTypeOf('string');
    expect(String(user.create_time)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/);
    // The teachers' workbook is a real xlsx (a zip itself) with English headers.
    const teachers = await zip.read('excel/teacher.xlsx');
    expect(teachers.subarray(0, 2).toString()).toBe('PK');
  });

  it('is for administrators only', async () => {
    const teacher = await t.tokenFor('teacher');
    const res = await t.api.post('/sys/dataExport/job', {}, { token: teacher });
    expect(res.status).toBe(403);
  });

  it('imports into an empty installation on the other database: every table and file the same', async () => {
    const target = await otherEmptyDatabase();
    const config = targetConfig('uploads-target');
    try {
      const steps: number[] = [];
      await importArchive(target, storageFor(config), archive, async (done) => {
        steps.push(done);
      });
      expect(steps.length).toBeGreaterThan(10);
      const counts = await rowCounts(target.db);
      for (const table of Object.keys(after)) {
        const archived = manifest.tables.find((x) => x.name === table);
        expect(counts[table], table).toBe(archived ? archived.rows : 0);
        // Tables the export's own calls did not touch hold exactly the source's rows.
        if (archived && before[table] === after[table]) expect(counts[table], table).toBe(after[table]);
      }
      // Records read back identical (compared as the database renders them).
      for (const table of ['sys_user', 'teacher', 'sys_file', 'sys_dict_item']) {
        const q = sql`select coalesce(json_agg(t order by t::text), '[]'::json)::text as j from ${sql.raw(table)} t ${
          table === 'sys_file' ? sql`where kind <> 'job'` : sql``
        }`;
        const [a] = await t.database.rows<{ j: string }>(q);
        const [b] = await target.rows<{ j: string }>(q);
        expect(JSON.parse(b.j), table).toEqual(JSON.parse(a.j));
      }
      // Files read back byte for byte.
      for (const f of manifest.files.slice(0, 5))
        expect(await storageFor(config).get(f.key)).toEqual(await storageFor(t.config).get(f.key));
      expect((await appliedMigrations(target.db)).length).toBe(manifest.migrationLevel);

      // A second import into the (no longer empty) installation is refused and changes nothing.
      await expect(importArchive(target, storageFor(config), archive)).rejects.toThrow(/not empty/);
      expect(await rowCounts(target.db)).toEqual(counts);
    } finally {
      await target.close();
    }
  }, 180_000);

  it('refuses an edited archive with a clear message and writes nothing', async () => {
    const zip = await ZipReader.open(archive);
    const edited = join(work, 'edited.zip');
    const out = new ZipWriter(edited);
    for (const { name } of zip.entries) {
      let bytes = await zip.read(name);
      if (name === 'data/sys_user.jsonl')
        bytes = Buffer.from(bytes.toString('utf8').replace('"realname":"', '"realname":"X'), 'utf8');
      await out.addBuffer(name, bytes);
    }
    await out.finish();
    const target = await openDatabase({ memory: true });
    try {
      await expect(importArchive(target, storageFor(targetConfig('uploads-edited')), edited)).rejects.toThrow(
        /data\/sys_user\.jsonl does not match its checksum: the archive was changed or damaged/,
      );
      const [migrated] = await target.rows<{ t: string | null }>(
        sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`,
      );
      expect(migrated.t).toBeNull();
    } finally {
      await target.close();
    }
  }, 60_000);

  it('refuses a file that is not an archive', async () => {
    const bogus = join(work, 'bogus.zip');
    writeFileSync(bogus, 'not a zip');
    const target = await openDatabase({ memory: true });
    try {
      await expect(importArchive(target, storageFor(t.config), bogus)).rejects.toThrow(ImportError);
    } finally {
      await target.close();
    }
  });
});

/** Waits for the text worker to read the demo files (it writes file_info and search_doc). */
async function textExtracted(): Promise<void> {
  let last = -1;
  for (let i = 0; i < 600; i++) {
    const [row] = await t.database.rows<{ queued: number; docs: number }>(
      sql`select (select count(*) from file_info where text_status = '1')::int as queued,
                 (select count(*) from search_doc)::int as docs`,
    );
    if (row.queued === 0 && row.docs === last) return;
    last = row.queued === 0 ? row.docs : -1;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('the text worker did not finish');
}

describe('an archive from an older version', () => {
  it('imports at its own migration level, then migrates forward', async () => {
    const fixture = readFixture();
    const old = await openDatabase({ memory: true });
    const target = await openDatabase({ memory: true });
    try {
      await runMigrations(old, { only: fixture.migrations });
      await old.db.transaction(async (tx) => {
        for (const [table, rows] of Object.entries(fixture.tables)) await loadRows(tx, table, rows);
        await resetSequences(tx);
      });
      const file = join(work, 'baseline.zip');
      const storage = storageFor(targetConfig('uploads-baseline'));
      const written = await writeExportArchive(old, storage, file, { workbooks: false });
      expect(written.manifest.migrationLevel).toBe(fixture.migrations.length);
      expect(written.manifest.migrationLevel).toBeLessThan(readMigrations().length);

      await importArchive(target, storage, file);
      expect((await appliedMigrations(target.db)).length).toBe(readMigrations().length);
      const [users] = await target.rows<{ n: number }>(sql`select count(*)::int as n from sys_user`);
      expect(users.n).toBe(fixture.tables.sys_user.length);
      const [admin] = await target.rows<{ password_hash: string }>(
        sql`select password_hash from sys_user where username = 'admin'`,
      );
      expect(admin.password_hash).toBe(
        fixture.tables.sys_user.find((u) => u.username === 'admin')?.password_hash,
      );
    } finally {
      await old.close();
      await target.close();
    }
  }, 180_000);
});

async function firstLines(zip: ZipReader, ...names: string[]): Promise<string[]> {
  const out: string[] = [];
  for (const name of names.filter((n) => zip.has(n)))
    for await (const line of zip.lines(name)) {
      out.push(line);
      break;
    }
  return out;
}
