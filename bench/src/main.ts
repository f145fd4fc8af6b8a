import { runAiBench } from './ai-bench.ts';
import { runAolBench } from './aol-bench.ts';
import { runCaptureBench } from './capture-bench.ts';
import { runCrudBench } from './crud-bench.ts';
import { runCurriculumMapBench } from './curriculum-map-bench.ts';
import { runExportBench } from './export-bench.ts';
import { runExtractBench } from './extract-bench.ts';
import { runImportBench } from './import-bench.ts';
import { runListBench } from './list-bench.ts';
import { runListScaleBench } from './list-scale-bench.ts';
import { runMixedLoadBench } from './mixed-load-bench.ts';
import { runQuestionnaireBench } from './questionnaire-bench.ts';
import { runSearchBench } from './search-bench.ts';
import { printTargets, recordChartsBundle } from './summary.ts';
import { runTablesBench } from './tables-bench.ts';
import { runWebBundleBench } from './web-bundle-bench.ts';

/**
 * `npm run bench`: every benchmark, printed as tables. PGlite always; PostgreSQL too when
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) is given. BENCH_SECONDS sets each run's length;
 * BENCH_ONLY=list,crud picks some; BENCH_DRIVERS=postgres one database. Issue 22's targets are printed last, as one table.
 */
const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const drivers = (url ? ['pglite', 'postgres'] : ['pglite']).filter(
  // BENCH_DRIVERS=postgres (or pglite) measures one database only.
  (d) => !process.env.BENCH_DRIVERS || process.env.BENCH_DRIVERS.split(',').includes(d),
) as ('pglite' | 'postgres')[];
const only = new Set((process.env.BENCH_ONLY ?? '').split(',').filter(Boolean));
const wanted = (name: string) => only.size === 0 || only.has(name);

if (wanted('list')) await runListBench({ drivers, url, seconds });
if (wanted('listScale')) await runListScaleBench({ drivers, url, seconds });
if (wanted('crud')) await runCrudBench({ drivers, url, seconds });
if (wanted('capture')) await runCaptureBench({ drivers, url });
if (wanted('tables')) await runTablesBench({ drivers, url });
if (wanted('curriculumMap')) await runCurriculumMapBench({ drivers, url });
if (wanted('aol')) await runAolBench({ drivers, url });
if (wanted('questionnaire')) await runQuestionnaireBench({ drivers, url });
if (wanted('search')) await runSearchBench({ drivers, url, seconds });
if (wanted('export')) await runExportBench({ drivers, url });
if (wanted('import')) await runImportBench({ drivers, url });
if (wanted('extract')) await runExtractBench();
if (wanted('ai')) await runAiBench();
if (wanted('web')) await runWebBundleBench();
if (wanted('mixed'))
  await runMixedLoadBench({ drivers, url, seconds: Number(process.env.BENCH_SECONDS ?? 60) });
if (wanted('charts')) recordChartsBundle();
printTargets();
