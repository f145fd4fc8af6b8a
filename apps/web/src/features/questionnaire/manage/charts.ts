import type { EChartsCoreOption } from 'echarts/core';

/**
 * The results charts as plain echarts options (pure: no React, no i18n; the screen passes the
 * texts in the reader's language). Every number on a chart is the server's rounded figure, never
 * re-rounded here.
 */

export const QNR_COLORS = { bar: '#1677ff', a: '#8c8c8c', b: '#1677ff' };

/** Long option texts are cut on the axis (the table beside the chart has them in full). */
const LABEL_WIDTH = 160;

export interface CountBar {
  label: string;
  count: number;
  percent: number | null;
}

/** The label on a bar: "12 (40%)", or the count alone when there is no percentage. */
export function countLabel(bar: Pick<CountBar, 'count' | 'percent'>): string {
  return bar.percent === null ? String(bar.count) : `${bar.count} (${bar.percent}%)`;
}

/** The height a horizontal bar chart needs for `bars` bars (a readable bar each, within bounds). */
export function barsHeight(bars: number): number {
  return Math.max(160, Math.min(640, 48 + bars * 36));
}

/** Options of a choice question: one horizontal bar per option (first option on top), its count and share. */
export function choiceOption(bars: CountBar[], countName: string): EChartsCoreOption {
  const top = [...bars].reverse();
  return {
    animation: false,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 72, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value', minInterval: 1, name: countName, nameLocation: 'end', show: false },
    yAxis: {
      type: 'category',
      data: top.map((b) => b.label),
      axisLabel: { width: LABEL_WIDTH, overflow: 'truncate' },
    },
    series: [
      {
        name: countName,
        type: 'bar',
        barMaxWidth: 28,
        itemStyle: { color: QNR_COLORS.bar },
        label: { show: true, position: 'right' },
        data: top.map((b) => ({ value: b.count, label: { formatter: countLabel(b) } })),
      },
    ],
  };
}

/**
 * A rating's distribution: one bar per scale value (1..points), the ends labelled with the
 * scale's words.
 */
export function ratingOption(
  bars: CountBar[],
  ends: { low: string; high: string },
  countName: string,
): EChartsCoreOption {
  const last = bars.length - 1;
  return {
    animation: false,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 8, top: 24, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: bars.map((b, i) =>
        i === 0 && ends.low
          ? `${b.label}\n${ends.low}`
          : i === last && ends.high
            ? `${b.label}\n${ends.high}`
            : b.label,
      ),
      axisLabel: { interval: 0, width: 90, overflow: 'truncate' },
    },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        name: countName,
        type: 'bar',
        barMaxWidth: 48,
        itemStyle: { color: QNR_COLORS.bar },
        labelLayout: { hideOverlap: true },
        label: { show: true, position: 'top' },
        data: bars.map((b) => ({ value: b.count, label: { formatter: countLabel(b) } })),
      },
    ],
  };
}

export interface MeanBar {
  label: string;
  mean: number | null;
}

/** A matrix: each row's mean on the scale (0..points), first row on top; rows nobody rated have no bar. */
export function meansOption(rows: MeanBar[], points: number, meanName: string): EChartsCoreOption {
  const top = [...rows].reverse();
  return {
    animation: false,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 48, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value', min: 0, max: points, interval: 1 },
    yAxis: {
      type: 'category',
      data: top.map((r) => r.label),
      axisLabel: { width: LABEL_WIDTH, overflow: 'truncate' },
    },
    series: [
      {
        name: meanName,
        type: 'bar',
        barMaxWidth: 28,
        itemStyle: { color: QNR_COLORS.bar },
        label: { show: true, position: 'right' },
        data: top.map((r) =>
          r.mean === null ? null : { value: r.mean, label: { formatter: String(r.mean) } },
        ),
      },
    ],
  };
}

export interface PairBar {
  label: string;
  a: number | null;
  b: number | null;
}

/** Two runs side by side: a grey bar for the first, a blue one for the second, per item (first on top). */
export function pairOption(
  rows: PairBar[],
  names: { a: string; b: string },
  max?: number,
): EChartsCoreOption {
  const top = [...rows].reverse();
  const series = (key: 'a' | 'b') => ({
    name: names[key],
    type: 'bar',
    barMaxWidth: 18,
    itemStyle: { color: QNR_COLORS[key] },
    label: { show: true, position: 'right' },
    data: top.map((r) => (r[key] === null ? null : { value: r[key], label: { formatter: String(r[key]) } })),
  });
  return {
    animation: false,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { data: [names.a, names.b], bottom: 0 },
    grid: { left: 8, right: 48, top: 8, bottom: 32, containLabel: true },
    xAxis: { type: 'value', min: 0, ...(max ? { max } : {}) },
    yAxis: {
      type: 'category',
      data: top.map((r) => r.label),
      axisLabel: { width: LABEL_WIDTH, overflow: 'truncate' },
    },
    series: [series('a'), series('b')],
  };
}
