import { Grid } from 'antd';

/**
 * Drawer widths of spec 000 section 9 (33% for dialogs, 33.3% for notification detail, 90% for
 * the account centre). A third of a phone screen is unusable, so below the small breakpoint
 * drawers take the whole width.
 */
export function useDrawerSize(percent: '33%' | '33.3%' | '90%'): string {
  const screens = Grid.useBreakpoint();
  if (screens.sm === false) return '100%';
  if (percent !== '90%' && screens.lg === false) return '70%';
  return percent;
}
