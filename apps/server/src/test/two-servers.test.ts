import { constants, publicEncrypt, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../core/db.ts';
import { createPostgresDatabase } from './db.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';

/**
 * The scale-out shape: two server processes on one PostgreSQL (as behind a load balancer). What
 * one does, the other sees: records, dictionary and permission changes (without a restart),
 * and the sign-in limits, which are kept in the database rather than in either process.
 */
const onPostgres = process.env.TEST_DRIVER === 'postgres';

type Server = ServerProcess;

function startServer(url: string): Promise<Server> {
  return startServerProcess(
    { DATABASE_URL: url, SEED_DEMO: 'true', LOGIN_RATE_LIMIT: '12' },
    { tries: 200, intervalMs: 150 },
  );
}

async function call<T = unknown>(
  server: Server,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: { success: boolean; message: string; result: T } }> {
  const res = await fetch(`${server.base}${path}`, {
    method,
    headers: {
      ...(options.token ? { 'x-access-token': options.token } : {}),
      ...(options.body ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as never };
}

async function signIn(server: Server, username: string, password: string) {
  const checkKey = randomBytes(10).toString('hex');
  await call(server, 'GET', `/sys/randomImage/${checkKey}`);
  const key = await call<{ publicKey: string }>(server, 'GET', '/sys/getPublicKey');
  const encrypted = publicEncrypt(
    { key: key.body.result.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password),
  ).toString('base64');
  return call<{ token: string }>(server, 'POST', '/sys/login', {
    body: { username, password: encrypted, captcha: 'TEST', checkKey },
  });
}

async function eventually(check: () => Promise<boolean>, ms = 5000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

describe.runIf(onPostgres)('two servers on one PostgreSQL', () => {
  let database: Database & { url: string };
  let a: Server;
  let b: Server;

  beforeAll(async () => {
    database = await createPostgresDatabase('accredit_two', inject('postgresTemplate'));
    [a, b] = await Promise.all([startServer(database.url), startServer(database.url)]);
  }, 90_000);
  afterAll(async () => {
    for (const s of [a, b]) s?.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await database?.close();
  });

  it('agree on records, dictionaries and permissions without a restart', async () => {
    const admin = (await signIn(a, 'admin', 'Demo@2026')).body.result.token;
    const teacher = (await signIn(b, 'teacher', 'Demo@2026')).body.result.token;
    expect(admin && teacher).toBeTruthy();

    // A dictionary item added through A is offered by B (whose cache held the old list).
    const before = await call<{ value: string }[]>(b, 'GET', '/sys/dict/getDictItems/politics', {
      token: admin,
    });
    expect(before.status).toBe(200);
    const dicts = await call<{ records: { id: string; dictCode: string }[] }>(
      a,
      'GET',
      '/sys/dict/list?dictCode=politics&pageSize=5',
      { token: admin },
    );
    const dictId = dicts.body.result.records.find((d) => d.dictCode === 'politics')!.id;
    const added = await call(a, 'POST', '/sys/dictItem/add', {
      token: admin,
      body: { dictId, itemValue: 'two-servers', itemText: '双服务器', itemTextEn: 'Two servers' },
    });
    expect(added.status, added.body.message).toBe(200);
    expect(
      await eventually(async () =>
        (
          await call<{ value: string }[]>(b, 'GET', '/sys/dict/getDictItems/politics', { token: admin })
        ).body.result.some((i) => i.value === 'two-servers'),
      ),
    ).toBe(true);

    // A permission taken from the teacher role through A is refused by B at once.
    const list = '/aacsb/periodicalStandard/list?pageSize=1';
    expect((await call(b, 'GET', list, { token: teacher })).status).toBe(200);
    const roles = await call<{ records: { id: string; roleCode: string }[] }>(
      a,
      'GET',
      '/sys/role/list?pageSize=50',
      {
        token: admin,
      },
    );
    const teacherRole = roles.body.result.records.find((r) => r.roleCode === '4')!.id;
    const saved = await call(a, 'POST', '/sys/permission/saveRolePermission', {
      token: admin,
      body: { roleId: teacherRole, permissionIds: '' },
    });
    expect(saved.status, saved.body.message).toBe(200);
    expect(
      await eventually(async () => (await call(b, 'GET', list, { token: teacher })).status === 403),
    ).toBe(true);
  });

  it('end a session on both at once when it is ended through one (kept sessions are dropped)', async () => {
    const admin = (await signIn(a, 'admin', 'Demo@2026')).body.result.token;
    const staff = (await signIn(b, 'secretary', 'Demo@2026')).body.result.token;
    // B has just read the session (and keeps it a few seconds); A freezes the account.
    expect((await call(b, 'GET', '/sys/checkToken', { token: staff })).status).toBe(200);
    const users = await call<{ records: { id: string; username: string }[] }>(
      a,
      'GET',
      '/sys/user/list?username=secretary&pageSize=5',
      { token: admin },
    );
    const id = users.body.result.records.find((u) => u.username === 'secretary')!.id;
    const frozen = await call(a, 'PUT', '/sys/user/frozenBatch', {
      token: admin,
      body: { ids: id, status: 2 },
    });
    expect(frozen.status, frozen.body.message).toBe(200);
    // Told by NOTIFY, well within the few seconds B would otherwise keep the session.
    expect(
      await eventually(
        async () => (await call(b, 'GET', '/sys/checkToken', { token: staff })).status === 401,
        1500,
      ),
    ).toBe(true);
    await call(a, 'PUT', '/sys/user/frozenBatch', { token: admin, body: { ids: id, status: 1 } });
  });

  it('count sign-in failures and rate limits together', async () => {
    // Five wrong passwords for one account from one address, spread over both servers: the fifth waits.
    for (const [i, s] of [a, b, a, b].entries())
      expect((await signIn(s, 'staff', `Wrong${i}@x`)).status).toBe(400);
    const fifth = await signIn(b, 'staff', 'Wrong@x5');
    expect(fifth.status).toBe(429);
    expect(fifth.body.message).toMatch(/failed attempts/);

    // The per-address limit on /sys/login (12 a minute here) holds across both servers.
    let limited = false;
    for (let i = 0; i < 10 && !limited; i++) {
      const res = await signIn(i % 2 ? a : b, `nobody${i}`, 'Wrong@x');
      limited = res.status === 429 && !/failed attempts/.test(res.body.message);
    }
    expect(limited).toBe(true);
  });
});
