import type { AnswerProblem, MyQuestionnaireForm } from '@accredit/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { questionnaireTable } from '../resources/schema.ts';
import {
  adminToken,
  COMPLETE,
  HOURS,
  myList,
  openCount,
  publish,
  respondent,
  setQuestionnaire,
} from './answer-fixture.ts';
import { questionnaireRecipient, questionnaireResponse } from './schema.ts';

/**
 * Answering a questionnaire (issue 18 item 3): a person the audience reached (here accounts with
 * no role, as students are) sees it in their list and count, saves a draft and comes back to it,
 * and submits once; required and show-if rules are the shared model's; only collecting
 * questionnaires within their dates take answers; anyone else gets 403.
 */
const t = useTestApp();
let admin: string;

beforeAll(async () => {
  admin = await adminToken(t);
});

const form = (token: string, id: string, lang?: string) =>
  t.api.get<MyQuestionnaireForm>('/aacsb/myQuestionnaire/get', { token, query: { id }, lang });
const save = (token: string, id: string, answers: unknown, lang?: string) =>
  t.api.post<{ savedAt: string }>('/aacsb/myQuestionnaire/save', { id, answers }, { token, lang });
const submit = (token: string, id: string, answers: unknown, lang?: string) =>
  t.api.post<{ submitted: true } | AnswerProblem[]>(
    '/aacsb/myQuestionnaire/submit',
    { id, answers },
    { token, lang },
  );

/** A state change by the administrator (stop = Stop Collecting, restart, end). */
async function act(action: 'stop' | 'restart' | 'end', id: string) {
  const res = await t.api.post(`/aacsb/questionnaire/${action}`, { id }, { token: admin });
  expect(res.status, res.body.message).toBe(200);
}

async function responsesOf(id: string) {
  return t.database.db
    .select()
    .from(questionnaireResponse)
    .where(eq(questionnaireResponse.questionnaireId, id));
}

async function recipientOf(id: string, userId: string) {
  const [row] = await t.database.db
    .select()
    .from(questionnaireRecipient)
    .where(and(eq(questionnaireRecipient.questionnaireId, id), eq(questionnaireRecipient.userId, userId)));
  return row;
}

