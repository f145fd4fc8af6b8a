import {
  CloseCircleOutlined,
  CloseOutlined,
  DownOutlined,
  VerticalLeftOutlined,
  VerticalRightOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, Menu, type MenuProps, theme } from 'antd';
import { type CSSProperties, type MouseEvent, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Tab } from './tabs.ts';
import type { TabAction } from './useTabs.ts';

interface Props {
  tabs: Tab[];
  activeKey: string;
  titleOf: (tab: Tab) => string;
  onAction: (action: TabAction, key: string) => void;
}

interface ContextMenu {
  key: string;
  x: number;
  y: number;
  /** Opened with the context-menu key: the menu takes the focus, and gives it back. */
  from?: HTMLElement;
}

/**
 * The multi-tab bar with its context menu (right click on a tab, the context-menu key, or the menu
 * at the end of the bar for the active tab). Each open page is a link (the current one marked
 * `aria-current`) with its own labelled close button, in a navigation landmark: no tab roles,
 * because the pages are routes, not panels of one widget (antd's editable Tabs put the close
 * buttons inside the tablist, which axe rejects: issue 15). Drawn like antd's small card tabs.
 * The context menu is a plain positioned menu rather than a dropdown bound to the tab, because
 * the strip scrolls under the pointer.
 */
export function TabBar({ tabs, activeKey, titleOf, onAction }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [context, setContext] = useState<ContextMenu | null>(null);
  const strip = useRef<HTMLUListElement>(null);
  const contextMenu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!context) return;
    context.from && contextMenu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const close = () => setContext(null);
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      close();
      context.from?.focus();
    };
    window.addEventListener('mousedown', close);
    window.addEventListener('blur', close);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('mousedown', close);
      window.removeEventListener('blur', close);
      window.removeEventListener('keydown', onKey);
    };
  }, [context]);

  // The active tab scrolls into view when the strip is wider than the screen (phones).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the active tab or the tabs change
  useEffect(() => {
    strip.current
      ?.querySelector<HTMLElement>('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [activeKey, tabs.length]);

  const items: MenuProps['items'] = [
    { key: 'close', icon: <CloseOutlined />, label: t('shell.tabs.close') },
    { key: 'closeRight', icon: <VerticalLeftOutlined />, label: t('shell.tabs.closeRight') },
    { key: 'closeLeft', icon: <VerticalRightOutlined />, label: t('shell.tabs.closeLeft') },
    { key: 'closeAll', icon: <CloseCircleOutlined />, label: t('shell.tabs.closeAll') },
  ];
  const run = (action: string, key: string) => {
    setContext(null);
    context?.from?.focus();
    onAction(action as TabAction, key);
  };
  const openContext = (e: MouseEvent<HTMLElement>, key: string) => {
    e.preventDefault();
    // From the keyboard's context-menu key the event has no pointer position: use the tab's.
    const r = e.currentTarget.getBoundingClientRect();
    const fromKeyboard = e.clientX === 0 && e.clientY === 0;
    setContext(
      fromKeyboard
        ? { key, x: r.left, y: r.bottom, from: e.target as HTMLElement }
        : { key, x: e.clientX, y: e.clientY },
    );
  };
  const closable = tabs.length > 1;
  const look = {
    '--tab-primary': token.colorPrimary,
    '--tab-primary-hover': token.colorPrimaryHover,
    '--tab-text': token.colorText,
    '--tab-icon': token.colorTextTertiary,
    '--tab-border': token.colorBorderSecondary,
    '--tab-bg': token.colorFillAlter,
    '--tab-bg-active': token.colorBgContainer,
  } as CSSProperties;

  return (
    <nav className="shell-tabs" aria-label={t('shell.tabs.label')} data-testid="tab-bar" style={look}>
      <ul
        ref={strip}
        className="shell-tabs-list"
        onWheel={(e) => {
          // A mouse wheel scrolls the strip sideways.
          if (strip.current && Math.abs(e.deltaY) > Math.abs(e.deltaX)) strip.current.scrollLeft += e.deltaY;
        }}
      >
        {tabs.map((tab) => {
          const active = tab.key === activeKey;
          const title = titleOf(tab);
          return (
            <li
              key={tab.key}
              className={active ? 'shell-tab shell-tab-active' : 'shell-tab'}
              onContextMenu={(e) => openContext(e, tab.key)}
            >
              <Link
                to={tab.key}
                className="shell-tab-link"
                aria-current={active ? 'page' : undefined}
                data-testid="tab"
                data-key={tab.key}
              >
                {title}
              </Link>
              {closable && (
                <button
                  type="button"
                  className="shell-tab-close"
                  aria-label={t('shell.tabs.closeNamed', { title })}
                  data-testid="tab-close"
                  onClick={() => onAction('close', tab.key)}
                >
                  <CloseOutlined aria-hidden />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <Dropdown
        menu={{ items, onClick: ({ key }) => run(key, activeKey) }}
        trigger={['click']}
        placement="bottomRight"
      >
        <Button type="text" size="small" aria-label={t('shell.tabs.menu')} data-testid="tab-menu">
          <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      {context &&
        createPortal(
          <div
            ref={contextMenu}
            className="shell-tab-context"
            data-testid="tab-context-menu"
            style={{ left: context.x, top: context.y }}
            onMouseDown={(e) => e.stopPropagation()}
          >
            <Menu selectable={false} items={items} onClick={({ key }) => run(key, context.key)} />
          </div>,
          document.body,
        )}
    </nav>
  );
}
