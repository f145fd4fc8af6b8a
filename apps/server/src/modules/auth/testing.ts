import { constants, publicEncrypt } from 'node:crypto';
import { newId } from '../../core/ids.ts';
import type { TestContext } from '../../test/harness.ts';
import type { LoginResult } from './presenter.ts';

/** Test helpers: what the login page does, done over HTTP. */
export async function encryptPassword(t: TestContext, plain: string): Promise<string> {
  const res = await t.api.get<{ publicKey: string }>('/sys/getPublicKey');
  return publicEncrypt(
    { key: res.body.result.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(plain, 'utf8'),
  ).toString('base64');
}

/** Fetches a code image for a new checkKey (the fixed test code is TEST) and signs in. */
export async function login(
  t: TestContext,
  username: string,
  password: string,
  options: { captcha?: string; checkKey?: string; lang?: string; from?: string } = {},
) {
  const checkKey = options.checkKey ?? newId();
  if (!options.checkKey) await t.api.get(`/sys/randomImage/${checkKey}`, { from: options.from });
  return t.api.post<LoginResult>(
    '/sys/login',
    { username, password: await encryptPassword(t, password), captcha: options.captcha ?? 'TEST', checkKey },
    { lang: options.lang, from: options.from },
  );
}
