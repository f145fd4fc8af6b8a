import { equisFigures } from '@accredit/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadSignedInCatalogs } from '../../i18n/index.ts';
import { renderInApp } from '../../test/render.tsx';
import type { IdentityInput, IdentityListRow } from './api.ts';

/**
 * The identity screen as an administrator and as a reader: the teachers of the year with their
 * categories, a switch flipped and a batch value set for a selection saved in one call with only
 * the changed rows; the summary cards show the year's figures; a reader gets no controls.
 */
const codes = new Set<string>();
vi.mock('../../app/session.tsx', () => ({ useSession: () => ({ has: (code: string) => codes.has(code) }) }));

const row = (
  id: string,
  name: string,
  p: boolean | null,
  e: string | null,
  c: string | null,
  m: number | null,
) =>
  ({
    teacherId: id,
    staffId: `S-${id}`,
    name,
    nameEn: `${name} EN`,
    departmentId: 'D1',
    department: '会计系',
    departmentEn: 'Accounting',
    recordId: p === null ? null : `r-${id}`,
    participating: p,
    employmentStatus: e,
    facultyCategory: c,
    missionPercent: m,
  }) satisfies IdentityListRow;
const ROWS = [
  row('t1', '甲', true, '1', '1', 100),
  row('t2', '乙', false, '2', '2', 25),
  row('t3', '丙', null, null, null, null),
];
const saved: { year: number; rows: IdentityInput[] }[] = [];
const list = vi.fn(async (year: number) => ({ year, rows: ROWS }));
vi.mock('./api.ts', async (actual) => ({
  ...(await actual<typeof import('./api.ts')>()),
  identityApi: {
    list: (year: number) => list(year),
    summary: async (year: number) => ({ year, figures: equisFigures(ROWS.slice(0, 2)), unrecorded: 1 }),
    save: async (year: number, rows: IdentityInput[]) => {
      saved.push({ year, rows });
      return { created: 1, updated: 1 };
    },
    exportXls: async () => undefined,
    template: async () => undefined,
    importExcel: async () => ({ result: { created: 0, updated: 0 } }),
  },
}));
const { default: IdentityPage } = await import('./IdentityPage.tsx');

function show() {
  renderInApp(<IdentityPage />);
}

beforeAll(async () => {
  await loadSignedInCatalogs();
  await i18n.changeLanguage('en-US');
});
beforeEach(() => {
  codes.clear();
  saved.length = 0;
});
afterEach(cleanup);

describe('identity page', () => {
  it('loads the last full year and shows the summary figures', async () => {
    codes.add('identity:query');
    show();
    await screen.findByTestId('identity-row-t1');
    expect(list).toHaveBeenCalledWith(new Date().getFullYear() - 1);
    const core = screen.getByTestId('identity-summary-core');
    expect(within(core).getByText('Core')).toBeTruthy();
    expect(core.textContent).toContain('1.0');
    expect(screen.getByTestId('identity-summary-supporting').textContent).toContain('0.3');
    // A reader sees values, no controls.
    expect(screen.queryByTestId('identity-save')).toBeNull();
    expect(screen.queryByTestId('identity-participating-t1')).toBeNull();
    expect(screen.getByTestId('identity-row-t2').textContent).toContain('Supporting');
    expect(screen.getByTestId('identity-row-t3').textContent).toContain('No record this year');
  });

  it('saves a flipped switch and a batch value in one call with only the changed rows', async () => {
    codes.add('identity:query');
    codes.add('identity:edit');
    show();
    await screen.findByTestId('identity-row-t1');
    fireEvent.click(screen.getByTestId('identity-participating-t1'));
    // Select t3 and set it to participating + a mission percent for the selection.
    const checkbox = within(screen.getByTestId('identity-row-t3')).getByRole('checkbox');
    fireEvent.click(checkbox);
    const percent = within(screen.getByTestId('identity-batch')).getByRole('spinbutton');
    fireEvent.change(percent, { target: { value: '40' } });
    fireEvent.blur(percent);
    fireEvent.click(screen.getByTestId('identity-batch-apply'));
    expect(screen.getByTestId('identity-unsaved').textContent).toContain('2');
    fireEvent.click(screen.getByTestId('identity-save'));
    await waitFor(() => expect(saved).toHaveLength(1));
    const sent = new Map(saved[0].rows.map((r) => [r.teacherId, r]));
    expect([...sent.keys()].sort()).toEqual(['t1', 't3']);
    expect(sent.get('t1')).toMatchObject({
      participating: false,
      employmentStatus: '1',
      missionPercent: 100,
    });
    expect(sent.get('t3')).toMatchObject({
      participating: false,
      employmentStatus: null,
      missionPercent: 40,
    });
  });
});
