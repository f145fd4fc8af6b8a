import type { Page } from '@accredit/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, loadSignedInCatalogs } from '../i18n/index.ts';
import type { ResourceRecord } from './api.ts';
import type { Can } from './permissions.ts';

/**
 * A list holding rows the caller may read but not change (a teacher's co-authored output, entered
 * by the secretary): the server marks them (`denied`), and such a row offers no Edit or Delete
 * and cannot be picked for a batch delete, while the caller's own rows offer both.
 */
const page: Page<ResourceRecord> = {
  records: [
    { id: 'mine', linkName: 'Mine', linkUrl: 'https://example.org/a' },
    { id: 'theirs', linkName: 'Theirs', linkUrl: 'https://example.org/b', denied: ['edit', 'delete'] },
  ],
  total: 2,
  size: 10,
  current: 1,
  pages: 1,
};

vi.mock('./api.ts', async (actual) => {
  const real = await actual<typeof import('./api.ts')>();
  return {
    ...real,
    resourceApi: (name: string) => ({ ...real.resourceApi(name), list: async () => page }),
  };
});
const { ResourcePage } = await import('./ResourcePage.tsx');

beforeAll(async () => {
  await loadSignedInCatalogs();
  await i18n.changeLanguage('en-US');
});
afterEach(cleanup);

/** The list as a caller holding the rights `can` grants sees it. */
async function show(can: Can) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <App>
          <ResourcePage resource="externalLinks" can={can} />
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findByText('Theirs');
}

describe('a list row the caller may only read', () => {
  it('offers no Edit or Delete; the caller’s own row offers them', async () => {
    await show(() => true);
    const row = (id: string) => document.querySelector(`tr[data-row-key="${id}"]`) as HTMLElement;
    expect(within(row('mine')).queryByTestId('crud-edit')).not.toBeNull();
    expect(within(row('mine')).queryByText('Delete')).not.toBeNull();
    expect(within(row('theirs')).queryByTestId('crud-edit')).toBeNull();
    expect(within(row('theirs')).queryByText('Delete')).toBeNull();
    // Selecting for a batch: the caller can review here, so both rows may still be picked.
    expect((row('theirs').querySelector('input[type="checkbox"]') as HTMLInputElement).disabled).toBe(false);
  });

  it('cannot be picked for a batch delete by one who may only delete', async () => {
    await show((action) => action !== 'review');
    const box = (id: string) =>
      document.querySelector(`tr[data-row-key="${id}"] input[type="checkbox"]`) as HTMLInputElement;
    expect(box('mine').disabled).toBe(false);
    expect(box('theirs').disabled).toBe(true);
  });
});
