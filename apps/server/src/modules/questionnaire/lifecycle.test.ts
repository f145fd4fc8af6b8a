import { QUESTIONNAIRE_ACTIONS, QUESTIONNAIRE_STATUS as S, TRANSITIONS } from '@accredit/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { roleWith } from '../../crud/testing.ts';
import { buildUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { questionnaireTable } from '../resources/schema.ts';
import {
  act,
  addQuestionnaire,
  buildQnrSchool,
  noticesAbout,
  type QnrSchool,
  setAudience,
} from './lifecycle-fixture.ts';
import { questionnaireRecipient as recipient } from './schema.ts';

/**
 * The questionnaire state machine over HTTP (issue 18, DOMAIN.md section 6): every action from
 * every state (allowed ones move it, the others are refused naming the state and change nothing);
 * what start and restart require (questions, an audience reaching someone, a closing time ahead);
 * who is reached and told; who may act (the enable and disable rights, a programme head's own
 * programmes only).
 */
const t = useTestApp();
let s: QnrSchool;
const STATE_NAMES: Record<string, string> = {
  '0': 'Unpublished',
  '1': 'Collecting',
  '2': 'Pause',
  '3': 'Ended',
};

const db = () => t.database.db;
async function statusOf(id: string): Promise<string> {
  const [row] = await db()
    .select({ status: questionnaireTable.status })
    .from(questionnaireTable)
    .where(eq(questionnaireTable.id, id));
  return String(row.status);
}
async function setStatus(id: string, status: string) {
  await db().update(questionnaireTable).set({ status }).where(eq(questionnaireTable.id, id));
}
async function recipientsOf(id: string) {
  const rows = await db()
    .select({ userId: recipient.userId, groupKey: recipient.groupKey, answered: recipient.answered })
    .from(recipient)
    .where(eq(recipient.questionnaireId, id));
  return new Map(rows.map((r) => [r.userId, r]));
}
const noticesOf = (userIds: string[], id: string) => noticesAbout(t, id, userIds);

beforeAll(async () => {
  s = await buildQnrSchool(t);
});

describe('state machine', () => {
  it('allows exactly the actions of DOMAIN.md section 6 from each state, refusing the others by name', async () => {
    for (const from of Object.values(S))
      for (const action of QUESTIONNAIRE_ACTIONS) {
        const id = await addQuestionnaire(t, s.admin);
        await setAudience(t, id, { userIds: [s.users.u4] });
        await setStatus(id, from);
        const res = await act(t, s.admin, action, id, 'en-US');
        const to = (TRANSITIONS[action].from as readonly string[]).includes(from)
          ? TRANSITIONS[action].to
          : null;
        if (to) {
          expect(res.status, `${action} from ${from}: ${res.body.message}`).toBe(200);
          expect(res.body.result.status).toBe(to);
          expect(await statusOf(id)).toBe(to);
        } else {
          expect(res.status, `${action} from ${from}`).toBe(400);
          expect(res.body.message).toContain(`the questionnaire is ${STATE_NAMES[from]}`);
          expect(await statusOf(id)).toBe(from);
        }
      }
  });

  it('walks start, stop, restart, end and restart again, answering the record each time', async () => {
    const id = await addQuestionnaire(t, s.admin);
    await setAudience(t, id, { userIds: [s.users.u4] });
    const steps: [string, string][] = [
      ['start', S.collecting],
      ['stop', S.pause],
      ['start', S.collecting],
      ['end', S.ended],
      ['restart', S.collecting],
      ['stop', S.pause],
      ['restart', S.collecting],
      ['end', S.ended],
    ];
    for (const [action, to] of steps) {
      const res = await act(t, s.admin, action, id, 'zh-CN');
      expect(res.status, `${action}: ${res.body.message}`).toBe(200);
      expect(res.body.result).toMatchObject({ id, status: to, audienceCount: 1 });
    }
    const refused = await act(t, s.admin, 'stop', id, 'zh-CN');
    expect(refused.body.message).toBe('不能停止收集：问卷当前为“已结束”');
  });

  it('runs two starts at once one after the other: one starts, the other finds it collecting', async () => {
    const id = await addQuestionnaire(t, s.admin);
    await setAudience(t, id, { classIds: [s.ids.K1] });
    const both = await Promise.all([act(t, s.admin, 'start', id), act(t, s.admin, 'start', id)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    expect((await recipientsOf(id)).size).toBe(3);
  });
});

describe('what collecting needs', () => {
  it('refuses a questionnaire without questions', async () => {
    const id = await addQuestionnaire(t, s.admin, { groupList: [] });
    await setAudience(t, id, { userIds: [s.users.u4] });
    const res = await act(t, s.admin, 'start', id, 'en-US');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/no questions/);
    expect(await statusOf(id)).toBe(S.unpublished);
  });

  it('refuses an audience that reaches nobody (none chosen, or only a frozen account)', async () => {
    const none = await addQuestionnaire(t, s.admin);
    const frozen = await addQuestionnaire(t, s.admin);
    await setAudience(t, frozen, { userIds: [s.users.s6] });
    for (const id of [none, frozen]) {
      const res = await act(t, s.admin, 'start', id, 'en-US');
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/reaches nobody/);
      expect((await recipientsOf(id)).size).toBe(0);
    }
  });

  it('refuses to start or restart after the closing time', async () => {
    const id = await addQuestionnaire(t, s.admin);
    await setAudience(t, id, { userIds: [s.users.u4] });
    const past = new Date(Date.now() - 86_400_000);
    await db()
      .update(questionnaireTable)
      .set({ startTime: new Date(past.getTime() - 86_400_000), endTime: past })
      .where(eq(questionnaireTable.id, id));
    expect((await act(t, s.admin, 'start', id, 'en-US')).body.message).toMatch(/closing time has passed/);
    await setStatus(id, S.ended);
    const restart = await act(t, s.admin, 'restart', id, 'en-US');
    expect(restart.status).toBe(400);
    expect(await statusOf(id)).toBe(S.ended);
    // Ending needs no future: an open questionnaire past its date can still be ended.
    await setStatus(id, S.pause);
    expect((await act(t, s.admin, 'end', id)).status).toBe(200);
  });
});

describe('people reached', () => {
  it('start adds the audience and tells each of them once, in both languages, linking to the form', async () => {
    const id = await addQuestionnaire(t, s.admin, { name: '课程评价问卷', nameEn: 'Course evaluation' });
    await setAudience(t, id, { classIds: [s.ids.K1], userIds: [s.users.u4] });
    const res = await act(t, s.admin, 'start', id);
    expect(res.status, res.body.message).toBe(200);
    const reached = await recipientsOf(id);
    // K1: s1, s2 (own class), s4 (member); s5 has no account; u4 named.
    expect([...reached.keys()].sort()).toEqual([s.users.s1, s.users.s2, s.users.s4, s.users.u4].sort());
    expect(res.body.result.audienceCount).toBe(4);
    const notices = await noticesOf([...reached.keys()], id);
    expect(notices).toHaveLength(4);
    const [one] = notices;
    expect(one.title).toContain('课程评价问卷');
    expect(one.title).toContain('Course evaluation');
    expect(one.content).toContain(`/my-questionnaires?open=${id}`);
    expect(one.content).toContain('anonymous');
    expect(one.content).toContain('匿名');
  });

  it('restart adds newcomers, drops leavers who have not answered, keeps those who answered, tells only newcomers', async () => {
    const id = await addQuestionnaire(t, s.admin);
    await setAudience(t, id, { classIds: [s.ids.K1] });
    expect((await act(t, s.admin, 'start', id)).status).toBe(200);
    // s1 answered; then the audience becomes K2 and u4.
    await db()
      .update(recipient)
      .set({ answered: true, answeredOn: new Date().toISOString().slice(0, 10) })
      .where(and(eq(recipient.questionnaireId, id), eq(recipient.userId, s.users.s1)));
    expect((await act(t, s.admin, 'stop', id)).status).toBe(200);
    await setAudience(t, id, { classIds: [s.ids.K2], userIds: [s.users.u4, s.users.s2] });
    const res = await act(t, s.admin, 'start', id);
    expect(res.status, res.body.message).toBe(200);
    const reached = await recipientsOf(id);
    // s1 answered (kept), s2 still named (kept, now counted as their own class), s4 left (dropped),
    // s3 of K2 and u4 new; s6 frozen.
    expect([...reached.keys()].sort()).toEqual([s.users.s1, s.users.s2, s.users.s3, s.users.u4].sort());
    expect(reached.get(s.users.s1)?.answered).toBe(true);
    expect(res.body.result.audienceCount).toBe(4);
    const told = await noticesOf([s.users.s1, s.users.s2, s.users.s3, s.users.u4], id);
    const count = (u: string) => told.filter((n) => n.userId === u).length;
    expect([count(s.users.s1), count(s.users.s2), count(s.users.s3), count(s.users.u4)]).toEqual([
      1, 1, 1, 1,
    ]);
  });
});

describe('who may act', () => {
  it('needs the enable right to start and the disable right to stop', async () => {
    const id = await addQuestionnaire(t, s.admin);
    await setAudience(t, id, { userIds: [s.users.u4] });
    const { roleCode } = await roleWith(db(), [
      'questionnaire:query',
      'questionnaire:get',
      'questionnaire:edit',
    ]);
    const user = await buildUser(db(), { roles: [roleCode] });
    const token = await t.tokenFor(user.username);
    expect((await act(t, token, 'start', id)).status).toBe(403);
    expect((await act(t, s.admin, 'start', id)).status).toBe(200);
    expect((await act(t, token, 'stop', id)).status).toBe(403);
    expect(await statusOf(id)).toBe(S.collecting);
  });

  it("lets a programme head act on their programme's questionnaires; another programme's is not found", async () => {
    const headA = await t.tokenFor(`headA_${s.tag}`);
    const headB = await t.tokenFor(`headB_${s.tag}`);
    const id = await addQuestionnaire(t, headA, { degreeProgramsId: s.ids.A });
    await setAudience(t, id, { programmeIds: [s.ids.A] });
    const other = await act(t, headB, 'start', id);
    expect(other.status).toBe(404);
    expect(await statusOf(id)).toBe(S.unpublished);
    const own = await act(t, headA, 'start', id);
    expect(own.status, own.body.message).toBe(200);
    expect((await act(t, headB, 'end', id)).status).toBe(404);
  });

  it('refuses an unknown id and a missing one with a clear message', async () => {
    const unknown = await act(t, s.admin, 'start', 'nope', 'en-US');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Questionnaire not found');
    const missing = await t.api.post('/aacsb/questionnaire/start', {}, { token: s.admin });
    expect(missing.status).toBe(400);
  });
});
