/**
 * Rules of the multi-tab bar (spec 000 sections 2 and 5): a tab per visited route, the active tab
 * follows the route, close current / right / left / all, and the last tab never closes. Pure
 * functions so the rules are tested without a browser.
 */
export interface Tab {
  /** pathname + search of the page as last shown in the tab: where clicking the tab goes. */
  key: string;
  /** The route the tab stands for (see routeIdOf): one tab per route. */
  id: string;
  pathname: string;
  search: string;
}

export type TabProblem = 'last' | 'noLeft' | 'noRight';

export interface TabOutcome {
  tabs: Tab[];
  /** Where to go when the active tab was closed. */
  navigateTo?: string;
  /** A message for the user instead of a change. */
  problem?: TabProblem;
}

/**
 * What makes two addresses the same tab: the path, compared without case or a trailing slash.
 * The query is a page's own state (the inner tab of a screen, a filter), not a second page, so
 * visiting a screen again, or switching its inner tab, keeps one tab.
 */
export function routeIdOf(pathname: string): string {
  return pathname.replace(/\/+$/, '').toLowerCase() || '/';
}

export function tabOf(pathname: string, search = ''): Tab {
  return { key: `${pathname}${search}`, id: routeIdOf(pathname), pathname, search };
}

/** Adds the tab, or, when its route already has one, moves that tab to the new address in place. */
export function openTab(tabs: readonly Tab[], tab: Tab): Tab[] {
  const index = tabs.findIndex((t) => t.id === tab.id);
  if (index < 0) return [...tabs, tab];
  if (tabs[index].key === tab.key) return [...tabs];
  return tabs.map((t, i) => (i === index ? tab : t));
}

export function closeTab(tabs: readonly Tab[], key: string, activeKey: string): TabOutcome {
  if (tabs.length <= 1) return { tabs: [...tabs], problem: 'last' };
  const index = tabs.findIndex((t) => t.key === key);
  if (index < 0) return { tabs: [...tabs] };
  const rest = tabs.filter((t) => t.key !== key);
  if (key !== activeKey) return { tabs: rest };
  const next = rest[Math.min(index, rest.length - 1)];
  return { tabs: rest, navigateTo: next.key };
}

export function closeRight(tabs: readonly Tab[], key: string, activeKey: string): TabOutcome {
  const index = tabs.findIndex((t) => t.key === key);
  if (index < 0 || index === tabs.length - 1) return { tabs: [...tabs], problem: 'noRight' };
  const kept = tabs.slice(0, index + 1);
  return { tabs: kept, navigateTo: kept.some((t) => t.key === activeKey) ? undefined : key };
}

export function closeLeft(tabs: readonly Tab[], key: string, activeKey: string): TabOutcome {
  const index = tabs.findIndex((t) => t.key === key);
  if (index <= 0) return { tabs: [...tabs], problem: 'noLeft' };
  const kept = tabs.slice(index);
  return { tabs: kept, navigateTo: kept.some((t) => t.key === activeKey) ? undefined : key };
}

/** Closes every tab but the home page (the landing path), which is opened if it was not. */
export function closeAll(tabs: readonly Tab[], home: string): TabOutcome {
  if (tabs.length <= 1) return { tabs: [...tabs], problem: 'last' };
  const homeTab = tabs.find((t) => t.id === routeIdOf(home)) ?? tabOf(home);
  return { tabs: [homeTab], navigateTo: homeTab.key };
}
