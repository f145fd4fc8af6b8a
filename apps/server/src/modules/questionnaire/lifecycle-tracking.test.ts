import type { QuestionnaireTracking } from '@accredit/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
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
 * Tracking and reminders (issue 18 item 4): the response rate in all and by group, who has not
 * answered (for anonymous questionnaires too, never with an answer), and reminders that reach only
 * the people who have not answered, only while the questionnaire takes answers.
 */
const t = useTestApp();
let s: QnrSchool;
const db = () => t.database.db;

/** A collecting questionnaire for K1 (s1, s2, s4) and u4, where s1 answered and s2 saved a draft. */
async function collecting(anonymous: boolean, token = s.admin, body: Record<string, unknown> = {}) {
  const id = await addQuestionnaire(t, token, { anonymous, ...body });
  await setAudience(t, id, { classIds: [s.ids.K1], userIds: [s.users.u4] });
  const started = await act(t, token, 'start', id);
  expect(started.status, started.body.message).toBe(200);
  const mine = (user: string) => and(eq(recipient.questionnaireId, id), eq(recipient.userId, user));
  await db()
    .update(recipient)
    .set({ answered: true, answeredOn: new Date().toISOString().slice(0, 10) })
    .where(mine(s.users.s1));
  await db()
    .update(recipient)
    .set({ draft: { q1: 'y' }, draftTime: new Date() })
    .where(mine(s.users.s2));
  return id;
}

const tracking = (id: string, token = s.admin) =>
  t.api.get<QuestionnaireTracking>('/aacsb/questionnaire/tracking', { token, query: { id } });
const remind = (id: string, token = s.admin, lang?: string) =>
  t.api.post<{ sent: number }>('/aacsb/questionnaire/remind', { id }, { token, lang });

const remindersOf = (id: string) => noticesAbout(t, id, Object.values(s.users), '%Reminder%');

beforeAll(async () => {
  s = await buildQnrSchool(t);
});

describe('GET /aacsb/questionnaire/tracking', () => {
  it('gives the rate in all and by group, and the people who have not answered', async () => {
    const id = await collecting(false);
    const res = await tracking(id);
    expect(res.status, res.body.message).toBe(200);
    const r = res.body.result;
    // 1 of 4 answered: 25.0 %; K1 1 of 3: 33.3 %; named 0 of 1.
    expect(r.total).toMatchObject({ audience: 4, answered: 1, rate: 25 });
    expect(r.groups.map((g) => [g.key, g.audience, g.answered, g.rate])).toEqual([
      [`class:${s.ids.K1}`, 3, 1, 33.3],
      ['named', 1, 0, 0],
    ]);
    expect(r.groups[0].label).toEqual({ zh: `K1班${s.tag}`, en: `Class K1 ${s.tag}` });
    expect(r.nonRespondents.map((n) => [n.realname, n.started, n.remindCount])).toEqual([
      ['s2', true, 0],
      ['s4', false, 0],
      ['u4', false, 0],
    ]);
    expect(r.nonRespondents[0]).toMatchObject({ username: `s2_${s.tag}`, groupKey: `class:${s.ids.K1}` });
  });

  it('tracks an anonymous questionnaire the same way without telling who started a draft', async () => {
    const id = await collecting(true);
    const r = (await tracking(id)).body.result;
    expect(r.anonymous).toBe(true);
    expect(r.total).toMatchObject({ audience: 4, answered: 1 });
    expect(r.nonRespondents.map((n) => [n.realname, n.started])).toEqual([
      ['s2', false],
      ['s4', false],
      ['u4', false],
    ]);
    // No draft or answer travels with it.
    expect(JSON.stringify(r)).not.toContain('"q1"');
  });

  it("keeps another programme's questionnaire from a programme head (not found)", async () => {
    const headA = await t.tokenFor(`headA_${s.tag}`);
    const headB = await t.tokenFor(`headB_${s.tag}`);
    const id = await collecting(true, headA, { degreeProgramsId: s.ids.A });
    expect((await tracking(id, headA)).status).toBe(200);
    expect((await tracking(id, headB)).status).toBe(404);
    expect((await remind(id, headB)).status).toBe(404);
  });
});

describe('POST /aacsb/questionnaire/remind', () => {
  it('reminds only the people who have not answered, in both languages, and counts it', async () => {
    const id = await collecting(true);
    const res = await remind(id);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result.sent).toBe(3);
    const sent = await remindersOf(id);
    expect(sent.map((n) => n.userId).sort()).toEqual([s.users.s2, s.users.s4, s.users.u4].sort());
    expect(sent[0].title).toMatch(/提醒.*\/ Reminder/);
    expect(sent[0].content).toContain(`/my-questionnaires?open=${id}`);
    expect(sent[0].content).toContain('You have not answered');
    expect(sent[0].content).toContain('您还没有填写');
    expect((await remind(id)).body.result.sent).toBe(3);
    const r = (await tracking(id)).body.result;
    expect(r.nonRespondents.map((n) => n.remindCount)).toEqual([2, 2, 2]);
    expect(r.nonRespondents.every((n) => n.lastReminded !== null)).toBe(true);
  });

  it('sends nothing once everyone has answered', async () => {
    const id = await collecting(false);
    await db().update(recipient).set({ answered: true }).where(eq(recipient.questionnaireId, id));
    expect((await remind(id)).body.result.sent).toBe(0);
  });

  it('refuses while paused or outside the dates, saying why', async () => {
    const id = await collecting(false);
    expect((await act(t, s.admin, 'stop', id)).status).toBe(200);
    const paused = await remind(id, s.admin, 'en-US');
    expect(paused.status).toBe(400);
    expect(paused.body.message).toContain('the questionnaire is Pause');
    expect((await act(t, s.admin, 'start', id)).status).toBe(200);
    await db()
      .update(questionnaireTable)
      .set({ startTime: new Date(Date.now() + 86_400_000), endTime: new Date(Date.now() + 2 * 86_400_000) })
      .where(eq(questionnaireTable.id, id));
    const early = await remind(id, s.admin, 'en-US');
    expect(early.status).toBe(400);
    expect(early.body.message).toMatch(/not open now/);
    expect(await remindersOf(id)).toEqual([]);
  });
});
