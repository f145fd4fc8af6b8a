import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Catalog, flattenCatalog, LOCALES, type Locale } from '../locales.ts';

/**
 * Node-side loader of the catalogs: `i18n/<locale>/<namespace>.json`. The web app loads the same
 * files through Vite's import.meta.glob. Keys are `namespace.dotted.path`.
 */
export const CATALOG_DIR = dirname(fileURLToPath(import.meta.url));

export function loadCatalogs(dir = CATALOG_DIR): Record<Locale, Record<string, string>> {
  const out = {} as Record<Locale, Record<string, string>>;
  for (const locale of LOCALES) {
    const flat: Record<string, string> = {};
    for (const file of readdirSync(join(dir, locale)).filter((f) => f.endsWith('.json'))) {
      const ns = file.slice(0, -'.json'.length);
      const data = JSON.parse(readFileSync(join(dir, locale, file), 'utf8')) as Catalog;
      Object.assign(flat, flattenCatalog(data, ns));
    }
    out[locale] = flat;
  }
  return out;
}

/** Keys present in some locale but missing in another: `{ locale: [keys] }`, empty when complete. */
export function missingKeys(catalogs: Record<Locale, Record<string, string>>): Record<string, string[]> {
  const all = new Set(Object.values(catalogs).flatMap((c) => Object.keys(c)));
  const missing: Record<string, string[]> = {};
  for (const locale of LOCALES) {
    const gaps = [...all].filter((k) => !(k in catalogs[locale]) || catalogs[locale][k].trim() === '');
    if (gaps.length) missing[locale] = gaps;
  }
  return missing;
}
