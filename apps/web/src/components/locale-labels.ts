import type { Locale } from '@accredit/shared';

export const LOCALE_LABELS: Record<Locale, string> = {
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  'en-US': 'English',
  'pt-BR': 'Português',
};
