import { type Audience, type RateRow, zAudience } from '@accredit/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { roleWith } from '../../crud/testing.ts';
import { buildUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { sysDepart, sysUser } from '../system/schema.ts';
import { groupLabels, resolveAudience } from './audience.ts';
import { addQuestionnaire, buildQnrSchool, type QnrSchool } from './lifecycle-fixture.ts';

/**
 * Who an audience reaches (issue 18 item 2), by each kind: roles, classes (own class and class
 * members), programmes (their classes' students), departments (with their sub-units) and named
 * accounts; each live account once, in its group; and the preview and pickers the audience form
 * calls.
 */
const t = useTestApp();
let s: QnrSchool;

const resolve = async (audience: Partial<Audience>) => {
  const people = await resolveAudience(t.database.db, zAudience.parse(audience));
  return Object.fromEntries(people.map((p) => [p.userId, p.groupKey]));
};
const named = (map: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(map).map(([id, key]) => [
      Object.entries(s.users).find(([, u]) => u === id)?.[0] ?? id,
      key.replace(/:(.+)$/, (_, x) => `:${Object.entries(s.ids).find(([, v]) => v === x)?.[0] ?? x}`),
    ]),
  );

beforeAll(async () => {
  s = await buildQnrSchool(t);
});

describe('resolveAudience', () => {
  it('reaches the students of a class with an account: own class and members, frozen left out', async () => {
    // K1: s1, s2 own; s4 member (own class KB); s5 has no account. K2: s3; s6 frozen.
    expect(named(await resolve({ classIds: [s.ids.K1, s.ids.K2] }))).toEqual({
      s1: 'class:K1',
      s2: 'class:K1',
      s3: 'class:K2',
      s4: 'class:K1',
    });
  });

  it("reaches a programme's students through its classes, each in their own class", async () => {
    expect(named(await resolve({ programmeIds: [s.ids.B] }))).toEqual({ s4: 'class:KB' });
    expect(named(await resolve({ programmeIds: [s.ids.A, s.ids.B] }))).toEqual({
      s1: 'class:K1',
      s2: 'class:K1',
      s3: 'class:K2',
      s4: 'class:KB',
    });
  });

  it('reaches the holders of a role; a student among them still counts in their class', async () => {
    expect(named(await resolve({ roles: [s.role] }))).toEqual({ u1: `role:${s.role}`, s1: 'class:K1' });
  });

  it('reaches a department with its sub-units, each counted under the deepest chosen one', async () => {
    expect(named(await resolve({ departIds: [s.ids.D] }))).toEqual({ u1: 'dept:D', u2: 'dept:D' });
    expect(named(await resolve({ departIds: [s.ids.D, s.ids.D1, s.ids.E] }))).toEqual({
      u1: 'dept:D',
      u2: 'dept:D1',
      u3: 'dept:E',
    });
    expect(named(await resolve({ departIds: [s.ids.D1] }))).toEqual({ u2: 'dept:D1' });
  });

  it('reaches named accounts, leaving out frozen and deleted ones', async () => {
    const gone = await buildUser(t.database.db, { delFlag: true });
    expect(named(await resolve({ userIds: [s.users.u4, s.users.s6, gone.id, s.users.s3] }))).toEqual({
      u4: 'named',
      s3: 'class:K2',
    });
  });

  it('counts each person once, in the group of the first way the rules give', async () => {
    const people = await resolveAudience(
      t.database.db,
      zAudience.parse({
        roles: [s.role],
        classIds: [s.ids.K1],
        departIds: [s.ids.D],
        userIds: [s.users.u1, s.users.s1, s.users.u4],
      }),
    );
    expect(people.length).toBe(new Set(people.map((p) => p.userId)).size);
    expect(named(Object.fromEntries(people.map((p) => [p.userId, p.groupKey])))).toEqual({
      s1: 'class:K1',
      s2: 'class:K1',
      s4: 'class:K1',
      u1: `role:${s.role}`,
      u2: 'dept:D',
      u4: 'named',
    });
  });

  it('names groups in both languages', async () => {
    const labels = await groupLabels(t.database.db, [
      `class:${s.ids.K1}`,
      `role:${s.role}`,
      `dept:${s.ids.D1}`,
      'named',
    ]);
    expect(labels.get(`class:${s.ids.K1}`)).toEqual({ zh: `K1班${s.tag}`, en: `Class K1 ${s.tag}` });
    expect(labels.get(`role:${s.role}`)).toEqual({ zh: `问卷角色${s.tag}`, en: `Survey role ${s.tag}` });
    expect(labels.get(`dept:${s.ids.D1}`)).toEqual({ zh: `部门D1${s.tag}`, en: `Dept D1 ${s.tag}` });
    expect(labels.get('named')).toEqual({ zh: '指定人员', en: 'Named people' });
  });
});

describe('POST /aacsb/questionnaire/audiencePreview', () => {
  it('counts the people an audience reaches, in all and by group', async () => {
    const res = await t.api.post<{ total: RateRow; groups: RateRow[] }>(
      '/aacsb/questionnaire/audiencePreview',
      { audience: { classIds: [s.ids.K1], userIds: [s.users.u4, s.users.s6] } },
      { token: s.admin },
    );
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result.total).toMatchObject({ audience: 4, answered: 0 });
    expect(res.body.result.groups.map((g) => [g.key, g.audience, g.label.en])).toEqual([
      [`class:${s.ids.K1}`, 3, `Class K1 ${s.tag}`],
      ['named', 1, 'Named people'],
    ]);
  });

  it('refuses an audience it cannot read, in the caller’s language', async () => {
    const res = await t.api.post(
      '/aacsb/questionnaire/audiencePreview',
      { audience: { roles: 'everyone' } },
      { token: s.admin, lang: 'zh-CN' },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^无法识别发布对象/);
  });

  it('needs the right to add or edit questionnaires', async () => {
    const { roleCode } = await roleWith(t.database.db, ['questionnaire:query', 'questionnaire:get']);
    const reader = await buildUser(t.database.db, { roles: [roleCode] });
    const token = await t.tokenFor(reader.username);
    const body = { audience: { classIds: [s.ids.K1] } };
    expect((await t.api.post('/aacsb/questionnaire/audiencePreview', body, { token })).status).toBe(403);
    const options = await t.api.get('/aacsb/questionnaire/audienceOptions', {
      token,
      query: { kind: 'class' },
    });
    expect(options.status).toBe(403);
  });
});

