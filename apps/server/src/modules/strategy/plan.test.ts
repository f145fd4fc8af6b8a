import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { add } from '../aol/plan-fixture.ts';
import { strategicActionTable, strategicPriorityTable } from '../resources/schema.ts';
import { sysUser } from '../system/schema.ts';

/**
 * The strategic plan over HTTP (issue 19 item 2): an action's status moves through the engine's
 * edit as the model allows, a forbidden move is refused in the caller's language and changes
 * nothing, the completion date follows the status, and the tree route's progress and overdue
 * figures equal those worked out by hand. Records are this file's own (unique names): the demo
 * school may hold a plan of its own.
 */
const t = useTestApp();
let admin: string;
const today = new Date().toISOString().slice(0, 10);
const ids: Record<string, string> = {};
let ownerName = '';
let ownerId = '';

type Rec = Record<string, unknown> & { id: string };
interface TreeAction extends Rec {
  overdue: boolean;
  late: boolean;
  files: { fileName: string; url: string }[];
}
interface Progress {
  total: number;
  completed: number;
  inProgress: number;
  notStarted: number;
  overdue: number;
  percent: number | null;
}
interface Tree {
  plan: Rec;
  today: string;
  progress: Progress;
  priorities: (Rec & {
    progress: Progress;
    goals: (Rec & { progress: Progress; actions: TreeAction[] })[];
  })[];
  timeline: { today: number | null; bars: { id: string; overdue: boolean; overrun: number }[] };
}

const stored = async (id: string) =>
  (await t.database.db.select().from(strategicActionTable).where(eq(strategicActionTable.id, id)))[0];
const setStatus = (id: string, status: string, lang = 'en-US', extra: Record<string, unknown> = {}) =>
  t.api.put(`/aacsb/strategicAction/edit`, { id, status, ...extra }, { token: admin, lang });
const tree = async (token = admin) => {
  const res = await t.api.get<Tree>('/aacsb/strategicPlan/tree', { token, query: { planId: ids.plan } });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result;
};

beforeAll(async () => {
  admin = await t.tokenFor('admin');
  const [owner] = await t.database.db
    .select({ id: sysUser.id, realname: sysUser.realname })
    .from(sysUser)
    .where(eq(sysUser.username, 'teacher'));
  ownerId = owner.id;
  ownerName = String(owner.realname);
  ids.plan = await add(t, admin, 'strategicPlan', {
    nameZh: '测试战略计划 C',
    nameEn: 'Test plan C',
    startYear: 2024,
    endYear: 2028,
  });
  ids.p1 = await add(t, admin, 'strategicPriority', { planId: ids.plan, code: 'P1', nameZh: '教学卓越' });
  ids.p2 = await add(t, admin, 'strategicPriority', { planId: ids.plan, code: 'P2', nameZh: '空的重点' });
  ids.g1 = await add(t, admin, 'strategicGoal', {
    priorityId: ids.p1,
    code: 'G1.1',
    nameZh: '课程国际化',
    standards: '5',
  });
  ids.g2 = await add(t, admin, 'strategicGoal', { priorityId: ids.p1, code: 'G1.2', nameZh: '学习成效' });
  const action = (goalId: string, code: string, status: string, startDate: string, dueDate: string) =>
    add(t, admin, 'strategicAction', {
      goalId,
      code,
      titleZh: `行动 ${code}`,
      titleEn: `Action ${code}`,
      ownerId,
      startDate,
      dueDate,
      status,
      standards: '1-5',
    });
  // G1.1: one overdue (not started, due 2025), one in progress due 2099, one completed on add.
  ids.a1 = await action(ids.g1, 'A1', '1', '2024-03-01', '2025-06-30');
  ids.a2 = await action(ids.g1, 'A2', '2', '2024-09-01', '2099-12-31');
  ids.a3 = await action(ids.g1, 'A3', '3', '2024-01-15', '2024-12-31');
  // G1.2: the action whose status the transition tests move.
  ids.a4 = await action(ids.g2, 'A4', '1', '2025-01-01', '2099-06-30');
});

