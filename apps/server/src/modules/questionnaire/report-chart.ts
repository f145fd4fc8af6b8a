import { Canvas, type Rgb, textHeightPx, textWidthPx } from './report-png.ts';

/**
 * The bar chart of one question in the Word report: one horizontal bar per option, scale value or
 * matrix row, keyed on the left ("A", "B" or "1".."7", the same keys as the figures table under
 * it, where the texts are in the report's language) and labelled on the right with its figure
 * ("45.0% (9)", "4.25"). Drawn at twice the size it prints so it stays sharp on paper.
 */
export interface Bar {
  key: string;
  /** Length of the bar on the axis; null draws no bar (nobody answered). */
  value: number | null;
  /** The figure printed after the bar. */
  label: string;
}

export interface BarChart {
  bars: readonly Bar[];
  /** The axis runs 0..max. */
  max: number;
  /** Axis values with a grid line and a label under the plot. */
  ticks: readonly { value: number; label: string }[];
}

export interface ChartImage {
  png: Buffer;
  width: number;
  height: number;
}

const PALETTE: Rgb[] = [
  [255, 255, 255],
  [0x21, 0x88, 0x7c],
  [0xe3, 0xe8, 0xe7],
  [0x33, 0x33, 0x33],
  [0x99, 0x99, 0x99],
];
const [, BAR, GRID, TEXT, AXIS] = [0, 1, 2, 3, 4];

const WIDTH = 1200;
const SCALE = 3;
const ROW = 44;
const BAR_H = 26;
const PAD = 16;

export function drawBarChart(chart: BarChart): ChartImage {
  const textH = textHeightPx(SCALE);
  const keyW = Math.max(textWidthPx('00', SCALE), ...chart.bars.map((b) => textWidthPx(b.key, SCALE)));
  const labelW = Math.max(
    textWidthPx('100.0% (0000)', SCALE),
    ...chart.bars.map((b) => textWidthPx(b.label, SCALE)),
  );
  const plotX = PAD + keyW + PAD;
  const plotW = WIDTH - plotX - PAD - labelW - PAD;
  const plotY = PAD;
  const plotH = Math.max(1, chart.bars.length) * ROW;
  const height = plotY + plotH + PAD / 2 + textH + PAD;
  const canvas = new Canvas(WIDTH, height, PALETTE);
  const x = (v: number) => plotX + (Math.max(0, Math.min(v, chart.max)) / (chart.max || 1)) * plotW;

  for (const tick of chart.ticks) {
    const at = x(tick.value);
    canvas.rect(at - 1, plotY, 2, plotH, GRID);
    const w = textWidthPx(tick.label, SCALE);
    const left = Math.min(Math.max(at - w / 2, plotX - keyW), WIDTH - PAD - w);
    canvas.text(left, plotY + plotH + PAD / 2, tick.label, SCALE, AXIS);
  }
  canvas.rect(plotX - 2, plotY, 2, plotH, AXIS);

  chart.bars.forEach((bar, i) => {
    const top = plotY + i * ROW + (ROW - BAR_H) / 2;
    const textTop = plotY + i * ROW + (ROW - textH) / 2;
    canvas.text(plotX - PAD - textWidthPx(bar.key, SCALE), textTop, bar.key, SCALE, TEXT);
    const end = bar.value === null ? plotX : x(bar.value);
    if (bar.value !== null && end > plotX) canvas.rect(plotX, top, end - plotX, BAR_H, BAR);
    canvas.text(end + PAD / 2, textTop, bar.label, SCALE, TEXT);
  });
  return { png: canvas.png(), width: WIDTH, height };
}

/** Keys of options and matrix rows: A..Z, then AA, AB... */
export function letterKey(index: number): string {
  let n = index;
  let key = '';
  do {
    key = String.fromCharCode(65 + (n % 26)) + key;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return key;
}

/** An axis of percentages 0..100 with a tick every 20. */
export const PERCENT_TICKS = [0, 20, 40, 60, 80, 100].map((value) => ({
  value,
  label: value === 100 ? '100%' : String(value),
}));

/** An axis of a rating scale 0..points with a tick at each value. */
export function scaleTicks(points: number): { value: number; label: string }[] {
  return Array.from({ length: points + 1 }, (_, value) => ({ value, label: String(value) }));
}
