import { GlobalOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../i18n/index.ts';
import { LOCALE_LABELS } from './locale-labels.ts';

export { LOCALE_LABELS } from './locale-labels.ts';

// The dropdown (antd Dropdown and Menu) is not part of the first page: it loads on first use.
const LanguageMenu = lazy(() => import('./LanguageMenu.tsx'));

/** The language selector of the header and the login page. */
export function LanguageSwitch({ style }: { style?: React.CSSProperties }) {
  const { t } = useTranslation();
  const [armed, setArmed] = useState<'hover' | 'click' | null>(null);
  const button = (
    <button
      type="button"
      aria-label={t('common.language')}
      style={{ cursor: 'pointer', background: 'none', border: 0, padding: 0, color: 'inherit', ...style }}
      data-testid="language-switch"
      onMouseEnter={() => setArmed((a) => a ?? 'hover')}
      onFocus={() => setArmed((a) => a ?? 'hover')}
      onClick={() => setArmed('click')}
    >
      <GlobalOutlined /> {LOCALE_LABELS[currentLocale()]}
    </button>
  );
  if (!armed) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu defaultOpen={armed === 'click'}>{button}</LanguageMenu>
    </Suspense>
  );
}
