import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';

/**
 * The goal tree of a programme (issue 16 item 1): an objective takes its programme from its goal,
 * codes are unique within a programme with a message that says so, targets default to 0.7,
 * nothing that still holds records is deleted, and a list is reordered in one call.
 */
const t = useTestApp();
type Rec = Record<string, unknown> & { id: string };
let admin: string;
let p1: string;
let p2: string;

async function add(resource: string, body: Record<string, unknown>) {
  return t.api.post<{ id: string }>(`/aacsb/${resource}/add`, body, { token: admin, lang: 'en-US' });
}
async function added(resource: string, body: Record<string, unknown>) {
  const res = await add(resource, body);
  expect(res.status, res.body.message).toBe(200);
  return res.body.result.id;
}
const get = async (resource: string, id: string) =>
  (await t.api.get<Rec>(`/aacsb/${resource}/queryById`, { token: admin, query: { id } })).body.result;

beforeAll(async () => {
  admin = await t.tokenFor('admin');
  p1 = await added('degreePrograms', { code: 'TREE-1', name: '树一', degreeLevel: '1' });
  p2 = await added('degreePrograms', { code: 'TREE-2', name: '树二', degreeLevel: '2' });
});

describe('the goal tree', () => {
  it('gives goals, objectives and programmes a target of 0.7 when it is left empty', async () => {
    expect((await get('degreePrograms', p1)).goalTarget).toBe(0.7);
    const goal = await added('degreeProgramsLg', { degreeProgramsId: p1, code: 'LG1', name: '沟通' });
    expect((await get('degreeProgramsLg', goal)).target).toBe(0.7);
    const lo = await added('degreeProgramsLo', {
      degreeProgramsId: p1,
      lgId: goal,
      code: 'LO1.1',
      name: '书面沟通',
      target: 0.8,
    });
    expect((await get('degreeProgramsLo', lo)).target).toBe(0.8);
    await t.api.put('/aacsb/degreeProgramsLo/edit', { id: lo, target: null }, { token: admin });
    expect((await get('degreeProgramsLo', lo)).target).toBe(0.7);
  });

  it("refuses an objective under another programme's goal, and a code used twice in a programme", async () => {
    const goal = await added('degreeProgramsLg', { degreeProgramsId: p2, code: 'LG1', name: '伦理' });
    const wrong = await add('degreeProgramsLo', { degreeProgramsId: p1, lgId: goal, code: 'LO9', name: 'x' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('This learning goal belongs to another programme');
    const twice = await add('degreeProgramsLg', { degreeProgramsId: p2, code: 'LG1', name: '重复' });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toContain('This code is already used in this programme');
    // The same code in another programme is fine (LG1 exists in p1 too).
    const lo = await added('degreeProgramsLo', {
      degreeProgramsId: p2,
      lgId: goal,
      code: 'LO1.1',
      name: '伦理意识',
    });
    expect((await get('degreeProgramsLo', lo)).degreeProgramsId).toBe(p2);
  });

  it('refuses to delete a goal with objectives or a programme with goals, and says why', async () => {
    const goals = await t.api.get<{ records: Rec[] }>('/aacsb/degreeProgramsLg/list', {
      token: admin,
      query: { degreeProgramsId: p2 },
    });
    const goal = goals.body.result.records[0].id;
    const res = await t.api.delete('/aacsb/degreeProgramsLg/delete', {
      token: admin,
      lang: 'zh-CN',
      query: { id: goal },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('LG1 下仍有 1 个指标点，请先删除');
    const prog = await t.api.delete('/aacsb/degreePrograms/delete', {
      token: admin,
      lang: 'en-US',
      query: { id: p2 },
    });
    expect(prog.status).toBe(400);
    expect(prog.body.message).toContain('still holds 1 learning goals');
    expect((await get('degreePrograms', p2)).id).toBe(p2);
  });

  it('deletes an empty programme with its head assignments', async () => {
    const empty = await added('degreePrograms', { code: 'TREE-3', name: '空', degreeLevel: '5' });
    const me = (await t.api.get<{ userInfo: { id: string } }>('/sys/checkToken', { token: admin })).body
      .result;
    await added('degreeProgramsHead', { degreeProgramsId: empty, userId: me.userInfo.id });
    const res = await t.api.delete('/aacsb/degreePrograms/delete', { token: admin, query: { id: empty } });
    expect(res.status).toBe(200);
    const heads = await t.api.get<{ total: number }>('/aacsb/degreeProgramsHead/list', {
      token: admin,
      query: { degreeProgramsId: empty },
    });
    expect(heads.body.result.total).toBe(0);
  });

  it('reorders one list in one call and refuses a mixed one', async () => {
    const a = await added('trainingObjective', { degreeProgramsId: p1, code: 'T1', content: '甲' });
    const b = await added('trainingObjective', { degreeProgramsId: p1, code: 'T2', content: '乙' });
    const c = await added('trainingObjective', { degreeProgramsId: p2, code: 'T1', content: '丙' });
    const ok = await t.api.post(
      '/aacsb/degreePrograms/reorder',
      { resource: 'trainingObjective', ids: [b, a] },
      { token: admin },
    );
    expect(ok.status).toBe(200);
    expect((await get('trainingObjective', b)).sort).toBeLessThan(
      (await get('trainingObjective', a)).sort as number,
    );
    const mixed = await t.api.post(
      '/aacsb/degreePrograms/reorder',
      { resource: 'trainingObjective', ids: [a, c] },
      { token: admin, lang: 'en-US' },
    );
    expect(mixed.status).toBe(400);
    expect(mixed.body.message).toBe('Only records of one list can be put in order together');
    expect((await get('trainingObjective', b)).sort).toBeLessThan(
      (await get('trainingObjective', a)).sort as number,
    );
  });
});
