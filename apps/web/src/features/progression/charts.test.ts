import type { Rate, RateKey } from '@accredit/shared';
import { describe, expect, it } from 'vitest';
import type { Cohort } from './api.ts';
import { cohortRatesOption, sectorsOption } from './charts.ts';

const rate = (shown: number | null): Rate => ({ numerator: null, denominator: null, value: shown, shown });
const cohort = (year: number, retention: number | null): Cohort =>
  ({
    degreeProgramsId: 'P',
    cohortYear: year,
    admission: null,
    retention: {} as Cohort['retention'],
    employment: null,
    computed: [],
    cohortSize: null,
    rates: { retentionRate: rate(retention) } as Record<RateKey, Rate>,
    programme: null,
  }) as Cohort;

describe('progression charts', () => {
  it('draw one point per entry cohort in year order, a gap (not 0) where a rate is blank', () => {
    const option = cohortRatesOption(
      [cohort(2023, 90.5), cohort(2021, null), cohort(2022, 88)],
      ['retentionRate'],
      (k) => k,
    ) as {
      xAxis: { data: string[] };
      series: { name: string; data: (number | null)[] }[];
    };
    expect(option.xAxis.data).toEqual(['2021', '2022', '2023']);
    expect(option.series).toEqual([
      expect.objectContaining({ name: 'retentionRate', data: [null, 88, 90.5] }),
    ]);
  });
  it('list sectors largest at the top of the bars', () => {
    const option = sectorsOption([
      { label: 'Finance', employed: 50 },
      { label: 'IT', employed: 35 },
    ]) as { yAxis: { data: string[] }; series: { data: number[] }[] };
    expect(option.yAxis.data).toEqual(['IT', 'Finance']);
    expect(option.series[0]?.data).toEqual([35, 50]);
  });
});
