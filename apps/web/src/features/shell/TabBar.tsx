import {
  CloseCircleOutlined,
  CloseOutlined,
  DownOutlined,
  VerticalLeftOutlined,
  VerticalRightOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, Menu, type MenuProps, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
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
}

/**
 * The multi-tab bar with its context menu (right click on a tab, or the menu at the end of the
 * bar for the active tab). The context menu is a plain positioned menu rather than a dropdown
 * bound to the tab, because the tab strip scrolls and re-measures itself under the pointer.
 */
export function TabBar({ tabs, activeKey, titleOf, onAction }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [context, setContext] = useState<ContextMenu | null>(null);

  useEffect(() => {
    if (!context) return;
    const close = () => setContext(null);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    window.addEventListener('mousedown', close);
    window.addEventListener('blur', close);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('mousedown', close);
      window.removeEventListener('blur', close);
      window.removeEventListener('keydown', onKey);
    };
  }, [context]);

  const items: MenuProps['items'] = [
    { key: 'close', icon: <CloseOutlined />, label: t('shell.tabs.close') },
    { key: 'closeRight', icon: <VerticalLeftOutlined />, label: t('shell.tabs.closeRight') },
    { key: 'closeLeft', icon: <VerticalRightOutlined />, label: t('shell.tabs.closeLeft') },
    { key: 'closeAll', icon: <CloseCircleOutlined />, label: t('shell.tabs.closeAll') },
  ];
  const run = (action: string, key: string) => {
    setContext(null);
    onAction(action as TabAction, key);
  };

  return (
    <>
      <Tabs
        data-testid="tab-bar"
        className="shell-tabs"
        type="editable-card"
        size="small"
        hideAdd
        activeKey={activeKey}
        onChange={(key) => navigate(key)}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') onAction('close', key);
        }}
        tabBarExtraContent={{
          right: (
            <Dropdown
              menu={{ items, onClick: ({ key }) => run(key, activeKey) }}
              trigger={['click']}
              placement="bottomRight"
            >
              <Button type="text" size="small" aria-label={t('shell.tabs.menu')} data-testid="tab-menu">
                <DownOutlined />
              </Button>
            </Dropdown>
          ),
        }}
        items={tabs.map((tab) => ({
          key: tab.key,
          closable: tabs.length > 1,
          label: (
            <span
              data-testid="tab"
              data-key={tab.key}
              onContextMenu={(e) => {
                e.preventDefault();
                setContext({ key: tab.key, x: e.clientX, y: e.clientY });
              }}
            >
              {titleOf(tab)}
            </span>
          ),
        }))}
      />
      {context &&
        createPortal(
          <div
            className="shell-tab-context"
            data-testid="tab-context-menu"
            style={{ left: context.x, top: context.y }}
            onMouseDown={(e) => e.stopPropagation()}
          >
            <Menu selectable={false} items={items} onClick={({ key }) => run(key, context.key)} />
          </div>,
          document.body,
        )}
    </>
  );
}
