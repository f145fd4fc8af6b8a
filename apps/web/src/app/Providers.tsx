import type { Locale } from '@accredit/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { setNotifier } from '../api/notices.ts';
import { currentLocale, i18n } from '../i18n/index.ts';
import { ANTD_LOCALES, applyDayjsLocale } from './locale.ts';
import { themeConfig } from './theme.ts';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

function NotifierBridge() {
  const { notification, modal } = AntApp.useApp();
  useEffect(() => setNotifier({ notification, modal }), [notification, modal]);
  return null;
}

/** Query cache, antd theme and locale (following the i18n language), and the notice bridge. */
export function Providers({ children }: { children: ReactNode }) {
  const [locale, setLocale] = useState<Locale>(currentLocale());
  useEffect(() => {
    applyDayjsLocale(locale);
    document.documentElement.lang = locale;
    const onChange = () => setLocale(currentLocale());
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [locale]);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={ANTD_LOCALES[locale]} theme={themeConfig()}>
        <AntApp>
          <NotifierBridge />
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
