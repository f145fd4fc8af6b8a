import { reuseListTotals } from '@accredit/server/src/core/list-statements.ts';
import { listPage } from '@accredit/server/src/crud/records.ts';
import { resourceTable } from '@accredit/server/src/crud/table.ts';
import { RESOURCE } from '@accredit/shared';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { BenchEnv } from './env.ts';
import { startEnv } from './env.ts';
import { bestOfRounds, type Figures, measureHttp, measureLoop, printTable } from './lib.ts';
import { recordTarget } from './targets.ts';

/**
 * Issue 22 item 2: what a list page costs as the table grows. The outputs list (a resource of the
 * engine, the school's largest) at 10,000, 100,000 and 1,000,000 rows, half of them of the type
 * filtered on: page 2 of 20, newest first, through the whole HTTP stack, with the total as the list
 * gives it (capped) and with the exact total asked for; beside them the page query and the exact
 * `count(*)` on the raw driver. The rows are added in steps (10k, +90k, +900k) to one database.
 * Every call counts its total here (the reuse of a total within one database snapshot is off): the
 * growth measured is the counting's, not only the page's.
 */
export const SCALE_STEPS = [10_000, 100_000, 1_000_000];

/**
 * A bulk load as a school's import of years of records would be done: the table's indexes are
 * dropped, the rows added, the indexes built again (row-by-row index upkeep of a million rows takes
 * the embedded database many minutes on this machine).
 */
async function growOutputs(env: BenchEnv, from: number, to: number): Promise<void> {
  const indexes = await env.database.rows<{ name: string; def: string }>(sql`
    select indexname as name, indexdef as def from pg_indexes
    where tablename = 'research_output' and indexname not like '%_pkey'`);
  for (const { name } of indexes) await env.database.db.execute(sql.raw(`drop index "${name}"`));
  await env.database.db.execute(sql`
    insert into research_output (id, create_by, create_time, output_type, title_zh, title_en, venue_name,
      venue_level, publish_date, category, peer_reviewed, level, review_status)
    select 'bench' || g, 'admin', timestamptz '2026-11-20' - (g || ' minutes')::interval,
           case when g % 2 = 0 then '1' else '2' end, '成果 ' || g, 'Output ' || g, 'Journal ' || (g % 997),
           'ABS ' || (g % 4 + 1), date '2026-11-20' - (g % 7300), '1', g % 3 = 0, '1', g % 3
    from generate_series(${from + 1}::int, ${to}::int) as g`);
  for (const { def } of indexes) await env.database.db.execute(sql.raw(def));
  await env.database.db.execute(sql`vacuum analyze research_output`);
}

const PATH = '/api/aacsb/researchOutput/list?outputType=1&column=publishDate&order=desc&pageNo=2&pageSize=20';
const WHERE = sql`output_type = ${'1'}`;

async function rawPage(env: BenchEnv): Promise<void> {
  await env.database.rows(
    sql`select * from research_output where ${WHERE} order by publish_date desc, id asc limit ${20} offset ${20}`,
  );
}

/**
 * The product's own page and total (crud/records.ts listPage, as the list route calls it) without
 * the HTTP stack, whose cost on this loaded machine would hide the difference. A version without
 * the cap ignores the last argument and counts exactly.
 */
async function productPage(env: BenchEnv, exact: boolean): Promise<void> {
  const t = resourceTable(RESOURCE.researchOutput);
  await listPage(env.database.db, t, [eq(t.outputType, '1')], [desc(t.publishDate), asc(t.id)], 2, 20, {
    cap: 10_000,
    exact,
  });
}

async function rawCount(env: BenchEnv): Promise<void> {
  await env.database.rows(sql`select count(*) from research_output where ${WHERE}`);
}

/** A fetch that retries once: the keep-alive socket of the previous step may have closed while loading. */
async function fetchFresh(url: string, headers: Record<string, string>): Promise<Response> {
  try {
    return await fetch(url, { headers });
  } catch {
    return fetch(url, { headers });
  }
}

const HTTP_LISTED = 'HTTP page 2, total as listed';
/** Rounds of the compared calls (lib.ts bestOfRounds). */
const ROUNDS = 3;
const RAW_PAGE = 'raw page 2 query';

