import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ExportFigures } from './export-bench-child.ts';
import { printTable } from './lib.ts';
import { recordTarget } from './targets.ts';

/**
 * Issue 22 item 3's export target: 100,000 resource rows (students) exported to Excel over HTTP,
 * by the synchronous download (GET exportXls, consumed as a stream) and by the background job
 * (POST exportXls/job, from asking to the job's recorded finish, plus its file's download). Each
 * database is measured in a process of its own (export-bench-child.ts, with --expose-gc): each
 * path three times, the median run's rows a second (wall) and CPU time, and the memory growth,
 * the peak RSS and heap while an export runs over their level before the first export (the
 * largest of the runs; the first, untimed run counts for memory too).
 */
// The child's own figure (importing it would run it here).
const EXPORT_ROWS = 100_000;
const TARGET_RATE = 50_000;
const TARGET_GROWTH_MB = 100;

interface ChildFigures {
  warm: ExportFigures;
  sync: ExportFigures;
  job: ExportFigures;
}

async function measureIn(driver: 'pglite' | 'postgres', url?: string): Promise<ChildFigures> {
  const script = fileURLToPath(new URL('./export-bench-child.ts', import.meta.url));
  const flags = ['--expose-gc'];
  // BENCH_CPU_PROF=<dir>: a CPU profile of the measuring process, for a look at where time goes.
  if (process.env.BENCH_CPU_PROF) flags.push('--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`);
  const out = await new Promise<string>((resolve, reject) => {
    execFile(
      process.execPath,
      [...flags, '--import', 'tsx', script, driver],
      {
        maxBuffer: 16 * 1024 * 1024,
        env: { ...process.env, ...(url ? { BENCH_DATABASE_URL: url } : {}) },
      },
      (err, stdout, stderr) => (err ? reject(new Error(`${err.message}\n${stderr}`)) : resolve(stdout)),
    );
  });
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as ChildFigures;
}

export async function runExportBench(options: {
  drivers: ('pglite' | 'postgres')[];
  url?: string;
}): Promise<void> {
  const rows: (string | number)[][] = [];
  for (const driver of options.drivers) {
    const label = driver === 'pglite' ? 'PGlite' : 'PostgreSQL';
    const figures = await measureIn(driver, options.url);
    if (process.env.BENCH_VERBOSE) console.log(label, figures);
    const runs = [
      ['GET exportXls (first, untimed)', figures.warm],
      ['GET exportXls (median of 3)', figures.sync],
      ['POST exportXls/job (median of 3)', figures.job],
    ] as const;
    for (const [path, f] of runs)
      rows.push([
        label,
        path,
        f.seconds,
        f.cpuSeconds,
        Math.round(f.rowsPerSecond),
        f.fileMb,
        f.rssGrowthMb,
        f.heapGrowthMb,
      ]);
    const slowest = Math.min(figures.sync.rowsPerSecond, figures.job.rowsPerSecond);
    const growth = Math.max(...runs.map(([, f]) => f.rssGrowthMb));
    const heap = Math.max(...runs.map(([, f]) => f.heapGrowthMb));
    recordTarget({
      measure: 'Excel export, 100,000 rows',
      database: driver,
      product: `${(figures.sync.rowsPerSecond / 1000).toFixed(0)}k rows/s (job ${(figures.job.rowsPerSecond / 1000).toFixed(0)}k; CPU ${figures.sync.cpuSeconds.toFixed(1)} s); peak RSS ${growth >= 0 ? '+' : ''}${growth.toFixed(0)} MB, heap ${heap >= 0 ? '+' : ''}${heap.toFixed(0)} MB`,
      raw: '',
      target: '>= 50k rows/s; < 100 MB growth',
      holds: slowest >= TARGET_RATE && growth < TARGET_GROWTH_MB,
    });
  }
  printTable(
    `Excel export of ${EXPORT_ROWS.toLocaleString('en')} students over HTTP: download and background job (each database in its own process)`,
    [
      'database',
      'path',
      'seconds',
      'CPU s',
      'rows/s',
      'file MB',
      'peak RSS growth MB',
      'peak heap growth MB',
    ],
    rows,
  );
}
