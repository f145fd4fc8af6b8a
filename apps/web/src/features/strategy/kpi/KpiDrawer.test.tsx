import { judgeKpi } from '@accredit/shared';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, loadSignedInCatalogs } from '../../../i18n/index.ts';
import { renderInApp } from '../../../test/render.tsx';
import type { BoardKpi } from './api.ts';
import { kpiChartOption } from './kpi-chart.ts';

/**
 * A KPI's drawer as a reader sees it: every year with its target, live actual (with the counts
 * behind it), status (missed and late flagged) and the typed actual set aside; the chart draws
 * the actuals coloured by status against the dashed target. The chart itself is not drawn here.
 */
vi.mock('../../qualification/EChart.tsx', () => ({
  EChart: ({ testId }: { testId?: string }) => <div data-testid={testId} />,
}));
const { KpiDrawer } = await import('./KpiDrawer.tsx');

const judged = judgeKpi(
  [
    { year: 2024, target: 30, actual: 31.2 },
    { year: 2025, target: 40, actual: 37 },
    { year: 2023, target: 25, actual: null },
    { year: 2027, target: 45, actual: null },
  ],
  '1',
  2026,
);
const KPI: BoardKpi = {
  target: {
    id: 'k1',
    code: 'K-SA',
    nameZh: 'SA 比例',
    nameEn: 'SA ratio',
    unit: '1',
    source: 'saRatio',
    source_dictText: 'SA ratio (Table 3-1)',
    baseline: 28,
    baselineYear: 2022,
  },
  live: true,
  liveError: false,
  years: judged.years.map((y) => ({
    ...y,
    id: `y${y.year}`,
    typedActual: y.year === 2025 ? 99 : null,
    note: null,
    numerator: y.year === 2025 ? 400 : null,
    denominator: y.year === 2025 ? 1081 : null,
  })),
  summary: judged.summary,
};

beforeAll(async () => {
  await loadSignedInCatalogs();
  await i18n.changeLanguage('en-US');
});
afterEach(cleanup);

describe('KPI drawer', () => {
  it('shows each year with its live actual and status, flags missed and late years', () => {
    renderInApp(<KpiDrawer kpi={KPI} can={() => true} onClose={() => {}} onChanged={() => {}} />);
    expect(screen.getByTestId('kpi-actual-2025').textContent).toBe('37.0%');
    expect(screen.getByTestId('kpi-actual-2024').textContent).toBe('31.2%');
    expect(screen.getByTestId('kpi-year-status-2025').dataset.status).toBe('missed');
    expect(screen.getByTestId('kpi-year-status-2023').dataset.status).toBe('late');
    expect(screen.getByTestId('kpi-year-status-2027').dataset.status).toBe('pending');
    expect(screen.getByTestId('kpi-flagged').textContent).toContain('2 year(s) missed or late');
    expect(screen.getByTestId('kpi-chart')).toBeTruthy();
    expect(screen.getByTestId('kpi-add-year')).toBeTruthy();
  });

  it('the chart draws actuals by status against the target line, a late year pinned', () => {
    const option = kpiChartOption(KPI.years, { target: 'Target', actual: 'Actual' }, true);
    expect(option.xAxis.data).toEqual(['2023', '2024', '2025', '2027']);
    const bars = option.series[0].data as { value: number | null; itemStyle: { color: string } }[];
    expect(bars.map((d) => d.value)).toEqual([null, 31.2, 37, null]);
    expect(bars[2].itemStyle.color).toBe('#cf1322');
    expect(option.series[1].data).toEqual([25, 30, 40, 45]);
    expect(option.series[2].data).toEqual([25, null, null, null]);
  });
});
