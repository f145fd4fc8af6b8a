import { Rational } from './exact.ts';

/**
 * A computed figure: `value` the unrounded number (for charts), `shown` rounded half up from the
 * exact value for display, `exact` the rational "n/d" (what "met" and later sums use).
 * Attainment: 3 decimals ("0.750"); percentages: value 0..100, 1 decimal ("66.7");
 * mean, median and standard deviation: 2 decimals.
 */
export interface Figure {
  value: number;
  shown: string;
  exact: string;
}

export const AOL_DIGITS = { attainment: 3, percent: 1, stat: 2 } as const;

function figure(r: Rational, digits: number): Figure {
  return { value: r.toNumber(), shown: r.roundHalfUp(digits), exact: r.toString() };
}

/** Greatest common divisor of two non-negative safe integers, in doubles. */
function gcdNumber(a: number, b: number): number {
  let x = a;
  let y = b;
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/**
 * The figure of n / d for safe integers n >= 0 and d > 0, `digits` decimals: the same Figure as
 * figure(Rational.ratio(n, d)) (value, half-up text and lowest terms alike), in doubles while
 * every product stays an exact integer below 2^53 (BigInt otherwise). For figures by the thousand
 * (one per student).
 */
export function ratioFigure(n: number, d: number, digits: number): Figure {
  const scale = 10 ** digits;
  const top = 2 * n * scale + d;
  if (
    !(n >= 0 && d > 0 && Number.isSafeInteger(n) && Number.isSafeInteger(2 * d) && Number.isSafeInteger(top))
  )
    return figure(Rational.ratio(n, d), digits);
  // Half up: floor((n * 10^digits + d / 2) / d) = floor((2 n 10^digits + d) / 2d); the division of
  // exact integers below 2^53 never rounds up to the next integer, and is checked anyway.
  let q = Math.floor(top / (2 * d));
  if (q * 2 * d > top) q--;
  const s = String(q).padStart(digits + 1, '0');
  const shown = digits > 0 ? `${s.slice(0, -digits)}.${s.slice(-digits)}` : s;
  const g = gcdNumber(n, d);
  return { value: n / d, shown, exact: d === g ? String(n / g) : `${n / g}/${d / g}` };
}

/** An attainment (0..1) with 3 decimals. */
export function attainmentFigure(r: Rational): Figure {
  return figure(r, AOL_DIGITS.attainment);
}

/** part / whole as a percentage 0..100 with 1 decimal; null when whole is 0. */
export function percentFigure(part: number | Rational, whole: number | Rational): Figure | null {
  const w = Rational.from(whole);
  if (w.isZero()) return null;
  return figure(Rational.from(part).mul(100).div(w), AOL_DIGITS.percent);
}

/** A mean or median with 2 decimals. */
export function statFigure(r: Rational): Figure {
  return figure(r, AOL_DIGITS.stat);
}

/** The exact rational of a figure (from its `exact` text). */
export function figureRational(f: Figure): Rational {
  return Rational.from(f.exact);
}