describe('a student answering', () => {
  it('sees the questionnaire in the list and the count, and opens it in their language', async () => {
    const student = await respondent(t);
    const id = await publish(t, admin, [student.id], { name: 'Listed' });
    const list = await myList(t, student.token);
    expect(list.map((q) => q.id)).toEqual([id]);
    expect(list[0]).toMatchObject({ open: true, answered: false, hasDraft: false, anonymous: false });
    expect(list[0].questionCount).toBe(6);
    expect(await openCount(t, student.token)).toBe(1);

    const res = await form(student.token, id);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result.groupList.map((g) => g.questions.length)).toEqual([4, 2]);
    expect(res.body.result.groupList[0].questions[0].title).toEqual({
      zh: '你使用过图书馆吗？',
      en: 'Did you use the library?',
    });
    expect(res.body.result).toMatchObject({ answers: {}, draftSavedAt: null, open: true });
  });

  it('saves a draft, finds it again, and the list says a draft is waiting', async () => {
    const student = await respondent(t);
    const id = await publish(t, admin, [student.id]);
    const saved = await save(student.token, id, { q1: 'yes', q2: '  two books ', q3: 2 });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.message).toBe('Your answers are saved: you can come back and finish later');

    const back = await form(student.token, id);
    expect(back.body.result.answers).toEqual({ q1: 'yes', q2: 'two books', q3: 2 });
    expect(back.body.result.draftSavedAt).toBe(saved.body.result.savedAt);
    expect((await myList(t, student.token))[0]).toMatchObject({ hasDraft: true, answered: false });

    // A later save replaces the draft; an answer to a question now hidden (q2) is dropped.
    expect((await save(student.token, id, { q1: 'no', q2: 'two books' })).status).toBe(200);
    expect((await form(student.token, id)).body.result.answers).toEqual({ q1: 'no' });
  });

  it('refuses a draft holding an impossible answer, naming the question, and keeps the saved one', async () => {
    const student = await respondent(t);
    const id = await publish(t, admin, [student.id]);
    await save(student.token, id, { q3: 4 });
    const bad = await t.api.post<AnswerProblem[]>(
      '/aacsb/myQuestionnaire/save',
      { id, answers: { q1: 'maybe', q3: 9, q6: 'x'.repeat(21) } },
      { token: student.token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.result).toEqual([
      { questionId: 'q1', key: 'questionnaire.answers.invalidOption' },
      { questionId: 'q3', key: 'questionnaire.answers.invalidRating' },
      { questionId: 'q6', key: 'questionnaire.answers.tooLong' },
    ]);
    expect(bad.body.message).toContain('3 answer(s) need attention');
    expect(bad.body.message).toContain('Did you use the library?');
    expect((await form(student.token, id)).body.result.answers).toEqual({ q3: 4 });
  });

  it('names the required questions missing on submit, in the caller’s language, and keeps nothing', async () => {
    const student = await respondent(t);
    const id = await publish(t, admin, [student.id]);
    const res = await t.api.post<AnswerProblem[]>(
      '/aacsb/myQuestionnaire/submit',
      { id, answers: { q1: 'yes', q5: { r1: 3 } } },
      { token: student.token, lang: 'zh-CN' },
    );
    expect(res.status).toBe(400);
    // q2 is shown (q1 yes) and required; the matrix needs every row.
    expect(res.body.result).toEqual([
      { questionId: 'q2', key: 'questionnaire.answers.required' },
      { questionId: 'q3', key: 'questionnaire.answers.required' },
      { questionId: 'q5', key: 'questionnaire.answers.required' },
    ]);
    expect(res.body.message).toContain('有 3 处作答需要修改');
    expect(res.body.message).toContain('你借了什么？');
    expect(await responsesOf(id)).toEqual([]);
    expect((await recipientOf(id, student.id)).answered).toBe(false);
  });

  it('submits once: the answers kept as checked, the draft cleared, the count and the list updated', async () => {
    const student = await respondent(t);
    const id = await publish(t, admin, [student.id]);
    await save(student.token, id, { q1: 'no' });
    // q2 is hidden (q1 no), so it is neither required nor kept.
    const res = await submit(student.token, id, { ...COMPLETE, q2: 'hidden', zz: 'unknown question' });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result).toEqual({ submitted: true });
    expect(res.body.message).toBe('Thank you: your answers are submitted');

    const [stored] = await responsesOf(id);
    expect(stored.answers).toEqual({ q1: 'no', q3: 4, q4: ['a', 'b'], q5: { r1: 3, r2: 5 }, q6: 'fine' });
    expect(stored.respondentId).toBe(student.id);
    expect(stored.submitTime).toBeInstanceOf(Date);
    const recipient = await recipientOf(id, student.id);
    expect(recipient).toMatchObject({ answered: true, draft: null, draftTime: null });
    expect(recipient.answeredOn).toBe(new Date().toISOString().slice(0, 10));
    const [q] = await t.database.db
      .select({ responseCount: questionnaireTable.responseCount })
      .from(questionnaireTable)
      .where(eq(questionnaireTable.id, id));
    expect(q.responseCount).toBe(1);

    expect((await myList(t, student.token))[0]).toMatchObject({ answered: true, hasDraft: false });
    expect(await myList(t, student.token, 'open')).toEqual([]);
    expect(await openCount(t, student.token)).toBe(0);
    expect((await form(student.token, id)).body.result).toMatchObject({ answers: {}, draftSavedAt: null });
  });

  it('refuses a second submission and a later save (409), keeping the first answers', async () => {
    const student = await respondent(t);
    const id = await publish(t, admin, [student.id]);
    expect((await submit(student.token, id, COMPLETE)).status).toBe(200);
    const again = await submit(student.token, id, { ...COMPLETE, q3: 1 }, 'zh-TW');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('您已經提交過此問卷');
    expect((await save(student.token, id, { q3: 1 })).status).toBe(409);
    const rows = await responsesOf(id);
    expect(rows.map((r) => (r.answers as { q3: number }).q3)).toEqual([4]);
  });

  it('keeps one response when the same person submits twice at the same moment', async () => {
    const student = await respondent(t);
    const id = await publish(t, admin, [student.id]);
    const answers = await Promise.all([
      submit(student.token, id, COMPLETE),
      submit(student.token, id, COMPLETE),
      submit(student.token, id, COMPLETE),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await responsesOf(id)).toHaveLength(1);
    const [q] = await t.database.db
      .select({ responseCount: questionnaireTable.responseCount })
      .from(questionnaireTable)
      .where(eq(questionnaireTable.id, id));
    expect(q.responseCount).toBe(1);
  });

  it('counts every respondent when many submit at the same moment', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => respondent(t)));
    const id = await publish(
      t,
      admin,
      people.map((p) => p.id),
      { anonymous: true },
    );
    const answers = await Promise.all(
      people.map((p, i) => submit(p.token, id, { ...COMPLETE, q3: 1 + (i % 5) })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const rows = await responsesOf(id);
    expect(rows.map((r) => (r.answers as { q3: number }).q3).sort()).toEqual([1, 1, 2, 3, 4, 5]);
    const [q] = await t.database.db
      .select({ responseCount: questionnaireTable.responseCount })
      .from(questionnaireTable)
      .where(eq(questionnaireTable.id, id));
    expect(q.responseCount).toBe(6);
  });

  it('orders the list: still to answer first (soonest closing first), then the rest', async () => {
    const student = await respondent(t);
    const answered = await publish(t, admin, [student.id], { name: 'Answered' });
    expect((await submit(student.token, answered, COMPLETE)).status).toBe(200);
    const late = await publish(t, admin, [student.id], { name: 'Closes late' });
    const soon = await publish(t, admin, [student.id], { name: 'Closes soon' });
    await setQuestionnaire(t, soon, { endTime: new Date(Date.now() + 2 * HOURS) });
    const ended = await publish(t, admin, [student.id], { name: 'Ended' });
    await act('end', ended);
    const list = await myList(t, student.token);
    expect(list.slice(0, 2).map((q) => q.id)).toEqual([soon, late]);
    expect(new Set(list.slice(2).map((q) => q.id))).toEqual(new Set([answered, ended]));
    expect(list.find((q) => q.id === ended)).toMatchObject({ open: false, answered: false, status: '3' });
    expect((await myList(t, student.token, 'open')).map((q) => q.id)).toEqual([soon, late]);
    expect(await openCount(t, student.token)).toBe(2);
  });
});

