import { describe, expect, it } from 'vitest';
import { getAnswersProblems } from '../../test/answers.ts';
import { useTestApp } from '../../test/harness.ts';
import { FACILITIES_ANSWERS } from './answers.ts';

/** The summaries' answers in the OpenAPI document (answers.ts) are what the demo school's calls send. */
const t = useTestApp();

describe('the resources summaries in the OpenAPI document', () => {
  it('match what the calls answer', async () => {
    const admin = await t.tokenFor('admin');
    const problems = await getAnswersProblems(t, FACILITIES_ANSWERS, admin);
    expect(problems).toEqual([]);
  });
});
