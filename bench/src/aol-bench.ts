import ExcelJS from 'exceljs';
import { AOL, AOL_OBJECTIVES, AOL_SCORES, AOL_STUDENTS, generateAol } from './aol-data.ts';
import { type BenchEnv, startEnv } from './env.ts';
import { printTable } from './lib.ts';
import { percentile } from './stats.ts';

/**
 * Issue 17's assurance-of-learning benchmark on the generated school of aol-data.ts: the programme
 * results of an evaluation year (40 courses, 30 objectives, 3,000 students, 8 components each:
 * about a million scores) and one course's results, over HTTP on loopback (first call, then the
 * median and p95 of RUNS calls); and an Excel score import of IMPORT_ROWS student rows (8 scores a
 * row) through the route a teacher uses. Peak memory is the server process's resident set sampled
 * every 10 ms during the work, less what it held just before (the server runs in this process).
 */
const RUNS = 5;
const FIRST_ROW = 4;
const FIRST_COL = 4;

interface Timed {
  ms: number;
  peakMb: number;
  deltaMb: number;
}

async function withPeak(work: () => Promise<void>): Promise<Timed> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const t0 = performance.now();
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  const ms = performance.now() - t0;
  peak = Math.max(peak, process.memoryUsage().rss);
  return { ms, peakMb: peak / 1048576, deltaMb: (peak - before) / 1048576 };
}

async function getJson(env: BenchEnv, path: string): Promise<unknown> {
  const res = await fetch(`${env.baseUrl}/api${path}`, { headers: { 'X-Access-Token': env.adminToken } });
  const body = (await res.json()) as { success: boolean; message: string; result: unknown };
  if (!res.ok || !body.success) throw new Error(`${path} answered ${res.status}: ${body.message}`);
  return body.result;
}

async function timeRoute(env: BenchEnv, path: string, check: (result: unknown) => void) {
  const first = await withPeak(async () => check(await getJson(env, path)));
  const times: number[] = [];
  let peak = first;
  for (let i = 0; i < RUNS; i++) {
    const run = await withPeak(async () => check(await getJson(env, path)));
    times.push(run.ms);
    if (run.peakMb > peak.peakMb) peak = run;
  }
  const sorted = times.sort((a, b) => a - b);
  return { first: first.ms, p50: percentile(sorted, 50), p95: percentile(sorted, 95), peak };
}

function programmeCheck(result: unknown): void {
  const r = result as { los?: { A?: unknown }[] };
  const withFigure = (r.los ?? []).filter((lo) => lo.A !== null && lo.A !== undefined).length;
  if (withFigure !== AOL_OBJECTIVES)
    throw new Error(`programme results gave ${withFigure} objectives a figure`);
}

function courseCheck(result: unknown): void {
  const r = result as { students?: unknown[] };
  if ((r.students ?? []).length !== AOL_STUDENTS)
    throw new Error(`course results gave ${r.students?.length} students`);
}

/** The import class's template, filled with a score in every cell. */
async function filledTemplate(env: BenchEnv): Promise<Buffer> {
  const res = await fetch(
    `${env.baseUrl}/api/aacsb/evaluation/importTemplate?id=${AOL.importEvaluation}&classId=${AOL.importClass}`,
    { headers: { 'X-Access-Token': env.adminToken } },
  );
  if (!res.ok) throw new Error(`importTemplate answered ${res.status}`);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await res.arrayBuffer()) as ArrayBuffer);
  const ws = wb.worksheets[0];
  for (let r = 0; r < AOL.importRows; r++) {
    const row = ws.getRow(FIRST_ROW + r);
    for (let c = 0; c < AOL.components; c++) row.getCell(FIRST_COL + c).value = (r * 7 + c * 3) % 26;
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function importScores(env: BenchEnv, file: Buffer): Promise<void> {
  const form = new FormData();
  form.append('id', AOL.importEvaluation);
  form.append(
    'file',
    new Blob([file], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    'scores.xlsx',
  );
  const res = await fetch(`${env.baseUrl}/api/aacsb/evaluation/importExcel?id=${AOL.importEvaluation}`, {
    method: 'POST',
    headers: { 'X-Access-Token': env.adminToken },
    body: form,
  });
  const body = (await res.json()) as { success: boolean; message: string };
  if (!res.ok || !body.success) throw new Error(`importExcel answered ${res.status}: ${body.message}`);
}

export async function runAolBench(opts: { drivers: ('pglite' | 'postgres')[]; url?: string }): Promise<void> {
  const results: (string | number)[][] = [];
  const imports: (string | number)[][] = [];
  for (const driver of opts.drivers) {
    const env = await startEnv(driver, opts.url);
    try {
      const t0 = performance.now();
      await generateAol(env);
      const generated = (performance.now() - t0) / 1000;
      const programme = await timeRoute(
        env,
        `/aacsb/evaluationYear/results?evaluationYearId=${AOL.year}`,
        programmeCheck,
      );
      const course = await timeRoute(env, '/aacsb/evaluation/results?id=BAE1', courseCheck);
      for (const [what, t] of [
        ['programme results (all 40 courses)', programme],
        ['one course results (3,000 students)', course],
      ] as const) {
        results.push([env.label, what, t.first, t.p50, t.p95, t.peak.peakMb, t.peak.deltaMb]);
      }
      const file = await filledTemplate(env);
      const imported = await withPeak(() => importScores(env, file));
      imports.push([
        env.label,
        AOL.importRows,
        AOL.importRows * AOL.components,
        Math.round(file.length / 1024),
        imported.ms,
        imported.peakMb,
        imported.deltaMb,
        generated,
      ]);
    } finally {
      await env.close();
    }
  }
  printTable(
    `AoL results: ${AOL.courses} courses, ${AOL_OBJECTIVES} objectives, ${AOL_STUDENTS} students, ${AOL.components} components (${AOL_SCORES.toLocaleString('en')} scores less 1 in 97 missing)`,
    ['database', 'call', 'first ms', `median ms (of ${RUNS})`, 'p95 ms', 'peak RSS MB', 'peak over start MB'],
    results,
  );
  printTable(
    'AoL score import (Excel, one class template)',
    [
      'database',
      'rows',
      'scores',
      'file KB',
      'import ms',
      'peak RSS MB',
      'peak over start MB',
      'data generated in s',
    ],
    imports,
  );
}
