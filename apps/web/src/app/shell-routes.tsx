import type { Locale } from '@accredit/shared';
import type { TFunction } from 'i18next';
import { createContext, type ReactNode, useContext } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { SignedInScreen } from './catalog-gate.tsx';
import { lazyPage } from './lazy.tsx';
import { flattenNodes, type MenuNode, menuTitle, WORKPLACE_PATH } from './menu.ts';
import { AreaHomePage, PAGE_REGISTRY, pageFor, ResourceRoutePage } from './pages.tsx';
import { resourceSummary, resourceSummaryTitle } from './resource-index.ts';
import type { Session } from './session.tsx';

/** What the shell knows about a route: its title, icon, keep-alive flag and menu item. */
export interface RouteMeta {
  path: string;
  node: MenuNode | null;
  /** i18n key of the title when the route is not from the menu. */
  titleKey?: string;
  icon: string | null;
  keepAlive: boolean;
}

/** The two hidden routes the shell always adds (spec 000 section 2). */
export const ALWAYS_AREA_ROUTES: { path: string; titleKey: string; icon: string }[] = [
  {
    path: '/authentication-settings-homePage',
    titleKey: 'areas.authenticationSettings.title',
    icon: 'SettingOutlined',
  },
  { path: '/personnel-homePage', titleKey: 'areas.personnel.title', icon: 'TeamOutlined' },
];

/**
 * Routes that live inside the shell but not in the menu. Other features add theirs here (one
 * line each); `:params` are allowed.
 */
export const SHELL_EXTRA_ROUTES: {
  path: string;
  titleKey: string;
  icon?: string;
  element: () => ReactNode;
}[] = [
  {
    path: '/resources/:name',
    titleKey: 'shell.routes.resource',
    icon: 'TableOutlined',
    element: ResourceRoutePage,
  },
  {
    path: '/curriculum/map',
    titleKey: 'curriculumMap.title',
    icon: 'TableOutlined',
    element: lazyPage(() => import('../features/curriculum/map/CurriculumMapPage.tsx')),
  },
  {
    path: '/aol/results',
    titleKey: 'aolResults.web.title',
    icon: 'BarChartOutlined',
    element: lazyPage(() => import('../features/aol/results/ResultsPage.tsx')),
  },
  // Questionnaires open to the signed-in person (issue 18 item 3): every staff account reaches it
  // from the workplace card and the notifications.
  {
    path: '/my-questionnaires',
    titleKey: 'qnrRespond.title',
    icon: 'FormOutlined',
    element: lazyPage(() => import('../features/questionnaire/answer/MyQuestionnairesPage.tsx')),
  },
];

export function buildShellRoutes(session: Pick<Session, 'menu' | 'landing'>): RouteObject[] {
  const routes: RouteObject[] = [];
  const seen = new Set<string>();
  const add = (path: string, Page: () => ReactNode, meta: RouteMeta) => {
    const key = path.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    // The workplace needs only the shell's texts; any other screen waits for the rest.
    const element =
      Page === PAGE_REGISTRY.workplace ? (
        <Page />
      ) : (
        <SignedInScreen>
          <Page />
        </SignedInScreen>
      );
    routes.push({ path, element, handle: meta });
  };
  for (const { node } of flattenNodes(session.menu)) {
    add(node.path, pageFor(node), { path: node.path, node, icon: node.icon, keepAlive: node.keepAlive });
  }
  // The workplace is where sign-in lands, so it exists even when the menu leaves it out.
  add(WORKPLACE_PATH, PAGE_REGISTRY.workplace, {
    path: WORKPLACE_PATH,
    node: null,
    titleKey: 'shell.routes.workplace',
    icon: 'DashboardOutlined',
    keepAlive: true,
  });
  for (const r of ALWAYS_AREA_ROUTES)
    add(r.path, AreaHomePage, {
      path: r.path,
      node: null,
      titleKey: r.titleKey,
      icon: r.icon,
      keepAlive: false,
    });
  for (const r of SHELL_EXTRA_ROUTES)
    add(r.path, r.element, {
      path: r.path,
      node: null,
      titleKey: r.titleKey,
      icon: r.icon ?? null,
      keepAlive: false,
    });
  routes.push({ path: '/', element: <Navigate to={session.landing} replace /> });
  routes.push({ path: '*', element: <Navigate to="/404" replace /> });
  return routes;
}

/** The route meta of a concrete path, or null when the path is unknown (it goes to /404). */
export function routeMetaOf(
  routes: RouteObject[],
  pathname: string,
): { meta: RouteMeta; params: Record<string, string | undefined> } | null {
  const matches = matchRoutes(routes, pathname);
  const last = matches?.at(-1);
  const meta = last?.route.handle as RouteMeta | undefined;
  if (!last || !meta) return null;
  return { meta, params: last.params };
}

/** Title of a route in the current language: the menu title, or the static key. */
export function routeTitle(
  meta: RouteMeta,
  params: Record<string, string | undefined>,
  t: TFunction,
  locale: Locale,
): string {
  if (meta.node) return menuTitle(meta.node, locale);
  if (meta.path === '/resources/:name' && params.name) {
    const def = resourceSummary(params.name);
    if (def) return resourceSummaryTitle(def, locale, (k) => t(k, { defaultValue: params.name }));
    return params.name;
  }
  return meta.titleKey ? t(meta.titleKey) : meta.path;
}

/** The route a page is rendered for, so pages kept alive in hidden tabs know their own path. */
export const RouteMetaContext = createContext<{ meta: RouteMeta; pathname: string } | null>(null);

export function useRouteMeta() {
  return useContext(RouteMetaContext);
}
