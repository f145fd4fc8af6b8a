import { createBrowserRouter, type RouteObject } from 'react-router';
import { loadShellCatalogs } from '../i18n/index.ts';
import { RedirectIfSignedIn, ShellGate } from './guards.tsx';
import { lazyPage } from './lazy.tsx';

// The 404 page's illustration is heavy: it loads only when shown.
const NotFound = lazyPage(() => import('../components/NotFound.tsx'));
const LoginPage = lazyPage(() => import('../features/auth/LoginPage.tsx'));
const RegisterPage = lazyPage(() => import('../features/auth/RegisterPage.tsx'));
const RegisterResultPage = lazyPage(() => import('../features/auth/RegisterResultPage.tsx'));
const AlterationPage = lazyPage(() => import('../features/auth/AlterationPage.tsx'));
// The reviewers' door (issue 21): a signed link opens a read-only report without an account.
const SecretPage = lazyPage(() => import('../features/accreditation/SecretPage.tsx'));
// The shell (layout, menu, drawers) is its own chunk: the login page never loads it. It comes
// with the texts of the shell and the workplace (the first page has only those before sign-in);
// other screens load the rest (app/catalog-gate.tsx).
const AppShell = lazyPage(async () => {
  const [shell] = await Promise.all([import('../features/shell/AppShell.tsx'), loadShellCatalogs()]);
  return shell;
});

/**
 * Open routes (spec 000 section 2): no token needed. Screens reachable before sign-in go here.
 * Everything else is rendered by the shell, which builds its routes from the server's menu
 * (see shell-routes.tsx; static in-shell routes such as /resources/:name are listed there).
 */
export const openRoutes: RouteObject[] = [
  {
    path: '/user/login',
    element: (
      <RedirectIfSignedIn>
        <LoginPage />
      </RedirectIfSignedIn>
    ),
  },
  { path: '/user/register', element: <RegisterPage /> },
  { path: '/user/register-result', element: <RegisterResultPage /> },
  { path: '/user/alteration', element: <AlterationPage /> },
  { path: '/user/secretPage', element: <SecretPage /> },
  { path: '/user/secretExport', element: <SecretPage /> },
];

export const routes: RouteObject[] = [
  ...openRoutes,
  { path: '/404', element: <NotFound /> },
  {
    path: '*',
    element: (
      <ShellGate>
        <AppShell />
      </ShellGate>
    ),
  },
];

// History mode (spec 000 section 2).
export const router = createBrowserRouter(routes);
