import { constants, publicEncrypt, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/** Shared steps of the browser journeys. */
export const DEMO_PASSWORD = 'Demo@2026';
export const CAPTCHA = 'E2E1';

export interface LoginResult {
  token: string;
  userInfo: Record<string, unknown>;
}

/** Signs in over the API exactly as the login page does (code, RSA-OAEP password). */
export async function apiLogin(
  request: APIRequestContext,
  username: string,
  plain = DEMO_PASSWORD,
): Promise<LoginResult> {
  const checkKey = randomBytes(8).toString('hex');
  await request.get(`/api/sys/randomImage/${checkKey}`);
  const key = (await (await request.get('/api/sys/getPublicKey')).json()).result.publicKey as string;
  const password = publicEncrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(plain),
  ).toString('base64');
  const res = await request.post('/api/sys/login', {
    data: { username, password, captcha: CAPTCHA, checkKey },
  });
  const body = await res.json();
  if (!body.success) throw new Error(`sign-in of ${username} failed: ${body.message}`);
  return body.result as LoginResult;
}

/** Language as the app stores it: English is kept as the value `English`. */
export type StoredLang = 'English' | 'zh-CN' | 'en-US' | 'zh-TW' | 'pt-BR';

/**
 * Stores a session the way the login page does (the app's storage format), with the licence
 * notice already seen, then opens `path`.
 */
export async function signIn(
  page: Page,
  username: string,
  path = '/',
  lang: StoredLang = 'English',
): Promise<string> {
  const { token, userInfo } = await apiLogin(page.request, username);
  // Any page of the app's origin will do to write its storage; the health check's answer loads no
  // script, so the app starts once (at `path`), not twice.
  await page.goto('/api/health');
  await page.evaluate(
    ({ token, userInfo, lang }) => {
      localStorage.clear();
      const put = (k: string, v: unknown) =>
        localStorage.setItem(`pro__${k}`, JSON.stringify({ value: v, expire: Date.now() + 604_800_000 }));
      put('Access-Token', token);
      put('Login_Userinfo', userInfo);
      put('Tip_Status', true);
      localStorage.setItem('pro__CURRENT_LANGUAGE', lang === 'en-US' ? 'English' : lang);
    },
    { token, userInfo, lang },
  );
  await page.goto(path);
  return token;
}

/**
 * The login page, fresh, in a stored language choice (`English` or `zh-CN`), sending the person on
 * to `redirect` once signed in. The choice is stored from the health check's page (the app's
 * origin, no script), so that the login page starts once, already in it.
 */
export async function openLoginPage(page: Page, lang: 'English' | 'zh-CN' = 'English', redirect?: string) {
  await page.goto('/api/health');
  await page.evaluate((l) => localStorage.setItem('pro__CURRENT_LANGUAGE', l), lang);
  await page.goto(redirect ? `/user/login?redirect=${encodeURIComponent(redirect)}` : '/user/login');
}

/** The login page in English, fresh. */
export const loginPageInEnglish = (page: Page): Promise<void> => openLoginPage(page);

/** Fills the open login page's account form and submits it, as a person does. */
export async function submitLoginForm(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
  code = CAPTCHA,
): Promise<void> {
  await page.getByPlaceholder('Username').fill(username);
  await page.getByPlaceholder('Password').fill(password);
  await page.getByTestId('captcha-input').fill(code);
  await page.getByTestId('login-submit').click();
}

/** signIn, then waits until the shell shows (the menu, or the account menu of a menu-less page). */
export async function openShell(
  page: Page,
  username: string,
  path = '/',
  lang: StoredLang = 'English',
): Promise<string> {
  const token = await signIn(page, username, path, lang);
  // The shell loads the session and the page's own chunk first; the machine may be busy.
  await expect(page.getByTestId('side-menu').or(page.getByTestId('account-menu')).first()).toBeVisible({
    timeout: 30_000,
  });
  return token;
}

/**
 * Picks an option of an antd select (the select or its input, e.g. getByLabel) and checks it took: a
 * click while the drop-down is still animating can miss, so the pick is retried until the select
 * shows the option. With `typed`, that text is typed into the select's search first (long lists are
 * virtual, so the option may not be rendered until the list is narrowed), as a person does.
 */
export async function pickFromSelect(
  page: Page,
  input: Locator,
  option: string,
  typed?: string,
): Promise<void> {
  const select = input.locator(
    'xpath=ancestor-or-self::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  await expect(async () => {
    if (!(await select.textContent())?.includes(option)) {
      await input.click();
      if (typed !== undefined) await input.locator('xpath=descendant-or-self::input[1]').fill(typed);
      await page
        .locator('.ant-select-dropdown')
        .filter({ visible: true })
        .getByTitle(option, { exact: true })
        .click({ timeout: 3000 });
    }
    await expect(select).toContainText(option, { timeout: 1500 });
  }).toPass({ timeout: 20_000 });
}

/** Where journeys leave screenshots for a person to look at (SHOTS_DIR, else /tmp/shots). */
export const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';

/** A screenshot of the page as it stands, once transitions have settled. */
export async function shot(page: Page, name: string): Promise<void> {
  // Screenshots are for a person to look at; CI has no one to look, unless SHOTS_DIR asks for them.
  if (process.env.CI && !process.env.SHOTS_DIR) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

const I18N = join(resolve(dirname(fileURLToPath(import.meta.url)), '../packages/shared/src/i18n'));
const catalogs: Record<string, Record<string, unknown>> = {};

/** A catalog text (namespace.path key) in a language, with {{name}} values filled in. */
export function tr(lang: 'en-US' | 'zh-CN', key: string, values: Record<string, unknown> = {}): string {
  const [ns, ...path] = key.split('.');
  catalogs[`${lang}/${ns}`] ??= JSON.parse(readFileSync(join(I18N, lang, `${ns}.json`), 'utf8'));
  let v: unknown = catalogs[`${lang}/${ns}`];
  for (const p of path) v = (v as Record<string, unknown>)[p];
  return String(v).replace(/\{\{(\w+)\}\}/g, (_m, k: string) => String(values[k]));
}

/** A signed-in API caller: its token and the request context to call with. */
export type Call = { token: string; request: APIRequestContext };

/** Calls the API (`url` below /api) and gives its result, throwing with the message when it refuses. */
export async function call<T>(c: Call, method: 'get' | 'post', url: string, data?: object): Promise<T> {
  const res = await c.request[method](`/api${url}`, {
    headers: { 'X-Access-Token': c.token },
    ...(method === 'post' ? { data } : { params: data as Record<string, string> }),
  });
  const body = await res.json();
  if (!body.success) throw new Error(`${url}: ${body.message}`);
  return body.result as T;
}
