import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contrastRatio } from './contrast.ts';
import {
  ERROR_COLOR,
  PRIMARY_COLOR,
  storedTheme,
  storeTheme,
  TEXT_PLACEHOLDER,
  TEXT_TERTIARY,
  THEME_COLORS,
  themeConfig,
  useReducedMotion,
} from './theme.ts';

/** WCAG AA for normal-size text (issue 15): the theme's colours as text and behind white text. */
const AA = 4.5;
const WHITE = '#ffffff';
/** Hue in degrees of `#rrggbb`. */
function hue(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  const max = Math.max(r, g, b);
  const span = max - Math.min(r, g, b);
  const h = max === r ? (g - b) / span : max === g ? (b - r) / span + 2 : (r - g) / span + 4;
  return (h * 60 + 360) % 360;
}

/** antd's page background (layout) and table header, where grey texts also stand. */
const PAGE_GREYS = ['#f5f5f5', '#fafafa'];

describe('contrastRatio', () => {
  it('gives the WCAG figures', () => {
    expect(contrastRatio('#000000', WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, WHITE)).toBe(1);
    expect(contrastRatio('#767676', '#fff')).toBeCloseTo(4.54, 2);
    // The specification's teal, the colour issue 15 found failing.
    expect(contrastRatio('#21887c', WHITE)).toBeCloseTo(4.31, 2);
    // Either order; transparency laid over the background first (0.45 black on white = #8c8c8c).
    expect(contrastRatio(WHITE, '#21887c')).toBeCloseTo(4.31, 2);
    expect(contrastRatio('rgba(0, 0, 0, 0.45)', WHITE)).toBeCloseTo(contrastRatio('#8c8c8c', WHITE), 1);
  });
});

describe('theme colours', () => {
  it('the primary colour is a teal readable as text on white and behind white text', () => {
    expect(contrastRatio(PRIMARY_COLOR, WHITE)).toBeGreaterThanOrEqual(AA);
    // The specification's #21887c made darker: the same hue (173 degrees).
    expect(Math.abs(hue(PRIMARY_COLOR) - hue('#21887c'))).toBeLessThan(1);
    expect(PRIMARY_COLOR).toBe(THEME_COLORS[0]);
  });

  it('the error colour (delete links, messages) reaches 4.5:1 on white', () => {
    expect(contrastRatio(ERROR_COLOR, WHITE)).toBeGreaterThanOrEqual(AA);
  });

  it.each(THEME_COLORS)('the selectable colour %s reaches 4.5:1 against white', (color) => {
    expect(contrastRatio(color, WHITE)).toBeGreaterThanOrEqual(AA);
  });

  it.each([WHITE, ...PAGE_GREYS])('grey texts and placeholders reach 4.5:1 on %s', (background) => {
    expect(contrastRatio(TEXT_TERTIARY, background)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(TEXT_PLACEHOLDER, background)).toBeGreaterThanOrEqual(AA);
  });
});

describe('a colour chosen before the change', () => {
  it('keeps its place on the list: the old teal becomes the new one, the old blue the new blue', () => {
    storeTheme({ primary: '#21887c', menuTheme: 'light' });
    expect(storedTheme()).toEqual({ primary: PRIMARY_COLOR, menuTheme: 'light' });
    storeTheme({ primary: '#1890ff', menuTheme: 'dark' });
    expect(storedTheme().primary).toBe(THEME_COLORS[1]);
    storeTheme({ primary: '#123456', menuTheme: 'dark' });
    expect(storedTheme().primary).toBe(PRIMARY_COLOR);
  });
});

describe('reduced motion', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns antd motion off when the system asks for less, and follows the setting', () => {
    expect(themeConfig().token?.motion).toBe(true);
    expect(themeConfig(PRIMARY_COLOR, true).token?.motion).toBe(false);
    let listener = () => {};
    const query = {
      matches: true,
      addEventListener: (_: string, l: () => void) => {
        listener = l;
      },
      removeEventListener: vi.fn(),
    };
    vi.stubGlobal('matchMedia', (q: string) => {
      expect(q).toBe('(prefers-reduced-motion: reduce)');
      return query;
    });
    const { result, unmount } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(true);
    query.matches = false;
    act(() => listener());
    expect(result.current).toBe(false);
    unmount();
    expect(query.removeEventListener).toHaveBeenCalled();
  });
});
