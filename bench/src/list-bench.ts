import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { reuseListTotals } from '@accredit/server/src/core/list-statements.ts';
import { type SQL, sql } from 'drizzle-orm';
import type { BenchEnv } from './env.ts';
import { startEnv } from './env.ts';
import { bestOfRounds, LOAD_GENERATOR, measureHttp, measureLoop, printTable } from './lib.ts';
import type { Figures } from './stats.ts';
import { recordTarget } from './targets.ts';

/**
 * Issue 2's benchmark (and issue 22's first row): 100,000 rows in a representative table (the
 * operation log, which every write of the product fills), then a filtered, sorted, paginated list
 * call through the whole HTTP stack against the same queries on the raw driver, at 1 and 50
 * concurrent clients. The raw side sends what a hand-written list sends (the page, then the total
 * counted up to 10,000 when the page does not tell it): the target's baseline. The route sends a
 * full page and its total as one statement (core/list-statements.ts); the same statement on the raw
 * driver is measured too, so the HTTP path's own cost is shown apart from that saving. The route
 * counts a total once per database snapshot (nothing is written during the bench, so it counts once
 * per filter): it is measured as it runs, and once more with that reuse off, counting every call as
 * the raw driver does.
 */
export const LIST_ROWS = 100_000;

async function seedLogRows(env: BenchEnv): Promise<void> {
  await env.database.db.execute(sql`
    insert into sys_log (id, log_type, log_content, operate_type, username, ip, method, request_url, cost_time, status, outcome, create_time)
    select 'bench' || g, 1 + (g % 2), 'operation ' || (g % 997) || ' on record ' || g, 'POST',
           'user' || (g % 50), '10.0.' || (g % 255) || '.1', 'POST', '/api/aacsb/x/add', g % 300, 200, 'success',
           timestamptz '2026-11-20' - (g * 5 || ' minutes')::interval
    from generate_series(1, ${LIST_ROWS}) as g`);
  // Settled as autovacuum leaves a table in service: the trigram indexes' pending entries merged
  // (a freshly filled GIN index is read through its pending list, 112 ms a wildcard call on
  // PostgreSQL in one run instead of 15) and the statistics gathered. Raw and HTTP share it.
  await env.database.db.execute(sql`vacuum (analyze) sys_log`);
}

interface Scenario {
  name: string;
  path: string;
  where: SQL;
}

const COLUMNS_TEXT =
  'id, log_type, log_content, operate_type, userid, username, ip, method, request_url, request_param, target, cost_time, status, outcome, create_time, extra';
const COLUMNS = sql.raw(COLUMNS_TEXT);

const COLUMNS_OF_PAGE = sql.raw(
  COLUMNS_TEXT.split(', ')
    .map((c) => `sys_log.${c}`)
    .join(', '),
);

/** Where the list stops counting (core/list-total.ts LIST_TOTAL_CAP). */
const CAP = 10_000;
const PAGE_NO = 3;
/** Rounds of each measure, raw and HTTP in turn; the best of each is compared (lib.ts bestOfRounds). */
const ROUNDS = 3;
const PAGE_SIZE = 20;

const OFFSET = (PAGE_NO - 1) * PAGE_SIZE;

/**
 * A list call by hand on the driver: the page, then (unless the page is partly filled, or empty on
 * page 1) how many rows match, counted up to the cap.
 */
async function pageAndCount(env: BenchEnv, where: SQL): Promise<void> {
  const rows = await env.database.rows(
    sql`select ${COLUMNS} from sys_log where ${where} order by create_time desc limit ${PAGE_SIZE} offset ${OFFSET}`,
  );
  if (rows.length > 0 && rows.length < PAGE_SIZE) return;
  await env.database.rows(countedUpToCap(where));
}

/** How many rows match, counted up to the cap. */
const countedUpToCap = (where: SQL) =>
  sql`select count(*) from (select 1 as one from sys_log where ${where} limit ${CAP + 1}) matches`;

/**
 * What the route sends, on the driver: the page, joined to one row so that an empty page still
 * answers, with its total counted in the same statement when the page does not tell it (full, or
 * empty past the first page).
 */
async function oneStatement(env: BenchEnv, where: SQL): Promise<void> {
  await env.database.rows(
    sql`select ${COLUMNS_OF_PAGE}, case when count(sys_log.id) over () = ${PAGE_SIZE} or (count(sys_log.id) over () = 0 and ${OFFSET} > 0)
          then (${countedUpToCap(where)}) end as total
        from (select 1) as list_one
        left join (select ${COLUMNS} from sys_log where ${where} order by create_time desc limit ${PAGE_SIZE} offset ${OFFSET}) sys_log on true
        order by sys_log.create_time desc`,
  );
}

const SINCE = '2026-01-01';
const UNTIL = '2026-12-31';
const KEYWORD = 'record 4242';
const WILDCARD = `%${KEYWORD}%`;

/**
 * Two list calls, both page 3 of 20, newest first: operation log within a date range (the
 * everyday filter), and the same with the spec's `*text*` wildcard matched in content, user and
 * address (the worst case: a substring search over three columns).
 */
