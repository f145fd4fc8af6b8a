import type { Locale } from '@accredit/shared';
import type { Locale as AntdLocale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import type dayjsType from 'dayjs';

/**
 * antd's own locale and dayjs's for each of the four languages, loaded on demand: the first page
 * carries only the language in use. English needs nothing: it is antd's default (already part of
 * antd) and dayjs's, and dayjs itself is not loaded for it (the login page shows no date).
 *
 * Nothing here waits at the top level: the entry's code is one file (vite.config.ts), and a
 * top-level wait there for a chunk that imports from that same file would never end.
 */
const ANTD: Record<Locale, () => Promise<AntdLocale>> = {
  'en-US': async () => enUS,
  'zh-CN': async () => (await import('antd/es/locale/zh_CN')).default,
  'zh-TW': async () => (await import('antd/es/locale/zh_TW')).default,
  'pt-BR': async () => (await import('antd/es/locale/pt_BR')).default,
};
const DAYJS: Record<Locale, { name: string; load: () => Promise<unknown> }> = {
  'en-US': { name: 'en', load: async () => undefined },
  'zh-CN': { name: 'zh-cn', load: () => import('dayjs/locale/zh-cn') },
  'zh-TW': { name: 'zh-tw', load: () => import('dayjs/locale/zh-tw') },
  'pt-BR': { name: 'pt-br', load: () => import('dayjs/locale/pt-br') },
};

const loaded = new Map<Locale, AntdLocale>([['en-US', enUS]]);
/** dayjs, once a language other than English needed it. */
let dayjs: typeof dayjsType | null = null;

/** antd's locale for a language, after loading it and dayjs's. */
export async function loadLocale(locale: Locale): Promise<AntdLocale> {
  const known = loaded.get(locale);
  if (known) return known;
  const [antd, day] = await Promise.all([ANTD[locale](), import('dayjs'), DAYJS[locale].load()]);
  dayjs = day.default;
  loaded.set(locale, antd);
  return antd;
}

export function loadedAntdLocale(locale: Locale): AntdLocale | undefined {
  return loaded.get(locale);
}

/** Sets dayjs's language, when dayjs is loaded (loadLocale first); English is its default. */
export function applyDayjsLocale(locale: Locale): void {
  dayjs?.locale(DAYJS[locale].name);
}
