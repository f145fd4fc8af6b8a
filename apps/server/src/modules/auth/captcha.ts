import svgCaptcha from 'svg-captcha';
import type { Executor } from '../../core/db.ts';
import { consumeOnce, pruneCodes, storeCode } from './codes.ts';

/** The verification code of the login screen: 4 characters, 60 seconds, case-insensitive, used once. */
export const CAPTCHA = { length: 4, ttlSeconds: 60 } as const;

const OPTIONS = {
  size: CAPTCHA.length,
  // Characters people confuse are left out.
  ignoreChars: '0oO1iIlL',
  noise: 2,
  color: true,
  width: 105,
  height: 35,
  fontSize: 40,
};

/** The package's default export draws a given text; its typings only name the other exports. */
const draw = svgCaptcha as unknown as (text: string, options: typeof OPTIONS) => string;

/** A new code for this checkKey, replacing any earlier one; the image as a data URL. */
export async function issueCaptcha(db: Executor, checkKey: string, fixedCode?: string): Promise<string> {
  let text: string;
  let svg: string;
  if (fixedCode) {
    text = fixedCode;
    svg = draw(fixedCode, OPTIONS);
  } else {
    ({ text, data: svg } = svgCaptcha.create(OPTIONS));
  }
  await pruneCodes(db);
  await storeCode(db, 'captcha', checkKey, text, CAPTCHA.ttlSeconds);
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export function checkCaptcha(db: Executor, checkKey: string, code: string) {
  return consumeOnce(db, 'captcha', checkKey, code);
}
