/**
 * Rules of the multi-tab bar (spec 000 sections 2 and 5): a tab per visited route, the active tab
 * follows the route, close current / right / left / all, and the last tab never closes. Pure
 * functions so the rules are tested without a browser.
 */
export interface Tab {
  /** pathname + search: one tab per distinct page. */
  key: string;
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

export function tabOf(pathname: string, search = ''): Tab {
  return { key: `${pathname}${search}`, pathname, search };
}

export function openTab(tabs: readonly Tab[], tab: Tab): Tab[] {
  return tabs.some((t) => t.key === tab.key) ? [...tabs] : [...tabs, tab];
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
  const homeTab = tabs.find((t) => t.key === home) ?? tabOf(home);
  return { tabs: [homeTab], navigateTo: home };
}
