import type { Locale } from './locales.ts';

/**
 * Records that reviewers read carry a Chinese and an English value (a teacher's `name` and
 * `nameEn`, a department's `departName` and `departNameEn`, a specialty and `specialtyEn`).
 * Chinese outputs print the Chinese value; every other output (English, and Portuguese, whose
 * reviewers read English) prints the English one. When the English value is missing an English
 * output prints the Chinese value with a visible marker ("大卫·米勒 [no English name]"), never a
 * silent Chinese value and never a transliteration, so the gap is seen and can be filled.
 */

/** Whether an output in this language names records by their English value. */
export function isEnglishOutput(locale: Locale | string): boolean {
  return !locale.startsWith('zh');
}

export interface Bilingual {
  /** The value to print (without the marker). */
  text: string;
  /** True when an English output had to fall back to the Chinese value. */
  missing: boolean;
}

const clean = (v: unknown): string => (v === null || v === undefined ? '' : String(v).trim());

/** The value of `record` for `locale`, and whether the English one was missing (no marker added). */
export function bilingual(record: object, zhKey: string, enKey: string, locale: Locale | string): Bilingual {
  const values = record as Readonly<Record<string, unknown>>;
  const zh = clean(values[zhKey]);
  const en = clean(values[enKey]);
  if (!isEnglishOutput(locale)) return { text: zh || en, missing: false };
  if (en) return { text: en, missing: false };
  return { text: zh, missing: zh !== '' };
}

/** The catalog key of the marker shown after a Chinese value standing in for a missing English one. */
export function missingEnglishKey(enKey: string): string {
  return /name/i.test(enKey) ? 'common.bilingual.noEnglishName' : 'common.bilingual.noEnglish';
}

/**
 * The text an output prints for a record's bilingual field: the value for the locale, or, in an
 * English output without an English value, the Chinese value followed by the translated marker
 * (`t` looks the key up in the output's language: i18next's `t`, the server's `translate`).
 */
export function bilingualValue(
  record: object,
  zhKey: string,
  enKey: string,
  locale: Locale | string,
  t: (key: string) => string,
): string {
  const v = bilingual(record, zhKey, enKey, locale);
  return v.missing ? `${v.text} [${t(missingEnglishKey(enKey))}]` : v.text;
}
