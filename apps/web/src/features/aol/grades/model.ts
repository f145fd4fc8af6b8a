import type { GradeAnswer } from '@accredit/shared';
import type { HistogramBin } from '../results/charts.ts';

/**
 * Pure helpers of the grade analysis screen. A histogram bin's edges are marks (not figures of
 * the model), printed with at most two decimals; each bin includes its lower edge and the last
 * one the full marks too.
 */
const mark = (n: number) => String(Math.round(n * 100) / 100);

export function histogramBins(histogram: GradeAnswer['histogram']): HistogramBin[] {
  return histogram.map((b) => ({ label: `${mark(b.from)}–${mark(b.to)}`, count: b.count }));
}
