import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../i18n/index.ts';
import LanguageMenu from './LanguageMenu.tsx';
import { LOCALE_LABELS } from './locale-labels.ts';

export { LOCALE_LABELS } from './locale-labels.ts';

/** The language selector of the header and the login page. */
export function LanguageSwitch({ style }: { style?: React.CSSProperties }) {
  const { t } = useTranslation();
  return (
    <LanguageMenu defaultOpen={false}>
      <button
        type="button"
        aria-label={t('common.language')}
        style={{ cursor: 'pointer', background: 'none', border: 0, padding: 0, color: 'inherit', ...style }}
        data-testid="language-switch"
      >
        <GlobalOutlined /> {LOCALE_LABELS[currentLocale()]}
      </button>
    </LanguageMenu>
  );
}
