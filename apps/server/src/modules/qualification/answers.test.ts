import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { answerProblems } from '../../test/answers.ts';
import { useTestApp } from '../../test/harness.ts';
import { QUALIFICATION_ANSWERS } from './answers.ts';

/**
 * The answers the OpenAPI document gives for the qualification calls (answers.ts) are what the
 * calls send: every call is made on the demo school and its result parsed with its schema.
 */
const t = useTestApp();
type Key = keyof typeof QUALIFICATION_ANSWERS;
const problems: string[] = [];

async function call(key: Key, token: string, query?: Record<string, string | number>, body?: unknown) {
  const [method, url] = key.split(' ') as [string, string];
  const res = await t.api.request<unknown>(method, url, { token, query, body });
  expect(res.status, `${key}: ${res.raw.slice(0, 300)}`).toBe(200);
  const described = QUALIFICATION_ANSWERS[key] as { answer?: z.ZodType };
  problems.push(...answerProblems(key, described.answer, res.body.result));
  return res.body.result as Record<string, unknown> & unknown[];
}

describe('the qualification answers in the OpenAPI document', () => {
  it('match what every call answers on the demo school', async () => {
    const admin = await t.tokenFor('admin');
    const year = 2025;
    const board = await call('GET /api/qualification/board', admin, { year });
    const teachers = board.teachers as { id: string }[];
    expect(teachers.length).toBeGreaterThan(0);
    const teacherId = teachers[0]!.id;
    await t.api.post('/qualification/identify', { year, teacherIds: [teacherId] }, { token: admin });
    await call('GET /api/qualification/history', admin, { year, teacherId });
    await call('POST /api/qualification/cancel', admin, undefined, { year, teacherId, reason: 'check' });
    const rules = await call('GET /api/qualification/rules', admin);
    const latest = (rules as { rules: { rules: unknown } }[])[0]!;
    await call('PUT /api/qualification/rules', admin, undefined, { rules: latest.rules.rules, note: 'same' });
    const settings = await call('GET /api/qualification/settings', admin);
    await call('PUT /api/qualification/settings', admin, undefined, { unit: settings.unit });
    await call('PUT /api/qualification/mapping', admin, undefined, { mapping: settings.mapping });
    await call('GET /api/qualification/table31', admin, { year });
    await call('GET /api/qualification/table32', admin, { year });
    await call('GET /api/qualification/table81', admin, { year });
    await call('GET /api/qualification/drill', admin, { table: '31', year, cells: '31:total:sa,31:total:t' });
    await call('GET /api/qualification/record', admin, { kind: 'teacher', id: teacherId });
    const snap = await call('POST /api/qualification/snapshots', admin, undefined, { table: '32', year });
    await call('GET /api/qualification/snapshots', admin, { table: '32', year });
    await call('GET /api/qualification/snapshot', admin, { id: String(snap.id) });
    await call('PUT /api/qualification/narrative', admin, undefined, { year, B: '<p>B</p>' });
    await call('GET /api/qualification/narrative', admin, { year });
    await call('GET /api/qualification/trends', admin, { from: year - 4, to: year });
    expect(problems).toEqual([]);
  }, 120_000);
});
