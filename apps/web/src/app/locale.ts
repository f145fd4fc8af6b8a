import type { Locale } from '@accredit/shared';
import type { Locale as AntdLocale } from 'antd/es/locale';
import dayjs from 'dayjs';
import { currentLocale } from '../i18n/index.ts';

/**
 * antd's own locale and dayjs's for each of the four languages, loaded on demand: the first page
 * carries only the language in use (English needs nothing: it is antd's and dayjs's default).
 */
const ANTD: Record<Locale, () => Promise<{ default: AntdLocale }>> = {
  'en-US': () => import('antd/locale/en_US'),
  'zh-CN': () => import('antd/locale/zh_CN'),
  'zh-TW': () => import('antd/locale/zh_TW'),
  'pt-BR': () => import('antd/locale/pt_BR'),
};
const DAYJS: Record<Locale, { name: string; load: () => Promise<unknown> }> = {
  'en-US': { name: 'en', load: async () => undefined },
  'zh-CN': { name: 'zh-cn', load: () => import('dayjs/locale/zh-cn') },
  'zh-TW': { name: 'zh-tw', load: () => import('dayjs/locale/zh-tw') },
  'pt-BR': { name: 'pt-br', load: () => import('dayjs/locale/pt-br') },
};

const loaded = new Map<Locale, AntdLocale>();

/** antd's locale for a language, after loading it and dayjs's. */
export async function loadLocale(locale: Locale): Promise<AntdLocale> {
  const known = loaded.get(locale);
  if (known) return known;
  const [antd] = await Promise.all([ANTD[locale](), DAYJS[locale].load()]);
  loaded.set(locale, antd.default);
  return antd.default;
}

export function loadedAntdLocale(locale: Locale): AntdLocale | undefined {
  return loaded.get(locale);
}

export function applyDayjsLocale(locale: Locale): void {
  dayjs.locale(DAYJS[locale].name);
}

// The first render already has its language (the module is awaited by its importers).
await loadLocale(currentLocale());
applyDayjsLocale(currentLocale());
