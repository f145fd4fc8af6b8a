import type { RateKey } from '@accredit/shared';
import type { EChartsCoreOption } from 'echarts/core';
import type { Cohort } from './api.ts';

/**
 * A line per rate across entry cohorts (one programme, or every programme's cohorts pooled by
 * the panel before it gets here); gaps where a rate cannot be computed, never a zero.
 */
export function cohortRatesOption(
  cohorts: Cohort[],
  keys: readonly RateKey[],
  label: (key: RateKey) => string,
): EChartsCoreOption {
  const years = [...new Set(cohorts.map((c) => c.cohortYear))].sort((a, b) => a - b);
  return {
    tooltip: {
      trigger: 'axis',
      valueFormatter: (v: unknown) => (v === null || v === undefined ? '–' : `${v}%`),
    },
    legend: { type: 'scroll', bottom: 0 },
    grid: { left: 40, right: 16, top: 16, bottom: 48, containLabel: true },
    xAxis: { type: 'category', data: years.map(String) },
    yAxis: { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
    series: keys.map((key) => ({
      name: label(key),
      type: 'line',
      connectNulls: false,
      data: years.map((y) => cohorts.find((c) => c.cohortYear === y)?.rates[key]?.shown ?? null),
    })),
  };
}

/** Graduates employed per sector, largest first, as horizontal bars (they stay legible on a phone). */
export function sectorsOption(rows: { label: string; employed: number }[]): EChartsCoreOption {
  const shown = [...rows].reverse();
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: shown.map((r) => r.label) },
    series: [{ type: 'bar', data: shown.map((r) => r.employed), label: { show: true, position: 'right' } }],
  };
}
