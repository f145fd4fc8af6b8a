import type { Locale } from '@accredit/shared';
import type { Locale as AntdLocale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import ptBR from 'antd/locale/pt_BR';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';

/** antd's own locale and dayjs's, for each of the four languages. */
export const ANTD_LOCALES: Record<Locale, AntdLocale> = {
  'en-US': enUS,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'pt-BR': ptBR,
};
const DAYJS: Record<Locale, string> = { 'en-US': 'en', 'zh-CN': 'zh-cn', 'zh-TW': 'zh-tw', 'pt-BR': 'pt-br' };

export function applyDayjsLocale(locale: Locale): void {
  dayjs.locale(DAYJS[locale]);
}
