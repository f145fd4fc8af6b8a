import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { improvementActionTable } from '../resources/schema.ts';
import { remindDueActions, startDailyReminders } from './loop-remind.ts';
import { type AolSchool, add, buildAolSchool } from './plan-fixture.ts';

/**
 * Improvement action reminders (issue 17 item 6): a new owner hears of the action (on add and on a
 * change of owner, not on other edits); the owners of actions not completed that are due within a
 * week or overdue are reminded, each action once a day; the reminder call reaches only the
 * caller's actions (a programme head's programmes) and is refused to a teacher.
 */
const t = useTestApp();
let s: AolSchool;
let head: string;
let teacher: string;
const owners: Record<string, { id: string; token: string }> = {};
type Note = { title: string; content: string };

const DAY = 24 * 60 * 60 * 1000;
const day = (offset: number, from = new Date()) =>
  new Date(from.getTime() + offset * DAY).toISOString().slice(0, 10);

async function inbox(token: string): Promise<Note[]> {
  const res = await t.api.get<{ records: Note[] }>('/aacsb/viewUserNotification/list', {
    token,
    query: { pageSize: 100 },
  });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result.records;
}

const naming = (notes: Note[], finding: string) => notes.filter((n) => n.title.includes(finding));

function action(programme: string, finding: string, extra: Record<string, unknown> = {}) {
  return add(t, s.admin, 'improvementAction', {
    degreeProgramsId: programme,
    finding,
    findingEn: `${finding} (en)`,
    action: `Do something about ${finding}`,
    status: '1',
    ...extra,
  });
}

beforeAll(async () => {
  s = await buildAolSchool(t);
  head = await t.tokenFor(`head_${s.tag}`);
  teacher = await t.tokenFor(`teach1_${s.tag}`);
  for (const name of ['one', 'two', 'three']) {
    const username = `owner_${name}_${s.tag}`;
    const user = await buildUser(t.database.db, { username, roles: ['3'] });
    owners[name] = { id: user.id, token: await t.tokenFor(username) };
  }
});

describe("an action's owner", () => {
  it('hears of the action when it is added with them as owner, named in each language and linked', async () => {
    const id = await action(s.ids.A, 'Owned on add', { ownerId: owners.one.id, dueDate: '2099-06-30' });
    const notes = naming(await inbox(owners.one.token), 'Owned on add');
    expect(notes).toHaveLength(1);
    expect(notes[0].title).toBe(
      '您负责一项改进措施: Owned on add / You own an improvement action: Owned on add (en)',
    );
    expect(notes[0].content).toContain(
      `You are now the owner of the improvement action <a href="/aol/improvement-action?open=${id}" rel="noopener noreferrer">Owned on add (en)</a>, due on 2099-06-30.`,
    );
    expect(notes[0].content).toContain('>Owned on add</a> 的负责人');
    expect(notes[0].content).toContain('Action: Do something about Owned on add');
  });

  it('hears of it when the action is handed to them, and nobody hears of other edits', async () => {
    const id = await action(s.ids.A, 'Handed over', { ownerId: owners.one.id });
    expect(naming(await inbox(owners.one.token), 'Handed over')).toHaveLength(1);
    const edited = await t.api.put(
      '/aacsb/improvementAction/edit',
      { id, status: '2', action: 'A better plan', dueDate: '2099-07-01' },
      { token: s.admin },
    );
    expect(edited.status, edited.body.message).toBe(200);
    expect(naming(await inbox(owners.one.token), 'Handed over')).toHaveLength(1);
    const handed = await t.api.put(
      '/aacsb/improvementAction/edit',
      { id, ownerId: owners.two.id },
      { token: s.admin },
    );
    expect(handed.status, handed.body.message).toBe(200);
    const toTwo = naming(await inbox(owners.two.token), 'Handed over');
    expect(toTwo).toHaveLength(1);
    expect(toTwo[0].content).toContain('A better plan');
    expect(naming(await inbox(owners.one.token), 'Handed over')).toHaveLength(1);
    // An action without an owner tells nobody.
    await action(s.ids.A, 'Nobody owns');
    expect(naming(await inbox(owners.one.token), 'Nobody owns')).toHaveLength(0);
  });
});

