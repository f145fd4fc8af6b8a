import { ROLE_CODES } from '@accredit/shared';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoUserOf } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { buildTeacher, journalArticle } from '../faculty/testing.ts';
import { sysLog, sysRole, sysUser } from '../system/schema.ts';
import { TOKEN_REFUSED_ROUTES } from './bearer.ts';
import { sysApiToken } from './schema.ts';

/**
 * Service tokens (issue 23 item 2): an administrator issues a token bound to a role; sent as
 * `Authorization: Bearer`, it reads what the role may (within its data rules) and nothing else,
 * stops at expiry and on revocation, cannot manage tokens nor reach session or password routes,
 * is shown once, and every use lands in the operation log.
 */
const t = useTestApp();
type Rec = Record<string, unknown> & { id: string };
type Page = { records: Rec[]; total: number };
type Issued = Rec & { token: string; prefix: string; status: string };

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function roleId(code: string): Promise<string> {
  const [role] = await t.database.db.select().from(sysRole).where(eq(sysRole.roleCode, code));
  return role.id;
}

async function userId(username: string): Promise<string> {
  const [user] = await t.database.db.select().from(sysUser).where(eq(sysUser.username, username));
  return user.id;
}

async function adminToken() {
  return t.tokenFor(demoUserOf('1'));
}

async function issue(body: Record<string, unknown>, lang?: string) {
  return t.api.post<Issued>('/sys/apiToken/add', body, { token: await adminToken(), lang });
}

async function issueOk(body: Record<string, unknown>): Promise<Issued> {
  const res = await issue({ expiresAt: inDays(30), ...body });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result;
}

describe('issuing', () => {
  it('answers the token once, in the acc_<id>.<secret> form; the list never shows it nor its hash', async () => {
    const made = await issueOk({ name: 'Library sync', roleId: await roleId('2') });
    expect(made.token).toMatch(/^acc_[0-9a-z]{20}\.[A-Za-z0-9_-]{43}$/);
    expect(made.token.startsWith(made.prefix)).toBe(true);
    expect(made.status).toBe('active');
    const list = await t.api.get<Page>('/sys/apiToken/list', {
      token: await adminToken(),
      query: { name: 'Library', pageSize: -1 },
    });
    expect(list.status).toBe(200);
    const [row] = list.body.result.records;
    expect(row).toMatchObject({ id: made.id, name: 'Library sync', status: 'active', roleCode: '2' });
    const [stored] = await t.database.db.select().from(sysApiToken).where(eq(sysApiToken.id, made.id));
    const secret = made.token.split('.')[1];
    expect(list.raw).not.toContain(secret);
    expect(list.raw).not.toContain(stored.secretHash);
    expect(stored.secretHash).not.toContain(secret);
    expect(Object.keys(row)).not.toContain('token');
    // Nor does the operation log of the issue keep it.
    const logged = await t.database.db
      .select()
      .from(sysLog)
      .where(eq(sysLog.logContent, 'issue service token'));
    expect(JSON.stringify(logged)).not.toContain(secret);
  });

  it('requires a name, a known role and an expiry within 366 days, with messages in the caller’s language', async () => {
    const role = await roleId('4');
    expect((await issue({ name: 'x', roleId: role })).status).toBe(400);
    const past = await issue({ name: 'x', roleId: role, expiresAt: inDays(-1) }, 'zh-CN');
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('到期时间必须晚于现在');
    const far = await issue({ name: 'x', roleId: role, expiresAt: inDays(400) });
    expect(far.body.message).toBe('A token may last at most 366 days');
    expect((await issue({ name: 'x', roleId: 'nope', expiresAt: inDays(3) })).status).toBe(400);
    expect((await issue({ name: ' ', roleId: role, expiresAt: inDays(3) })).status).toBe(400);
  });

  it('is for administrators: other roles are refused the token routes', async () => {
    for (const code of ROLE_CODES.filter((c) => c !== '1')) {
      const token = await t.tokenFor(demoUserOf(code));
      expect((await t.api.get('/sys/apiToken/list', { token })).status).toBe(403);
    }
  });
});

