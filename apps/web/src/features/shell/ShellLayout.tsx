import { MenuFoldOutlined, MenuUnfoldOutlined, SafetyCertificateFilled } from '@ant-design/icons';
import { Button, Drawer, Grid, Layout, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../app/session.tsx';
import { buildShellRoutes, routeMetaOf, routeTitle } from '../../app/shell-routes.tsx';
import { useThemeSettings } from '../../app/theme.ts';
import { currentLocale } from '../../i18n/index.ts';
import { AiAssistant } from '../ai/AiAssistant.tsx';
import { HeaderBar } from './HeaderBar.tsx';
import { LicenceWarning } from './LicenceWarning.tsx';
import { SideMenu } from './SideMenu.tsx';
import { TabBar } from './TabBar.tsx';
import { TabPages } from './TabPages.tsx';
import type { Tab } from './tabs.ts';
import { useTabs } from './useTabs.ts';
import './shell.css';

const SIDER_WIDTH = 232;

/**
 * Side menu, header, tab bar and the pages. The menu collapses below the large breakpoint and
 * becomes a drawer on extra-small screens (phones, 390 px).
 */
export function ShellLayout() {
  const session = useSession();
  const { t } = useTranslation();
  const { settings } = useThemeSettings();
  const location = useLocation();
  const screens = Grid.useBreakpoint();
  const mobile = screens.sm === false;
  const narrow = screens.lg === false;
  const [collapsed, setCollapsed] = useState(narrow);
  const [drawerOpen, setDrawerOpen] = useState(false);
  useEffect(() => setCollapsed(narrow), [narrow]);

  const routes = useMemo(() => buildShellRoutes(session), [session]);
  const isKnown = (pathname: string) => {
    const found = routeMetaOf(routes, pathname);
    return Boolean(found) && pathname !== '/';
  };
  const { tabs, activeKey, act } = useTabs(session.landing, isKnown);
  const titleOf = (tab: Tab) => {
    const found = routeMetaOf(routes, tab.pathname);
    return found ? routeTitle(found.meta, found.params, t, currentLocale()) : tab.pathname;
  };
  const current = routeMetaOf(routes, location.pathname);
  const pageTitle = current ? routeTitle(current.meta, current.params, t, currentLocale()) : '';

  // A new page starts at its top, whatever the previous one was scrolled to. (Braces matter:
  // newer browsers return a promise from scrollTo, which React would take for a cleanup.)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${t('common.appName')}` : t('common.appName');
  }, [pageTitle, t]);

  // The link is named by the short name it shows, or, collapsed to its icon, by the full name.
  const brandName = !collapsed || mobile;
  const brand = (
    <Link to="/" className="shell-brand" aria-label={brandName ? undefined : t('common.appName')}>
      <SafetyCertificateFilled aria-hidden style={{ fontSize: 24, color: settings.primary }} />
      {brandName && <span className="shell-brand-name">{t('common.appShort')}</span>}
    </Link>
  );
  const menu = (
    <SideMenu
      menu={session.menu}
      activePath={location.pathname}
      theme={settings.menuTheme}
      collapsed={collapsed && !mobile}
      onNavigate={() => setDrawerOpen(false)}
    />
  );

  return (
    <Layout style={{ minHeight: '100vh' }} className={`shell shell-menu-${settings.menuTheme}`}>
      {mobile ? (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={SIDER_WIDTH}
          closable={false}
          styles={{
            body: { padding: 0 },
            section: { background: settings.menuTheme === 'dark' ? '#001529' : '#fff' },
          }}
          className={`shell-menu-drawer shell-menu-${settings.menuTheme}`}
        >
          {brand}
          {menu}
        </Drawer>
      ) : (
        <Layout.Sider
          width={SIDER_WIDTH}
          collapsed={collapsed}
          collapsedWidth={64}
          trigger={null}
          theme={settings.menuTheme}
          className="shell-sider"
        >
          {brand}
          {menu}
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header className="shell-header">
          <Button
            type="text"
            aria-label={t('shell.menu.toggle')}
            icon={(mobile ? !drawerOpen : collapsed) ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={() => (mobile ? setDrawerOpen(true) : setCollapsed(!collapsed))}
          />
          <Typography.Title level={1} className="shell-page-title" data-testid="page-title" ellipsis>
            {pageTitle}
          </Typography.Title>
          <HeaderBar compact={mobile} />
        </Layout.Header>
        <div className="shell-tabbar">
          <TabBar tabs={tabs} activeKey={activeKey} titleOf={titleOf} onAction={act} />
        </div>
        <Layout.Content className="shell-content">
          <TabPages routes={routes} tabs={tabs} activeKey={activeKey} />
        </Layout.Content>
        <Layout.Footer className="shell-footer">{t('common.appName')} · v3.0.0</Layout.Footer>
      </Layout>
      <LicenceWarning />
      <AiAssistant />
    </Layout>
  );
}
