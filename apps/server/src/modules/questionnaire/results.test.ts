import type { Answers, QuestionnaireCompare, QuestionnaireResults, QuestionResult } from '@accredit/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { submit } from './fixture-builders.ts';
import { buildResultsSchool, publish, type ResultsSchool } from './results-fixture.ts';

/**
 * Results of questionnaires over HTTP (issue 18 item 5): every figure worked out by hand, the
 * group filter, anonymous figures withheld below 3 answers, the runs of a template under the
 * caller's row scope, the comparison of two runs, and who may read them.
 *
 * Audience of each run: classes K1 {a1, a2, a3} and K2 {b1, b2} and the named n1: 6 people.
 * Answers (b2 and n1 do not answer):
 *        q1 single  q2 multiple     q3 rating  q4 matrix r1, r2   q5 text
 *   a1   o1         m1, m2          5          4, 3               "Great course"
 *   a2   o1         m2              4          5, 4               -
 *   a3   o2         m1, m2, m3      3          3, -               -
 *   b1   o1         -               2          2, 2               "More labs please"
 * Everyone: 4 of 6 answered -> 66.7%.
 *   q1 answered 4: o1 3/4 = 75.0%, o2 1/4 = 25.0%.
 *   q2 answered 3 (b1 gave none): m1 2/3 = 66.7%, m2 3/3 = 100.0%, m3 1/3 = 33.3% (total > 100).
 *   q3: values 1..5 counted 0, 1, 1, 1, 1 (25.0% each of 2..5); mean 14/4 = 3.50; attainment
 *       3.5/5 = 0.700.
 *   q4: r1 4, 5, 3, 2 -> n 4, mean 3.50, 0.700; r2 3, 4, 2 -> n 3, mean 3.00, 0.600.
 * Class K1: 3 of 3 -> 100.0%; q3 (5+4+3)/3 = 4.00; q1 o1 2/3 = 66.7%.
 * Class K2: 1 of 2 -> 50.0%; q3 2.00 (named run); withheld in the anonymous run (1 < 3).
 */
const t = useTestApp();
let s: ResultsSchool;
const Q: Record<string, string> = {};

const ANSWERS: Record<'a1' | 'a2' | 'a3' | 'b1', Answers> = {
  a1: { q1: 'o1', q2: ['m1', 'm2'], q3: 5, q4: { r1: 4, r2: 3 }, q5: 'Great course' },
  a2: { q1: 'o1', q2: ['m2'], q3: 4, q4: { r1: 5, r2: 4 } },
  a3: { q1: 'o2', q2: ['m1', 'm2', 'm3'], q3: 3, q4: { r1: 3 } },
  b1: { q1: 'o1', q3: 2, q4: { r1: 2, r2: 2 }, q5: 'More labs please' },
};

async function answerAll(id: string, who: (keyof typeof ANSWERS)[]) {
  for (const key of who) await submit(t, s.users[key].token, id, ANSWERS[key]);
}

const results = async (id: string, group?: string, token = s.admin) => {
  const res = await t.api.get<QuestionnaireResults>('/aacsb/questionnaire/results', {
    token,
    query: { id, group },
  });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result;
};
/** GET /aacsb/questionnaire/compare of runs `id` and `otherId` (as the administrator unless told). */
const compare = (id: string, otherId: string, options: { lang?: string; token?: string } = {}) =>
  t.api.get<QuestionnaireCompare>('/aacsb/questionnaire/compare', {
    token: options.token ?? s.admin,
    query: { id, otherId },
    lang: options.lang,
  });
const question = (r: QuestionnaireResults, id: string) => {
  const found = r.questions.find((x) => x.questionId === id);
  expect(found, id).toBeDefined();
  return found as QuestionResult;
};
const percents = (q: QuestionResult) =>
  (q.options ?? q.rating?.distribution ?? []).map((o) => [o.count, o.percent]);

beforeAll(async () => {
  s = await buildResultsSchool(t);
  const audience = { classIds: [s.ids.K1, s.ids.K2], userIds: [s.users.n1.id] };
  Q.named = await publish(t, s, { name: '实名', anonymous: false, ...audience });
  Q.anon = await publish(t, s, { name: '匿名', anonymous: true, ...audience });
  Q.small = await publish(t, s, { name: '小组', anonymous: true, userIds: [s.users.a1.id, s.users.b1.id] });
  Q.other = await publish(t, s, {
    name: '另一模板',
    anonymous: true,
    userIds: [s.users.a1.id],
    templateId: s.ids.otherTemplate,
  });
  Q.p2 = await publish(t, s, {
    name: '项目二',
    anonymous: true,
    userIds: [s.users.a1.id],
    degreeProgramsId: s.ids.P2,
  });
  await answerAll(Q.named, ['a1', 'a2', 'a3', 'b1']);
  await answerAll(Q.anon, ['a1', 'a2', 'a3', 'b1']);
  await answerAll(Q.small, ['a1', 'b1']);
});

