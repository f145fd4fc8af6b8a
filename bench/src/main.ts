import { runListBench } from './list-bench.ts';

/**
 * `npm run bench`: every benchmark, printed as tables. PGlite always; PostgreSQL too when
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) is given. BENCH_SECONDS sets each run's length.
 */
const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const drivers: ('pglite' | 'postgres')[] = url ? ['pglite', 'postgres'] : ['pglite'];

await runListBench({ drivers, url, seconds });
