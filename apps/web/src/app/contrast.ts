/**
 * WCAG 2 contrast ratio (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio) of CSS colours written
 * as `#rrggbb`, `#rgb` or `rgba(r, g, b, a)`; a half-transparent colour is first laid over its
 * background, as a browser paints it. Used by the theme's tests.
 */
type Rgb = [number, number, number];

function parse(color: string): { rgb: Rgb; alpha: number } {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (hex) {
    const h = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join('') : hex[1];
    return { rgb: [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as Rgb, alpha: 1 };
  }
  const fn = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(
    color.trim(),
  );
  if (fn) return { rgb: [Number(fn[1]), Number(fn[2]), Number(fn[3])], alpha: fn[4] ? Number(fn[4]) : 1 };
  throw new Error(`not a colour: ${color}`);
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The ratio (1 to 21) between a foreground colour and the opaque background it is painted on. */
export function contrastRatio(foreground: string, background: string): number {
  const bg = parse(background).rgb;
  const fg = parse(foreground);
  const painted = fg.rgb.map((c, i) => c * fg.alpha + bg[i] * (1 - fg.alpha)) as Rgb;
  const [light, dark] = [luminance(painted), luminance(bg)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}
