import { dictChoices, dictOf } from '@accredit/shared';

/**
 * Standard codes of the `accreditationStandard` dictionary. The hierarchy is in the codes
 * themselves: 'AACSB-5' sits under 'AACSB', '1-1' under '1' (a child is its parent's code, a dash
 * and more), so a parent gathers its children without a second table.
 */
export const STANDARD_DICT = 'accreditationStandard';

/** Every code of the dictionary (disabled ones too: old records still name them). */
export function allStandardCodes(): string[] {
  return dictOf(STANDARD_DICT)?.items.map((i) => i.value) ?? [];
}

/** Codes that may be chosen now (enabled items). */
export function enabledStandardCodes(): string[] {
  return dictChoices(STANDARD_DICT).map((i) => i.value);
}

/** The code itself and every code under it, among `known`. */
export function withDescendants(code: string, known: readonly string[]): string[] {
  return [code, ...known.filter((c) => c !== code && c.startsWith(`${code}-`))];
}

/** The codes above a code ('a-b-c' -> ['a', 'a-b']), nearest last. */
export function ancestorsOf(code: string): string[] {
  const parts = code.split('-');
  return parts.slice(1).map((_, i) => parts.slice(0, i + 1).join('-'));
}

/**
 * Items per standard: each item counts once under each code it holds and once under each code
 * above them (an item tagged 'AACSB-5' and 'AACSB-6' counts once under 'AACSB').
 */
export function summarise(items: readonly (readonly string[])[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const codes of items) {
    const reached = new Set<string>();
    for (const code of codes) {
      reached.add(code);
      for (const up of ancestorsOf(code)) reached.add(up);
    }
    for (const code of reached) counts[code] = (counts[code] ?? 0) + 1;
  }
  return counts;
}

/** Codes of a stored multiple field ("AACSB-5,1-1"), blank parts dropped. */
export function codesIn(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return value
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
}
