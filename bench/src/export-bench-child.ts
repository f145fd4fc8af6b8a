import { sql } from 'drizzle-orm';
import type { BenchEnv } from './env.ts';
import { startEnv } from './env.ts';
import { profiled } from './profile.ts';

/**
 * One database's export measurement in a process of its own (export-bench.ts starts it with
 * --expose-gc): the figures of one database are not moved by the memory the other one left, and
 * the growth is this process's peak over its level before the first export. Prints one line of
 * JSON: { warm, sync, job } figures. Started by export-bench.ts only: importing it runs it.
 */
export const EXPORT_ROWS = 100_000;

export interface ExportFigures {
  seconds: number;
  /** CPU time of this process (server and client share it; PostgreSQL's own is not counted). */
  cpuSeconds: number;
  rowsPerSecond: number;
  fileMb: number;
  /** Peak RSS while it ran over the RSS before the first export. */
  rssGrowthMb: number;
  /** Peak heap used while it ran over the heap before the first export. */
  heapGrowthMb: number;
  /** Heap used after it and a collection, over the level before the first export (what stays). */
  heapAfterMb: number;
}

async function seedStudents(env: BenchEnv): Promise<void> {
  await env.database.db.execute(sql`
    insert into student (id, create_by, student_number, name, sex, country_id, province_id, enrol_score, enrol_day, class_id, status, college_id, major_id)
    select 'bench' || g, 'admin', 'S' || lpad(g::text, 7, '0'), 'Student ' || g, (1 + g % 2)::text, (1 + (g % 7 = 0)::int)::text,
           'P' || (g % 31), 300 + (g % 400), date '2015-09-01' + (g % 3000), 'C' || (g % 200), (1 + (g % 10 = 0)::int)::text,
           'D' || (g % 12), 'M' || (g % 40)
    from generate_series(1, ${EXPORT_ROWS}) as g`);
  await env.database.db.execute(sql`analyze student`);
}

const mb = (n: number) => n / 1024 / 1024;
const gc = () => {
  global.gc?.();
  global.gc?.();
};

async function sampled(
  idle: NodeJS.MemoryUsage,
  work: () => Promise<number | { bytes: number; seconds: number }>,
): Promise<ExportFigures> {
  gc();
  let rss = process.memoryUsage.rss();
  let heap = process.memoryUsage().heapUsed;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss);
    heap = Math.max(heap, m.heapUsed);
  }, 10);
  const began = performance.now();
  const cpu = process.cpuUsage();
  const done = await work();
  const bytes = typeof done === 'number' ? done : done.bytes;
  const seconds = typeof done === 'number' ? (performance.now() - began) / 1000 : done.seconds;
  const used = process.cpuUsage(cpu);
  clearInterval(sampler);
  const m = process.memoryUsage();
  rss = Math.max(rss, m.rss);
  heap = Math.max(heap, m.heapUsed);
  gc();
  return {
    seconds,
    cpuSeconds: (used.user + used.system) / 1e6,
    rowsPerSecond: EXPORT_ROWS / seconds,
    fileMb: mb(bytes),
    rssGrowthMb: mb(rss - idle.rss),
    heapGrowthMb: mb(heap - idle.heapUsed),
    heapAfterMb: mb(process.memoryUsage().heapUsed - idle.heapUsed),
  };
}

/** The run of median speed, its growth the largest of the runs (memory is judged by the worst). */
function median(runs: ExportFigures[]): ExportFigures {
  const sorted = [...runs].sort((a, b) => a.rowsPerSecond - b.rowsPerSecond);
  const mid = sorted[Math.floor(sorted.length / 2)];
  return {
    ...mid,
    rssGrowthMb: Math.max(...runs.map((r) => r.rssGrowthMb)),
    heapGrowthMb: Math.max(...runs.map((r) => r.heapGrowthMb)),
    heapAfterMb: Math.max(...runs.map((r) => r.heapAfterMb)),
  };
}

