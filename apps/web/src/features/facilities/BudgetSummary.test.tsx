import { budgetSummary } from '@accredit/shared';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, loadSignedInCatalogs } from '../../i18n/index.ts';
import { renderInApp } from '../../test/render.tsx';
import type { BudgetSummaryResult } from './api.ts';

/**
 * The budget card as a reader sees it: a row per year with totals, balance and changes (from the
 * shared model, so the figures are the server's), the chart, and the latest year by category.
 */
vi.mock('../qualification/EChart.tsx', () => ({
  EChart: ({ testId }: { testId?: string }) => <div data-testid={testId} />,
}));

const model = budgetSummary([
  { year: 2024, kind: '1', category: '11', amount: 1200 },
  { year: 2024, kind: '2', category: '21', amount: 1000 },
  { year: 2025, kind: '1', category: '11', amount: 1250.5 },
  { year: 2025, kind: '2', category: '21', amount: 1300 },
]);
const SUMMARY: BudgetSummaryResult = {
  fromYear: null,
  toYear: null,
  latestYear: model.latestYear,
  years: model.years.map((y) => ({
    ...y,
    categories: y.categories.map((c) => ({
      ...c,
      category_dictText: c.category === '11' ? 'Tuition and fees' : 'Faculty salaries',
      kind_dictText: c.kind === '1' ? 'Income' : 'Expenditure',
    })),
  })),
};
vi.mock('./api.ts', async (actual) => ({
  ...(await actual<typeof import('./api.ts')>()),
  fetchBudgetSummary: async () => SUMMARY,
}));

const { BudgetSummary } = await import('./BudgetSummary.tsx');

beforeAll(async () => {
  await loadSignedInCatalogs();
  await i18n.changeLanguage('en-US');
});
afterEach(cleanup);

describe('budget summary card', () => {
  it('shows each year’s totals, balance and change, the chart and the latest year by category', async () => {
    renderInApp(<BudgetSummary />);
    const y2025 = await screen.findByTestId('budget-year-2025', {}, { timeout: 10_000 });
    const cells = within(y2025)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    // 1250.5 against 1200 = +4.2 %; 1300 against 1000 = +30.0 %; balance -49.5.
    expect(cells).toEqual(['2025', '1,250.5', '1,300', '-49.5', '+4.2 %', '+30.0 %']);
    const y2024 = within(screen.getByTestId('budget-year-2024'))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(y2024.slice(4)).toEqual(['–', '–']);
    expect(screen.getByTestId('budget-chart')).toBeTruthy();
    expect(screen.getByText('By category, 2025')).toBeTruthy();
    const breakdown = screen.getByTestId('budget-breakdown');
    expect(within(breakdown).getByText('Tuition and fees')).toBeTruthy();
    expect(within(breakdown).getAllByText('100.0 %')).toHaveLength(2);
  }, 60_000);
});
