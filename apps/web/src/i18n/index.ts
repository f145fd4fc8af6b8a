import {
  type Catalog,
  DEFAULT_LOCALE,
  isLocale,
  LOCALES,
  type Locale,
  STORAGE_PREFIX,
} from '@accredit/shared';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Every catalog file of packages/shared, bundled: `<locale>/<namespace>.json`. */
const files = import.meta.glob<Catalog>('../../../../packages/shared/src/i18n/*/*.json', {
  eager: true,
  import: 'default',
});

export function catalogResources(): Record<Locale, Record<string, Catalog>> {
  const resources = Object.fromEntries(LOCALES.map((l) => [l, {}])) as Record<
    Locale,
    Record<string, Catalog>
  >;
  for (const [path, data] of Object.entries(files)) {
    const match = /\/i18n\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (match && isLocale(match[1])) resources[match[1]][match[2]] = data;
  }
  return resources;
}

export const LANGUAGE_KEY = `${STORAGE_PREFIX}CURRENT_LANGUAGE`;

/** The stored choice; English is stored as the value `English` (spec 000 section 9). */
export function storedLocale(): Locale {
  try {
    const raw = localStorage.getItem(LANGUAGE_KEY);
    if (raw === 'English') return 'en-US';
    if (isLocale(raw)) return raw;
  } catch {
    /* storage unavailable */
  }
  const nav = typeof navigator !== 'undefined' ? navigator.language : '';
  if (nav.startsWith('zh')) return /TW|HK|Hant/i.test(nav) ? 'zh-TW' : 'zh-CN';
  if (nav.startsWith('pt')) return 'pt-BR';
  return DEFAULT_LOCALE;
}

export function storeLocale(locale: Locale): void {
  localStorage.setItem(LANGUAGE_KEY, locale === 'en-US' ? 'English' : locale);
}

const resources = catalogResources();
export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources,
  lng: storedLocale(),
  fallbackLng: 'en-US',
  ns: Object.keys(resources['en-US']),
  defaultNS: 'common',
  // Keys are 'namespace.path' everywhere, the same form the server uses.
  nsSeparator: '.',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

export async function changeLocale(locale: Locale): Promise<void> {
  storeLocale(locale);
  document.documentElement.lang = locale;
  await i18n.changeLanguage(locale);
}
