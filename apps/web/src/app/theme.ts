import type { ThemeConfig } from 'antd';
import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import { storage } from '../api/storage.ts';

/**
 * Spec 000 section 9 names the primary colour #21887c, a dark side menu and a list of colours to
 * choose from. #21887c gives white text 4.31:1 only, under WCAG AA's 4.5:1 (issue 15), so the teal
 * is the same hue made darker (5.9:1), and every colour on the list is the shade of its hue that
 * reaches 4.5:1 both as text on white and behind white text (checked in theme.test.ts).
 */
export const PRIMARY_COLOR = '#187065';
export const THEME_COLORS = [
  PRIMARY_COLOR, // teal
  '#0958d9', // daybreak blue
  '#cf1322', // dust red
  '#d4380d', // volcano
  '#874d00', // sunrise yellow: only its darkest shades carry white text
  '#006d75', // cyan
  '#237804', // polar green
  '#722ed1', // geek purple
];
/** The list before issue 15: a choice saved then keeps its place on the list. */
const FORMER_THEME_COLORS = [
  '#21887c',
  '#1890ff',
  '#f5222d',
  '#fa541c',
  '#faad14',
  '#13c2c2',
  '#52c41a',
  '#722ed1',
];

/**
 * Grey texts at antd's default opacities (secondary 0.45, placeholder 0.25) fall under 4.5:1 on
 * white and on the page's grey: these reach it on both (theme.test.ts).
 */
export const TEXT_TERTIARY = 'rgba(0, 0, 0, 0.58)';
/** antd's red (#ff4d4f, 3.3:1) is the text of delete links: its darker shade (antd's red-7). */
export const ERROR_COLOR = '#cf1322';
export const TEXT_PLACEHOLDER = 'rgba(0, 0, 0, 0.56)';

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
    primary: savedPrimary(saved?.primary),
    menuTheme: saved?.menuTheme === 'light' ? 'light' : 'dark',
  };
}

function savedPrimary(saved: string | undefined): string {
  if (!saved) return PRIMARY_COLOR;
  if (THEME_COLORS.includes(saved)) return saved;
  const former = FORMER_THEME_COLORS.indexOf(saved);
  return former >= 0 ? THEME_COLORS[former] : PRIMARY_COLOR;
}

export function storeTheme(settings: ThemeSettings): void {
  storage.set(THEME_KEY, settings, null);
}

/**
 * The antd theme. `reducedMotion` (the system's "reduce motion" setting, WCAG 2.3.3) turns antd's
 * animations off: menus, drawers and dialogs open at once.
 */
export function themeConfig(primary = PRIMARY_COLOR, reducedMotion = false): ThemeConfig {
  return {
    token: {
      motion: !reducedMotion,
      colorPrimary: primary,
      colorLink: primary,
      borderRadius: 6,
      colorTextTertiary: TEXT_TERTIARY,
      colorTextDescription: TEXT_TERTIARY,
      colorTextPlaceholder: TEXT_PLACEHOLDER,
      colorError: ERROR_COLOR,
    },
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

const REDUCE_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the system asks for reduced motion, following changes to the setting. */
export function useReducedMotion(): boolean {
  const query = useMemo(
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(REDUCE_MOTION) : null),
    [],
  );
  const [reduced, setReduced] = useState(() => query?.matches ?? false);
  useEffect(() => {
    if (!query) return;
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [query]);
  return reduced;
}
