import type { Locale } from '@accredit/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { setNotifier } from '../api/notices.ts';
import { currentLocale, i18n } from '../i18n/index.ts';
import { applyDayjsLocale, loadedAntdLocale, loadLocale } from './locale.ts';
import {
  storedTheme,
  storeTheme,
  ThemeContext,
  type ThemeSettings,
  themeConfig,
  useReducedMotion,
} from './theme.ts';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

function NotifierBridge() {
  const { notification, modal } = AntApp.useApp();
  useEffect(() => setNotifier({ notification, modal }), [notification, modal]);
  return null;
}

/**
 * Query cache, antd theme (primary colour chosen in the settings drawer; no motion when the system
 * asks for less), antd and dayjs locale
 * (following the i18n language), and the notice bridge.
 */
export function Providers({ children }: { children: ReactNode }) {
  const [locale, setLocale] = useState<Locale>(currentLocale());
  const [theme, setTheme] = useState<ThemeSettings>(storedTheme);
  const reducedMotion = useReducedMotion();
  const themeValue = useMemo(
    () => ({
      settings: theme,
      change: (next: ThemeSettings) => {
        storeTheme(next);
        setTheme(next);
      },
    }),
    [theme],
  );
  useEffect(() => {
    applyDayjsLocale(locale);
    document.documentElement.lang = locale;
    // antd's and dayjs's texts for the new language load before the switch shows.
    const onChange = () => {
      const next = currentLocale();
      void loadLocale(next).then(() => setLocale(next));
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [locale]);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeContext.Provider value={themeValue}>
        <ConfigProvider locale={loadedAntdLocale(locale)} theme={themeConfig(theme.primary, reducedMotion)}>
          <AntApp>
            <NotifierBridge />
            {children}
          </AntApp>
        </ConfigProvider>
      </ThemeContext.Provider>
    </QueryClientProvider>
  );
}
