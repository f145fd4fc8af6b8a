import { LOCALES, type Locale } from '@accredit/shared';
import { GlobalOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale } from '../i18n/index.ts';

export const LOCALE_LABELS: Record<Locale, string> = {
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  'en-US': 'English',
  'pt-BR': 'Português',
};

/** The language selector of the header and the login page. */
export function LanguageSwitch({ style }: { style?: React.CSSProperties }) {
  const { t } = useTranslation();
  return (
    <Dropdown
      menu={{
        selectedKeys: [currentLocale()],
        items: LOCALES.map((l) => ({ key: l, label: LOCALE_LABELS[l] })),
        onClick: ({ key }) => void changeLocale(key as Locale),
      }}
    >
      <button
        type="button"
        aria-label={t('common.language')}
        style={{ cursor: 'pointer', background: 'none', border: 0, padding: 0, color: 'inherit', ...style }}
        data-testid="language-switch"
      >
        <GlobalOutlined /> {LOCALE_LABELS[currentLocale()]}
      </button>
    </Dropdown>
  );
}
