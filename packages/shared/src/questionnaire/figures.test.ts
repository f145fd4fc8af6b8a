import { describe, expect, it } from 'vitest';
import { attainmentOfSum, deltaOf, meanOfSum, percentOf } from './figures.ts';

describe('questionnaire figures, rounded half up from exact values', () => {
  it('percentages with 1 decimal', () => {
    expect(percentOf(2, 3)).toBe(66.7); // 66.666...
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(1, 16)).toBe(6.3); // 6.25, a tie: up
    // 1 of 2000 = 0.05 %, a tie; 1001 of 2000 = 50.05 %: in doubles 1001 / 2000 * 100 * 10 is
    // 500.49999999999994 and would round down to 50.0.
    expect(percentOf(1, 2000)).toBe(0.1);
    expect(percentOf(1001, 2000)).toBe(50.1);
    expect(percentOf(11, 2000)).toBe(0.6); // 0.55; doubles: 0.5499999999999999
    expect(percentOf(0, 5)).toBe(0);
    expect(percentOf(5, 5)).toBe(100);
    expect(percentOf(0, 0)).toBeNull();
  });

  it('means with 2 decimals', () => {
    expect(meanOfSum(1, 8)).toBe(0.13); // 0.125 -> 0.13
    // 201 / 200 = 1.005 exactly; in doubles 1.005 * 100 = 100.49999999999999 (toFixed gives 1.00).
    expect(meanOfSum(201, 200)).toBe(1.01);
    expect(meanOfSum(11, 3)).toBe(3.67); // 3.666...
    expect(meanOfSum(15, 5)).toBe(3);
    expect(meanOfSum(0, 0)).toBeNull();
  });

  it('attainment (mean over the scale maximum) with 3 decimals', () => {
    expect(attainmentOfSum(12, 2, 7)).toBe(0.857); // 6 / 7 = 0.857142...
    expect(attainmentOfSum(15, 5, 5)).toBe(0.6);
    // 1001 / (400 * 5) = 0.5005, a tie: in doubles 0.5005 * 1000 = 500.49999999999994.
    expect(attainmentOfSum(1001, 400, 5)).toBe(0.501);
    expect(attainmentOfSum(0, 0, 5)).toBeNull();
  });

  it('differences of shown figures, exact', () => {
    expect(deltaOf(3.67, 4)).toBe(0.33);
    expect(deltaOf(4.1, 3.9)).toBe(-0.2); // doubles: -0.19999999999999973
    expect(deltaOf(2.5, 2.5)).toBe(0);
    expect(deltaOf(null, 4)).toBeNull();
    expect(deltaOf(4, null)).toBeNull();
  });
});
