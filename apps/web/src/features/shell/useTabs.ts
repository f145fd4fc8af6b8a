import { App } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  closeAll,
  closeLeft,
  closeRight,
  closeTab,
  openTab,
  type Tab,
  type TabOutcome,
  tabOf,
} from './tabs.ts';

export type TabAction = 'close' | 'closeRight' | 'closeLeft' | 'closeAll';

/** Tab state of the shell: opens a tab per visited route and applies the tab-menu actions. */
export function useTabs(home: string, isKnown: (pathname: string) => boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { t } = useTranslation();
  const [stored, setStored] = useState<Tab[]>([]);
  const current = tabOf(location.pathname, location.search);
  const known = isKnown(location.pathname);
  // The current route is shown as a tab even in the render before the state catches up.
  const tabs = known ? openTab(stored, current) : stored;

  useEffect(() => {
    if (known) setStored((prev) => openTab(prev, tabOf(location.pathname, location.search)));
  }, [location.pathname, location.search, known]);

  const apply = (outcome: TabOutcome) => {
    if (outcome.problem) {
      void message.warning(t(`shell.tabs.${outcome.problem}`));
      return;
    }
    setStored(outcome.tabs);
    if (outcome.navigateTo) navigate(outcome.navigateTo);
  };

  const act = (action: TabAction, key: string) => {
    if (action === 'close') apply(closeTab(tabs, key, current.key));
    else if (action === 'closeRight') apply(closeRight(tabs, key, current.key));
    else if (action === 'closeLeft') apply(closeLeft(tabs, key, current.key));
    else apply(closeAll(tabs, home));
  };

  return { tabs, activeKey: current.key, act };
}
