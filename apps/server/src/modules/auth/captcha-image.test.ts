import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, svgCaptchaImage } from './captcha-image.ts';

/** What any generator behind CaptchaImage must do (a replacement of svg-captcha passes these). */
describe('the verification code picture', () => {
  const svgRoot = (svg: string) => {
    expect(XMLValidator.validate(svg)).toBe(true);
    return new XMLParser({ ignoreAttributes: false }).parse(svg) as { svg?: { path?: unknown } };
  };

  it('makes codes of the asked length from letters and digits people do not confuse', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const { text } = svgCaptchaImage.create(4);
      expect(text).toHaveLength(4);
      for (const c of text) expect(CAPTCHA_ALPHABET).toContain(c);
      expect(text).not.toMatch(/[0oO1iIlL]/);
      seen.add(text);
    }
    // Random, not one code over and over.
    expect(seen.size).toBeGreaterThan(150);
  });

  it('draws the code as shapes in a well-formed SVG, never as readable text', () => {
    const { text, svg } = svgCaptchaImage.create(4);
    const root = svgRoot(svg);
    expect(root.svg?.path).toBeDefined();
    expect(svg).not.toContain(text);
    expect(svg).not.toMatch(/<text[\s>]/);
  });

  it('draws a given code (the fixed code of tests), a different picture each time', () => {
    const a = svgCaptchaImage.draw('E2E1');
    const b = svgCaptchaImage.draw('E2E1');
    svgRoot(a);
    expect(a).not.toContain('E2E1');
    expect(a).not.toBe(b);
  });
});
