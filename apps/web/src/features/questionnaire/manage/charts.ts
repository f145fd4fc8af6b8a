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

/** Hovering a bar shows its category's figures. */
const TOOLTIP = { trigger: 'axis', axisPointer: { type: 'shadow' } };

/** A bar's value with the text printed on it; a missing value draws no bar. */
function labelled(value: number | null, text = String(value)) {
  return value === null ? null : { value, label: { formatter: text } };
}

/** One series of bars, each labelled at `position`. */
function barSeries(
  name: string,
  barMaxWidth: number,
  position: 'right' | 'top',
  data: ReturnType<typeof labelled>[],
  color: string = QNR_COLORS.bar,
) {
  return { name, type: 'bar', barMaxWidth, itemStyle: { color }, label: { show: true, position }, data };
}

/**
 * Horizontal bars with the items' labels on the side axis, the first item on top (a category
 * axis draws its first entry at the bottom, so the items go in reversed); `series` gets them in
 * that order.
 */
function horizontalBars<T extends { label: string }>(
  items: T[],
  layout: { right: number; bottom?: number; xAxis: object; legend?: object },
  series: (top: T[]) => object[],
): EChartsCoreOption {
  const top = [...items].reverse();
  return {
    animation: false,
    tooltip: TOOLTIP,
    ...(layout.legend ? { legend: layout.legend } : {}),
    grid: { left: 8, right: layout.right, top: 8, bottom: layout.bottom ?? 8, containLabel: true },
    xAxis: layout.xAxis,
    yAxis: {
      type: 'category',
      data: top.map((r) => r.label),
      axisLabel: { width: LABEL_WIDTH, overflow: 'truncate' },
    },
    series: series(top),
  };
}

/** Options of a choice question: one horizontal bar per option (first option on top), its count and share. */
export function choiceOption(bars: CountBar[], countName: string): EChartsCoreOption {
  return horizontalBars(
    bars,
    {
      right: 72,
      xAxis: { type: 'value', minInterval: 1, name: countName, nameLocation: 'end', show: false },
    },
    (top) => [
      barSeries(
        countName,
        28,
        'right',
        top.map((b) => labelled(b.count, countLabel(b))),
      ),
    ],
  );
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
    tooltip: TOOLTIP,
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
        ...barSeries(
          countName,
          48,
          'top',
          bars.map((b) => labelled(b.count, countLabel(b))),
        ),
        labelLayout: { hideOverlap: true },
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
  return horizontalBars(
    rows,
    { right: 48, xAxis: { type: 'value', min: 0, max: points, interval: 1 } },
    (top) => [
      barSeries(
        meanName,
        28,
        'right',
        top.map((r) => labelled(r.mean)),
      ),
    ],
  );
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
  return horizontalBars(
    rows,
    {
      right: 48,
      bottom: 32,
      xAxis: { type: 'value', min: 0, ...(max ? { max } : {}) },
      legend: { data: [names.a, names.b], bottom: 0 },
    },
    (top) =>
      (['a', 'b'] as const).map((key) =>
        barSeries(
          names[key],
          18,
          'right',
          top.map((r) => labelled(r[key])),
          QNR_COLORS[key],
        ),
      ),
  );
}