describe('status of a plan action over HTTP', () => {
  it('records the completion day when an action is added as completed, ignoring a date sent for it', async () => {
    expect((await stored(ids.a3)).completedDate).toBe(today);
    const id = await add(t, admin, 'strategicAction', {
      goalId: ids.g2,
      code: 'A9',
      titleZh: '行动 A9',
      status: '1',
      completedDate: '2020-01-01',
    });
    expect((await stored(id)).completedDate).toBeNull();
    await t.api.delete('/aacsb/strategicAction/delete', { token: admin, query: { id } });
  });

  it('moves Not Started -> In Progress -> Completed, setting the completion day', async () => {
    let res = await setStatus(ids.a4, '2');
    expect(res.status, res.body.message).toBe(200);
    expect(await stored(ids.a4)).toMatchObject({ status: '2', completedDate: null });
    res = await setStatus(ids.a4, '3');
    expect(res.status, res.body.message).toBe(200);
    expect(await stored(ids.a4)).toMatchObject({ status: '3', completedDate: today });
  });

  it('refuses Completed -> Not Started in English and Chinese and changes nothing', async () => {
    const before = await stored(ids.a4);
    const en = await setStatus(ids.a4, '1', 'en-US', { progressNote: 'should not be kept' });
    expect(en.status).toBe(400);
    expect(en.body.success).toBe(false);
    expect(en.body.message).toContain('A completed action cannot go back to Not Started');
    expect((en.body.result as { fields: { status: string } }).fields.status).toContain(
      'reopen it as In Progress',
    );
    const zh = await setStatus(ids.a4, '1', 'zh-CN');
    expect(zh.status).toBe(400);
    expect(zh.body.message).toContain('已完成的行动不能退回“未开始”');
    const after = await stored(ids.a4);
    expect(after).toMatchObject({ status: '3', completedDate: today, progressNote: before.progressNote });
    expect(after.updateTime).toEqual(before.updateTime);
  });

  it('reopens a completed action as In Progress and clears its completion day', async () => {
    const res = await setStatus(ids.a4, '2');
    expect(res.status, res.body.message).toBe(200);
    expect(await stored(ids.a4)).toMatchObject({ status: '2', completedDate: null });
    // Back to Not Started from In Progress is allowed (started by mistake).
    expect((await setStatus(ids.a4, '1')).status).toBe(200);
    // And straight to Completed from Not Started (a small action done in one go).
    expect((await setStatus(ids.a4, '3')).status).toBe(200);
    expect(await stored(ids.a4)).toMatchObject({ status: '3', completedDate: today });
  });

  it('keeps the completion day when a completed action is edited otherwise', async () => {
    await t.database.db
      .update(strategicActionTable)
      .set({ completedDate: '2025-01-10' })
      .where(eq(strategicActionTable.id, ids.a4));
    const res = await t.api.put(
      '/aacsb/strategicAction/edit',
      { id: ids.a4, status: '3', progressNote: 'report filed' },
      { token: admin },
    );
    expect(res.status, res.body.message).toBe(200);
    expect(await stored(ids.a4)).toMatchObject({ completedDate: '2025-01-10', progressNote: 'report filed' });
  });

  it('refuses a status outside the dictionary and a goal that does not exist', async () => {
    expect((await setStatus(ids.a1, '7')).status).toBe(400);
    const res = await t.api.put(
      '/aacsb/strategicAction/edit',
      { id: ids.a1, goalId: 'no-such-goal' },
      { token: admin },
    );
    expect(res.status).toBe(400);
    expect(await stored(ids.a1)).toMatchObject({ status: '1', goalId: ids.g1 });
  });
});