describe('GET /aacsb/questionnaire/audienceOptions', () => {
  type Option = { id: string; title: string; code: string | null };
  const options = (query: Record<string, string>, lang = 'en-US', token = s.admin) =>
    t.api.get<Option[]>('/aacsb/questionnaire/audienceOptions', { token, query, lang });

  it('offers each kind by keyword or ids, named in the caller’s language', async () => {
    const roles = await options({ kind: 'role', keyword: `survey role ${s.tag}` });
    expect(roles.body.result).toEqual([{ id: s.role, title: `Survey role ${s.tag}`, code: s.role }]);
    const zhRoles = await options({ kind: 'role', ids: s.role }, 'zh-CN');
    expect(zhRoles.body.result.map((o) => o.title)).toEqual([`问卷角色${s.tag}`]);
    const classes = await options({ kind: 'class', keyword: `K2Q${s.tag}` });
    expect(classes.body.result.map((o) => o.id)).toEqual([s.ids.K2]);
    const programmes = await options({ kind: 'programme', ids: `${s.ids.A},${s.ids.B}` });
    expect(programmes.body.result.map((o) => o.id).sort()).toEqual([s.ids.A, s.ids.B].sort());
    const departs = await options({ kind: 'depart', keyword: `Q${s.tag}` });
    expect(departs.body.result.map((o) => o.id).sort()).toEqual([s.ids.D, s.ids.D1].sort());
    const users = await options({ kind: 'user', keyword: `u4_${s.tag}` });
    expect(users.body.result.map((o) => o.id)).toEqual([s.users.u4]);
  });

  it('lets a programme head name accounts without the right to list users', async () => {
    const head = await t.tokenFor(`headA_${s.tag}`);
    const res = await options({ kind: 'user', ids: s.users.u4 }, 'en-US', head);
    expect(res.status, res.body.message).toBe(200);
    const [account] = await t.database.db
      .select({ username: sysUser.username })
      .from(sysUser)
      .where(eq(sysUser.id, s.users.u4));
    expect(res.body.result).toEqual([{ id: s.users.u4, title: 'u4', code: account.username }]);
  });

  it('refuses an unknown kind', async () => {
    expect((await options({ kind: 'everyone' })).status).toBe(400);
  });
});

describe('the audience kept on a questionnaire', () => {
  it('refuses ids that name nothing (unknown role, class or programme; deleted department or account), naming each', async () => {
    const db = t.database.db;
    const [gone] = await db
      .insert(sysDepart)
      .values({ departName: `已删部门${s.tag}`, orgCode: `X${s.tag}`, delFlag: true })
      .returning({ id: sysDepart.id });
    const left = await buildUser(db, { delFlag: true });
    const id = await addQuestionnaire(t, s.admin);
    const edit = (audience: Partial<Audience>) =>
      t.api.put('/aacsb/questionnaire/edit', { id, audience }, { token: s.admin, lang: 'en-US' });
    const refused = await edit({
      roles: [s.role, 'zz'],
      classIds: [s.ids.K1, 'no-such-class'],
      programmeIds: ['no-such-programme', s.ids.A],
      departIds: [s.ids.D, gone.id],
      userIds: [left.id, s.users.u1],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^Audience: The audience names records that no longer exist: /);
    const named = refused.body.message.slice(refused.body.message.lastIndexOf(':') + 1);
    expect(named.split(',').map((x) => x.trim())).toEqual([
      'zz',
      'no-such-class',
      'no-such-programme',
      gone.id,
      left.id,
    ]);
    const kept = await edit({
      roles: [s.role],
      classIds: [s.ids.K1],
      programmeIds: [s.ids.A],
      departIds: [s.ids.D],
      userIds: [s.users.u1],
    });
    expect(kept.status, kept.body.message).toBe(200);
  });
});
