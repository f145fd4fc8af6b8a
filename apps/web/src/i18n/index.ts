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
 * The catalogs load in three parts, each in the language in use only (`./catalogs/<locale>.<part>.ts`):
 * - `open`: the screens before sign-in (login, registration, recovery, 404), with the first page;
 * - `shell`: the shell (header, menu, tabs, drawers) and the workplace, with the shell;
 * - `signedIn`: every other namespace, with the first screen other than the workplace.
 * Sign-in lands on the workplace, so it carries no texts of screens it does not show (issue 22
 * item 5). The catalog files list the same namespaces; a test checks that.
 */
export const OPEN_NAMESPACES: readonly string[] = ['auth', 'common', 'errors'];
export const SHELL_NAMESPACES: readonly string[] = [
  'accProgressWeb',
  'ai',
  'areas',
  'jobsWeb',
  'qnrRespond',
  'resources',
  'search',
  'shell',
];

export type CatalogPart = 'open' | 'shell' | 'signedIn';

/** The i18next event emitted once a part's namespaces are added (react-i18next re-renders on it). */
const PART_ADDED = 'accreditPartAdded';

const PARTS: Record<CatalogPart, Record<Locale, Loader>> = {
  open: {
    'en-US': () => import('./catalogs/en-US.open.ts'),
    'zh-CN': () => import('./catalogs/zh-CN.open.ts'),
    'zh-TW': () => import('./catalogs/zh-TW.open.ts'),
    'pt-BR': () => import('./catalogs/pt-BR.open.ts'),
  },
  shell: {
    'en-US': () => import('./catalogs/en-US.shell.ts'),
    'zh-CN': () => import('./catalogs/zh-CN.shell.ts'),
    'zh-TW': () => import('./catalogs/zh-TW.shell.ts'),
    'pt-BR': () => import('./catalogs/pt-BR.shell.ts'),
  },
  signedIn: {
    'en-US': () => import('./catalogs/en-US.signed-in.ts'),
    'zh-CN': () => import('./catalogs/zh-CN.signed-in.ts'),
    'zh-TW': () => import('./catalogs/zh-TW.signed-in.ts'),
    'pt-BR': () => import('./catalogs/pt-BR.signed-in.ts'),
  },
};

/** The part a namespace is in. */
export function partOf(namespace: string): CatalogPart {
  if (OPEN_NAMESPACES.includes(namespace)) return 'open';
  return SHELL_NAMESPACES.includes(namespace) ? 'shell' : 'signedIn';
}

/** One part of a language's catalogs. */
export async function loadPart(locale: Locale, part: CatalogPart): Promise<Bundle> {
  return (await PARTS[part][locale]()).default;
}

/** Every namespace of a language (for tests and tools; the app loads them in parts). */
export async function loadCatalog(locale: Locale): Promise<Bundle> {
  const parts = await Promise.all((['open', 'shell', 'signedIn'] as const).map((p) => loadPart(locale, p)));
  return Object.assign({}, ...parts) as Bundle;
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
const initialBundle = await loadPart(initialLocale, 'open');
export const i18n: I18n = i18next.createInstance();
await i18n
  .use(initReactI18next)
  .use({
    type: 'backend',
    init: () => undefined,
    // Another language's namespaces, when i18next switches to it (only those already in use).
    read: (language: string, namespace: string, done: (error: unknown, data: Catalog | false) => void) => {
      if (!isLocale(language)) return done(null, false);
      loadPart(language, partOf(namespace)).then(
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
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) => onMissingKey(namespace, key),
    // Re-render when a part is added (the safety net below), not only on a language switch. Not
    // the store's 'added': that also fires while another language loads, and a screen then kept
    // the old language's texts after the switch.
    react: { bindI18n: `languageChanged ${PART_ADDED}` },
  });

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

const added: Partial<Record<CatalogPart, Promise<void>>> = {};

/**
 * A part's namespaces in the language in use, added once. Afterwards a language switch loads them
 * too, as i18next then knows them.
 */
function addPart(part: 'shell' | 'signedIn'): Promise<void> {
  added[part] ??= (async () => {
    const locale = currentLocale();
    const bundle = await loadPart(locale, part);
    for (const [ns, data] of Object.entries(bundle)) i18n.addResourceBundle(locale, ns, data, true, true);
    // Registers the namespaces (nothing to fetch for this language) and, should the language
    // have changed meanwhile, fetches them in the new one.
    await i18n.loadNamespaces(Object.keys(bundle));
    loadedParts.add(part);
    i18n.emit(PART_ADDED, part);
  })().catch((error: unknown) => {
    delete added[part];
    throw error;
  });
  return added[part];
}

const loadedParts = new Set<CatalogPart>(['open']);

/** The texts of the shell and the workplace (the shell waits for them). */
export function loadShellCatalogs(): Promise<void> {
  return addPart('shell');
}

/** Every namespace of the signed-in screens (the shell's too): screens other than the workplace wait for them. */
export async function loadSignedInCatalogs(): Promise<void> {
  await Promise.all([addPart('shell'), addPart('signedIn')]);
}

/** True once every signed-in namespace is there. */
export function signedInCatalogsLoaded(): boolean {
  return loadedParts.has('shell') && loadedParts.has('signedIn');
}

/**
 * The safety net: a key of a namespace not loaded yet (a screen of the shell that uses texts of
 * another part) loads the rest, and react-i18next re-renders once they are added. Only after sign-in.
 */
function onMissingKey(namespaces: readonly string[] | string, key: string): void {
  if (!loadedParts.has('shell') || loadedParts.has('signedIn')) return;
  // i18next takes the key's first part as its namespace only once that namespace is known.
  const candidates = [...[namespaces].flat(), /^([A-Za-z]+)\./.exec(key)?.[1] ?? ''];
  if (!candidates.some((ns) => ns && partOf(ns) === 'signedIn')) return;
  void loadSignedInCatalogs().catch(() => undefined);
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
