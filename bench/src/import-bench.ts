import ExcelJS from 'exceljs';
import type { BenchEnv } from './env.ts';
import { rowsOnEachDatabase } from './env.ts';
import { printTable } from './lib.ts';
import { recordTarget } from './targets.ts';

/**
 * Issue 22's import: a school's 20,000 students (the three required columns, as the browser journey
 * e2e/tests/jobs-export.spec.ts seeds them) imported from Excel over HTTP, by the synchronous call
 * (POST importExcel) and by the background job (POST importExcel/job, followed until done), each
 * into a table that already holds the other's rows: seconds, CPU seconds and rows a second.
 */
export const IMPORT_ROWS = 20_000;
const TARGET_SECONDS = 30;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function studentWorkbook(prefix: string): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Students');
  ws.addRow(['Student number', 'Name', 'Sex']);
  for (let n = 1; n <= IMPORT_ROWS; n++) {
    const id = String(n).padStart(5, '0');
    ws.addRow([`${prefix}${id}`, `Bench student ${id}`, n % 2 ? 'Male' : 'Female']);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function upload(env: BenchEnv, path: string, file: Buffer): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type: XLSX }), 'students.xlsx');
  return fetch(`${env.baseUrl}/api/aacsb/student/${path}`, {
    method: 'POST',
    headers: { 'X-Access-Token': env.adminToken },
    body: form,
  });
}

async function syncImport(env: BenchEnv, file: Buffer): Promise<void> {
  const res = await upload(env, 'importExcel', file);
  const body = (await res.json()) as { result?: { count?: number }; message: string };
  if (!res.ok || body.result?.count !== IMPORT_ROWS)
    throw new Error(`import answered ${res.status}: ${body.message}`);
}

async function jobImport(env: BenchEnv, file: Buffer): Promise<void> {
  const res = await upload(env, 'importExcel/job', file);
  const body = (await res.json()) as { result?: { jobId: string }; message: string };
  if (!res.ok || !body.result) throw new Error(`import job answered ${res.status}: ${body.message}`);
  const headers = { 'X-Access-Token': env.adminToken };
  for (;;) {
    const polled = await fetch(`${env.baseUrl}/api/sys/job/queryById?id=${body.result.jobId}`, { headers });
    const job = ((await polled.json()) as { result: { status: string; error: string | null } }).result;
    if (job.status === 'done') return;
    if (job.status !== 'queued' && job.status !== 'running')
      throw new Error(`import job ${job.status}: ${job.error}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function timed(work: () => Promise<void>): Promise<{ seconds: number; cpuSeconds: number }> {
  const began = performance.now();
  const cpu = process.cpuUsage();
  await work();
  const used = process.cpuUsage(cpu);
  return { seconds: (performance.now() - began) / 1000, cpuSeconds: (used.user + used.system) / 1e6 };
}

export async function runImportBench(options: {
  drivers: ('pglite' | 'postgres')[];
  url?: string;
}): Promise<void> {
  const rows = await rowsOnEachDatabase(options, async (env, driver) => {
    const files = { sync: await studentWorkbook('IMPS'), job: await studentWorkbook('IMPJ') };
    const figures = {
      sync: await timed(() => syncImport(env, files.sync)),
      job: await timed(() => jobImport(env, files.job)),
    };
    const rows = Object.entries(figures).map(([path, f]) => [
      env.label,
      path,
      f.seconds,
      f.cpuSeconds,
      Math.round(IMPORT_ROWS / f.seconds),
    ]);
    const slowest = Math.max(figures.sync.seconds, figures.job.seconds);
    recordTarget({
      measure: 'Excel import, 20,000 students',
      database: driver,
      product: `${figures.sync.seconds.toFixed(1)} s, ${Math.round(IMPORT_ROWS / figures.sync.seconds)} rows/s (job ${figures.job.seconds.toFixed(1)} s)`,
      raw: '',
      target: `< ${TARGET_SECONDS} s`,
      holds: slowest < TARGET_SECONDS,
    });
    return rows;
  });
  printTable(
    `Excel import of ${IMPORT_ROWS.toLocaleString('en')} students (3 columns) over HTTP: the call and the background job`,
    ['database', 'path', 'seconds', 'CPU s', 'rows/s'],
    rows,
  );
}
