import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, loadSignedInCatalogs } from '../../../i18n/index.ts';
import { renderInApp } from '../../../test/render.tsx';
import type { StatementHistory } from './api.ts';

/**
 * The statement page as two readers see it: an administrator gets Revise and the review buttons;
 * the expert (query and get only) reads the statement, its history, a past year and the
 * differences, and sees no button that changes anything.
 */
let codes = new Set<string>();
vi.mock('../../../app/session.tsx', () => ({
  useSession: () => ({ has: (code: string) => codes.has(code) }),
}));

const HISTORY: StatementHistory = {
  kind: 'mission',
  today: '2026-11-26',
  inForceId: 'b',
  years: [2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019],
  versions: [
    {
      id: 'c',
      contentZh: '<p>培养具有全球视野和社会责任的创新型商业领袖</p>',
      contentEn: '<p>Draft</p>',
      effectiveDate: '2027-01-01',
      reviewStatus: 0,
      createTime: null,
      state: 'pending',
      validTo: null,
    },
    {
      id: 'b',
      contentZh: '<p>培养具有全球视野和社会责任的商业领袖</p>',
      contentEn: '<p>We educate responsible and innovative leaders for Asia and the world.</p>',
      effectiveDate: '2024-03-15',
      approvedBy: 'School council',
      reviewStatus: 1,
      createTime: null,
      state: 'inForce',
      validTo: null,
    },
    {
      id: 'a',
      contentZh: '<p>培养具有全球视野的商业领袖</p>',
      contentEn: '<p>We educate responsible business leaders for China.</p>',
      effectiveDate: '2019-09-01',
      reviewStatus: 1,
      createTime: null,
      state: 'superseded',
      validTo: '2024-03-14',
    },
  ],
};
vi.mock('./api.ts', () => ({
  statementApi: () => ({ history: async () => HISTORY }),
  historyKey: (kind: string) => ['crud', kind, 'statementHistory'],
}));

const { MissionPage } = await import('./StatementPage.tsx');

function show() {
  renderInApp(<MissionPage />);
}

const CHANGING = [
  'statement-revise',
  'statement-approve',
  'statement-reject',
  'statement-edit',
  'statement-delete',
  'statement-cancel-approval',
  'statement-resubmit',
];

beforeAll(async () => {
  await i18n.changeLanguage('en-US');
  await loadSignedInCatalogs();
});
afterEach(() => cleanup());

describe('the mission page', () => {
  it('shows the expert the mission in force, its history, a past year and the differences, and nothing to change', async () => {
    codes = new Set(['mission:query', 'mission:get']);
    show();
    const current = await screen.findByTestId('statement-current-text');
    expect(current.textContent).toContain('培养具有全球视野和社会责任的商业领袖');
    expect(current.textContent).toContain('We educate responsible and innovative leaders');
    expect(screen.getAllByTestId('statement-version')).toHaveLength(3);
    for (const id of CHANGING) expect(screen.queryByTestId(id)).toBeNull();

    // The year picker starts at last year (2025): the version of 2024 stood then.
    fireEvent.click(screen.getByRole('tab', { name: /year|年份/i }));
    const year = await screen.findByTestId('statement-year-text');
    expect(year.textContent).toContain('社会责任');

    // Compare with the version before: the inserted characters are marked as added.
    const history = screen.getAllByTestId('statement-version')[1] as HTMLElement;
    fireEvent.click(within(history).getByTestId('statement-compare-previous'));
    const diff = await screen.findByTestId('statement-diff-text');
    const marked = (tag: 'ins' | 'del') =>
      [...screen.getByTestId('statement-diff-text').querySelectorAll(tag)].map((e) => e.textContent);
    // English (the reader's language) word by word, then Chinese character by character.
    expect(diff.getAttribute('lang')).toBe('en');
    expect(marked('del')).toEqual(['business ', 'China']);
    expect(marked('ins')).toEqual(['and innovative ', 'Asia and the world']);
    fireEvent.click(within(screen.getByTestId('statement-diff-lang')).getByText('Chinese'));
    await waitFor(() => expect(marked('ins')).toEqual(['和社会责任']));
    expect(marked('del')).toEqual([]);
    for (const id of CHANGING) expect(screen.queryByTestId(id)).toBeNull();
  });

  it('gives an administrator Revise and the review of the pending revision', async () => {
    codes = new Set(['add', 'edit', 'delete', 'review', 'query', 'get'].map((a) => `mission:${a}`));
    show();
    await screen.findByTestId('statement-current-text');
    expect(screen.getByTestId('statement-revise')).toBeTruthy();
    expect(screen.getByTestId('statement-pending')).toBeTruthy();
    // Only the pending version can be approved, edited or deleted.
    expect(screen.getAllByTestId('statement-approve')).toHaveLength(1);
    expect(screen.getAllByTestId('statement-edit')).toHaveLength(1);
  });
});
