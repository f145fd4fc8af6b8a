import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { getToken } from '../api/storage.ts';
import { lazyPage } from './lazy.tsx';

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
/**
 * Sign-in lands on the root, which the shell sends to the role's landing page: the first screen of
 * its menu, or strategic planning for the Expert (spec 000 section 2).
 */
export const AFTER_LOGIN_PATH = '/';

/** Without a token, the user goes to the login page with the wanted path as redirect. */
export function RequireToken({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!getToken()) {
    const wanted = `${location.pathname}${location.search}`;
    return <Navigate to={`/user/login?redirect=${encodeURIComponent(wanted)}`} replace />;
  }
  return <>{children}</>;
}

/** A signed-in user who opens the login page goes to their landing page. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  if (getToken()) return <Navigate to={AFTER_LOGIN_PATH} replace />;
  return <>{children}</>;
}

// Deciding between login and 404 needs the product menu: loaded only when signed out.
const SignedOutRedirect = lazyPage(() => import('./signed-out.tsx'));

/** Every page behind the shell: signed in, the shell decides; signed out, login or 404. */
export function ShellGate({ children }: { children: ReactNode }) {
  if (getToken()) return <>{children}</>;
  return <SignedOutRedirect />;
}
