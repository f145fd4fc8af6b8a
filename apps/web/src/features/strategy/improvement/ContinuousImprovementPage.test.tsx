import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, loadSignedInCatalogs } from '../../../i18n/index.ts';
import { renderInApp } from '../../../test/render.tsx';
import type { Improvement, ImprovementQuery } from './api.ts';

/**
 * The combined improvement list as a reader sees it: the school's records and the actions of
 * assurance of learning side by side with their origin, status, owner and due date; an overdue
 * one in red; an AoL action linking to the screen where it is kept.
 */
vi.mock('../../../app/session.tsx', () => ({ useSession: () => ({ has: () => true }) }));

const row = (over: Partial<Improvement>): Improvement => ({
  id: 'x',
  origin: 'ci',
  finding: '发现',
  findingEn: 'Finding',
  action: '措施',
  actionEn: 'Action',
  result: null,
  ownerId: 'u1',
  ownerId_dictText: 'Li Lei',
  dueDate: '2030-01-01',
  status: '1',
  status_dictText: 'Not Started',
  year: 2025,
  standards: null,
  standards_dictText: null,
  degreeProgramsId: null,
  degreeProgramsId_dictText: null,
  overdue: false,
  ...over,
});
const ROWS = [
  row({
    id: 'c1',
    findingEn: 'Few international courses',
    dueDate: '2020-06-30',
    status: '2',
    status_dictText: 'In Progress',
    overdue: true,
  }),
  row({
    id: 'a1',
    origin: 'aol',
    findingEn: 'Written communication not met',
    degreeProgramsId: 'p1',
    degreeProgramsId_dictText: 'MBA',
  }),
];
const asked: ImprovementQuery[] = [];
vi.mock('./api.ts', async (actual) => ({
  ...(await actual<typeof import('./api.ts')>()),
  fetchImprovements: async (q: ImprovementQuery) => {
    asked.push(q);
    return { records: ROWS, total: 2, current: 1, size: 10, pages: 1 };
  },
}));

const { default: ContinuousImprovementPage } = await import('./ContinuousImprovementPage.tsx');

beforeAll(async () => {
  await loadSignedInCatalogs();
  await i18n.changeLanguage('en-US');
});
afterEach(cleanup);

describe('continuous improvement page', () => {
  it('lists both origins with status, owner and due date, the overdue one in red, AoL linked', async () => {
    renderInApp(<ContinuousImprovementPage />);
    expect(screen.getByTestId('ci-page')).toBeTruthy();
    expect(screen.getByText('Improvement records')).toBeTruthy();
    const table = screen.getByTestId('ci-all-table');
    await within(table).findByText('Few international courses', {}, { timeout: 10_000 });
    const origins = within(table)
      .getAllByTestId('ci-row-origin')
      .map((t) => t.textContent);
    expect(origins).toEqual(['School', 'Assurance of learning']);
    expect(within(table).getByText('In Progress')).toBeTruthy();
    expect(within(table).getAllByText('Li Lei')).toHaveLength(2);
    const overdue = within(table).getByTestId('ci-row-overdue');
    expect(overdue.textContent).toBe('2020-06-30');
    expect(overdue.className).toContain('danger');
    expect(within(table).getAllByText('Overdue')).toHaveLength(1);
    const links = within(table).getAllByTestId('ci-row-aol-link');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/aol/improvement-action');
    expect(within(table).getByText('MBA')).toBeTruthy();
    expect(asked[0]).toMatchObject({ pageNo: 1, pageSize: 10, column: 'dueDate', order: 'asc' });
  }, 60_000);
});
