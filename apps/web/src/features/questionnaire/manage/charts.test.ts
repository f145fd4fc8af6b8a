import { describe, expect, it } from 'vitest';
import {
  barsHeight,
  choiceOption,
  countLabel,
  meansOption,
  pairOption,
  QNR_COLORS,
  ratingOption,
} from './charts.ts';

type Series = {
  name: string;
  data: ({ value: number; label: { formatter: string } } | null)[];
  itemStyle: { color: string };
};
type Axis = { data: string[]; max?: number };
const seriesOf = (o: unknown) => (o as { series: Series[] }).series;
const yOf = (o: unknown) => (o as { yAxis: Axis }).yAxis;
const xOf = (o: unknown) => (o as { xAxis: Axis }).xAxis;

describe('results charts', () => {
  it('labels a bar with its count and share', () => {
    expect(countLabel({ count: 12, percent: 40 })).toBe('12 (40%)');
    expect(countLabel({ count: 0, percent: null })).toBe('0');
  });

  it('draws a choice question with its first option on top', () => {
    const o = choiceOption(
      [
        { label: 'Yes', count: 3, percent: 75 },
        { label: 'No', count: 1, percent: 25 },
      ],
      'Count',
    );
    // A category axis draws its first entry at the bottom: the list is reversed.
    expect(yOf(o).data).toEqual(['No', 'Yes']);
    expect(seriesOf(o)[0].data.map((d) => d?.label.formatter)).toEqual(['1 (25%)', '3 (75%)']);
  });

  it('names the ends of a rating scale under its first and last values', () => {
    const bars = [1, 2, 3, 4, 5].map((v) => ({ label: String(v), count: v, percent: null }));
    const o = ratingOption(bars, { low: 'Disagree', high: 'Agree' }, 'Count');
    expect(xOf(o).data).toEqual(['1\nDisagree', '2', '3', '4', '5\nAgree']);
    expect(seriesOf(o)[0].data.map((d) => d?.value)).toEqual([1, 2, 3, 4, 5]);
  });

  it('draws matrix means on the whole scale, with no bar for a row nobody rated', () => {
    const o = meansOption(
      [
        { label: 'Writing', mean: 4.25 },
        { label: 'Speaking', mean: null },
      ],
      7,
      'Mean',
    );
    expect(xOf(o).max).toBe(7);
    expect(yOf(o).data).toEqual(['Speaking', 'Writing']);
    expect(seriesOf(o)[0].data).toEqual([null, { value: 4.25, label: { formatter: '4.25' } }]);
  });

  it('puts two runs side by side, each in its own colour and name', () => {
    const o = pairOption([{ label: 'Q1', a: 3.5, b: null }], { a: '2025', b: '2026' });
    const [a, b] = seriesOf(o);
    expect([a.name, b.name]).toEqual(['2025', '2026']);
    expect([a.itemStyle.color, b.itemStyle.color]).toEqual([QNR_COLORS.a, QNR_COLORS.b]);
    expect(a.data[0]?.value).toBe(3.5);
    expect(b.data[0]).toBeNull();
  });

  it('gives each bar room, within bounds', () => {
    expect(barsHeight(1)).toBe(160);
    expect(barsHeight(6)).toBe(48 + 6 * 36);
    expect(barsHeight(100)).toBe(640);
  });
});
