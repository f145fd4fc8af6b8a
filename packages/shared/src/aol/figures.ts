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
