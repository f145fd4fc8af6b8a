import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { currentLocale } from '../../i18n/index.ts';
import { useLoginLook } from './api.ts';
import './auth.css';

/** Only a plain path of this site may go into an image source or a CSS url(). */
const SAFE_PATH = /^\/[\w\-./?=&%]*$/;

/**
 * The frame of the screens before sign-in (spec 000 section 2): full-size background, logo and
 * system name linking to the site root, language switch and licence warning at the top right, a
 * card in the middle. The school's own name, logo and background replace the defaults when set.
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
  const look = useLoginLook().data;
  const chinese = currentLocale().startsWith('zh');
  const name =
    (chinese ? look?.systemName || look?.systemNameEn : look?.systemNameEn || look?.systemName) ||
    t('common.appName');
  const logo = look?.logo && SAFE_PATH.test(look.logo) ? look.logo : '/favicon.svg';
  const background =
    look?.loginBackground && SAFE_PATH.test(look.loginBackground)
      ? { backgroundImage: `url("${look.loginBackground}")` }
      : undefined;
  const brand = (
    <a href="/" className="auth-brand" data-testid="system-name">
      <img src={logo} alt="" width={44} height={44} />
      <span>{name}</span>
    </a>
  );
  // One h1 a page: the card's title where there is one, else the system's name (the login page).
  return (
    <div className="auth-page" style={background}>
      <header className="auth-top">
        {look?.licenceMessage && (
          <Alert
            type="warning"
            showIcon
            title={look.licenceMessage}
            className="auth-licence"
            data-testid="licence-warning"
          />
        )}
        <LanguageSwitch style={{ color: '#fff' }} />
      </header>
      <main className="auth-center">
        {title ? brand : <h1 className="auth-brand-heading">{brand}</h1>}
        <p className="auth-subtitle">{t('auth.login.subtitle')}</p>
        {/* Drawn as antd's Card, without it: its tab support would bring antd's Tabs (issue 6). */}
        <section className="auth-card" style={{ width, maxWidth: '92vw' }}>
          {title && <h1 className="auth-card-head">{title}</h1>}
          <div className="auth-card-body">{children}</div>
        </section>
      </main>
    </div>
  );
}
