import { Grid } from 'antd';

/**
 * Drawer widths of spec 000 section 9 (33% for dialogs, 33.3% for notification detail, 90% for
 * the account centre), or a width in pixels for a screen's own drawer. A third of a phone screen
 * is unusable, and a fixed width can be wider than the phone, so below the small breakpoint
 * drawers take the whole width.
 */
export function useDrawerSize(preferred: '33%' | '33.3%' | '90%' | number): string | number {
  const screens = Grid.useBreakpoint();
  if (screens.sm === false) return '100%';
  if (typeof preferred === 'number') return preferred;
  if (preferred !== '90%' && screens.lg === false) return '70%';
  return preferred;
}
