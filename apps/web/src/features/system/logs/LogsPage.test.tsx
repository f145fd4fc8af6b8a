import type { Page } from '@accredit/shared';
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, loadSignedInCatalogs } from '../../../i18n/index.ts';
import { renderInApp } from '../../../test/render.tsx';
import type { LogEntry } from '../api.ts';

configure({ asyncUtilTimeout: 10_000 });

/**
 * The operation log grows past any other list (issue 22 item 2): past 10,000 entries the server
 * stops counting and says "10,000+"; the screen shows that with Count all, which asks for the
 * exact figure and keeps it while paging.
 */
const EXACT = 250_000;
const calls: Record<string, unknown>[] = [];
function pageFor(query: Record<string, unknown>): Page<LogEntry> {
  const exact = query.exactTotal === 'true';
  return {
    records: [],
    total: exact ? EXACT : 10_000,
    totalCapped: !exact,
    size: 10,
    current: Number(query.pageNo),
    pages: 0,
  };
}
vi.mock('../../../app/session.tsx', () => ({ useSession: () => ({ has: () => true }) }));
vi.mock('../api.ts', async (actual) => {
  const real = await actual<typeof import('../api.ts')>();
  return {
    ...real,
    sysApi: {
      ...real.sysApi,
      logs: async (query: Record<string, unknown>) => {
        calls.push(query);
        return pageFor(query);
      },
      loginInfo: async () => ({ todayVisitCount: 0, todayIp: 0, totalVisitCount: 0 }),
      visitInfo: async () => [],
    },
  };
});
const { default: LogsPage } = await import('./LogsPage.tsx');

beforeAll(async () => {
  await loadSignedInCatalogs();
  await i18n.changeLanguage('en-US');
});
afterEach(() => {
  cleanup();
  calls.length = 0;
});

describe('operation log paging', () => {
  it('shows a capped total as 10,000+ and counts every entry when asked', async () => {
    renderInApp(<LogsPage />);
    expect(await screen.findByText(/10,000\+/)).toBeTruthy();
    expect(calls.at(-1)?.exactTotal).toBeUndefined();
    fireEvent.click(screen.getByTestId('crud-count-all'));
    await waitFor(() => expect(calls.at(-1)?.exactTotal).toBe('true'));
    expect(await screen.findByText(/250000|250,000/)).toBeTruthy();
  });
});
