import {
  CloseCircleOutlined,
  CloseOutlined,
  DownOutlined,
  VerticalLeftOutlined,
  VerticalRightOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, type MenuProps, Tabs } from 'antd';
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

/** The multi-tab bar with its context menu (right click on a tab, or the menu at the end). */
export function TabBar({ tabs, activeKey, titleOf, onAction }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const menuFor = (key: string): MenuProps => ({
    items: [
      { key: 'close', icon: <CloseOutlined />, label: t('shell.tabs.close') },
      { key: 'closeRight', icon: <VerticalLeftOutlined />, label: t('shell.tabs.closeRight') },
      { key: 'closeLeft', icon: <VerticalRightOutlined />, label: t('shell.tabs.closeLeft') },
      { key: 'closeAll', icon: <CloseCircleOutlined />, label: t('shell.tabs.closeAll') },
    ],
    onClick: ({ key: action, domEvent }) => {
      domEvent.stopPropagation();
      onAction(action as TabAction, key);
    },
  });
  return (
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
          <Dropdown menu={menuFor(activeKey)} trigger={['click']}>
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
          <Dropdown menu={menuFor(tab.key)} trigger={['contextMenu']}>
            <span data-testid="tab" data-key={tab.key}>
              {titleOf(tab)}
            </span>
          </Dropdown>
        ),
      }))}
    />
  );
}
