import { DICTIONARIES, type DictionaryDef, type DictionaryItemDef } from '../dicts.ts';
import type { Locale } from '../locales.ts';

/**
 * Dictionary lookups for `dict` fields. They start from the product's dictionaries (../dicts.ts)
 * and follow the administrators' edits once the live items are loaded (`applyLiveDictionaries`:
 * the server reads them from its tables, the web app from /sys/dict/queryAllDictItems). A
 * disabled item still labels old records but is no longer offered or accepted. An import accepts
 * an item's label in any language as well as its value.
 */
const byCode = new Map(DICTIONARIES.map((d) => [d.code, d]));

/** Replaces the items of the dictionaries given (others keep theirs). */
export function applyLiveDictionaries(live: Record<string, DictionaryItemDef[]>): void {
  for (const [code, items] of Object.entries(live)) {
    const known = byCode.get(code);
    byCode.set(code, {
      code,
      name: known?.name ?? { 'zh-CN': code, 'en-US': code, 'zh-TW': code, 'pt-BR': code },
      items,
    });
  }
}

export function dictOf(code: string): DictionaryDef | undefined {
  return byCode.get(code);
}

/** The items that may be chosen now (enabled). */
export function dictChoices(code: string): DictionaryItemDef[] {
  return dictOf(code)?.items.filter((i) => !i.disabled) ?? [];
}

export function dictValues(code: string): string[] {
  return dictChoices(code).map((i) => i.value);
}

export function dictLabel(code: string, value: string, locale: Locale): string {
  return dictOf(code)?.items.find((i) => i.value === value)?.label[locale] ?? value;
}

/** The enabled value whose code or label (in any language, case-insensitive) is this text. */
export function dictValueOf(code: string, text: string): string | undefined {
  const wanted = text.trim().toLowerCase();
  for (const item of dictChoices(code)) {
    if (item.value.toLowerCase() === wanted) return item.value;
    if (Object.values(item.label).some((l) => l.toLowerCase() === wanted)) return item.value;
  }
  return undefined;
}
