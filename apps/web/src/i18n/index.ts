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

type Bundle = Record<string, Catalog>;

/**
 * Catalogs load per language (one chunk each, `./catalogs/<locale>.ts`): the first page carries
 * only the language in use, and another language arrives when the user picks it. Every key exists
 * in every language (packages/shared/src/i18n/catalogs.test.ts), so no fallback bundle is needed.
 */
const LOADERS: Record<Locale, () => Promise<{ default: Bundle }>> = {
  'en-US': () => import('./catalogs/en-US.ts'),
  'zh-CN': () => import('./catalogs/zh-CN.ts'),
  'zh-TW': () => import('./catalogs/zh-TW.ts'),
  'pt-BR': () => import('./catalogs/pt-BR.ts'),
};

export async function loadCatalog(locale: Locale): Promise<Bundle> {
  return (await LOADERS[locale]()).default;
}

/** Every language's catalogs (for tests and tools; the app loads one language at a time). */
export async function catalogResources(): Promise<Record<Locale, Bundle>> {
  const entries = await Promise.all(LOCALES.map(async (l) => [l, await loadCatalog(l)] as const));
  return Object.fromEntries(entries) as Record<Locale, Bundle>;
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

const initialLocale = storedLocale();
const initialBundle = await loadCatalog(initialLocale);
export const i18n: I18n = i18next.createInstance();
await i18n
  .use(initReactI18next)
  .use({
    type: 'backend',
    init: () => undefined,
    // Another language's namespaces, when i18next switches to it.
    read: (language: string, namespace: string, done: (error: unknown, data: Catalog | false) => void) => {
      if (!isLocale(language)) return done(null, false);
      loadCatalog(language).then(
        (bundle) => done(null, bundle[namespace] ?? false),
        (error: unknown) => done(error, false),
      );
    },
  })
  .init({
    resources: { [initialLocale]: initialBundle },
    partialBundledLanguages: true,
    lng: initialLocale,
    fallbackLng: false,
    ns: Object.keys(initialBundle),
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