describe('plan tree', () => {
  it('gives progress and overdue counts worked out by hand at every level', async () => {
    const data = await tree();
    expect(data.today).toBe(today);
    expect(data.plan).toMatchObject({ id: ids.plan, nameEn: 'Test plan C', startYear: 2024 });
    const [p1, p2] = data.priorities;
    expect([p1.code, p2.code]).toEqual(['P1', 'P2']);
    const [g1, g2] = p1.goals;
    // G1.1: A3 completed of A1, A2, A3 = 33.3 %; A1 is overdue (due 2025-06-30, not started).
    expect(g1.progress).toMatchObject({ total: 3, completed: 1, inProgress: 1, notStarted: 1, overdue: 1 });
    expect(g1.progress.percent).toBe(33.3);
    // G1.2: A4 completed = 100 %.
    expect(g2.progress).toMatchObject({ total: 1, completed: 1, percent: 100 });
    // P1 and the plan: 2 of 4 = 50.0 % (the mean of the goals' shares would be 66.7).
    expect(p1.progress).toMatchObject({ total: 4, completed: 2, overdue: 1, percent: 50 });
    expect(p2.progress).toMatchObject({ total: 0, percent: null });
    expect(data.progress).toMatchObject({ total: 4, completed: 2, overdue: 1, percent: 50 });

    const a1 = g1.actions.find((a) => a.id === ids.a1) as TreeAction;
    expect(g1.actions.map((a) => a.code)).toEqual(['A1', 'A2', 'A3']);
    expect(a1).toMatchObject({ overdue: true, ownerId_dictText: ownerName, status_dictText: 'Not Started' });
    expect(String(a1.standards_dictText)).toContain('Strategic Plan');
    expect(g1.standards_dictText).toBe('Curriculum');
    expect(data.timeline.bars.find((b) => b.id === ids.a1)).toMatchObject({ overdue: true });
    expect(data.timeline.bars.find((b) => b.id === ids.a2)).toMatchObject({ overdue: false, overrun: 0 });
  });

  it('names things in the caller language and tells an unknown plan', async () => {
    const zh = await t.api.get<Tree>('/aacsb/strategicPlan/tree', {
      token: admin,
      lang: 'zh-CN',
      query: { planId: ids.plan },
    });
    expect(zh.body.result.priorities[0].goals[0].actions[0].status_dictText).toBe('未开始');
    const none = await t.api.get('/aacsb/strategicPlan/tree', { token: admin, query: { planId: 'nope' } });
    expect(none.status).toBe(404);
  });

  it('lets the expert read the plan but not change an action', async () => {
    const expert = await t.tokenFor('expert');
    expect((await tree(expert)).progress.total).toBe(4);
    const res = await t.api.put(
      '/aacsb/strategicAction/edit',
      { id: ids.a1, status: '2' },
      { token: expert },
    );
    expect(res.status).toBe(403);
    expect((await stored(ids.a1)).status).toBe('1');
  });
});

describe('plan records', () => {
  it('refuses a plan whose last year is before its first', async () => {
    const res = await t.api.post(
      '/aacsb/strategicPlan/add',
      { nameZh: '倒置的计划', startYear: 2028, endYear: 2024 },
      { token: admin, lang: 'en-US' },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('The last year cannot be before the first year');
  });

  it('refuses to delete a priority that still has goals, naming it, and deletes an empty one', async () => {
    const en = await t.api.delete('/aacsb/strategicPriority/delete', { token: admin, query: { id: ids.p1 } });
    expect(en.status).toBe(400);
    expect(en.body.message).toBe(
      'Priority "P1 教学卓越" cannot be deleted while it has goals (2): delete them first.',
    );
    const zh = await t.api.delete('/aacsb/strategicPriority/delete', {
      token: admin,
      lang: 'zh-CN',
      query: { id: ids.p1 },
    });
    expect(zh.body.message).toContain('下还有 2 个战略目标');
    const left = await t.database.db
      .select()
      .from(strategicPriorityTable)
      .where(eq(strategicPriorityTable.planId, ids.plan));
    expect(left).toHaveLength(2);
    const empty = await t.api.delete('/aacsb/strategicPriority/delete', {
      token: admin,
      query: { id: ids.p2 },
    });
    expect(empty.status, empty.body.message).toBe(200);
    expect((await tree()).priorities.map((p) => p.code)).toEqual(['P1']);
  });

  it('refuses to delete a goal with actions and a plan with priorities', async () => {
    const goal = await t.api.delete('/aacsb/strategicGoal/delete', { token: admin, query: { id: ids.g1 } });
    expect(goal.status).toBe(400);
    expect(goal.body.message).toContain('while it has actions (3)');
    const plan = await t.api.delete('/aacsb/strategicPlan/delete', { token: admin, query: { id: ids.plan } });
    expect(plan.status).toBe(400);
    expect(plan.body.message).toContain('while it has priorities (1)');
  });
});
