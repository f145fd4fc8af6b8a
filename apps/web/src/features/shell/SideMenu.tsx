import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MenuNode } from '../../app/menu.ts';
import { menuTitle } from '../../app/menu.ts';
import { MenuIcon } from '../../components/MenuIcon.tsx';
import { currentLocale } from '../../i18n/index.ts';

type Item = Required<MenuProps>['items'][number];

/**
 * Menu items from the menu tree. An area (an item with children) opens as a sub-menu whose
 * first entry is the area's own home page, so the index path stays one click away.
 */
export function menuItems(nodes: readonly MenuNode[], overview: string, depth = 0): Item[] {
  const locale = currentLocale();
  return nodes
    .filter((n) => !n.hidden)
    .map((node): Item => {
      const children = node.children.filter((c) => !c.hidden);
      const icon = depth === 0 || node.icon ? <MenuIcon key={node.path} name={node.icon} /> : undefined;
      const label = menuTitle(node, locale);
      if (!children.length) return { key: node.path, icon, label, title: label };
      return {
        key: `sub:${node.path}`,
        icon,
        label,
        children: [{ key: node.path, label: overview }, ...menuItems(children, overview, depth + 1)],
      };
    });
}

/** Ancestors of the active path, to open their sub-menus. */
export function openKeysFor(nodes: readonly MenuNode[], path: string): string[] {
  const lower = path.toLowerCase();
  for (const node of nodes) {
    if (node.path.toLowerCase() === lower) return node.children.length ? [`sub:${node.path}`] : [];
    const below = openKeysFor(node.children, path);
    if (below.length || node.children.some((c) => c.path.toLowerCase() === lower))
      return [`sub:${node.path}`, ...below];
  }
  return [];
}

interface Props {
  menu: readonly MenuNode[];
  activePath: string;
  theme: 'dark' | 'light';
  collapsed: boolean;
  onNavigate?: () => void;
}

export function SideMenu({ menu, activePath, theme, collapsed, onNavigate }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: titles follow the language
  const items = useMemo(() => menuItems(menu, t('shell.menu.overview')), [menu, t, i18n.language]);
  const defaultOpen = useMemo(() => openKeysFor(menu, activePath), [menu, activePath]);
  const [openKeys, setOpenKeys] = useState<string[]>(defaultOpen);
  // Opening a page opens its area; sub-menus the user opened stay open.
  useEffect(() => setOpenKeys((prev) => [...new Set([...prev, ...defaultOpen])]), [defaultOpen]);
  return (
    <Menu
      data-testid="side-menu"
      mode="inline"
      theme={theme}
      items={items}
      selectedKeys={[activePath]}
      key={collapsed ? 'collapsed' : 'expanded'}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      onClick={({ key }) => {
        navigate(key);
        onNavigate?.();
      }}
      style={{ borderInlineEnd: 0 }}
    />
  );
}
