import { describe, expect, it } from 'vitest';
import { answerProblems } from '../../test/answers.ts';
import { useTestApp } from '../../test/harness.ts';
import { add } from '../aol/plan-fixture.ts';
import { QUESTIONNAIRE_ANSWERS } from './answers.ts';
import { openForAWeek, setAudienceDirectly, submit } from './fixture-builders.ts';
import { buildResultsSchool, publish } from './results-fixture.ts';

/**
 * The answers the OpenAPI document gives for the questionnaire's lifecycle, tracking and results
 * calls (answers.ts) are what the calls send: on the results tests' school (results-fixture.ts),
 * two runs of a template are collected and answered, then moved through every state, tracked,
 * read and compared; each result is parsed with its schema.
 */
const t = useTestApp();
type Key = keyof typeof QUESTIONNAIRE_ANSWERS;
const problems: string[] = [];

async function call(key: Key, token: string, query?: Record<string, string | number>, body?: unknown) {
  const [method, url] = key.split(' ') as [string, string];
  const res = await t.api.request<unknown>(method, url, { token, query, body });
  expect(res.status, `${key}: ${res.raw.slice(0, 300)}`).toBe(200);
  problems.push(...answerProblems(key, QUESTIONNAIRE_ANSWERS[key].answer, res.body.result));
  return res.body.result as Record<string, unknown>;
}

describe('the questionnaire answers in the OpenAPI document', () => {
  it('match what every call answers', async () => {
    const s = await buildResultsSchool(t);
    const admin = s.admin;
    const audience = { classIds: [s.ids.K1!, s.ids.K2!], userIds: [s.users.n1!.id] };
    const named = await publish(t, s, { name: '接口实名', anonymous: false, ...audience });
    const anon = await publish(t, s, { name: '接口匿名', anonymous: true, ...audience });
    for (const [who, q3] of [
      ['a1', 5],
      ['a2', 4],
      ['b1', 2],
    ] as const) {
      const answers = { q1: 'o1', q2: ['m1'], q3, q4: { r1: q3, r2: 3 }, q5: `text ${who}` };
      await submit(t, s.users[who]!.token, named, answers);
      await submit(t, s.users[who]!.token, anon, answers);
    }

    const fresh = await add(t, admin, 'questionnaire', {
      ...openForAWeek(),
      name: '接口新问卷',
      templateId: s.ids.template,
      anonymous: false,
      degreeProgramsId: s.ids.P,
    });
    await setAudienceDirectly(t, fresh, { userIds: [s.users.a1!.id] });
    await call('POST /api/aacsb/questionnaire/start', admin, undefined, { id: fresh });
    await call('POST /api/aacsb/questionnaire/stop', admin, undefined, { id: fresh });
    await call('POST /api/aacsb/questionnaire/restart', admin, undefined, { id: fresh });
    await call('POST /api/aacsb/questionnaire/end', admin, undefined, { id: fresh });

    const tracking = await call('GET /api/aacsb/questionnaire/tracking', admin, { id: named });
    expect((tracking.nonRespondents as unknown[]).length).toBeGreaterThan(0);
    await call('POST /api/aacsb/questionnaire/audiencePreview', admin, undefined, { audience });
    const results = await call('GET /api/aacsb/questionnaire/results', admin, { id: named });
    expect(results.respondents).toBe(3);
    await call('GET /api/aacsb/questionnaire/results', admin, {
      id: named,
      group: String(tracking.groups && (tracking.groups as { key: string }[])[0]?.key),
    });
    await call('GET /api/aacsb/questionnaire/results', admin, { id: anon });
    const runs = await call('GET /api/aacsb/questionnaire/runs', admin, { id: named });
    expect((runs as unknown as unknown[]).length).toBeGreaterThanOrEqual(2);
    await call('GET /api/aacsb/questionnaire/compare', admin, { id: named, otherId: anon });
    expect(problems).toEqual([]);
  }, 180_000);
});
