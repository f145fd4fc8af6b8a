import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import './auth.css';

/**
 * The frame of the screens before sign-in (spec 000 section 2): full-size background, logo and
 * system name linking to the site root, language switch at the top right, a card in the middle.
 */
export function AuthLayout({
  children,
  title,
  width = 400,
}: {
  children: ReactNode;
  title?: string;
  width?: number;
}) {
  const { t } = useTranslation();
  return (
    <div className="auth-page">
      <div className="auth-top">
        <LanguageSwitch style={{ color: '#fff' }} />
      </div>
      <div className="auth-center">
        <a href="/" className="auth-brand" data-testid="system-name">
          <img src="/favicon.svg" alt="" width={44} height={44} />
          <span>{t('common.appName')}</span>
        </a>
        <Typography.Paragraph className="auth-subtitle">{t('auth.login.subtitle')}</Typography.Paragraph>
        <Card style={{ width, maxWidth: '92vw' }} title={title}>
          {children}
        </Card>
      </div>
    </div>
  );
}
