import { expect } from 'vitest';
import type { z } from 'zod';
import type { TestContext } from './harness.ts';

/**
 * For the answers.test.ts files: the answers the OpenAPI document describes (a module's
 * answers.ts, keyed 'METHOD /api/...') checked against what the calls really send.
 */

/** What `result` breaks of the described `answer` of `key`, a line an issue. */
export function answerProblems(key: string, answer: unknown, result: unknown): string[] {
  const parsed = (answer as z.ZodType).safeParse(result);
  return (parsed.error?.issues ?? []).map((issue) => `${key} ${issue.path.join('.')}: ${issue.message}`);
}

/** Every call of `answers` (GETs with no parameters) made as `token`: each answers 200, and as described. */
export async function getAnswersProblems(
  t: TestContext,
  answers: Record<string, { answer: unknown }>,
  token: string,
): Promise<string[]> {
  const problems: string[] = [];
  for (const [key, described] of Object.entries(answers)) {
    const url = key.split(' ')[1]!;
    const res = await t.api.get(url, { token });
    expect(res.status, `${key}: ${res.raw.slice(0, 300)}`).toBe(200);
    problems.push(...answerProblems(key, described.answer, res.body.result));
  }
  return problems;
}
