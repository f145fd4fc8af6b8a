import { expect } from 'vitest';
import type { TestContext } from './harness.ts';

/**
 * A file the API hands out: GET `url` (below /api) with `query` as `token`, its bytes and headers.
 * The test fails unless it is 200, showing the start of the answer (the error's message).
 */
export async function download(t: TestContext, token: string, url: string, query: Record<string, string>) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api${url}`,
    query,
    headers: { 'x-access-token': token },
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return { bytes: res.rawPayload, headers: res.headers };
}
