import { defineResource } from '@accredit/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { normalise } from '../crud/records.ts';
import { sysLog, sysRole } from '../modules/system/schema.ts';
import { buildUser } from '../test/factories.ts';
import { useTestApp } from '../test/harness.ts';
import { errorHandler } from './errors-handler.ts';
import { translate } from './i18n.ts';
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
    // The log row is written after the answer leaves: wait for it (a loaded machine is slower).
    const lastLogged = async () =>
      (
        await t.database.db
          .select()
          .from(sysLog)
          .where(and(eq(sysLog.logType, 2), eq(sysLog.requestUrl, '/api/sys/dict/add')))
          .orderBy(desc(sysLog.createTime))
          .limit(1)
      )[0];
    await expect
      .poll(lastLogged, { timeout: 5000 })
      .toMatchObject({ status: 400, outcome: 'failure', target: 'xy' });
  });

  it('says what is wrong with a field whose schema gives no message of its own, in the caller’s language', async () => {
    const admin = await t.tokenFor('admin');
    const role = await t.api.post(
      '/sys/role/add',
      { roleName: 'x'.repeat(300), roleCode: 5 },
      { token: admin },
    );
    expect(role.status).toBe(400);
    expect(role.body.result).toEqual({
      fields: { roleName: 'At most 100 characters.', roleCode: 'Invalid value.' },
    });
    const files = { id: 'x', attachments: [{ kind: 'support' }] };
    const edit = await t.api.put('/aacsb/researchOutput/edit', files, { token: admin, lang: 'zh-CN' });
    expect(edit.status).toBe(400);
    expect((edit.body.result as { fields: Record<string, string> }).fields).toEqual({
      'attachments.0.fileName': translate('zh-CN', 'errors.field.required'),
      'attachments.0.url': translate('zh-CN', 'errors.field.required'),
    });
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
    // Before the body is even read: broken or over-deep JSON is the same 403 for a refused role.
    for (const payload of ['{', `${'['.repeat(5000)}${']'.repeat(5000)}`, '"text"']) {
      const raw = await t.app.inject({
        method: 'POST',
        url: '/api/sys/user/add',
        headers: { 'x-access-token': teacher, 'content-type': 'application/json' },
        payload,
      });
      expect(raw.statusCode, payload.slice(0, 10)).toBe(403);
    }
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

  it('takes a role from open sessions when the user’s roles are edited, and none left means no permission', async () => {
    const admin = await t.tokenFor('admin');
    const person = await buildUser(t.database.db, { roles: ['2'] });
    const token = await t.tokenFor(person.username, '2');
    expect((await t.api.get('/sys/user/list', { token })).status).toBe(200);
    const [teacherRole] = await t.database.db.select().from(sysRole).where(eq(sysRole.roleCode, '4'));
    const edit = (selectedroles: string) =>
      t.api.put(
        '/sys/user/edit',
        { id: person.id, username: person.username, realname: person.realname, selectedroles },
        { token: admin },
      );
    expect((await edit(teacherRole.id)).status).toBe(200);
    // The same open token, now as the remaining role (teacher): the unit administrator's list is refused.
    expect((await t.api.get('/sys/user/list', { token })).status).toBe(403);
    expect(
      (
        await t.api.get<{ currentRoleId: string | null }>('/sys/permission/getUserPermissionByToken', {
          token,
        })
      ).body.result.currentRoleId,
    ).toBe(teacherRole.id);
    expect((await edit('')).status).toBe(200);
    const none = await t.api.get<{ currentRoleId: string | null }>(
      '/sys/permission/getUserPermissionByToken',
      { token },
    );
    expect(none.body.result.currentRoleId).toBeNull();
    expect((await t.api.get('/aacsb/researchOutput/list', { token })).status).toBe(403);
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
    // Its failure is taken as a value at once: the cut can reject it before the terminating query
    // below has answered, and a rejection nobody holds yet is reported as unhandled.
    const slow = t.database.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`insert into sys_dict (id, dict_name, dict_code) values ('cut-off', 'Cut off', 'cut_off')`,
        );
        await tx.execute(sql`select pg_sleep(5)`);
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    await new Promise((r) => setTimeout(r, 300));
    await t.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query like '%pg_sleep%'`,
    );
    const failure = await slow;
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

describe.runIf(process.env.TEST_DRIVER === 'postgres')('a PostgreSQL connection cut under a request', () => {
  const t = useTestApp();

  it('answers that request 503 in the envelope, keeps none of its writes, and the server goes on', async () => {
    const admin = await t.tokenFor('admin');
    const [teacherRole] = await t.database.db.select().from(sysRole).where(eq(sysRole.roleCode, '4'));
    const url = (t.database as unknown as { url: string }).url;
    // An administrator's own connection holds the user-role table against writes (reads go on), so
    // the request's transaction stops after its first insert with its connection checked out.
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table sys_user_role in share mode');
      const username = `cut_${Date.now()}`;
      const pending = t.api.post(
        '/sys/user/add',
        { username, realname: 'Cut Off', password: 'Str0ng!Passw0rd#', selectedroles: teacherRole.id },
        { token: admin, lang: 'zh-CN' },
      );
      let waiting: number[] = [];
      for (let i = 0; i < 100 && waiting.length === 0; i++) {
        await new Promise((r) => setTimeout(r, 50));
        const { rows } = await holder.query<{ pid: number }>(
          `select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
        );
        waiting = rows.map((r) => r.pid);
      }
      expect(waiting.length).toBe(1);
      await holder.query('select pg_terminate_backend($1)', [waiting[0]]);
      const cut = await pending;
      expect(cut.status).toBe(503);
      expect(cut.body).toMatchObject({ success: false, code: 503 });
      expect(cut.body.message).toBe(translate('zh-CN', 'errors.databaseUnavailable'));
      await holder.query('rollback');

      // Alive, and the next requests are served; the user row written before the cut is not kept.
      const after = await t.api.get<{ records: { username: string }[] }>('/sys/user/list', {
        token: admin,
        query: { username },
      });
      expect(after.status).toBe(200);
      const [row] = await t.database.rows<{ n: string }>(
        sql`select count(*) as n from sys_user where username = ${username}`,
      );
      expect(Number(row.n)).toBe(0);
      const again = await t.api.post(
        '/sys/user/add',
        { username, realname: 'Cut Off', password: 'Str0ng!Passw0rd#', selectedroles: teacherRole.id },
        { token: admin },
      );
      expect(again.status).toBe(200);
    } finally {
      await holder.end();
    }
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