describe('results of everyone', () => {
  it('counts, percentages of those who answered, means and text answers as worked out', async () => {
    const r = await results(Q.named);
    expect([r.respondents, r.suppressed, r.group, r.anonymous]).toEqual([4, false, null, false]);
    expect([r.total.audience, r.total.answered, r.total.rate]).toEqual([6, 4, 66.7]);
    expect(r.groups.map((g) => g.key)).toEqual([`class:${s.ids.K1}`, `class:${s.ids.K2}`, 'named']);
    expect(r.groups[0].label.en).toBe('Class K1');

    const q1 = question(r, 'q1');
    expect(q1.answered).toBe(4);
    expect(percents(q1)).toEqual([
      [3, 75],
      [1, 25],
    ]);
    const q2 = question(r, 'q2');
    expect(q2.answered).toBe(3);
    expect(percents(q2)).toEqual([
      [2, 66.7],
      [3, 100],
      [1, 33.3],
    ]);
    const q3 = question(r, 'q3');
    expect(percents(q3)).toEqual([
      [0, 0],
      [1, 25],
      [1, 25],
      [1, 25],
      [1, 25],
    ]);
    expect([q3.rating?.n, q3.rating?.mean, q3.rating?.attainment]).toEqual([4, 3.5, 0.7]);
    const rows = question(r, 'q4').rows?.map((x) => [x.id, x.n, x.mean, x.attainment]);
    expect(rows).toEqual([
      ['r1', 4, 3.5, 0.7],
      ['r2', 3, 3, 0.6],
    ]);
    // Named: in the order they came.
    expect(question(r, 'q5').texts).toEqual(['Great course', 'More labs please']);
  });

  it('gives the same figures for the anonymous run, text answers in no particular order', async () => {
    const r = await results(Q.anon);
    expect([r.respondents, r.suppressed, r.anonymous]).toEqual([4, false, true]);
    expect(question(r, 'q3').rating?.mean).toBe(3.5);
    expect([...(question(r, 'q5').texts ?? [])].sort()).toEqual(['Great course', 'More labs please']);
  });
});

describe('filtered by audience group', () => {
  it('gives the group’s figures and its own response rate', async () => {
    const k1 = await results(Q.named, `class:${s.ids.K1}`);
    expect([k1.group, k1.respondents, k1.total.audience, k1.total.answered, k1.total.rate]).toEqual([
      `class:${s.ids.K1}`,
      3,
      3,
      3,
      100,
    ]);
    expect(question(k1, 'q3').rating?.mean).toBe(4);
    expect(percents(question(k1, 'q1'))).toEqual([
      [2, 66.7],
      [1, 33.3],
    ]);
    const k2 = await results(Q.named, `class:${s.ids.K2}`);
    expect([k2.respondents, k2.total.rate, k2.suppressed]).toEqual([1, 50, false]);
    expect(question(k2, 'q3').rating?.mean).toBe(2);
  });

  it('withholds an anonymous group’s figures below 3 answers, and shows a group of 3', async () => {
    const k2 = await results(Q.anon, `class:${s.ids.K2}`);
    expect([k2.respondents, k2.suppressed, k2.questions]).toEqual([1, true, []]);
    const k1 = await results(Q.anon, `class:${s.ids.K1}`);
    expect([k1.respondents, k1.suppressed]).toEqual([3, false]);
    expect(question(k1, 'q3').rating?.mean).toBe(4);
    // Nobody answered among the named: nothing to identify, nothing counted.
    const named = await results(Q.anon, 'named');
    expect([named.respondents, named.suppressed, question(named, 'q3').answered]).toEqual([0, false, 0]);
  });

  it('withholds the figures of an anonymous questionnaire answered by fewer than 3 people', async () => {
    const r = await results(Q.small);
    expect([r.respondents, r.suppressed, r.questions.length]).toEqual([2, true, 0]);
    expect([r.total.audience, r.total.answered]).toEqual([2, 2]);
  });

  it('counts nobody for a group nobody in the audience belongs to', async () => {
    const r = await results(Q.named, 'class:nowhere');
    expect([r.respondents, r.total.audience, r.total.rate]).toEqual([0, 0, null]);
  });
});