describe('reminders of due actions', () => {
  it('go to the owners of actions not completed, due within 7 days or overdue, once a day', async () => {
    const now = new Date();
    const own = { ownerId: owners.three.id };
    await action(s.ids.B, 'Overdue B', { ...own, dueDate: day(-3, now) });
    await action(s.ids.B, 'Soon B', { ...own, dueDate: day(7, now), status: '2' });
    await action(s.ids.B, 'Later B', { ...own, dueDate: day(8, now) });
    await action(s.ids.B, 'Done B', { ...own, dueDate: day(-3, now), status: '3' });
    await action(s.ids.B, 'Undated B', own);
    await action(s.ids.B, 'Unowned B', { dueDate: day(-1, now) });
    const scope = [eq(improvementActionTable.degreeProgramsId, s.ids.B)];
    const db = t.database.db;
    expect(await remindDueActions(db, { scope, now })).toBe(2);
    const notes = await inbox(owners.three.token);
    const reminders = notes.filter((n) => n.title.startsWith('改进措施'));
    expect(reminders.map((n) => n.title).sort()).toEqual([
      '改进措施即将到期: Soon B / Improvement action due: Soon B (en)',
      '改进措施已逾期: Overdue B / Improvement action overdue: Overdue B (en)',
    ]);
    const overdue = reminders.find((n) => n.title.includes('Overdue B')) as Note;
    expect(overdue.content).toContain(
      `>Overdue B (en)</a> was due on ${day(-3, now)} and is not completed yet.`,
    );
    // The same day again, by the same run or another server's: nothing more.
    expect(await remindDueActions(db, { scope, now })).toBe(0);
    // The next day they are reminded again, and of the action that has come within the week.
    const tomorrow = new Date(now.getTime() + DAY);
    expect(await remindDueActions(db, { scope, now: tomorrow })).toBe(3);
    expect(await remindDueActions(db, { scope, now: tomorrow })).toBe(0);
    // Completing an action ends its reminders.
    await db
      .update(improvementActionTable)
      .set({ status: '3' } as Record<string, unknown>)
      .where(eq(improvementActionTable.finding, 'Soon B'));
    expect(await remindDueActions(db, { scope, now: new Date(now.getTime() + 2 * DAY) })).toBe(2);
  });

  it('are sent by the reminder call for the caller’s own programmes only; a teacher may not', async () => {
    await action(s.ids.A, 'Due in A', { ownerId: owners.two.id, dueDate: day(1) });
    await action(s.ids.B, 'Due in B', { ownerId: owners.two.id, dueDate: day(1) });
    const byHead = await t.api.post<{ sent: number }>('/aacsb/improvementAction/remind', {}, { token: head });
    expect(byHead.status, byHead.body.message).toBe(200);
    expect(byHead.body.result.sent).toBe(1);
    const notes = await inbox(owners.two.token);
    expect(naming(notes, 'Due in A').filter((n) => n.title.includes('Improvement action due'))).toHaveLength(
      1,
    );
    expect(naming(notes, 'Due in B').filter((n) => n.title.includes('Improvement action due'))).toHaveLength(
      0,
    );
    const again = await t.api.post<{ sent: number }>('/aacsb/improvementAction/remind', {}, { token: head });
    expect(again.body.result.sent).toBe(0);
    const refused = await t.api.post('/aacsb/improvementAction/remind', {}, { token: teacher });
    expect(refused.status).toBe(403);
    // The administrator reaches B's action too.
    const byAdmin = await t.api.post<{ sent: number }>(
      '/aacsb/improvementAction/remind',
      {},
      { token: s.admin },
    );
    expect(byAdmin.status, byAdmin.body.message).toBe(200);
    expect(byAdmin.body.result.sent).toBeGreaterThanOrEqual(1);
    const later = await inbox(owners.two.token);
    expect(naming(later, 'Due in B').filter((n) => n.title.includes('Improvement action due'))).toHaveLength(
      1,
    );
  });

  it('run by themselves once the server starts them (the test app does not)', async () => {
    await action(s.ids.A, 'Daily A', { ownerId: owners.one.id, dueDate: day(0) });
    const reminded = async () =>
      naming(await inbox(owners.one.token), 'Daily A').filter((n) =>
        n.title.includes('Improvement action due'),
      );
    expect(await reminded()).toHaveLength(0);
    const logged: string[] = [];
    const stop = startDailyReminders(t.database.db, (m) => logged.push(m));
    try {
      for (let i = 0; i < 50 && logged.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    } finally {
      stop();
    }
    expect(logged.join('\n')).toMatch(/Sent \d+ improvement action reminder/);
    expect(await reminded()).toHaveLength(1);
  });
});
