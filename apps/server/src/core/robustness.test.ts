import { defineResource } from '@accredit/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { normalise } from '../crud/records.ts';
import { sysLog, sysRole } from '../modules/system/schema.ts';
import { buildUser } from '../test/factories.ts';
import { useTestApp } from '../test/harness.ts';
import { errorHandler } from './errors-handler.ts';
import { sanitizeRichText } from './rich-text.ts';

/** Issue 14: defects found by an outside test, each kept found here. */
describe('the request path under bad input and changed rights', () => {
  const t = useTestApp();

  it('answers a NUL byte anywhere with a 400 in the caller’s language, and still logs the refused write', async () => {
    const admin = await t.tokenFor('admin');
    const query = await t.app.inject({
      method: 'GET',
      url: '/api/sys/user/queryById?id=a%00b',
      headers: { 'x-access-token': admin },
    });
    expect(query.statusCode).toBe(400);
    expect(query.json().message).toMatch(/NUL/);
    const zh = await t.api.get('/sys/user/queryById', {
      token: admin,
      query: { id: 'a\u0000b' },
      lang: 'zh-CN',
    });
    expect(zh.status).toBe(400);
    expect(zh.body.message).toBe('请求中包含不允许的字符（空字符）。');

    const body = await t.api.post(
      '/sys/dict/add',
      { id: 'x\u0000y', dictName: 'a\u0000b', dictCode: 'nul' },
      { token: admin },
    );
    expect(body.status).toBe(400);
    const [logged] = await t.database.db
      .select()
      .from(sysLog)
      .where(and(eq(sysLog.logType, 2), eq(sysLog.requestUrl, '/api/sys/dict/add')))
      .orderBy(desc(sysLog.createTime))
      .limit(1);
    expect(logged).toMatchObject({ status: 400, outcome: 'failure', target: 'xy' });
  });

  it('answers JSON nested thousands deep with a 400, not a 500', async () => {
    const admin = await t.tokenFor('admin');
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sys/dict/add',
      headers: { 'x-access-token': admin, 'content-type': 'application/json' },
      payload: deep,
    });
    expect(res.statusCode).toBe(400);
  });

  it('authorises before validating: a role without the permission learns nothing of the schema', async () => {
    const teacher = await t.tokenFor('teacher');
    const res = await t.api.post('/sys/user/add', { username: 1, nonsense: true }, { token: teacher });
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).not.toMatch(/username/);
  });

  it('takes a removed role from open sessions at once', async () => {
    const admin = await t.tokenFor('admin');
    const person = await buildUser(t.database.db, { roles: ['2', '4'] });
    const token = await t.tokenFor(person.username, '2');
    expect((await t.api.get('/sys/user/list', { token })).status).toBe(200);

    const [unitRole] = await t.database.db.select().from(sysRole).where(eq(sysRole.roleCode, '2'));
    const removed = await t.api.delete('/sys/user/deleteUserRole', {
      token: admin,
      query: { roleId: unitRole.id, userId: person.id },
    });
    expect(removed.status).toBe(200);

    expect((await t.api.get('/sys/user/list', { token })).status).toBe(403);
    const now = await t.api.get<{ currentRoleId: string | null; roles: { roleCode: string }[] }>(
      '/sys/permission/getUserPermissionByToken',
      { token },
    );
    expect(now.status).toBe(200);
    expect(now.body.result.roles.map((r) => r.roleCode)).toEqual(['4']);
    const [teacherRole] = await t.database.db.select().from(sysRole).where(eq(sysRole.roleCode, '4'));
    expect(now.body.result.currentRoleId).toBe(teacherRole.id);
  });
});

describe.runIf(process.env.TEST_DRIVER === 'postgres')('a PostgreSQL connection cut during a request', () => {
  const t = useTestApp();

  it('answers 503, keeps nothing half-done, and the next request succeeds', async () => {
    const admin = await t.tokenFor('admin');
    const before = await t.api.get<{ total: number }>('/sys/dict/list', {
      token: admin,
      query: { pageSize: 1 },
    });
    // A slow write: a transaction that waits, so the connection is cut while it is checked out.
    const slow = t.database.db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into sys_dict (id, dict_name, dict_code) values ('cut-off', 'Cut off', 'cut_off')`,
      );
      await tx.execute(sql`select pg_sleep(5)`);
    });
    await new Promise((r) => setTimeout(r, 300));
    await t.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query like '%pg_sleep%'`,
    );
    const failure = await slow.catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(Error);
    const after = await t.api.get<{ total: number }>('/sys/dict/list', {
      token: admin,
      query: { pageSize: 1 },
    });
    expect(after.status).toBe(200);
    expect(after.body.result.total).toBe(before.body.result.total);
    const [row] = await t.database.rows<{ n: string }>(
      sql`select count(*) as n from sys_dict where id = 'cut-off'`,
    );
    expect(Number(row.n)).toBe(0);
  });
});

describe('the error handler', () => {
  it('answers a lost database connection with 503 and a message to try again', () => {
    const sent: { status?: number; body?: { message: string } } = {};
    const reply = {
      serializer() {
        return this;
      },
      type() {
        return this;
      },
      status(code: number) {
        sent.status = code;
        return this;
      },
      send(body: { message: string }) {
        sent.body = body;
        return this;
      },
    };
    const request = { locale: 'en-US', log: { warn() {}, error() {} } };
    const cut = Object.assign(new Error('Failed query'), {
      cause: Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      }),
    });
    errorHandler(cut as never, request as never, reply as never);
    expect(sent.status).toBe(503);
    expect(sent.body?.message).toMatch(/try again/);
  });
});

const richDef = defineResource({
  name: 'richProbe',
  fields: [{ key: 'note', type: 'richText', max: 5000 }],
} as never);

describe('one allow-list for rich text', () => {
  it('strips data: and javascript: addresses and scripts wherever rich text is stored', () => {
    const dirty =
      '<p>ok <a href="data:text/html,<script>alert(1)</script>">x</a><img src="data:image/png;base64,AAAA">' +
      '<a href="javascript:alert(1)">y</a><script>alert(2)</script><img src="/api/obe/file/abc" onerror="x()"></p>';
    for (const clean of [sanitizeRichText(dirty), normalise(richDef, { note: dirty }).note as string]) {
      expect(clean).not.toMatch(/data:|javascript:|<script|onerror/);
      expect(clean).toContain('<p>ok ');
    }
  });
});
