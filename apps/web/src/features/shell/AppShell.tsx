import { App } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { storage } from '../../api/storage.ts';
import { PageSpinner } from '../../app/lazy.tsx';
import { SessionProvider, useSessionQuery } from '../../app/session.tsx';
import { ShellLayout } from './ShellLayout.tsx';

const NoScreensPage = lazy(() => import('./NoScreensPage.tsx'));

/**
 * The signed-in frame. On the first navigation after sign-in it fetches the menu and permissions
 * of the current role; if that fails the user is signed out to the login page (spec 000
 * sections 2 and 8). An account with no screen at all gets a page of its own, not a loop.
 */
export default function AppShell() {
  const query = useSessionQuery();
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <SignOut error={query.error} />;
  return (
    <SessionProvider session={query.data}>
      {query.data.menu.length === 0 ? (
        <Suspense fallback={<PageSpinner />}>
          <NoScreensPage />
        </Suspense>
      ) : (
        <ShellLayout />
      )}
    </SessionProvider>
  );
}

function SignOut({ error }: { error: Error }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  useEffect(() => {
    // A 401 is already handled by the client (notice, sign-out, reload after 1.5 s).
    if (error instanceof ApiError && error.status === 401) return;
    void message.error(t('shell.session.menuFailed'));
    storage.clear();
    const timer = setTimeout(() => window.location.replace('/user/login'), 800);
    return () => clearTimeout(timer);
  }, [error, message, t]);
  return <PageSpinner />;
}
