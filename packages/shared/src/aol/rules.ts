import type { AolRule } from './config.ts';
import { meanOf, minOf, type Rational } from './exact.ts';

/** Internal helpers shared by the course, programme and goal figures. */

/** min or mean of the values; null when there are none or one of them is null. */
export function applyRule(values: readonly (Rational | null)[], rule: AolRule): Rational | null {
  if (values.length === 0 || values.some((v) => v === null)) return null;
  const known = values as readonly Rational[];
  return rule === 'mean' ? meanOf(known) : minOf(known);
}

/** The distinct values in order of first appearance. */
export function distinct<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

/** Items grouped by a key, groups in order of first appearance. */
export function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

/** A target given (or null / undefined for the default) as a number. */
export function targetOf(value: number | null | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}
