import type { Page } from '@accredit/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadSignedInCatalogs } from '../i18n/index.ts';
import { renderInApp } from '../test/render.tsx';
import type { ResourceRecord } from './api.ts';

/**
 * A resource list whose total the server capped (issue 22): the list says "10,000+", pages on
 * within the counted pages, and counts every match when asked (then keeps the exact count while
 * paging); a new search goes back to the cheap total.
 */
type Query = Record<string, unknown>;
const calls: Query[] = [];
const EXACT = 123_456;

function pageFor(query: Query): Page<ResourceRecord> {
  const pageNo = Number(query.pageNo);
  const records = Array.from({ length: 10 }, (_, i) => ({
    id: `r${pageNo}-${i}`,
    linkName: `Link ${(pageNo - 1) * 10 + i + 1}`,
    linkUrl: 'https://example.org',
  }));
  const exact = query.exactTotal === 'true';
  return {
    records,
    total: exact ? EXACT : 10_000,
    totalCapped: !exact,
    size: 10,
    current: pageNo,
    pages: Math.ceil((exact ? EXACT : 10_000) / 10),
  };
}

vi.mock('./api.ts', async (actual) => {
  const real = await actual<typeof import('./api.ts')>();
  return {
    ...real,
    resourceApi: (name: string) => ({
      ...real.resourceApi(name),
      list: async (query: Query) => {
        calls.push(query);
        return pageFor(query);
      },
    }),
  };
});
const { ResourcePage } = await import('./ResourcePage.tsx');

function show() {
  renderInApp(<ResourcePage resource="externalLinks" can={(action) => action === 'query'} />);
}

beforeAll(async () => {
  await loadSignedInCatalogs();
  await i18n.changeLanguage('en-US');
});
beforeEach(() => {
  calls.length = 0;
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en-US');
});

const lastPageNumber = () => {
  const items = document.querySelectorAll('.ant-pagination-item');
  return items[items.length - 1]?.textContent;
};

describe('a list with a capped total', { timeout: 30_000 }, () => {
  it('shows 10,000+, counts every match on request and keeps the exact count while paging', async () => {
    show();
    expect(await screen.findByText('10,000+ records')).toBeTruthy();
    expect(lastPageNumber()).toBe('1000');
    expect(calls.at(-1)?.exactTotal).toBeUndefined();

    fireEvent.click(screen.getByTestId('crud-count-all'));
    expect(await screen.findByText('123456 records in total')).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({ exactTotal: 'true', pageNo: 1 });
    expect(screen.queryByTestId('crud-count-all')).toBeNull();
    expect(lastPageNumber()).toBe(String(Math.ceil(EXACT / 10)));

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ exactTotal: 'true', pageNo: 2 }));
    expect(await screen.findByText('Link 11')).toBeTruthy();
  });

  it('says the capped total in the language in use', async () => {
    await i18n.changeLanguage('pt-BR');
    show();
    expect(await screen.findByText('10.000+ registros')).toBeTruthy();
    expect(screen.getByTestId('crud-count-all').textContent).toBe('Contar todos');
  });
});
