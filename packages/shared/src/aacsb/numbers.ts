/**
 * Percentages and windows as DOMAIN.md fixes them: one decimal, rounded half up, computed from
 * unrounded sums; windows of whole calendar years.
 */

/** Half-up rounding to `digits` decimals; the nudge absorbs binary error (62.45 stored as 62.4499…). */
export function roundHalfUp(value: number, digits = 1): number {
  const f = 10 ** digits;
  const sign = value < 0 ? -1 : 1;
  return (sign * Math.floor(Math.abs(value) * f + 0.5 + 1e-9)) / f;
}

/** Percent of two unrounded sums; null when the denominator is zero (nothing to divide). */
export function percent(numerator: number, denominator: number): number | null {
  if (denominator === 0) return null;
  return (numerator / denominator) * 100;
}

export interface Ratio {
  numerator: number;
  denominator: number;
  /** Unrounded percent, null when the denominator is zero. */
  value: number | null;
  /** One decimal, half up. */
  shown: number | null;
  threshold: number | null;
  /** Null when there is no threshold or nothing to measure. */
  pass: boolean | null;
}

export function ratio(numerator: number, denominator: number, threshold: number | null): Ratio {
  const value = percent(numerator, denominator);
  const shown = value === null ? null : roundHalfUp(value);
  // Pass is judged on the figure the reader sees, so a shown 75.0 never reads as a failure.
  const pass = threshold === null || shown === null ? null : shown >= threshold;
  return { numerator, denominator, value, shown, threshold, pass };
}

/** The calendar years of the window ending with `year` (retroactive years long). */
export function windowYears(year: number, retroactiveYears: number): { from: number; to: number } {
  return { from: year - Math.max(1, retroactiveYears) + 1, to: year };
}

export function yearOf(date: string | null | undefined): number | null {
  if (!date) return null;
  const y = Number.parseInt(date.slice(0, 4), 10);
  return Number.isFinite(y) ? y : null;
}

/** A dated item lies in the window when its year does. */
export function dateInWindow(date: string | null, w: { from: number; to: number }): boolean {
  const y = yearOf(date);
  return y !== null && y >= w.from && y <= w.to;
}

/** A span (start, optional end) overlaps the window when it starts before its end and ends after its start. */
export function spanInWindow(
  start: string | null,
  end: string | null,
  w: { from: number; to: number },
): boolean {
  const s = yearOf(start);
  if (s === null) return false;
  const e = yearOf(end) ?? s;
  return s <= w.to && e >= w.from;
}
