import { describe, expect, it } from 'vitest';
import { lcmOf, meanOf, minOf, Rational, scaledDecimal, sumOf } from './exact.ts';
import { attainmentFigure, percentFigure, statFigure } from './figures.ts';

const r = Rational.from;

describe('exact rationals', () => {
  it('reads numbers by their shortest decimal text, decimal and fraction texts', () => {
    expect(r(0.1).toString()).toBe('1/10');
    expect(r('0.75').toString()).toBe('3/4');
    expect(r(1e-7).toString()).toBe('1/10000000');
    expect(r('-2.5e1').toString()).toBe('-25');
    expect(r('6/8').toString()).toBe('3/4');
    expect(r(12n).toString()).toBe('12');
    expect(() => r(Number.NaN)).toThrow(RangeError);
    expect(() => r('abc')).toThrow(RangeError);
    expect(() => r(1).div(0)).toThrow(RangeError);
  });

  it('adds without binary error: 0.1 + 0.2 = 0.3 and 0.1 + 0.6 = 0.7', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(r(0.1).add(0.2).cmp(0.3)).toBe(0);
    expect(r(0.1).add(0.6).cmp(0.7)).toBe(0);
    expect(r(0.7).mul(3).div(3).gte(0.7)).toBe(true); // 0.7*3/3 is 0.6999999999999998 in doubles
    expect(r(1).sub(0.9).toString()).toBe('1/10');
    expect(sumOf([r(0.1), r(0.2), r(0.7)]).cmp(1)).toBe(0);
    expect(minOf([r(3), r('1/3'), r(2)]).toString()).toBe('1/3');
    expect(meanOf([r(1), r(2)]).toString()).toBe('3/2');
  });

  it('rounds half up from the exact value: 0.0005 -> 0.001, 0.6825 -> 0.683, 1.0005 -> 1.001', () => {
    // 0.6825 and 1.0005 are stored below the half in doubles: toFixed(3) gives 0.682 and 1.000.
    expect([(0.6825).toFixed(3), (1.0005).toFixed(3)]).toEqual(['0.682', '1.000']);
    expect(r('0.0005').roundHalfUp(3)).toBe('0.001');
    expect(r('0.00049999').roundHalfUp(3)).toBe('0.000');
    expect(r(0.6825).roundHalfUp(3)).toBe('0.683');
    expect(r(1.0005).roundHalfUp(3)).toBe('1.001');
    expect(r('-0.0005').roundHalfUp(3)).toBe('-0.001');
    expect(r('2/3').roundHalfUp(0)).toBe('1');
    expect(r(0).roundHalfUp(2)).toBe('0.00');
  });

  it('converts to the nearest double, even for huge numerators', () => {
    expect(r('1/3').toNumber()).toBe(1 / 3);
    const big = r('1/3').add(r('1/10000000000000000000000'));
    expect(big.toNumber()).toBeCloseTo(1 / 3, 15);
    expect(r('-7/2').toNumber()).toBe(-3.5);
  });

  it('makes figures: attainment 3 decimals, percent 0..100 with 1, statistics with 2', () => {
    expect(attainmentFigure(r('3/4'))).toEqual({ value: 0.75, shown: '0.750', exact: '3/4' });
    // 3/16 = 18.75% -> "18.8" (half up)
    expect(percentFigure(3, 16)).toEqual({ value: 18.75, shown: '18.8', exact: '75/4' });
    expect(percentFigure(1, 0)).toBeNull();
    expect(statFigure(r('2.675')).shown).toBe('2.68');
  });

  it('splits a number into an unreduced integer and decimals, as its shortest decimal text reads', () => {
    expect(scaledDecimal(12.25)).toEqual({ int: 1225n, scale: 2 });
    expect(scaledDecimal(7)).toEqual({ int: 7n, scale: 0 });
    expect(scaledDecimal(0.5)).toEqual({ int: 5n, scale: 1 });
    expect(scaledDecimal(1.5e-7)).toEqual({ int: 15n, scale: 8 });
    expect(scaledDecimal(-0.1)).toEqual({ int: -1n, scale: 1 });
    expect(() => scaledDecimal(Number.NaN)).toThrow(RangeError);
    // the fast path agrees with the decimal text on many values
    for (let i = 0; i < 3000; i++) {
      const x = Number((Math.random() * 1000).toFixed(i % 8));
      const { int, scale } = scaledDecimal(x);
      expect(Rational.ratio(int, 10n ** BigInt(scale)).cmp(Rational.from(String(x)))).toBe(0);
    }
    expect(lcmOf([4n, 6n, 10n])).toBe(60n);
    // gcd beyond 2^53 stays exact
    expect(Rational.ratio(2n ** 80n * 3n, 2n ** 81n).toString()).toBe('3/2');
  });
});
