import { Session } from 'node:inspector/promises';
import { sql } from 'drizzle-orm';
import { startEnv } from './env.ts';
import { measureHttp, measureLoop } from './lib.ts';

const driver = (process.env.DRV ?? 'pglite') as 'pglite' | 'postgres';
const clients = Number(process.env.CLIENTS ?? 1);
const env = await startEnv(driver, 'postgres://postgres@127.0.0.1:5432/postgres');
const db = env.database.db;
await db.execute(sql`
    insert into sys_log (id, log_type, log_content, operate_type, username, ip, method, request_url, cost_time, status, outcome, create_time)
    select 'bench' || g, 1 + (g % 2), 'operation ' || (g % 997) || ' on record ' || g, 'POST',
           'user' || (g % 50), '10.0.' || (g % 255) || '.1', 'POST', '/api/aacsb/x/add', g % 300, 200, 'success',
           timestamptz '2026-11-20' - (g * 5 || ' minutes')::interval
    from generate_series(1, 100000) as g`);
await db.execute(sql`vacuum (analyze) sys_log`);
const path =
  '/api/sys/log/list?logType=2&createTime_begin=2026-01-01&createTime_end=2026-12-31&column=createTime&order=desc&pageNo=3&pageSize=20';
const headers = { 'x-access-token': env.adminToken };
const COLUMNS = sql.raw(
  'id, log_type, log_content, operate_type, userid, username, ip, method, request_url, request_param, target, cost_time, status, outcome, create_time, extra',
);
const where = sql`log_type = ${2} and create_time >= ${new Date('2026-01-01')} and create_time < ${new Date('2027-01-01')}`;
const raw = async () => {
  await env.database.rows(
    sql`select ${COLUMNS} from sys_log where ${where} order by create_time desc limit ${20} offset ${40}`,
  );
  await env.database.rows(
    sql`select count(*) from (select 1 as one from sys_log where ${where} limit ${10001}) matches`,
  );
};
const cpu = async <T extends { rps: number }>(f: () => Promise<T>) => {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const r = await f();
  const c = process.cpuUsage(c0);
  const calls = (r.rps * (performance.now() - t0)) / 1000;
  return { r, us: (c.user + c.system) / calls };
};
for (let i = 0; i < 3; i++) {
  const r = await cpu(() => measureLoop(raw, clients, 3));
  const h = await cpu(() => measureHttp(env.baseUrl + path, headers, clients, 3));
  console.log(
    'raw',
    r.r.rps.toFixed(0),
    `${r.us.toFixed(0)}us`,
    'http',
    h.r.rps.toFixed(0),
    `${h.us.toFixed(0)}us`,
    ((h.r.rps / r.r.rps) * 100).toFixed(0) + '%',
  );
}
if (process.env.PROF) {
  const s = new Session();
  s.connect();
  await s.post('Profiler.enable');
  await s.post('Profiler.setSamplingInterval', { interval: 50 });
  await s.post('Profiler.start');
  const measured = await measureHttp(env.baseUrl + path, headers, clients, 5);
  process.env.CALLS = String(measured.requests);
  const { profile } = await s.post('Profiler.stop');
  const self = new Map<string, number>();
  const dt = new Map<number, number>();
  for (let i = 0; i < profile.samples!.length; i++)
    dt.set(profile.samples![i], (dt.get(profile.samples![i]) ?? 0) + (profile.timeDeltas![i] ?? 0));
  let total = 0;
  for (const n of profile.nodes) {
    const t = dt.get(n.id) ?? 0;
    total += t;
    const f = n.callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.replace(/.*node_modules\//, 'nm/').replace(/.*\/work\/main\//, '')}:${f.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + t);
  }
  const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 45);
  for (const [k, v] of top) console.log(((v / total) * 100).toFixed(1).padStart(5), k);
  // inclusive time per function name (each sample counted once per distinct name on its stack)
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const incl = new Map<string, number>();
  let busy = 0;
  for (const n of profile.nodes) {
    const t = dt.get(n.id) ?? 0;
    if (!t || n.callFrame.functionName === '(idle)' || n.callFrame.functionName === 'dispatch') continue;
    busy += t;
    const seen = new Set<string>();
    for (let id: number | undefined = n.id; id !== undefined; id = parent.get(id)) {
      const f = byId.get(id)!.callFrame;
      const k = `${f.functionName || '(anon)'} ${f.url.replace(/.*node_modules\//, 'nm/').replace(/.*\/work\/main\//, '')}:${f.lineNumber}`;
      if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + t); }
    }
  }
  const calls = Number(process.env.CALLS ?? 1);
  console.log('--- inclusive, % of busy; busy us per call =', (busy / calls).toFixed(0));
  for (const [k, v] of [...incl.entries()].sort((a, b) => b[1] - a[1]).slice(0, 70)) console.log(((v / busy) * 100).toFixed(1).padStart(5), k);
  // by package
  const pk = new Map<string, number>();
  for (const n of profile.nodes) {
    const t = dt.get(n.id) ?? 0;
    const u = n.callFrame.url;
    const m = u.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
    const key = m
      ? m[1]
      : u.includes('/apps/server/')
        ? 'server'
        : u.startsWith('node:')
          ? u
          : u === ''
            ? n.callFrame.functionName
            : 'other';
    pk.set(key, (pk.get(key) ?? 0) + t);
  }
  console.log('--- by package');
  for (const [k, v] of [...pk.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(((v / total) * 100).toFixed(1).padStart(5), k);
}
await env.close();
