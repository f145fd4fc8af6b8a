import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { setAi } from './testing.ts';

/** The chat is limited per signed-in user, not per address: everyone here calls from 127.0.0.1. */
describe('AI rate limit', () => {
  const t = useTestApp({ AI_RATE_LIMIT: '3', AI_BUILTIN_PACE_MS: '0' });
  beforeAll(() => setAi(t.database.db, { on: true }));

  it('answers 429 to the user past the limit while another user still gets answers', async () => {
    const teacher = await t.tokenFor('teacher');
    const secretary = await t.tokenFor('secretary');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push(
        (await t.api.post('/ai/aiChat', { question: 'What can you do?' }, { token: teacher })).status,
      );
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(
      (await t.api.post('/ai/aiChat', { question: 'What can you do?' }, { token: secretary })).status,
    ).toBe(200);
  });
});
