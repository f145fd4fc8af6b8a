import type { ThemeConfig } from 'antd';

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

export function themeConfig(primary = PRIMARY_COLOR): ThemeConfig {
  return { token: { colorPrimary: primary, borderRadius: 6 }, cssVar: { key: 'accredit' } };
}
