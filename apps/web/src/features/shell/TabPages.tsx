import { Activity } from 'react';
import { type RouteObject, useLocation, useRoutes } from 'react-router';
import { RouteMetaContext, routeMetaOf } from '../../app/shell-routes.tsx';
import type { Tab } from './tabs.ts';

interface Props {
  routes: RouteObject[];
  tabs: Tab[];
  activeKey: string;
}

/**
 * The pages of the open tabs. The active tab is shown; a tab whose menu item sets keep-alive stays
 * mounted while hidden (React's Activity keeps its state and pauses its effects), others are
 * unmounted and open fresh.
 */
export function TabPages({ routes, tabs, activeKey }: Props) {
  const location = useLocation();
  const hasActive = tabs.some((tab) => tab.key === activeKey);
  return (
    <>
      {tabs.map((tab) => {
        const active = tab.key === activeKey;
        const keepAlive = routeMetaOf(routes, tab.pathname)?.meta.keepAlive ?? false;
        if (!active && !keepAlive) return null;
        return (
          // Keyed by route: a new query (the page's inner tab) updates the page, it does not remount it.
          <Activity key={tab.id} mode={active ? 'visible' : 'hidden'}>
            <TabView routes={routes} pathname={tab.pathname} search={tab.search} />
          </Activity>
        );
      })}
      {/* Redirects ('/', unknown paths) have no tab. */}
      {!hasActive && <TabView routes={routes} pathname={location.pathname} search={location.search} />}
    </>
  );
}

function TabView({ routes, pathname, search }: { routes: RouteObject[]; pathname: string; search: string }) {
  const element = useRoutes(routes, { pathname, search });
  const meta = routeMetaOf(routes, pathname)?.meta;
  if (!meta) return element;
  return <RouteMetaContext.Provider value={{ meta, pathname }}>{element}</RouteMetaContext.Provider>;
}
