import { describe, expect, it } from 'vitest';
import { Rational } from './exact.ts';
import { gradeAnalysis, sqrtHalfUp } from './grades.ts';

describe('grade analysis (DOMAIN.md 5)', () => {
  it('gives the statistics of an even count, the median being the mean of the middle two', () => {
    /*
     * Full marks 100; scores sorted 59, 60, 72, 85, 88, 95 (n 6, sum 459).
     * mean = 459 / 6 = 76.5 -> "76.50"; median = (72 + 85) / 2 = 78.5 -> "78.50"
     * deviations -17.5, -16.5, -4.5, 8.5, 11.5, 18.5; squares 306.25 + 272.25 + 20.25 + 72.25
     *   + 132.25 + 342.25 = 1145.5; sample variance 1145.5 / 5 = 229.1; sd = sqrt(229.1)
     *   = 15.1360.. -> "15.14"
     * pass (>= 60): 60, 72, 85, 88, 95 -> 5/6 = 83.33..% -> "83.3"; excellent (>= 90): 1/6 -> "16.7"
     * bands: 90+ {95}, 80-90 {85, 88}, 70-80 {72}, 60-70 {60: lower bound included}, <60 {59}.
     */
    const g = gradeAnalysis([95, 85, 72, 60, 59, 88], 100);
    expect([g.students, g.mean?.shown, g.median?.shown, g.sd?.shown, g.highest, g.lowest]).toEqual([
      6,
      '76.50',
      '78.50',
      '15.14',
      95,
      59,
    ]);
    expect(g.sd?.exact).toBe('sqrt(2291/10)');
    expect(g.sd?.value).toBeCloseTo(Math.sqrt(229.1), 12);
    expect([g.passRate?.shown, g.excellentRate?.shown]).toEqual(['83.3', '16.7']);
    expect(g.bands).toEqual([
      { key: '90+', count: 1 },
      { key: '80-90', count: 2 },
      { key: '70-80', count: 1 },
      { key: '60-70', count: 1 },
      { key: '<60', count: 1 },
    ]);
  });

  it('puts each lower bound in its band, as a share of the full marks', () => {
    // Full marks 150: 135 = 90%, 120 = 80%, 105 = 70%, 90 = 60%, 89.9 < 60%; odd count: median 105.
    const g = gradeAnalysis([135, 120, 105, 90, 89.9], 150);
    expect(g.bands.map((b) => b.count)).toEqual([1, 1, 1, 1, 1]);
    expect([g.passRate?.shown, g.excellentRate?.shown, g.median?.shown]).toEqual(['80.0', '20.0', '105.00']);
  });

  it('has no figures for nobody and no standard deviation for one student', () => {
    const none = gradeAnalysis([], 100);
    expect([none.students, none.mean, none.median, none.sd, none.highest, none.passRate]).toEqual([
      0,
      null,
      null,
      null,
      null,
      null,
    ]);
    const one = gradeAnalysis([80], 100);
    expect([one.mean?.shown, one.median?.shown, one.sd]).toEqual(['80.00', '80.00', null]);
  });

  it('rounds the square root half up exactly', () => {
    // sqrt(1.265625) = 1.125 exactly -> "1.13"; sqrt(2) = 1.41421.. -> "1.41"; sqrt(0) = "0.00"
    expect(sqrtHalfUp(Rational.from('1.265625'), 2)).toBe('1.13');
    expect(sqrtHalfUp(Rational.from(2), 2)).toBe('1.41');
    expect(sqrtHalfUp(Rational.ZERO, 2)).toBe('0.00');
    // mean 2.675 (Number.toFixed gives "2.67"): scores 2.6 and 2.75 -> "2.68"
    expect(gradeAnalysis([2.6, 2.75], 5).mean?.shown).toBe('2.68');
  });
});
