import { App, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError, api } from '../../api/client.ts';
import { type AuthSettings, type LoginResult, safeRedirect, storeLogin } from './api.ts';

const REDIRECT_KEY = 'sso_redirect';
/** A ticket is validated once, even when React runs the effect twice (strict mode). */
const handled = new Set<string>();

export function serviceUrlOf(settings: AuthSettings): string {
  return settings.serviceUrl || `${window.location.origin}/user/login`;
}

/**
 * Single sign-on mode (spec 000 section 2): off to the CAS login page; back with a ticket, which
 * the server validates. A failure shows the server's message, then the CAS logout page.
 */
export function SsoLogin({ settings }: { settings: AuthSettings }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ticket = params.get('ticket');
  const casUrl = (settings.casUrl ?? '').replace(/\/+$/, '');
  const service = serviceUrlOf(settings);

  useEffect(() => {
    if (!ticket) {
      sessionStorage.setItem(REDIRECT_KEY, safeRedirect(params.get('redirect')));
      window.location.assign(`${casUrl}/login?service=${encodeURIComponent(service)}`);
      return;
    }
    if (handled.has(ticket)) return;
    handled.add(ticket);
    api
      .get<LoginResult>('/sys/cas/client/validateLogin', { ticket, service }, { quiet: true })
      .then((result) => {
        storeLogin(result);
        const target = safeRedirect(sessionStorage.getItem(REDIRECT_KEY));
        sessionStorage.removeItem(REDIRECT_KEY);
        navigate(target, { replace: true });
      })
      .catch((e: unknown) => {
        modal.error({
          title: t('auth.login.ssoFailed'),
          content: e instanceof ApiError ? e.message : String(e),
          onOk: () => window.location.assign(`${casUrl}/logout?service=${encodeURIComponent(service)}`),
        });
      });
  }, [ticket, casUrl, service, params, navigate, modal, t]);

  return <Spin fullscreen tip={t('auth.login.ssoRedirecting')} />;
}
