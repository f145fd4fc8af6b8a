import type { EChartsCoreOption } from 'echarts/core';

/**
 * The assurance-of-learning charts as plain echarts options (pure: no React, no i18n; the
 * screens pass translated labels in). Bars and points are drawn from a figure's unrounded
 * `value`; every text on a chart is the figure's `shown` string, never re-rounded here.
 */

/** A figure as the model gives it (packages/shared/src/aol/figures.ts). */
export interface ChartFigure {
  value: number;
  shown: string;
}

/** Colours that keep their meaning on every chart: met, not met, target, no figure. */
export const COLORS = {
  met: '#389e0d',
  unmet: '#cf1322',
  target: '#262626',
  none: '#bfbfbf',
  bands: ['#389e0d', '#1677ff', '#faad14', '#fa8c16', '#cf1322', '#722ed1', '#13c2c2'],
};

export interface AttainmentBar {
  /** The axis label (an LO or goal code). */
  code: string;
  figure: ChartFigure | null;
  /** The target t_j, a share in 0..1. */
  target: number;
  met: boolean | null;
}

/** Attainment of each LO as a bar (green met, red not met) with its target as a marker. */
export function attainmentOption(
  bars: AttainmentBar[],
  labels: { attainment: string; target: string },
): EChartsCoreOption {
  const top = Math.max(1, ...bars.map((b) => b.figure?.value ?? 0), ...bars.map((b) => b.target));
  return {
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { data: [labels.attainment, labels.target], bottom: 0 },
    grid: { left: 40, right: 16, top: 24, bottom: 56, containLabel: true },
    xAxis: {
      type: 'category',
      data: bars.map((b) => b.code),
      axisLabel: { interval: 0, rotate: bars.length > 8 ? 40 : 0 },
    },
    yAxis: { type: 'value', min: 0, max: top },
    series: [
      {
        name: labels.attainment,
        type: 'bar',
        barMaxWidth: 48,
        // On a phone the figures above narrow bars would overlap: those that collide are left out.
        labelLayout: { hideOverlap: true },
        // The legend's swatch: a met bar's colour (each bar has its own).
        itemStyle: { color: COLORS.met },
        data: bars.map((b) => ({
          value: b.figure?.value ?? null,
          itemStyle: { color: b.met === null ? COLORS.none : b.met ? COLORS.met : COLORS.unmet },
          label: { show: b.figure !== null, position: 'top', formatter: b.figure?.shown ?? '' },
        })),
      },
      {
        name: labels.target,
        type: 'scatter',
        symbol: 'rect',
        symbolSize: [36, 3],
        itemStyle: { color: COLORS.target },
        z: 5,
        data: bars.map((b) => b.target),
      },
    ],
  };
}

export interface DistributionRow {
  code: string;
  bands: { name: string; count: number }[];
}

/** The band (or rubric level) counts of each LO, stacked, one series per band in the given order. */
export function distributionOption(rows: DistributionRow[], bandNames: string[]): EChartsCoreOption {
  return {
    animation: false,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { data: bandNames, bottom: 0 },
    grid: { left: 40, right: 16, top: 24, bottom: 56, containLabel: true },
    xAxis: { type: 'category', data: rows.map((r) => r.code), axisLabel: { interval: 0 } },
    yAxis: { type: 'value', minInterval: 1 },
    series: bandNames.map((name, i) => ({
      name,
      type: 'bar',
      stack: 'bands',
      barMaxWidth: 48,
      itemStyle: { color: COLORS.bands[i % COLORS.bands.length] },
      data: rows.map((r) => r.bands.find((b) => b.name === name)?.count ?? 0),
    })),
  };
}

export interface RadarPoint {
  code: string;
  figure: ChartFigure | null;
  target: number;
}

/** One course's LOs on a radar: its attainment against the targets (a missing figure is 0). */
export function radarOption(
  points: RadarPoint[],
  labels: { attainment: string; target: string },
): EChartsCoreOption {
  const max = Math.max(1, ...points.map((p) => p.figure?.value ?? 0), ...points.map((p) => p.target));
  return {
    animation: false,
    tooltip: {},
    legend: { data: [labels.attainment, labels.target], bottom: 0 },
    radar: { indicator: points.map((p) => ({ name: p.code, max })), radius: '62%' },
    series: [
      {
        type: 'radar',
        data: [
          {
            name: labels.attainment,
            value: points.map((p) => p.figure?.value ?? 0),
            itemStyle: { color: '#1677ff' },
            areaStyle: { opacity: 0.2 },
          },
          {
            name: labels.target,
            value: points.map((p) => p.target),
            itemStyle: { color: COLORS.target },
            lineStyle: { type: 'dashed' },
          },
        ],
      },
    ],
  };
}

/**
 * A course's profile over its LOs: a radar when it has three or more (a radar of one or two axes
 * is a dot or a line), else the same figures as bars against their targets.
 */
export function profileOption(
  bars: AttainmentBar[],
  labels: { attainment: string; target: string },
): EChartsCoreOption {
  if (bars.length >= 3)
    return radarOption(
      bars.map((b) => ({ code: b.code, figure: b.figure, target: b.target })),
      labels,
    );
  return attainmentOption(bars, labels);
}

export interface TrendLine {
  code: string;
  /** One figure per year, in the order of `years` (null: not assessed that year). */
  figures: (ChartFigure | null)[];
}

/** Each LO's figure across the evaluation years, a line each; gaps where it was not assessed. */
export function trendOption(years: string[], lines: TrendLine[], target?: number): EChartsCoreOption {
  return {
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { data: lines.map((l) => l.code), bottom: 0, type: 'scroll' },
    grid: { left: 40, right: 24, top: 24, bottom: 56, containLabel: true },
    xAxis: { type: 'category', data: years, boundaryGap: false },
    yAxis: { type: 'value', min: 0, max: 1 },
    series: lines.map((l, i) => ({
      name: l.code,
      type: 'line',
      connectNulls: false,
      itemStyle: { color: COLORS.bands[(i + 1) % COLORS.bands.length] },
      data: l.figures.map((f) => (f ? { value: f.value, label: { formatter: f.shown } } : null)),
      ...(i === 0 && target !== undefined
        ? {
            markLine: {
              symbol: 'none',
              silent: true,
              lineStyle: { color: COLORS.target, type: 'dashed' },
              label: { formatter: String(target) },
              data: [{ yAxis: target }],
            },
          }
        : {}),
    })),
  };
}

export interface HistogramBin {
  label: string;
  count: number;
}

/** A histogram of scores: one bar per bin, its count on top. */
export function histogramOption(bins: HistogramBin[], countLabel: string): EChartsCoreOption {
  return {
    animation: false,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 40, right: 16, top: 24, bottom: 32, containLabel: true },
    // Ten bins' labels do not fit side by side on a narrow chart: slanted, and thinned if need be.
    xAxis: {
      type: 'category',
      data: bins.map((b) => b.label),
      axisLabel: { rotate: bins.length > 6 ? 35 : 0, hideOverlap: true },
    },
    yAxis: { type: 'value', minInterval: 1, name: countLabel },
    series: [
      {
        name: countLabel,
        type: 'bar',
        barCategoryGap: '4%',
        itemStyle: { color: '#1677ff' },
        label: { show: true, position: 'top' },
        data: bins.map((b) => b.count),
      },
    ],
  };
}
