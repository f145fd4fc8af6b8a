import { describe, expect, it } from 'vitest';
import { answerProblems } from '../../test/answers.ts';
import { useTestApp } from '../../test/harness.ts';
import { IDENTITY_ANSWERS } from './answers.ts';

/**
 * The answers the OpenAPI document gives for the identity calls (answers.ts) are what the calls
 * send: each call is made on the demo school and its result parsed with its schema.
 */
const t = useTestApp();
type Key = keyof typeof IDENTITY_ANSWERS;
const problems: string[] = [];

async function call(key: Key, token: string, query?: Record<string, string | number>, body?: unknown) {
  const [method, url] = key.split(' ') as [string, string];
  const res = await t.api.request<unknown>(method, url, { token, query, body });
  expect(res.status, `${key}: ${res.raw.slice(0, 300)}`).toBe(200);
  problems.push(...answerProblems(key, IDENTITY_ANSWERS[key].answer, res.body.result));
  return res.body.result as Record<string, unknown>;
}

describe('the identity answers in the OpenAPI document', () => {
  it('match what every call answers on the demo school', async () => {
    const admin = await t.tokenFor('admin');
    const year = 2025;
    const list = await call('GET /api/aacsb/identity/list', admin, { year });
    const rows = list.rows as { teacherId: string; recordId: string | null }[];
    expect(rows.some((r) => r.recordId !== null)).toBe(true);
    const teacherId = rows[0]!.teacherId;
    await call('POST /api/aacsb/identity/save', admin, undefined, {
      year: 2160,
      rows: [
        { teacherId, participating: true, employmentStatus: '1', facultyCategory: '1', missionPercent: 80 },
      ],
    });
    await call('GET /api/aacsb/identity/summary', admin, { year });
    await call('GET /api/aacsb/identity/summary', admin, { year: 2160 });
    expect(problems).toEqual([]);
  }, 120_000);
});