describe('runs of a template and their comparison', () => {
  it('lists the other runs of the same template the caller may read, newest first', async () => {
    const res = await t.api.get<{ id: string; name: string; responseCount: number }[]>(
      '/aacsb/questionnaire/runs',
      { token: s.admin, query: { id: Q.named } },
    );
    expect(res.status, res.body.message).toBe(200);
    const ids = res.body.result.map((r) => r.id);
    expect(new Set(ids)).toEqual(new Set([Q.anon, Q.small, Q.p2]));
    expect(res.body.result.find((r) => r.id === Q.anon)?.responseCount).toBe(4);
    // A programme head reads only their programme's questionnaires.
    const head = await t.api.get<{ id: string }[]>('/aacsb/questionnaire/runs', {
      token: s.users.head.token,
      query: { id: Q.named },
    });
    expect(head.status, head.body.message).toBe(200);
    expect(new Set(head.body.result.map((r) => r.id))).toEqual(new Set([Q.anon, Q.small]));
  });

  it('compares two runs question by question', async () => {
    const res = await compare(Q.named, Q.anon);
    expect(res.status, res.body.message).toBe(200);
    const c = res.body.result;
    expect([c.a.id, c.a.respondents, c.a.rate, c.b.id, c.b.respondents, c.b.rate]).toEqual([
      Q.named,
      4,
      66.7,
      Q.anon,
      4,
      66.7,
    ]);
    const q3 = c.questions.find((q) => q.questionId === 'q3');
    expect([q3?.a.mean, q3?.b.mean, q3?.delta]).toEqual([3.5, 3.5, 0]);
    const q4 = c.questions.find((q) => q.questionId === 'q4');
    expect(q4?.rows?.map((r) => [r.id, r.a, r.b])).toEqual([
      ['r1', 3.5, 3.5],
      ['r2', 3, 3],
    ]);
  });

  it('compares a withheld run as one nobody answered', async () => {
    const res = await compare(Q.named, Q.small);
    expect(res.status, res.body.message).toBe(200);
    const q3 = res.body.result.questions.find((q) => q.questionId === 'q3');
    expect([res.body.result.b.respondents, q3?.a.mean, q3?.b.mean, q3?.delta]).toEqual([2, 3.5, null, null]);
  });

  it('refuses runs of different templates, and a run compared with itself, in the caller’s language', async () => {
    const other = await compare(Q.named, Q.other, { lang: 'en-US' });
    expect(other.status).toBe(400);
    expect(other.body.message).toMatch(/same template/);
    const zh = await compare(Q.named, Q.other, { lang: 'zh-CN' });
    expect(zh.body.message).toMatch(/同一模板/);
    const self = await compare(Q.named, Q.named, { lang: 'en-US' });
    expect(self.status).toBe(400);
    expect(self.body.message).toMatch(/another questionnaire/);
  });
});

describe('who may read results', () => {
  it('lets the programme’s head read them and hides them from another programme’s head', async () => {
    const r = await results(Q.named, undefined, s.users.head.token);
    expect(r.respondents).toBe(4);
    for (const path of ['results', 'runs']) {
      const res = await t.api.get(`/aacsb/questionnaire/${path}`, {
        token: s.users.otherHead.token,
        query: { id: Q.named },
      });
      expect(res.status, path).toBe(404);
    }
    const compared = await compare(Q.p2, Q.named, { token: s.users.otherHead.token });
    expect(compared.status).toBe(404);
  });

  it('refuses a respondent (no questionnaire permission) and an unknown id', async () => {
    for (const path of ['results', 'runs', 'answersXls', 'exportWord']) {
      const res = await t.api.get(`/aacsb/questionnaire/${path}`, {
        token: s.users.a1.token,
        query: { id: Q.named },
      });
      expect(res.status, path).toBe(403);
    }
    const missing = await t.api.get('/aacsb/questionnaire/results', {
      token: s.admin,
      query: { id: 'nope' },
    });
    expect(missing.status).toBe(404);
    const bad = await t.api.get('/aacsb/questionnaire/answersXls', {
      token: s.admin,
      query: { id: Q.named, lang: 'xx' },
    });
    expect(bad.status).toBe(400);
  });
});