describe('only while collecting, within its dates', () => {
  const cases: [string, (id: string) => Promise<void>, string][] = [
    ['paused', (id) => act('stop', id), 'paused'],
    ['ended', (id) => act('end', id), 'has ended'],
    [
      'past its closing time',
      (id) => setQuestionnaire(t, id, { endTime: new Date(Date.now() - HOURS) }),
      'closing time has passed',
    ],
    [
      'before its opening time',
      (id) => setQuestionnaire(t, id, { startTime: new Date(Date.now() + HOURS) }),
      'not open yet',
    ],
  ];
  for (const [state, change, says] of cases) {
    it(`refuses answers when ${state} (409), still shows it, and counts it as not open`, async () => {
      const student = await respondent(t);
      const id = await publish(t, admin, [student.id]);
      await save(student.token, id, { q3: 3 });
      await change(id);
      const saved = await save(student.token, id, { q3: 5 });
      expect(saved.status).toBe(409);
      expect(saved.body.message).toContain(says);
      const submitted = await submit(student.token, id, COMPLETE);
      expect(submitted.status).toBe(409);
      expect(submitted.body.message).toContain(says);
      expect(await responsesOf(id)).toEqual([]);
      const shown = await form(student.token, id);
      expect(shown.status).toBe(200);
      expect(shown.body.result).toMatchObject({ open: false, answers: { q3: 3 } });
      expect(await openCount(t, student.token)).toBe(0);
    });
  }

  it('takes answers again after a restart, and still only once', async () => {
    const student = await respondent(t);
    const id = await publish(t, admin, [student.id]);
    await act('stop', id);
    expect((await submit(student.token, id, COMPLETE)).status).toBe(409);
    await act('restart', id);
    expect((await submit(student.token, id, COMPLETE)).status).toBe(200);
    await act('end', id);
    await act('restart', id);
    expect((await submit(student.token, id, COMPLETE)).status).toBe(409);
  });

  it('hides an unpublished questionnaire even from a recipient (403)', async () => {
    const student = await respondent(t);
    const id = await publish(t, admin, [student.id]);
    await setQuestionnaire(t, id, { status: '0' });
    expect(await myList(t, student.token)).toEqual([]);
    expect((await form(student.token, id)).status).toBe(403);
    expect((await submit(student.token, id, COMPLETE)).status).toBe(403);
  });
});

describe('the audience rule', () => {
  let id: string;
  let chosen: Awaited<ReturnType<typeof respondent>>;
  beforeAll(async () => {
    chosen = await respondent(t);
    id = await publish(t, admin, [chosen.id], { name: 'Audience only' });
  });

  it('refuses anyone the audience did not reach (403) on get, save and submit', async () => {
    const outsider = await respondent(t);
    for (const token of [outsider.token, admin]) {
      const got = await form(token, id);
      expect(got.status).toBe(403);
      expect(got.body.message).toBe('This questionnaire is not addressed to you');
      expect((await save(token, id, { q3: 1 })).status).toBe(403);
      expect((await submit(token, id, COMPLETE)).status).toBe(403);
      expect((await myList(t, token)).map((q) => q.id)).not.toContain(id);
    }
    expect(await openCount(t, outsider.token)).toBe(0);
    expect(await responsesOf(id)).toEqual([]);
  });

  it('answers 403 alike for an id that does not exist, and 401 without a session', async () => {
    const res = await form(chosen.token, 'nosuchquestionnaire0');
    expect(res.status).toBe(403);
    expect((await submit(chosen.token, 'nosuchquestionnaire0', COMPLETE)).status).toBe(403);
    expect((await t.api.get('/aacsb/myQuestionnaire/list')).status).toBe(401);
    expect((await t.api.post('/aacsb/myQuestionnaire/submit', { id, answers: COMPLETE })).status).toBe(401);
  });

  it('refuses a body of the wrong shape with a clear 400 (never a 500)', async () => {
    const wrong = await t.api.post(
      '/aacsb/myQuestionnaire/submit',
      { id, answers: ['q1'] },
      { token: chosen.token },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('answers');
    const noId = await t.api.post('/aacsb/myQuestionnaire/save', { answers: {} }, { token: chosen.token });
    expect(noId.status).toBe(400);
    expect(noId.body.message).toContain('id');
  });
});
