import { sql } from 'drizzle-orm';
import type { BenchEnv } from './env.ts';
import { startEnv } from './env.ts';
import { type Figures, measureHttp, measureLoop, printTable } from './lib.ts';

/**
 * Issue 2's benchmark: 100,000 rows in a representative table (the operation log, which every
 * write of the product fills), then a filtered, sorted, paginated list call through the whole
 * HTTP stack against the same two queries (page and count) on the raw driver, at 1 and 50
 * concurrent clients.
 */
export const LIST_ROWS = 100_000;

async function seedLogRows(env: BenchEnv): Promise<void> {
  await env.database.db.execute(sql`
    insert into sys_log (id, log_type, log_content, operate_type, username, ip, method, request_url, cost_time, status, outcome, create_time)
    select 'bench' || g, 1 + (g % 2), 'operation ' || (g % 997) || ' on record ' || g, 'POST',
           'user' || (g % 50), '10.0.' || (g % 255) || '.1', 'POST', '/api/aacsb/x/add', g % 300, 200, 'success',
           now() - (g || ' minutes')::interval
    from generate_series(1, ${LIST_ROWS}) as g`);
  await env.database.db.execute(sql`analyze sys_log`);
}

/** The list call and its raw equivalent: log type 2, user user7, newest first, page 3 of 20. */
const HTTP_PATH = '/api/sys/log/list?logType=2&username=user7&column=createTime&order=desc&pageNo=3&pageSize=20';

async function rawQuery(env: BenchEnv): Promise<void> {
  await env.database.rows(sql`select count(*) from sys_log where log_type = ${2} and username = ${'user7'}`);
  await env.database.rows(
    sql`select id, log_type, log_content, operate_type, userid, username, ip, method, request_url, request_param, target, cost_time, status, outcome, create_time
        from sys_log where log_type = ${2} and username = ${'user7'} order by create_time desc limit ${20} offset ${40}`,
  );
}

export async function runListBench(options: { drivers: ('pglite' | 'postgres')[]; url?: string; seconds: number }): Promise<void> {
  const rows: (string | number)[][] = [];
  for (const driver of options.drivers) {
    const env = await startEnv(driver, options.url);
    try {
      await seedLogRows(env);
      const headers = { 'x-access-token': env.adminToken };
      const check = await fetch(env.baseUrl + HTTP_PATH, { headers });
      if (!check.ok) throw new Error(`list call answered ${check.status}: ${await check.text()}`);
      for (const clients of [1, 50]) {
        const raw: Figures = await measureLoop(() => rawQuery(env), clients, options.seconds);
        const http: Figures = await measureHttp(env.baseUrl + HTTP_PATH, headers, clients, options.seconds);
        rows.push([env.label, clients, 'HTTP list', http.rps, http.p50, http.p95, http.p99, `${((http.rps / raw.rps) * 100).toFixed(0)}%`]);
        rows.push([env.label, clients, 'raw driver', raw.rps, raw.p50, raw.p95, raw.p99, '100%']);
      }
    } finally {
      await env.close();
    }
  }
  printTable(
    `List call on ${LIST_ROWS.toLocaleString('en-US')} rows (filter, sort, page) vs the raw driver, ${options.seconds}s each`,
    ['database', 'clients', 'path', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'vs raw'],
    rows,
  );
}
