import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { useTestApp } from '../../test/harness.ts';
import { FACILITIES_ANSWERS } from './answers.ts';

/** The summaries' answers in the OpenAPI document (answers.ts) are what the demo school's calls send. */
const t = useTestApp();

describe('the resources summaries in the OpenAPI document', () => {
  it('match what the calls answer', async () => {
    const admin = await t.tokenFor('admin');
    const problems: string[] = [];
    for (const [key, described] of Object.entries(FACILITIES_ANSWERS)) {
      const url = key.split(' ')[1]!;
      const res = await t.api.get(url, { token: admin });
      expect(res.status, `${key}: ${res.raw.slice(0, 300)}`).toBe(200);
      const parsed = (described.answer as z.ZodType).safeParse(res.body.result);
      for (const issue of parsed.error?.issues ?? [])
        problems.push(`${key} ${issue.path.join('.')}: ${issue.message}`);
    }
    expect(problems).toEqual([]);
  });
});
