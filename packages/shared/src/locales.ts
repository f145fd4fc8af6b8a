/** The four languages of the product. English is stored as the value `English` where the spec says so. */
export const LOCALES = ['zh-CN', 'zh-TW', 'en-US', 'pt-BR'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Picks the best supported locale from an Accept-Language style string ("zh-CN,zh;q=0.9,en;q=0.8"). */
export function pickLocale(header: string | undefined | null, fallback: Locale = DEFAULT_LOCALE): Locale {
  if (!header) return fallback;
  const wanted = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((w) => w.tag)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of wanted) {
    if (tag === 'English') return 'en-US';
    const exact = LOCALES.find((l) => l.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const lower = tag.toLowerCase();
    if (lower === 'zh-hk' || lower === 'zh-mo' || lower.startsWith('zh-hant')) return 'zh-TW';
    if (lower.startsWith('zh')) return 'zh-CN';
    if (lower.startsWith('en')) return 'en-US';
    if (lower.startsWith('pt')) return 'pt-BR';
  }
  return fallback;
}

/** Nested catalog: every leaf is a string. */
export interface Catalog {
  [key: string]: string | Catalog;
}

/** Flattens a nested catalog into dotted keys. */
export function flattenCatalog(catalog: Catalog, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(catalog)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[full] = value;
    else Object.assign(out, flattenCatalog(value, full));
  }
  return out;
}

/** Replaces {{name}} placeholders, the i18next interpolation form used in every catalog. */
export function interpolate(text: string, values?: Record<string, unknown>): string {
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
