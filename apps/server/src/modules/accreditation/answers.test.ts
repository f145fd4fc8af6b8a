import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { answerProblems } from '../../test/answers.ts';
import { useTestApp } from '../../test/harness.ts';
import { REPORT_ANSWERS } from './answers.ts';

/**
 * The answers the OpenAPI document gives for the report calls (answers.ts) are what the calls
 * send: a report is made from its template (its sections carry live blocks), read, frozen,
 * compared with live data and unfrozen, and each result is parsed with its schema.
 */
const t = useTestApp();
type Key = keyof typeof REPORT_ANSWERS;
const problems: string[] = [];

async function call(key: Key, token: string, query?: Record<string, string | number>, body?: unknown) {
  const [method, url] = key.split(' ') as [string, string];
  const res = await t.api.request<unknown>(method, url, { token, query, body });
  expect(res.status, `${key}: ${res.raw.slice(0, 300)}`).toBe(200);
  const described = REPORT_ANSWERS[key] as { answer: z.ZodType };
  problems.push(...answerProblems(key, described.answer, res.body.result));
  return res.body.result;
}

describe('the report answers in the OpenAPI document', () => {
  it('match what the calls answer', async () => {
    const admin = await t.tokenFor('admin');
    const add = async (resource: string, body: Record<string, unknown>) => {
      const res = await t.api.post<{ id: string }>(`/aacsb/${resource}/add`, body, { token: admin });
      expect(res.status, res.body.message).toBe(200);
      return res.body.result.id;
    };
    const projectId = await add('accreditationProject', { name: 'OpenAPI project', scheme: 'AACSB-CIR' });
    const id = await add('certificationReport', { projectId, title: 'OpenAPI report', year: 2025 });
    await call('GET /api/aacsb/reportBlock/catalog', admin);
    const refs = [
      { kind: 'table31', params: { year: 2025 } },
      { kind: 'kpi', params: {} },
    ];
    await call('POST /api/aacsb/reportBlock/resolve', admin, undefined, { refs });
    await call('POST /api/aacsb/reportBlock/resolve', admin, undefined, { refs, reportId: id });
    const reading = (await call('GET /api/aacsb/certificationReport/read', admin, { id })) as {
      sections: unknown[];
    };
    expect(reading.sections.length).toBeGreaterThan(0);
    await call('POST /api/aacsb/certificationReport/freeze', admin, undefined, { id });
    await call('GET /api/aacsb/certificationReport/drift', admin, { id });
    await call('POST /api/aacsb/certificationReport/unfreeze', admin, undefined, { id });
    expect(problems).toEqual([]);
  }, 120_000);
});
