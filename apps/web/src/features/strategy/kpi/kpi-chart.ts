import type { KpiStatus } from '@accredit/shared';
import type { BoardYear } from './api.ts';

/**
 * The echarts option of a KPI's actual against target by year: the target as a dashed line, the
 * actual as bars coloured by status (met green, missed or not met red/orange); a year without an
 * actual has no bar, and a late year is marked with a red "!" at the target.
 */
export const STATUS_COLOUR: Record<KpiStatus, string> = {
  met: '#389e0d',
  notMet: '#d46b08',
  missed: '#cf1322',
  late: '#cf1322',
  pending: '#8c8c8c',
};

export function kpiChartOption(
  years: readonly BoardYear[],
  labels: { target: string; actual: string },
  percent: boolean,
) {
  const sorted = [...years].sort((a, b) => a.year - b.year);
  return {
    tooltip: { trigger: 'axis' },
    legend: { data: [labels.actual, labels.target], bottom: 0 },
    grid: { left: 40, right: 16, top: 24, bottom: 48, containLabel: true },
    xAxis: { type: 'category', data: sorted.map((y) => String(y.year)) },
    yAxis: { type: 'value', axisLabel: { formatter: percent ? '{value}%' : '{value}' } },
    series: [
      {
        name: labels.actual,
        type: 'bar',
        barMaxWidth: 36,
        data: sorted.map((y) => ({ value: y.actual, itemStyle: { color: STATUS_COLOUR[y.status] } })),
        label: { show: true, position: 'top' },
      },
      {
        name: labels.target,
        type: 'line',
        lineStyle: { type: 'dashed' },
        data: sorted.map((y) => y.target),
        connectNulls: true,
      },
      {
        name: 'late',
        type: 'scatter',
        symbol: 'pin',
        symbolSize: 28,
        itemStyle: { color: STATUS_COLOUR.late },
        label: { show: true, formatter: '!', color: '#fff' },
        tooltip: { show: false },
        data: sorted.map((y) => (y.status === 'late' ? y.target : null)),
      },
    ],
  };
}
