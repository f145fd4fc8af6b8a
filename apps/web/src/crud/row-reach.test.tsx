import type { Page } from '@accredit/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, loadSignedInCatalogs } from '../i18n/index.ts';
import { renderInApp } from '../test/render.tsx';
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

/**
 * A reviewed list: the caller's pending record, her approved one (locked), and a colleague's
 * pending one she may review but not change.
 */
const reviewed: Page<ResourceRecord> = {
  records: [
    { id: 'pending', titleEn: 'Pending', outputType: 'journal', reviewStatus: 0 },
    { id: 'approved', titleEn: 'Approved', outputType: 'journal', reviewStatus: 1 },
    {
      id: 'colleague',
      titleEn: 'Colleague',
      outputType: 'journal',
      reviewStatus: 0,
      denied: ['edit', 'delete'],
    },
  ],
  total: 3,
  size: 10,
  current: 1,
  pages: 1,
};
const removed: string[][] = [];

vi.mock('./api.ts', async (actual) => {
  const real = await actual<typeof import('./api.ts')>();
  return {
    ...real,
    resourceApi: (name: string) => ({
      ...real.resourceApi(name),
      list: async () => (name === 'researchOutput' ? reviewed : page),
      customFields: async () => [],
      removeBatch: async (ids: string[]) => {
        removed.push(ids);
      },
    }),
  };
});
const { ResourcePage } = await import('./ResourcePage.tsx');

beforeAll(async () => {
  await loadSignedInCatalogs();
  await i18n.changeLanguage('en-US');
});
afterEach(cleanup);

/** The list as a caller holding the rights `can` grants sees it. */
async function show(can: Can, resource = 'externalLinks', first = 'Theirs') {
  renderInApp(<ResourcePage resource={resource} can={can} />);
  await screen.findByText(first);
}

describe('a list row the caller may only read', () => {
  it('offers no Edit or Delete; the caller’s own row offers them', async () => {
    await show(() => true);
    const row = (id: string) => document.querySelector(`tr[data-row-key="${id}"]`) as HTMLElement;
    expect(within(row('mine')).queryByTestId('crud-edit')).not.toBeNull();
    expect(within(row('mine')).queryByText('Delete')).not.toBeNull();
    expect(within(row('theirs')).queryByTestId('crud-edit')).toBeNull();
    expect(within(row('theirs')).queryByText('Delete')).toBeNull();
    // Nothing to review in this list: the row the caller cannot delete is not offered for a batch.
    expect((row('theirs').querySelector('input[type="checkbox"]') as HTMLInputElement).disabled).toBe(true);
  });

  it('cannot be picked for a batch delete by one who may only delete', async () => {
    await show((action) => action !== 'review');
    const box = (id: string) =>
      document.querySelector(`tr[data-row-key="${id}"] input[type="checkbox"]`) as HTMLInputElement;
    expect(box('mine').disabled).toBe(false);
    expect(box('theirs').disabled).toBe(true);
  });
});

describe('batch actions over rows in different states', () => {
  it('delete what may be deleted and approve what is pending, saying how many', async () => {
    await show(() => true, 'researchOutput', 'Colleague');
    const box = (id: string) =>
      document.querySelector(`tr[data-row-key="${id}"] input[type="checkbox"]`) as HTMLInputElement;
    // The approved record can neither be deleted nor approved: it cannot be picked.
    expect(box('approved').disabled).toBe(true);
    fireEvent.click(box('pending'));
    fireEvent.click(box('colleague'));
    expect((await screen.findByTestId('crud-batch-delete')).textContent).toContain('(1)');
    expect(screen.getByTestId('crud-batch-approve').textContent).toContain('(2)');
    fireEvent.click(screen.getByTestId('crud-batch-delete'));
    expect(await screen.findByText(/Left as they are .*: 1 of the chosen records/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(removed).toEqual([['pending']]));
  });
});
