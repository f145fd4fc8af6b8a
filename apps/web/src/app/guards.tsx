import { ALWAYS_ROUTES, flattenMenu, MENU } from '@accredit/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { getToken } from '../api/storage.ts';
import { pathMatches } from './menu.ts';

/** Open routes of spec 000 section 2: no token needed. */
export const OPEN_ROUTES = [
  '/user/login',
  '/user/secretPage',
  '/user/secretExport',
  '/user/register',
  '/user/register-result',
  '/user/alteration',
  '/user/recover',
];
export const AFTER_LOGIN_PATH = '/dashboard/workplace';

/** Without a token, the user goes to the login page with the wanted path as redirect. */
export function RequireToken({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!getToken()) {
    const wanted = `${location.pathname}${location.search}`;
    return <Navigate to={`/user/login?redirect=${encodeURIComponent(wanted)}`} replace />;
  }
  return <>{children}</>;
}

/** A signed-in user who opens the login page goes to the workplace. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  if (getToken()) return <Navigate to={AFTER_LOGIN_PATH} replace />;
  return <>{children}</>;
}

/**
 * Paths that may be pages once signed in: the product menu, the hidden routes and the shell's
 * own. Signed out, only these go to the login page with a redirect; anything else is a plain 404
 * (the real route table is built from the server's menu after sign-in).
 */
const KNOWN_PATTERNS = [
  '/',
  ...flattenMenu(MENU).map((m) => m.screen.path),
  ...ALWAYS_ROUTES,
  '/resources/:name',
];

export function mayBePage(pathname: string): boolean {
  return KNOWN_PATTERNS.some((p) => pathMatches(p, pathname));
}

/** Every page behind the shell: signed in, the shell decides; signed out, login or 404. */
export function ShellGate({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (getToken()) return <>{children}</>;
  if (!mayBePage(location.pathname)) return <Navigate to="/404" replace />;
  const wanted = `${location.pathname}${location.search}`;
  return <Navigate to={`/user/login?redirect=${encodeURIComponent(wanted)}`} replace />;
}
