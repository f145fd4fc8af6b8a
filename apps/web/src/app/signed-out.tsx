import { ALWAYS_ROUTES, flattenMenu, MENU } from '@accredit/shared';
import { Navigate, useLocation } from 'react-router';
import { pathMatches } from './menu.ts';

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

export default function SignedOutRedirect() {
  const location = useLocation();
  if (!mayBePage(location.pathname)) return <Navigate to="/404" replace />;
  const wanted = `${location.pathname}${location.search}`;
  return <Navigate to={`/user/login?redirect=${encodeURIComponent(wanted)}`} replace />;
}
