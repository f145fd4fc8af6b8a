import type { Executor } from '../../core/db.ts';
import { type CaptchaImage, svgCaptchaImage } from './captcha-image.ts';
import { consumeOnce, pruneCodes, storeCode } from './codes.ts';

/** The verification code of the login screen: 4 characters, 60 seconds, case-insensitive, used once. */
export const CAPTCHA = { length: 4, ttlSeconds: 60 } as const;

/** A new code for this checkKey, replacing any earlier one; the image as a data URL. */
export async function issueCaptcha(
  db: Executor,
  checkKey: string,
  fixedCode?: string,
  image: CaptchaImage = svgCaptchaImage,
): Promise<string> {
  const { text, svg } = fixedCode
    ? { text: fixedCode, svg: image.draw(fixedCode) }
    : image.create(CAPTCHA.length);
  await pruneCodes(db);
  await storeCode(db, 'captcha', checkKey, text, CAPTCHA.ttlSeconds);
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export function checkCaptcha(db: Executor, checkKey: string, code: string) {
  return consumeOnce(db, 'captcha', checkKey, code);
}
