import { interpolate, type Locale, pickLocale } from '@accredit/shared';
import { loadCatalogs } from '@accredit/shared/i18n/catalogs.ts';

/** Server-side messages, from the same catalogs as the web app. */
const catalogs = loadCatalogs();

export function translate(locale: Locale, key: string, values?: Record<string, unknown>): string {
  const text = catalogs[locale][key] ?? catalogs['en-US'][key];
  if (text === undefined) return key;
  return interpolate(text, values);
}

export function hasKey(key: string): boolean {
  return key in catalogs['en-US'];
}

/** The caller's language: `X-Lang` (the web app's own choice) first, then Accept-Language. */
export function localeOf(headers: Record<string, string | string[] | undefined>): Locale {
  const pick = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  return pickLocale(pick(headers['x-lang']) ?? pick(headers['accept-language']));
}
