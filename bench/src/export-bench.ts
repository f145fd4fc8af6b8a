import { sql } from 'drizzle-orm';
import type { BenchEnv } from './env.ts';
import { startEnv } from './env.ts';
import { printTable } from './lib.ts';
import { recordTarget } from './targets.ts';

/**
 * Issue 22 item 3's export target: 100,000 resource rows (students) exported to Excel over HTTP,
 * by the synchronous download (GET exportXls, consumed as a stream) and by the background job
 * (POST exportXls/job, followed until done, then its file downloaded): rows a second and the
 * process's memory growth (RSS and heap: the peak while each runs over the level before the first
 * export) and the CPU time it took.
 */
export const EXPORT_ROWS = 100_000;
const TARGET_RATE = 50_000;
const TARGET_GROWTH_MB = 100;

async function seedStudents(env: BenchEnv): Promise<void> {
  await env.database.db.execute(sql`
    insert into student (id, create_by, student_number, name, sex, country_id, province_id, enrol_score, enrol_day, class_id, status, college_id, major_id)
    select 'bench' || g, 'admin', 'S' || lpad(g::text, 7, '0'), 'Student ' || g, (1 + g % 2)::text, (1 + (g % 7 = 0)::int)::text,
           'P' || (g % 31), 300 + (g % 400), date '2015-09-01' + (g % 3000), 'C' || (g % 200), (1 + (g % 10 = 0)::int)::text,
           'D' || (g % 12), 'M' || (g % 40)
    from generate_series(1, ${EXPORT_ROWS}) as g`);
  await env.database.db.execute(sql`analyze student`);
}

interface Figures {
  seconds: number;
  /** CPU time of the process (server and client share it): a figure less shaken by a busy machine. */
  cpuSeconds: number;
  rowsPerSecond: number;
  fileMb: number;
  rssGrowthMb: number;
  heapGrowthMb: number;
}

const mb = (n: number) => n / 1024 / 1024;

/**
 * Runs `work` while sampling memory every 20 ms; growth is the peak over `idle`, the level of the
 * started server with its data before any export (a first export's memory stays with the process).
 */
async function sampled(idle: NodeJS.MemoryUsage, work: () => Promise<number>): Promise<Figures> {
  global.gc?.();
  const start = idle;
  let rss = start.rss;
  let heap = start.heapUsed;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss);
    heap = Math.max(heap, m.heapUsed);
  }, 20);
  const began = performance.now();
  const cpu = process.cpuUsage();
  const bytes = await work();
  const seconds = (performance.now() - began) / 1000;
  const used = process.cpuUsage(cpu);
  clearInterval(sampler);
  return {
    seconds,
    cpuSeconds: (used.user + used.system) / 1e6,
    rowsPerSecond: EXPORT_ROWS / seconds,
    fileMb: mb(bytes),
    rssGrowthMb: mb(rss - start.rss),
    heapGrowthMb: mb(heap - start.heapUsed),
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

async function jobExport(env: BenchEnv): Promise<number> {
  const headers = { 'X-Access-Token': env.adminToken };
  const asked = await fetch(`${env.baseUrl}/api/aacsb/student/exportXls/job?pageSize=-1`, {
    method: 'POST',
    headers,
  });
  const body = (await asked.json()) as { result?: { jobId: string }; message: string };
  if (!asked.ok || !body.result) throw new Error(`export job answered ${asked.status}: ${body.message}`);
  const id = body.result.jobId;
  for (;;) {
    const res = await fetch(`${env.baseUrl}/api/sys/job/queryById?id=${id}`, { headers });
    const job = ((await res.json()) as { result: { status: string; error: string | null; done: number } })
      .result;
    if (job.status === 'done') {
      if (job.done < EXPORT_ROWS) throw new Error(`export job wrote ${job.done} rows`);
      break;
    }
    if (job.status !== 'queued' && job.status !== 'running')
      throw new Error(`export job ${job.status}: ${job.error}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  const file = await fetch(`${env.baseUrl}/api/sys/job/download?id=${id}`, { headers });
  if (!file.ok) throw new Error(`job file answered ${file.status}`);
  return (await file.arrayBuffer()).byteLength;
}

export async function runExportBench(options: {
  drivers: ('pglite' | 'postgres')[];
  url?: string;
}): Promise<void> {
  const rows: (string | number)[][] = [];
  for (const driver of options.drivers) {
    const env = await startEnv(driver, options.url);
    try {
      await seedStudents(env);
      global.gc?.();
      const idle = process.memoryUsage();
      // A first, unmeasured run warms the code paths and the database's caches.
      await syncExport(env);
      const figures: Record<'sync' | 'job', Figures> = {
        sync: await sampled(idle, () => syncExport(env)),
        job: await sampled(idle, () => jobExport(env)),
      };
      if (process.env.BENCH_VERBOSE) console.log(env.label, figures);
      for (const [path, f] of Object.entries(figures))
        rows.push([
          env.label,
          path === 'sync' ? 'GET exportXls' : 'POST exportXls/job',
          f.seconds,
          f.cpuSeconds,
          Math.round(f.rowsPerSecond),
          f.fileMb,
          f.rssGrowthMb,
          f.heapGrowthMb,
        ]);
      const slowest = Math.min(figures.sync.rowsPerSecond, figures.job.rowsPerSecond);
      const growth = Math.max(figures.sync.rssGrowthMb, figures.job.rssGrowthMb);
      recordTarget({
        measure: 'Excel export, 100,000 rows',
        database: driver,
        product: `${(figures.sync.rowsPerSecond / 1000).toFixed(0)}k rows/s (job ${(figures.job.rowsPerSecond / 1000).toFixed(0)}k); +${growth.toFixed(0)} MB`,
        raw: '',
        target: '>= 50k rows/s; < 100 MB growth',
        holds: slowest >= TARGET_RATE && growth < TARGET_GROWTH_MB,
      });
    } finally {
      await env.close();
    }
  }
  printTable(
    `Excel export of ${EXPORT_ROWS.toLocaleString('en')} students over HTTP: download and background job`,
    ['database', 'path', 'seconds', 'CPU s', 'rows/s', 'file MB', 'RSS growth MB', 'heap growth MB'],
    rows,
  );
}
