import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Journeys run in parallel workers, each against a server of its own (global-setup.ts starts one
 * per worker, each with a fresh embedded database): a journey that changes the school's settings
 * or a role's permissions never surprises one running beside it.
 */
export function serverUrl(slot: number): string {
  const first = Number(process.env.E2E_PORT);
  const servers = Number(process.env.E2E_SERVERS ?? 1);
  return `http://127.0.0.1:${first + (slot % servers)}`;
}

export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
  baseURL: async ({}, use, testInfo) => {
    await use(serverUrl(testInfo.parallelIndex));
  },
});
