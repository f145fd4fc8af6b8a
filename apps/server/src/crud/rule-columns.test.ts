import { RESOURCE, type ResourceDef } from '@accredit/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sysUser } from '../modules/system/schema.ts';
import { useTestApp } from '../test/harness.ts';
import { type Actor, actorWith, addDataRule, allCodes, roleWith, sampleRecord } from './testing.ts';

/**
 * Data rules through `ruleColumns` (one rule on a screen binds every resource under it, by a
 * column name the definition maps to a field) and the list placeholders a programme head's rules
 * use (`#{sys_user_programs}`, `#{sys_user_program_courses}`: resolved from head assignments and
 * plan rows; an empty list matches nothing).
 */
const t = useTestApp();
type Page = { records: { id: string }[] };

const CODES = [
  ...allCodes(RESOURCE.degreePrograms),
  ...allCodes(RESOURCE.degreeProgramsLg),
  ...allCodes(RESOURCE.degreeProgramsHead),
  ...allCodes(RESOURCE.teachingProgram),
  ...allCodes(RESOURCE.course),
];
let seed = 5000;

/** A record added by an actor bound by no rule, from a sample with these values. */
async function added(actor: Actor, def: ResourceDef, values: Record<string, unknown> = {}): Promise<string> {
  const body = { ...(await sampleRecord(t.api, actor.token, def, seed++)), ...values };
  const res = await t.api.post<{ id: string }>(`/aacsb/${def.name}/add`, body, { token: actor.token });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result.id;
}

const listed = async (actor: Actor, def: ResourceDef, query: Record<string, string> = {}) => {
  const res = await t.api.get<Page>(`/aacsb/${def.name}/list`, {
    token: actor.token,
    query: { pageNo: 1, pageSize: -1, ...query },
  });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result.records.map((r) => r.id);
};

/** Two programmes with a learning goal each, and a course in each one's plan. */
async function twoProgrammes(admin: Actor) {
  const [a, b] = [await added(admin, RESOURCE.degreePrograms), await added(admin, RESOURCE.degreePrograms)];
  const goalA = await added(admin, RESOURCE.degreeProgramsLg, { degreeProgramsId: a });
  const goalB = await added(admin, RESOURCE.degreeProgramsLg, { degreeProgramsId: b });
  const courseA = await added(admin, RESOURCE.course);
  const courseB = await added(admin, RESOURCE.course);
  await added(admin, RESOURCE.teachingProgram, { degreeProgramsId: a, courseId: courseA });
  await added(admin, RESOURCE.teachingProgram, { degreeProgramsId: b, courseId: courseB });
  return { a, b, goalA, goalB, courseA, courseB };
}

async function userIdOf(username: string): Promise<string> {
  const [user] = await t.database.db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(eq(sysUser.username, username));
  return user.id;
}

describe('a rule on a rule column', () => {
  it('binds the programme by its id and its goals by their programme, on list, read, edit and delete', async () => {
    const admin = await actorWith(t, CODES);
    const { a, b, goalA, goalB } = await twoProgrammes(admin);
    const role = await roleWith(t.database.db, CODES);
    await addDataRule(t.database.db, role.roleId, 'degreePrograms', {
      column: 'degree_programs_id',
      condition: '=',
      value: a,
    });
    const bound = await actorWith(t, [], role);
    expect(await listed(bound, RESOURCE.degreePrograms)).toEqual([a]);
    expect(await listed(bound, RESOURCE.degreeProgramsLg)).toEqual([goalA]);
    const read = (id: string) =>
      t.api.get('/aacsb/degreeProgramsLg/queryById', { token: bound.token, query: { id } });
    expect((await read(goalA)).status).toBe(200);
    expect((await read(goalB)).status).toBe(404);
    const edit = await t.api.put(
      '/aacsb/degreeProgramsLg/edit',
      { id: goalB, name: 'x' },
      { token: bound.token },
    );
    expect(edit.status).toBe(403);
    const del = await t.api.delete('/aacsb/degreePrograms/delete', { token: bound.token, query: { id: b } });
    expect(del.status).toBe(403);
    // The admin, bound by nothing, still sees both.
    expect(await listed(admin, RESOURCE.degreePrograms)).toEqual(expect.arrayContaining([a, b]));
  });
});

describe('list placeholders of a programme head', () => {
  it('limits to the programmes a user heads and the courses of their plans; none headed matches nothing', async () => {
    const admin = await actorWith(t, [...CODES, 'user:query']);
    const { a, b, goalA, courseA } = await twoProgrammes(admin);
    const role = await roleWith(t.database.db, CODES);
    await addDataRule(t.database.db, role.roleId, 'degreePrograms', {
      column: 'degree_programs_id',
      condition: 'IN',
      value: '#{sys_user_programs}',
    });
    await addDataRule(t.database.db, role.roleId, 'course', {
      column: 'id',
      condition: 'IN',
      value: '#{sys_user_program_courses}',
    });
    const head = await actorWith(t, [], role);
    const both = await actorWith(t, [], role);
    const nobody = await actorWith(t, [], role);
    await added(admin, RESOURCE.degreeProgramsHead, {
      degreeProgramsId: a,
      userId: await userIdOf(head.username),
    });
    for (const programme of [a, b])
      await added(admin, RESOURCE.degreeProgramsHead, {
        degreeProgramsId: programme,
        userId: await userIdOf(both.username),
      });

    expect(await listed(head, RESOURCE.degreePrograms)).toEqual([a]);
    expect(await listed(head, RESOURCE.degreeProgramsLg)).toEqual([goalA]);
    expect(await listed(head, RESOURCE.course)).toEqual([courseA]);
    expect((await listed(both, RESOURCE.degreePrograms)).sort()).toEqual([a, b].sort());
    expect(await listed(nobody, RESOURCE.degreePrograms)).toEqual([]);
    expect(await listed(nobody, RESOURCE.degreeProgramsLg)).toEqual([]);
    expect(await listed(nobody, RESOURCE.course)).toEqual([]);
  });
});
