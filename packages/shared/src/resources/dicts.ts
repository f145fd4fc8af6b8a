import { DICTIONARIES, type DictionaryDef } from '../dicts.ts';
import type { Locale } from '../locales.ts';

/**
 * Dictionary lookups for `dict` fields, over the product's dictionaries (../dicts.ts). An import
 * accepts an item's label in any language as well as its value.
 */
const byCode = new Map(DICTIONARIES.map((d) => [d.code, d]));

export function dictOf(code: string): DictionaryDef | undefined {
  return byCode.get(code);
}

export function dictValues(code: string): string[] {
  return dictOf(code)?.items.map((i) => i.value) ?? [];
}

export function dictLabel(code: string, value: string, locale: Locale): string {
  return dictOf(code)?.items.find((i) => i.value === value)?.label[locale] ?? value;
}

/** The value whose code or label (in any language, case-insensitive) is this text. */
export function dictValueOf(code: string, text: string): string | undefined {
  const wanted = text.trim().toLowerCase();
  for (const item of dictOf(code)?.items ?? []) {
    if (item.value.toLowerCase() === wanted) return item.value;
    if (Object.values(item.label).some((l) => l.toLowerCase() === wanted)) return item.value;
  }
  return undefined;
}