/** Issue 22's row: page 2 at each size (p50) and how 1,000,000 rows compare with 10,000. */
function recordGrowth(driver: 'pglite' | 'postgres', product: number[], raw: number[]): void {
  const sizes = (ms: number[]) =>
    ms.map((v, i) => `${(SCALE_STEPS[i] / 1000).toLocaleString('en-US')}k: ${v.toFixed(1)} ms`).join(', ');
  const growth = (ms: number[]) =>
    ms.length === SCALE_STEPS.length ? ms[ms.length - 1] / ms[0] : Number.NaN;
  const g = growth(product);
  recordTarget({
    measure: 'List page 2 as the table grows (outputs, 10,000 / 100,000 / 1,000,000 rows), 1 client, p50',
    database: driver,
    product: `${sizes(product)}; 1M/10k ${g.toFixed(2)}x`,
    raw: `${sizes(raw)}; 1M/10k ${growth(raw).toFixed(2)}x`,
    target: '1M within 1.5x of 10k',
    holds: g <= 1.5,
  });
}

export async function runListScaleBench(options: {
  drivers: ('pglite' | 'postgres')[];
  url?: string;
  seconds: number;
}): Promise<void> {
  const rows: (string | number)[][] = [];
  reuseListTotals(false);
  for (const driver of options.drivers) {
    const env = await startEnv(driver, options.url);
    try {
      const headers = { 'x-access-token': env.adminToken };
      const firstP50 = new Map<string, number>();
      /** p50 of each call at each size, for issue 22's summary row. */
      const p50At = new Map<string, number[]>();
      let had = 0;
      for (const size of SCALE_STEPS) {
        const t0 = performance.now();
        await growOutputs(env, had, size);
        had = size;
        process.stderr.write(`${env.label}: ${size} outputs in ${Math.round(performance.now() - t0)} ms\n`);
        const check = await fetchFresh(env.baseUrl + PATH, headers);
        const body = (await check.json()) as { result?: { total?: number; totalCapped?: boolean } };
        if (!check.ok) throw new Error(`list call answered ${check.status}: ${JSON.stringify(body)}`);
        const shown = `${body.result?.total?.toLocaleString('en-US')}${body.result?.totalCapped ? '+' : ''}`;
        // The two calls the target compares are measured in turns, best of a few rounds: the sizes
        // are measured minutes apart, and a busy moment at one of them would read as growth.
        const [listed, rawListed] = await bestOfRounds(ROUNDS, [
          () => measureHttp(env.baseUrl + PATH, headers, 1, options.seconds),
          () => measureLoop(() => rawPage(env), 1, options.seconds),
        ]);
        const measures: [string, string, () => Promise<Figures>][] = [
          [HTTP_LISTED, shown, async () => listed],
          [
            'HTTP page 2, exact total asked',
            (size / 2).toLocaleString('en-US'),
            () => measureHttp(`${env.baseUrl + PATH}&exactTotal=true`, headers, 1, options.seconds),
          ],
          [
            'product page 2 + total, in process',
            '',
            () => measureLoop(() => productPage(env, false), 1, options.seconds),
          ],
          [
            'product page 2 + exact total, in process',
            '',
            () => measureLoop(() => productPage(env, true), 1, options.seconds),
          ],
          [RAW_PAGE, '', async () => rawListed],
          ['raw count(*)', '', () => measureLoop(() => rawCount(env), 1, options.seconds)],
        ];
        for (const [name, total, run] of measures) {
          const f = await run();
          if (!firstP50.has(name)) firstP50.set(name, f.p50);
          p50At.set(name, [...(p50At.get(name) ?? []), f.p50]);
          const growth = `${(f.p50 / (firstP50.get(name) as number)).toFixed(1)}x`;
          rows.push([env.label, size.toLocaleString('en-US'), name, total, f.rps, f.p50, f.p95, growth]);
        }
      }
      recordGrowth(driver, p50At.get(HTTP_LISTED) ?? [], p50At.get(RAW_PAGE) ?? []);
    } finally {
      await env.close();
    }
  }
  reuseListTotals(true);
  printTable(
    `Outputs list as the table grows (type filter matching half, page 2 of 20, newest first), 1 client, every call counting its total, ${options.seconds}s each (the HTTP listed call and the raw page: best of ${ROUNDS} rounds)`,
    ['database', 'rows', 'call', 'total shown', 'req/s', 'p50 ms', 'p95 ms', 'p50 vs 10,000'],
    rows,
  );
}
