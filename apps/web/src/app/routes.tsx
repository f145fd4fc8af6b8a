import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import NotFound from '../components/NotFound.tsx';
import { RedirectIfSignedIn, RequireToken } from './guards.tsx';
import { lazyPage } from './lazy.tsx';

const LoginPage = lazyPage(() => import('../features/auth/LoginPage.tsx'));
const Home = lazyPage(() => import('./Home.tsx'));

/** Static routes; the menu-driven routes of the shell are added once permissions are fetched. */
export const routes: RouteObject[] = [
  {
    path: '/user/login',
    element: (
      <RedirectIfSignedIn>
        <LoginPage />
      </RedirectIfSignedIn>
    ),
  },
  { path: '/404', element: <NotFound /> },
  {
    path: '/',
    element: (
      <RequireToken>
        <Home />
      </RequireToken>
    ),
  },
  {
    path: '/dashboard/workplace',
    element: (
      <RequireToken>
        <Home />
      </RequireToken>
    ),
  },
  { path: '*', element: <Navigate to="/404" replace /> },
];

export const router = createBrowserRouter(routes);
