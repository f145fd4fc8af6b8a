import type { BlockCell, BlockChart, BlockTable } from '@accredit/shared';

/**
 * Pure helpers of a live block's drawing: the text of a cell (as the Word file prints it), the two
 * header rows of AACSB's grouped headers, a row's cells with their spans, and the echarts option of
 * a chart. Kept apart from the components so that they are tested without a DOM.
 */
export const isPercentCell = (v: BlockCell): v is { percent: number | null; atLeast?: boolean } =>
  typeof v === 'object' && v !== null;

/** A cell's text: counts to two decimals at most, percents to one ("≥ 75%" for a threshold). */
export function cellText(v: BlockCell | undefined): string {
  if (v === null || v === undefined) return '';
  if (isPercentCell(v)) {
    if (v.percent === null) return '—';
    return `${v.atLeast ? '≥ ' : ''}${v.percent.toFixed(v.atLeast ? 0 : 1)}%`;
  }
  if (typeof v === 'number') return String(Math.round(v * 100) / 100);
  return v;
}

export interface HeaderCell {
  label: string;
  colSpan: number;
  rowSpan: number;
  /** The column it heads (for the bottom row and ungrouped columns), or null for a group label. */
  column: number | null;
}

/**
 * The header rows: with groups, the top row holds each ungrouped column (over both rows) and each
 * group's label (over its columns), the bottom row the grouped columns' own headers; without
 * groups, one row.
 */
export function headerRows(table: BlockTable): HeaderCell[][] {
  const groupOf = (i: number) => table.groups.find((g) => i >= g.from && i <= g.to);
  if (table.groups.length === 0)
    return [table.columns.map((c, i) => ({ label: c.header, colSpan: 1, rowSpan: 1, column: i }))];
  const top: HeaderCell[] = [];
  const bottom: HeaderCell[] = [];
  table.columns.forEach((c, i) => {
    const group = groupOf(i);
    if (!group) top.push({ label: c.header, colSpan: 1, rowSpan: 2, column: i });
    else {
      if (group.from === i)
        top.push({ label: group.label, colSpan: group.to - group.from + 1, rowSpan: 1, column: null });
      bottom.push({ label: c.header, colSpan: 1, rowSpan: 1, column: i });
    }
  });
  return [top, bottom];
}

export interface BodyCell {
  text: string;
  colSpan: number;
  /** A figure (right-aligned, tabular digits). */
  figure: boolean;
  column: number;
}

/** A row's cells, merged where its spans say (the first cell of a span carries the text). */
export function rowCells(table: BlockTable, row: BlockTable['rows'][number]): BodyCell[] {
  const out: BodyCell[] = [];
  const width = Math.max(table.columns.length, 1);
  for (let i = 0; i < width; i++) {
    const end = Math.min(row.spans?.find(([from]) => from === i)?.[1] ?? i, width - 1);
    const v = row.cells[i] ?? null;
    out.push({
      text: cellText(v),
      colSpan: end - i + 1,
      figure: typeof v === 'number' || isPercentCell(v),
      column: i,
    });
    i = end;
  }
  return out;
}

/** The echarts option of a block's chart: categories along the bottom, one series per line or bar set. */
export function chartOption(chart: BlockChart) {
  const unit = chart.unit ?? '';
  return {
    tooltip: { trigger: 'axis' },
    legend: { data: chart.series.map((s) => s.name), bottom: 0, type: 'scroll' },
    grid: { left: 16, right: 16, top: 28, bottom: 40, containLabel: true },
    xAxis: { type: 'category', data: chart.categories },
    // Lines of rates near 90% would be flat against a scale from 0: a line chart fits its data.
    yAxis: { type: 'value', scale: chart.type === 'line', axisLabel: { formatter: `{value}${unit}` } },
    series: chart.series.map((s) => ({
      name: s.name,
      type: chart.type,
      data: s.values,
      connectNulls: chart.type === 'line',
      barMaxWidth: 36,
      label: { show: chart.series.length <= 3, position: 'top', formatter: `{c}${unit}` },
      labelLayout: { hideOverlap: true },
    })),
  };
}
