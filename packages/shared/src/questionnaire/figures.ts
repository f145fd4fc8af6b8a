import { Rational } from '../aol/exact.ts';
import { ratioFigure } from '../aol/figures.ts';

/**
 * Rounding of the questionnaire figures (DOMAIN.md section 5's rules): half up from the exact
 * value, never from a double, so 2/3 is 66.7 and a mean of 0.125 is 0.13 (in doubles 0.125 * 100
 * and friends can land just below the tie). Percentages 1 decimal, means 2, attainment 3.
 */
export const QUESTIONNAIRE_DIGITS = { percent: 1, mean: 2, attainment: 3 } as const;

/** n / d rounded half up to `digits` decimals, as a number; n, d safe integers, d > 0. */
function rounded(n: number, d: number, digits: number): number {
  return Number(ratioFigure(n, d, digits).shown);
}

/** part / whole * 100 with 1 decimal (66.7); null when whole is 0. */
export function percentOf(part: number, whole: number): number | null {
  return whole > 0 ? rounded(part * 100, whole, QUESTIONNAIRE_DIGITS.percent) : null;
}

/** sum / n with 2 decimals; null when n is 0. `sum` an integer (ratings are). */
export function meanOfSum(sum: number, n: number): number | null {
  return n > 0 ? rounded(sum, n, QUESTIONNAIRE_DIGITS.mean) : null;
}

/** sum / (n * points) with 3 decimals: the mean rating over the scale maximum; null when n is 0. */
export function attainmentOfSum(sum: number, n: number, points: number): number | null {
  return n > 0 && points > 0 ? rounded(sum, n * points, QUESTIONNAIRE_DIGITS.attainment) : null;
}

/**
 * b - a of two shown figures (decimal numbers), rounded half up to `digits`; null when either is
 * missing. Exact on their decimal texts, so 4 - 3.67 is 0.33, not 0.33000000000000007.
 */
export function deltaOf(
  a: number | null,
  b: number | null,
  digits: number = QUESTIONNAIRE_DIGITS.mean,
): number | null {
  if (a === null || b === null) return null;
  return Number(Rational.from(b).sub(Rational.from(a)).roundHalfUp(digits));
}
