import { sql } from 'drizzle-orm';
import type { BenchEnv } from './env.ts';
import { startEnv } from './env.ts';
import { measureHttp, printTable } from './lib.ts';

/**
 * Issue 5's benchmark on the resource engine: 100,000 student records, then (1) a list call with
 * a wildcard, an equality and a range filter, sorted by a sortable field, through the whole HTTP
 * stack, and (2) the streamed Excel export of all 100,000 rows: time, file size and the peak
 * memory of the process while it runs.
 */
export const CRUD_ROWS = 100_000;

export async function seedStudents(env: BenchEnv): Promise<void> {
  await env.database.db.execute(sql`
    insert into student (id, create_by, student_number, name, sex, country_id, province_id, enrol_score, enrol_day, class_id, status, college_id, major_id)
    select 'bench' || g, 'admin', 'S' || lpad(g::text, 7, '0'), 'Student ' || g, (1 + g % 2)::text, (1 + (g % 7 = 0)::int)::text,
           'P' || (g % 31), 300 + (g % 400), date '2015-09-01' + (g % 3000), 'C' || (g % 200), (1 + (g % 10 = 0)::int)::text,
           'D' || (g % 12), 'M' || (g % 40)
    from generate_series(1, ${CRUD_ROWS}) as g`);
  await env.database.db.execute(sql`analyze student`);
}

/** Name contains "12", female, admission score 500 to 650, highest score first, page 2 of 20. */
export const CRUD_LIST_PATH =
  '/api/aacsb/student/list?name=*12*&sex=2&enrolScore_begin=500&enrolScore_end=650&column=enrolScore&order=desc&pageNo=2&pageSize=20';

export interface ExportFigures {
  rows: number;
  seconds: number;
  megabytes: number;
  peakRssMb: number;
  rssGrowthMb: number;
}

/** Downloads the whole export over HTTP (consumed as a stream) while sampling the process memory. */
export async function measureExport(env: BenchEnv): Promise<ExportFigures> {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 25);
  const started = performance.now();
  const res = await fetch(`${env.baseUrl}/api/aacsb/student/exportXls?pageSize=-1`, {
    headers: { 'X-Access-Token': env.adminToken },
  });
  if (!res.ok || !res.body) throw new Error(`export answered ${res.status}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += (chunk as Uint8Array).byteLength;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const mb = (n: number) => n / 1024 / 1024;
  return {
    rows: CRUD_ROWS,
    seconds,
    megabytes: mb(bytes),
    peakRssMb: mb(peak),
    rssGrowthMb: mb(peak - before),
  };
}

/** Runs both measurements on one started environment; the lead's runner calls this per driver. */
export async function benchCrud(
  env: BenchEnv,
  seconds = 5,
): Promise<{ list: Awaited<ReturnType<typeof measureHttp>>[]; exported: ExportFigures }> {
  await seedStudents(env);
  const headers = { 'X-Access-Token': env.adminToken };
  const list = [];
  for (const connections of [1, 50])
    list.push(await measureHttp(`${env.baseUrl}${CRUD_LIST_PATH}`, headers, connections, seconds));
  const exported = await measureExport(env);
  return { list, exported };
}

export async function runCrudBench(options: {
  drivers: ('pglite' | 'postgres')[];
  url?: string;
  seconds: number;
}): Promise<void> {
  const listRows: (string | number)[][] = [];
  const exportRows: (string | number)[][] = [];
  for (const driver of options.drivers) {
    const env = await startEnv(driver, options.url);
    try {
      const { list, exported } = await benchCrud(env, options.seconds);
      for (const [i, f] of list.entries())
        listRows.push([env.label, i === 0 ? 1 : 50, f.rps, f.p50, f.p95, f.p99]);
      exportRows.push([
        env.label,
        exported.rows,
        exported.seconds,
        exported.megabytes,
        exported.peakRssMb,
        exported.rssGrowthMb,
      ]);
    } finally {
      await env.close();
    }
  }
  printTable(
    `Resource engine list: ${CRUD_ROWS.toLocaleString('en')} students, wildcard + equality + range filter, sorted, page 2`,
    ['database', 'clients', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms'],
    listRows,
  );
  printTable(
    `Resource engine export: ${CRUD_ROWS.toLocaleString('en')} students to xlsx, streamed`,
    ['database', 'rows', 'seconds', 'file MB', 'peak RSS MB', 'RSS growth MB'],
    exportRows,
  );
}