describe('calling with a token', () => {
  it('reads what its role may within the data rules, and is refused what the role may not', async () => {
    const a = await buildTeacher(t);
    const b = await buildTeacher(t);
    const ofA = await t.api.post<{ id: string }>('/aacsb/researchOutput/add', journalArticle(), {
      token: a.token,
    });
    const ofB = await t.api.post<{ id: string }>('/aacsb/researchOutput/add', journalArticle(), {
      token: b.token,
    });
    expect(ofA.status, ofA.body.message).toBe(200);
    expect(ofB.status, ofB.body.message).toBe(200);
    const made = await issueOk({
      name: 'CV export of A',
      roleId: await roleId('4'),
      userId: await userId(a.username),
    });
    const list = await t.api.get<Page>('/aacsb/researchOutput/list', {
      ...bearer(made.token),
      query: { pageSize: -1 },
    });
    expect(list.status, list.body.message).toBe(200);
    const ids = list.body.result.records.map((r) => r.id);
    expect(ids).toContain(ofA.body.result.id);
    expect(ids).not.toContain(ofB.body.result.id);
    // B's record by id is outside the rule too.
    const one = await t.api.get('/aacsb/researchOutput/queryById', {
      ...bearer(made.token),
      query: { id: ofB.body.result.id },
    });
    expect([403, 404]).toContain(one.status);
    // A teacher may not list users, nor may the teacher's token.
    const users = await t.api.get('/sys/user/list', bearer(made.token));
    expect(users.status).toBe(403);
  });

  it('cannot manage tokens, sessions or passwords, even bound to the administrator role', async () => {
    const made = await issueOk({ name: 'Admin robot', roleId: await roleId('1') });
    // The role itself holds everything: ordinary administration works.
    expect((await t.api.get('/sys/user/list', bearer(made.token))).status).toBe(200);
    const list = await t.api.get('/sys/apiToken/list', { ...bearer(made.token), lang: 'en-US' });
    expect(list.status).toBe(403);
    expect(list.body.message).toBe('This call is not open to API tokens; sign in as a person.');
    const add = await t.api.post(
      '/sys/apiToken/add',
      { name: 'child', roleId: await roleId('1'), expiresAt: inDays(3) },
      bearer(made.token),
    );
    expect(add.status).toBe(403);
    expect((await t.api.put('/sys/apiToken/revoke', { id: made.id }, bearer(made.token))).status).toBe(403);
    const password = await t.api.put(
      '/sys/user/updatePassword',
      { oldpassword: 'x', password: 'y', confirmpassword: 'y' },
      bearer(made.token),
    );
    expect(password.status).toBe(403);
    expect((await t.api.get('/sys/checkToken', bearer(made.token))).status).toBe(403);
    expect((await t.api.post('/sys/logout', undefined, bearer(made.token))).status).toBe(403);
    expect((await t.api.get('/sys/permission/getUserPermissionByToken', bearer(made.token))).status).toBe(
      403,
    );
  });

  it('lists only routes that exist among those refused to tokens', () => {
    const urls = new Set(t.routes.map((r) => r.url));
    expect(TOKEN_REFUSED_ROUTES.filter((u) => !urls.has(u))).toEqual([]);
  });

  it('stops at expiry and on revocation (401), and a wrong or garbled token is 401', async () => {
    const made = await issueOk({ name: 'Short lived', roleId: await roleId('2') });
    const call = (token: string, lang = 'en-US') => t.api.get('/sys/user/list', { ...bearer(token), lang });
    expect((await call(made.token)).status).toBe(200);
    await t.database.db
      .update(sysApiToken)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sysApiToken.id, made.id));
    const expired = await call(made.token, 'zh-CN');
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('此 API 令牌已过期，请向管理员申请新的令牌。');

    const other = await issueOk({ name: 'Revoked soon', roleId: await roleId('2') });
    expect((await call(other.token)).status).toBe(200);
    const revoke = await t.api.put<Rec>(
      '/sys/apiToken/revoke',
      { id: other.id },
      { token: await adminToken() },
    );
    expect(revoke.status).toBe(200);
    expect(revoke.body.result.status).toBe('revoked');
    const revoked = await call(other.token);
    expect(revoked.status).toBe(401);
    expect(revoked.body.message).toBe('This API token has been revoked.');

    const third = await issueOk({ name: 'Guessed at', roleId: await roleId('2') });
    const [id, secret] = third.token.split('.');
    const flipped = `${id}.${secret[0] === 'A' ? 'B' : 'A'}${secret.slice(1)}`;
    for (const wrong of [
      flipped,
      `${id}.`,
      'acc_',
      'garbage',
      `${third.token}x`,
      `acc_zzzz.${'a'.repeat(43)}`,
    ]) {
      const res = await call(wrong);
      expect(res.status, wrong).toBe(401);
      expect(res.body.message).toBe('Invalid API token.');
    }
    expect((await t.api.get('/sys/user/list', { headers: { authorization: 'Basic abc' } })).status).toBe(401);
    // Deleted: gone from the list and refused.
    const del = await t.api.delete('/sys/apiToken/delete', {
      token: await adminToken(),
      query: { id: third.id },
    });
    expect(del.status).toBe(200);
    expect((await call(third.token)).status).toBe(401);
  });

  it('is refused when its acting user is frozen; on a public route a refused token is simply anonymous', async () => {
    const teacher = await buildTeacher(t);
    const made = await issueOk({
      name: 'Frozen user',
      roleId: await roleId('4'),
      userId: await userId(teacher.username),
    });
    const call = () => t.api.get('/aacsb/researchOutput/list', { ...bearer(made.token), lang: 'en-US' });
    expect((await call()).status).toBe(200);
    await t.database.db.update(sysUser).set({ status: 2 }).where(eq(sysUser.username, teacher.username));
    const frozen = await call();
    expect(frozen.status).toBe(401);
    expect(frozen.body.message).toContain('can no longer be used');
    expect((await t.api.get('/sys/authSettings', bearer(made.token))).status).toBe(200);
    expect((await t.api.get('/sys/authSettings', bearer('garbage'))).status).toBe(200);
  });

  it('audits every use, reads and refusals alike, and records when and where it was last used', async () => {
    const made = await issueOk({ name: 'Audited robot', roleId: await roleId('2') });
    const before = await t.database.db.select().from(sysApiToken).where(eq(sysApiToken.id, made.id));
    expect(before[0].lastUsedAt).toBeNull();
    const read = await t.api.get('/sys/user/list', {
      ...bearer(made.token),
      from: '10.1.2.3',
      query: { username: 'teacher' },
    });
    expect(read.status).toBe(200);
    const refused = await t.api.get('/sys/apiToken/list', { ...bearer(made.token), from: '10.1.2.3' });
    expect(refused.status).toBe(403);
    const [after] = await t.database.db.select().from(sysApiToken).where(eq(sysApiToken.id, made.id));
    expect(after.lastUsedAt).not.toBeNull();
    expect(after.lastUsedIp).toBe('10.1.2.3');
    // onResponse runs after the answer is sent: give it a moment.
    await new Promise((r) => setTimeout(r, 200));
    const rows = await t.database.db
      .select()
      .from(sysLog)
      .where(and(eq(sysLog.target, made.id), eq(sysLog.logType, 2)))
      .orderBy(desc(sysLog.createTime));
    const seen = rows.map((r) => [r.requestUrl, r.status, r.username, r.ip]).sort();
    expect(seen).toEqual(
      [
        ['/api/sys/apiToken/list', 403, demoUserOf('1'), '10.1.2.3'],
        ['/api/sys/user/list', 200, demoUserOf('1'), '10.1.2.3'],
      ].sort(),
    );
    expect(rows[0].extra).toMatchObject({ apiTokenId: made.id, apiTokenName: 'Audited robot' });
    expect(rows.find((r) => r.requestUrl === '/api/sys/user/list')?.requestParam).toContain(
      '"username":"teacher"',
    );
    // The list shows it as used.
    const list = await t.api.get<Page>('/sys/apiToken/list', {
      token: await adminToken(),
      query: { name: 'Audited', pageSize: -1 },
    });
    expect(list.body.result.records[0].lastUsedAt).not.toBeNull();
    expect(list.body.result.records[0].lastUsedIp).toBe('10.1.2.3');
  });

  it('filters the list by status', async () => {
    const made = await issueOk({ name: 'Status filter', roleId: await roleId('2') });
    await t.api.put('/sys/apiToken/revoke', { id: made.id }, { token: await adminToken() });
    const get = async (status: string) =>
      (
        await t.api.get<Page>('/sys/apiToken/list', {
          token: await adminToken(),
          query: { status, name: 'Status filter', pageSize: -1 },
        })
      ).body.result.records.map((r) => r.id);
    expect(await get('revoked')).toEqual([made.id]);
    expect(await get('active')).toEqual([]);
  });
});
