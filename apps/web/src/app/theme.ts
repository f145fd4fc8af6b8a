import type { ThemeConfig } from 'antd';
import { createContext, useContext } from 'react';
import { storage } from '../api/storage.ts';

/** Spec 000 section 9: primary colour #21887c, dark side menu, and the selectable colour list. */
export const PRIMARY_COLOR = '#21887c';
export const THEME_COLORS = [
  '#21887c',
  '#1890ff',
  '#f5222d',
  '#fa541c',
  '#faad14',
  '#13c2c2',
  '#52c41a',
  '#722ed1',
];

export type MenuTheme = 'dark' | 'light';

export interface ThemeSettings {
  primary: string;
  menuTheme: MenuTheme;
}

const THEME_KEY = 'Theme_Settings';
export const DEFAULT_THEME: ThemeSettings = { primary: PRIMARY_COLOR, menuTheme: 'dark' };

/** The theme choice is a preference of the browser, kept without expiry. */
export function storedTheme(): ThemeSettings {
  const saved = storage.get<Partial<ThemeSettings>>(THEME_KEY);
  return {
    primary: saved?.primary && THEME_COLORS.includes(saved.primary) ? saved.primary : PRIMARY_COLOR,
    menuTheme: saved?.menuTheme === 'light' ? 'light' : 'dark',
  };
}

export function storeTheme(settings: ThemeSettings): void {
  storage.set(THEME_KEY, settings, null);
}

export function themeConfig(primary = PRIMARY_COLOR): ThemeConfig {
  return {
    token: { colorPrimary: primary, colorLink: primary, borderRadius: 6 },
    components: {
      Layout: { siderBg: '#001529', headerBg: '#ffffff', headerPadding: '0 16px', headerHeight: 56 },
    },
    cssVar: { key: 'accredit' },
  };
}

export const ThemeContext = createContext<{
  settings: ThemeSettings;
  change(settings: ThemeSettings): void;
}>({ settings: DEFAULT_THEME, change: () => undefined });

export function useThemeSettings() {
  return useContext(ThemeContext);
}
