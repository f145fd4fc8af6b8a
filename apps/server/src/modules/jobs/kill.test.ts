import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase, PGLITE_EXTENSIONS } from '../../core/db.ts';
import { readWorkbook } from '../../crud/testing.ts';
import { createPostgresDatabase, pgliteTemplate } from '../../test/db.ts';
import { type ServerProcess, startServerProcess } from '../../test/server-process.ts';
import { sessionTokenFor } from '../../test/session-token.ts';

/**
 * The server is killed (SIGKILL: no shutdown, no goodbye) in the middle of an export job, on a
 * data directory or database of its own, and started again: the job is run again from the start
 * and ends 'done' with the whole file (attempts 2), never left 'running'. On the embedded
 * database the killed process leaves its lock file behind, which the next start takes over.
 */
const onPostgres = process.env.TEST_DRIVER === 'postgres';
const STUDENTS = 20_000;

function startServer(env: Record<string, string>): Promise<ServerProcess> {
  return startServerProcess(
    { SEED_DEMO: 'false', JOB_LEASE_SECONDS: '3', ...env },
    { tries: 600, intervalMs: 200 },
  );
}

interface Job {
  status: string;
  done: number;
  total: number;
  attempts: number;
  error: string | null;
}

async function jobOf(server: ServerProcess, token: string, id: string): Promise<Job> {
  const res = await fetch(`${server.base}/sys/job/queryById?id=${id}`, {
    headers: { 'x-access-token': token },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { result: Job }).result;
}

async function waitFor(
  server: ServerProcess,
  token: string,
  id: string,
  ok: (j: Job) => boolean,
  ms: number,
) {
  const end = Date.now() + ms;
  for (;;) {
    const job = await jobOf(server, token, id);
    if (ok(job)) return job;
    if (Date.now() > end) throw new Error(`job still ${JSON.stringify(job)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Many students, and a session for the administrator (the server is not running yet on PGlite). */
async function prepare(database: Database): Promise<string> {
  await database.db.execute(sql`
    insert into student (id, create_by, student_number, name, sex, enrol_score, enrol_day, status)
    select 'kill' || g, 'admin', 'K' || lpad(g::text, 7, '0'), 'Student ' || g, (1 + g % 2)::text,
           300 + (g % 400), date '2015-09-01' + (g % 3000), '1'
    from generate_series(1, ${STUDENTS}) as g`);
  return sessionTokenFor(database.db);
}

async function killMidExport(env: Record<string, string>, token: string, expectedRows: number) {
  // Slow batches (a pause after each 5,000 rows) so that the kill lands in the middle.
  let server = await startServer({ ...env, JOB_EXPORT_PACE_MS: '1500' });
  const asked = await fetch(`${server.base}/aacsb/student/exportXls/job`, {
    method: 'POST',
    headers: { 'x-access-token': token },
  });
  expect(asked.status).toBe(200);
  const id = ((await asked.json()) as { result: { jobId: string } }).result.jobId;
  const mid = await waitFor(server, token, id, (j) => j.status === 'running' && j.done > 0, 60_000);
  expect(mid.done).toBeLessThan(mid.total);
  server.child.kill('SIGKILL');
  await server.exited;

  server = await startServer(env);
  try {
    const ended = await waitFor(
      server,
      token,
      id,
      (j) => j.status !== 'running' && j.status !== 'queued',
      90_000,
    );
    expect(ended).toMatchObject({
      status: 'done',
      attempts: 2,
      error: null,
      done: expectedRows,
      total: expectedRows,
    });
    const file = await fetch(`${server.base}/sys/job/download?id=${id}`, {
      headers: { 'x-access-token': token },
    });
    expect(file.status).toBe(200);
    const rows = await readWorkbook(Buffer.from(await file.arrayBuffer()));
    expect(rows).toHaveLength(expectedRows + 1);
    expect(rows.filter((r) => r[0]?.startsWith('K00'))).toHaveLength(STUDENTS);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

describe('a server killed in the middle of an export job', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const clean of cleanups) await clean();
  });

  it.runIf(!onPostgres)(
    'on the embedded database runs the job again after its restart',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'accredit-kill-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      // The run's migrated and seeded template, unpacked into a data directory of its own.
      const pglite = new PGlite(join(dir, 'pgdata'), {
        loadDataDir: pgliteTemplate(),
        extensions: PGLITE_EXTENSIONS,
      });
      const database = await openDatabase({ pglite });
      const token = await prepare(database);
      const [{ n }] = await database.rows<{ n: number }>(sql`select count(*)::int as n from student`);
      await database.close();
      await killMidExport({ DATA_DIR: dir }, token, n);
    },
    300_000,
  );

  it.runIf(onPostgres)(
    'on PostgreSQL runs the job again once the lease has run out',
    async () => {
      const database = await createPostgresDatabase('accredit_kill', inject('postgresTemplate'));
      cleanups.push(() => database.close());
      const token = await prepare(database);
      const [{ n }] = await database.rows<{ n: number }>(sql`select count(*)::int as n from student`);
      await killMidExport({ DATABASE_URL: database.url }, token, n);
    },
    300_000,
  );
});
