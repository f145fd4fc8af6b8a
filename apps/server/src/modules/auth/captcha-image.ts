import svgCaptcha from 'svg-captcha';

/**
 * Draws the login screen's verification code. The rest of the server sees only this interface:
 * svg-captcha (unmaintained since 2019, no typings for the drawing call) sits behind it, so that
 * it can be swapped for another generator by changing this file alone; captcha-image.test.ts
 * states what any generator must do.
 */
export interface CaptchaImage {
  /** A new random code of `length` characters from CAPTCHA_ALPHABET, and its picture. */
  create(length: number): { text: string; svg: string };
  /** The picture of a given code (tests and journeys use a fixed code). */
  draw(text: string): string;
}

/** Letters and digits people do not confuse (no 0/o/O, 1/i/I/l/L). */
export const CAPTCHA_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';

const OPTIONS = {
  charPreset: CAPTCHA_ALPHABET,
  noise: 2,
  color: true,
  width: 105,
  height: 35,
  fontSize: 40,
};

/** The package's default export draws a given text; its typings only name the other exports. */
const drawText = svgCaptcha as unknown as (text: string, options: typeof OPTIONS) => string;

export const svgCaptchaImage: CaptchaImage = {
  create(length) {
    const { text, data } = svgCaptcha.create({ ...OPTIONS, size: length });
    return { text, svg: data };
  },
  draw: (text) => drawText(text, OPTIONS),
};
