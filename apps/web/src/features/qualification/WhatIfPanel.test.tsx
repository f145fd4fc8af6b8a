import { type Table31Input, whatIfInput } from '@accredit/shared/aacsb/index.ts';
import { computePaperSchool } from '@accredit/shared/aacsb/paper-school.ts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadSignedInCatalogs } from '../../i18n/index.ts';
import { WhatIfPanel } from './WhatIfPanel.tsx';

/**
 * The what-if panel on the input the Table 3-1 answer carries (whatIfInput, through JSON as the
 * browser gets it): the figures before any change are the page's, and trying a suggestion moves
 * them as the hand-worked school says.
 */
const school = computePaperSchool();
const input = JSON.parse(JSON.stringify(whatIfInput(school.table31Input))) as Table31Input;

beforeAll(async () => {
  await loadSignedInCatalogs();
  await i18n.changeLanguage('en-US');
});
afterEach(cleanup);

describe('the what-if panel', () => {
  it('starts from the page’s figures and moves them with a tried suggestion', async () => {
    render(
      <App>
        <WhatIfPanel input={input} />
      </App>,
    );
    const sufficiency = () => screen.getByTestId('whatif-total-sufficiency').textContent;
    // School sufficiency 57/86 = 66.3%, as the table shows it.
    expect(school.table31.total.sufficiency.shown).toBe(66.3);
    expect(sufficiency()).toContain('66.3% → 66.3%');
    for (const g of school.table31.groups)
      expect(screen.getByTestId(`whatif-${g.disciplineId}-sa`).textContent).toContain(
        `${g.totals.sa.shown?.toFixed(1)}% → ${g.totals.sa.shown?.toFixed(1)}%`,
      );
    // The first suggestion lifts school sufficiency: Heidi's 9 hours become participating.
    const first = within(screen.getByTestId('whatif-suggestions')).getAllByRole('button')[0]!;
    fireEvent.click(first);
    expect(sufficiency()).toContain('66.3% → 76.7%');
  }, 30_000);

  it('names the faculty in the page’s language', () => {
    const named = {
      ...input,
      teachers: input.teachers.map((t) => (t.id === 'T1' ? { ...t, name: '爱丽丝', nameEn: 'Alice' } : t)),
    };
    render(
      <App>
        <WhatIfPanel input={named} />
      </App>,
    );
    const table = screen.getByTestId('whatif-teachers');
    expect(within(table).getByText('Alice')).toBeTruthy();
    expect(within(table).queryByText('爱丽丝')).toBeNull();
  }, 30_000);
});
