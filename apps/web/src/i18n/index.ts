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
import { applyDayjsLocale, loadLocale } from '../app/locale.ts';

type Bundle = Record<string, Catalog>;
type Loader = () => Promise<{ default: Bundle }>;

/**
 * The namespaces of the screens before sign-in (login, registration, recovery, 404): the first
 * page carries only these, in the language in use (`./catalogs/<locale>.open.ts`). The others
 * (`./catalogs/<locale>.signed-in.ts`) load with the shell. The catalog files list the same three.
 */
export const OPEN_NAMESPACES: readonly string[] = ['auth', 'common', 'errors'];

const OPEN: Record<Locale, Loader> = {
  'en-US': () => import('./catalogs/en-US.open.ts'),
  'zh-CN': () => import('./catalogs/zh-CN.open.ts'),
  'zh-TW': () => import('./catalogs/zh-TW.open.ts'),
  'pt-BR': () => import('./catalogs/pt-BR.open.ts'),
};
const SIGNED_IN: Record<Locale, Loader> = {
  'en-US': () => import('./catalogs/en-US.signed-in.ts'),
  'zh-CN': () => import('./catalogs/zh-CN.signed-in.ts'),
  'zh-TW': () => import('./catalogs/zh-TW.signed-in.ts'),
  'pt-BR': () => import('./catalogs/pt-BR.signed-in.ts'),
};

/** One part of a language's catalogs: the open namespaces, or the signed-in ones. */
export async function loadPart(locale: Locale, open: boolean): Promise<Bundle> {
  return (await (open ? OPEN : SIGNED_IN)[locale]()).default;
}

/** Every namespace of a language (for tests and tools; the app loads them in two parts). */
export async function loadCatalog(locale: Locale): Promise<Bundle> {
  const [open, signedIn] = await Promise.all([loadPart(locale, true), loadPart(locale, false)]);
  return { ...open, ...signedIn };
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
const initialBundle = await loadPart(initialLocale, true);
export const i18n: I18n = i18next.createInstance();
await i18n
  .use(initReactI18next)
  .use({
    type: 'backend',
    init: () => undefined,
    // Another language's namespaces, when i18next switches to it (only those already in use).
    read: (language: string, namespace: string, done: (error: unknown, data: Catalog | false) => void) => {
      if (!isLocale(language)) return done(null, false);
      loadPart(language, OPEN_NAMESPACES.includes(namespace)).then(
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

let signedInCatalogs: Promise<void> | null = null;

/**
 * The namespaces of the signed-in screens in the language in use, added once (the shell waits for
 * them). Afterwards a language switch loads them too, as i18next then knows them.
 */
export function loadSignedInCatalogs(): Promise<void> {
  signedInCatalogs ??= (async () => {
    const locale = currentLocale();
    const bundle = await loadPart(locale, false);
    for (const [ns, data] of Object.entries(bundle)) i18n.addResourceBundle(locale, ns, data, true, true);
    // Registers the namespaces (nothing to fetch for this language) and, should the language
    // have changed meanwhile, fetches them in the new one.
    await i18n.loadNamespaces(Object.keys(bundle));
  })().catch((error: unknown) => {
    signedInCatalogs = null;
    throw error;
  });
  return signedInCatalogs;
}

export async function changeLocale(locale: Locale): Promise<void> {
  storeLocale(locale);
  document.documentElement.lang = locale;
  // antd's and dayjs's texts come before the switch, so that what re-renders in the new language
  // also formats its dates in it (a failed load leaves them as they were); our own texts load
  // meanwhile.
  await Promise.all([
    loadLocale(locale).then(
      () => applyDayjsLocale(locale),
      () => undefined,
    ),
    i18n.loadLanguages(locale),
  ]);
  await i18n.changeLanguage(locale);
}