async function syncExport(env: BenchEnv): Promise<number> {
  const res = await fetch(`${env.baseUrl}/api/aacsb/student/exportXls?pageSize=-1`, {
    headers: { 'X-Access-Token': env.adminToken },
  });
  if (!res.ok || !res.body) throw new Error(`export answered ${res.status}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += (chunk as Uint8Array).byteLength;
  return bytes;
}

/**
 * The background job as its asker sees it: asked for, run, its file downloaded. It is done when
 * the server wrote it done (its finish time), not when a poll happened to see it: the web app
 * polls once a second, and polling every few milliseconds would load the server it measures. The
 * figure is the time from asking to the job's finish, plus the download.
 */
async function jobExport(env: BenchEnv): Promise<{ bytes: number; seconds: number }> {
  const headers = { 'X-Access-Token': env.adminToken };
  const asked = Date.now();
  const answer = await fetch(`${env.baseUrl}/api/aacsb/student/exportXls/job?pageSize=-1`, {
    method: 'POST',
    headers,
  });
  const body = (await answer.json()) as { result?: { jobId: string }; message: string };
  if (!answer.ok || !body.result) throw new Error(`export job answered ${answer.status}: ${body.message}`);
  const id = body.result.jobId;
  let finished: number;
  for (;;) {
    const res = await fetch(`${env.baseUrl}/api/sys/job/queryById?id=${id}`, { headers });
    const job = (
      (await res.json()) as {
        result: { status: string; error: string | null; done: number; finishTime: string | null };
      }
    ).result;
    if (job.status === 'done') {
      if (job.done < EXPORT_ROWS) throw new Error(`export job wrote ${job.done} rows`);
      finished = new Date(job.finishTime ?? Date.now()).getTime();
      break;
    }
    if (job.status !== 'queued' && job.status !== 'running')
      throw new Error(`export job ${job.status}: ${job.error}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const began = performance.now();
  const file = await fetch(`${env.baseUrl}/api/sys/job/download?id=${id}`, { headers });
  if (!file.ok) throw new Error(`job file answered ${file.status}`);
  const bytes = (await file.arrayBuffer()).byteLength;
  return { bytes, seconds: (finished - asked + performance.now() - began) / 1000 };
}

/**
 * Waits until this process is nearly idle (under 10% of a core over 2 s, 4 minutes at most): the
 * server's search index worker starts when it listens and indexes the students just seeded, work
 * a running server has long done, which would otherwise fall into the first export (on PGlite it
 * shares the one connection and held the first export up for a minute).
 */
async function settled(): Promise<void> {
  const until = performance.now() + 240_000;
  while (performance.now() < until) {
    const cpu = process.cpuUsage();
    await new Promise((r) => setTimeout(r, 2000));
    const used = process.cpuUsage(cpu);
    if ((used.user + used.system) / 1e6 < 0.2) return;
  }
}

const driver = process.argv[2] as 'pglite' | 'postgres';
const env = await startEnv(driver, process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL);
try {
  await seedStudents(env);
  await settled();
  gc();
  // The level before any export: what a first export leaves (code, PGlite's grown memory) counts.
  const idle = process.memoryUsage();
  // A first run, not timed, warms the code paths and the database's caches (its peak is caught
  // by the timed runs' growth only if they reach it again).
  const warm = await sampled(idle, () => syncExport(env));
  // Each path three times, its median run reported (one run moved by 20% between runs on a busy
  // machine). BENCH_PROFILE=<file>: a CPU profile of the timed exports (server and client share
  // the process).
  const { sync, job } = await profiled(async () => {
    const runs = { sync: [] as ExportFigures[], job: [] as ExportFigures[] };
    for (let i = 0; i < 3; i++) {
      runs.sync.push(await sampled(idle, () => syncExport(env)));
      runs.job.push(await sampled(idle, () => jobExport(env)));
    }
    return { sync: median(runs.sync), job: median(runs.job) };
  });
  process.stdout.write(`${JSON.stringify({ warm, sync, job })}\n`);
} finally {
  await env.close();
}