const SCENARIOS: Scenario[] = [
  {
    name: 'type + date range',
    path: `/api/sys/log/list?logType=2&createTime_begin=${SINCE}&createTime_end=${UNTIL}&column=createTime&order=desc&pageNo=${PAGE_NO}&pageSize=${PAGE_SIZE}`,
    where: sql`log_type = ${2} and create_time >= ${new Date(SINCE)} and create_time < ${new Date('2027-01-01')}`,
  },
  {
    name: 'type + *wildcard*',
    path: `/api/sys/log/list?logType=2&keyWord=${encodeURIComponent(`*${KEYWORD}*`)}&column=createTime&order=desc&pageNo=${PAGE_NO}&pageSize=${PAGE_SIZE}`,
    where: sql`log_type = ${2} and (log_content ilike ${WILDCARD} or username ilike ${WILDCARD} or ip ilike ${WILDCARD})`,
  },
];

/**
 * The least an HTTP answer costs on this machine: a bare node:http server (no framework, no
 * database, no work) answering `body` from memory, driven like the list. A list call costs its
 * queries plus at least this, so the best share of the raw driver any HTTP list can reach here is
 * raw time / (raw time + this time) per call: the ceiling printed beside the target.
 */
async function httpFloor(body: Buffer, clients: number, seconds: number) {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const [figures] = await bestOfRounds(ROUNDS, [
      () => measureHttp(`http://127.0.0.1:${port}/`, {}, clients, seconds),
    ]);
    return figures;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

export async function runListBench(options: {
  drivers: ('pglite' | 'postgres')[];
  url?: string;
  seconds: number;
}): Promise<void> {
  const rows: (string | number)[][] = [];
  const floors: Record<string, Figures> = {};
  for (const driver of options.drivers) {
    const env = await startEnv(driver, options.url);
    try {
      await seedLogRows(env);
      const headers = { 'x-access-token': env.adminToken };
      for (const scenario of SCENARIOS) {
        const check = await fetch(env.baseUrl + scenario.path, { headers });
        if (!check.ok) throw new Error(`list call answered ${check.status}: ${await check.text()}`);
        const body = Buffer.from(await check.arrayBuffer());
        for (const clients of [1, 50]) {
          const counting = async () => {
            reuseListTotals(false);
            try {
              return await measureHttp(env.baseUrl + scenario.path, headers, clients, options.seconds);
            } finally {
              reuseListTotals(true);
            }
          };
          const [raw, rawOne, http, httpCounting] = await bestOfRounds(ROUNDS, [
            () => measureLoop(() => pageAndCount(env, scenario.where), clients, options.seconds),
            () => measureLoop(() => oneStatement(env, scenario.where), clients, options.seconds),
            () => measureHttp(env.baseUrl + scenario.path, headers, clients, options.seconds),
            counting,
          ]);
          // Measured once per size of load (the same bytes on both databases): it needs no database.
          const floorKey = `${scenario.name}:${clients}`;
          floors[floorKey] ??= await httpFloor(body, clients, options.seconds);
          const floor = floors[floorKey];
          const ceiling = `${((floor.rps / (raw.rps + floor.rps)) * 100).toFixed(0)}%`;
          const share = http.rps / raw.rps;
          const ratio = `${(share * 100).toFixed(0)}%`;
          const ofOne = `${((httpCounting.rps / rawOne.rps) * 100).toFixed(0)}%`;
          const countingShare = `${((httpCounting.rps / raw.rps) * 100).toFixed(0)}%`;
          recordTarget({
            measure: `List of ${LIST_ROWS.toLocaleString('en-US')} rows (${scenario.name}), ${clients} client${clients > 1 ? 's' : ''}, HTTP (load from ${LOAD_GENERATOR}) vs raw`,
            database: driver,
            product: `${http.rps.toFixed(0)} req/s, p95 ${http.p95.toFixed(0)} ms (${ratio} of raw; bare HTTP allows ${ceiling}); counting every call: ${httpCounting.rps.toFixed(0)} req/s (${countingShare} of raw, ${ofOne} of the route's one statement on raw)`,
            raw: `${raw.rps.toFixed(0)} req/s, p95 ${raw.p95.toFixed(0)} ms`,
            target: '>= 90% of raw',
            holds: share >= 0.9,
          });
          rows.push([
            env.label,
            scenario.name,
            clients,
            'HTTP list',
            http.rps,
            http.p50,
            http.p95,
            http.p99,
            ratio,
          ]);
          rows.push([
            env.label,
            scenario.name,
            clients,
            'HTTP list, counting every call (total reuse off)',
            httpCounting.rps,
            httpCounting.p50,
            httpCounting.p95,
            httpCounting.p99,
            countingShare,
          ]);
          rows.push([
            env.label,
            scenario.name,
            clients,
            'raw driver',
            raw.rps,
            raw.p50,
            raw.p95,
            raw.p99,
            '100%',
          ]);
          rows.push([
            env.label,
            scenario.name,
            clients,
            "raw driver, the route's one statement",
            rawOne.rps,
            rawOne.p50,
            rawOne.p95,
            rawOne.p99,
            `${((rawOne.rps / raw.rps) * 100).toFixed(0)}% (HTTP counting: ${ofOne} of it)`,
          ]);
          rows.push([
            env.label,
            scenario.name,
            clients,
            'bare HTTP, same bytes (floor)',
            floor.rps,
            floor.p50,
            floor.p95,
            floor.p99,
            `at most ${ceiling}`,
          ]);
        }
      }
    } finally {
      await env.close();
    }
  }
  printTable(
    `List call on ${LIST_ROWS.toLocaleString('en-US')} rows (filter, sort, page) vs the raw driver, best of ${ROUNDS} rounds of ${options.seconds}s each, HTTP load from ${LOAD_GENERATOR}`,
    ['database', 'filter', 'clients', 'path', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'vs raw'],
    rows,
  );
}
