import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { constants, publicEncrypt, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES, type Locale } from '@accredit/shared';
import { type Browser, chromium, type Page } from '@playwright/test';
import { printTable } from './lib.ts';
import { recordTarget } from './targets.ts';

/**
 * Issue 22 item 5: what the login page and the workplace (where sign-in lands) download, scripts
 * and style sheets as the server sends them gzipped, in every language. The same figures as the
 * budget journey (e2e/tests/budget.spec.ts), which fails when they are over. Builds the web app to
 * a temporary folder unless WEB_DIST names a build; serves it with a fresh demo school.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const LOGIN_KB = 300;
const WORKPLACE_KB = 450;
const CAPTCHA = 'BNCH';

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

async function startServer(webDist: string, port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      WEB_DIST: webDist,
      CAPTCHA_FIXED_CODE: CAPTCHA,
      LOGIN_RATE_LIMIT: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become healthy');
}

/** Signs in over the API as the login page does; the session the app keeps in its storage. */
async function apiLogin(base: string, username: string): Promise<{ token: string; userInfo: unknown }> {
  const checkKey = randomBytes(8).toString('hex');
  await fetch(`${base}/api/sys/randomImage/${checkKey}`);
  const key = (
    (await (await fetch(`${base}/api/sys/getPublicKey`)).json()) as { result: { publicKey: string } }
  ).result.publicKey;
  const password = publicEncrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from('Demo@2026'),
  ).toString('base64');
  const res = await fetch(`${base}/api/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, captcha: CAPTCHA, checkKey }),
  });
  const body = (await res.json()) as {
    success: boolean;
    message: string;
    result: { token: string; userInfo: unknown };
  };
  if (!body.success) throw new Error(`sign-in failed: ${body.message}`);
  return body.result;
}

/** Gzipped kB of the scripts and style sheets a navigation loads, until the network is idle. */
async function weigh(page: Page, open: () => Promise<unknown>): Promise<{ kb: number; files: number }> {
  const sizes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (res) => {
    if (!/\.(js|css)$/.test(new URL(res.url()).pathname)) return;
    pending.push(
      (async () => {
        try {
          const length = Number((await res.allHeaders())['content-length'] ?? (await res.body()).length);
          sizes.set(res.url(), length);
        } catch {
          /* a page navigated away from */
        }
      })(),
    );
  });
  await open();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  return { kb: [...sizes.values()].reduce((a, b) => a + b, 0) / 1024, files: sizes.size };
}

const stored = (l: Locale) => (l === 'en-US' ? 'English' : l);

async function measureLocale(
  browser: Browser,
  base: string,
  locale: Locale,
  session: { token: string; userInfo: unknown },
) {
  const context = await browser.newContext({
    baseURL: base,
    extraHTTPHeaders: { 'accept-encoding': 'gzip' },
  });
  const page = await context.newPage();
  await page.goto('/api/health');
  // Scripts as text: tsx's helpers (__name) do not exist in the page.
  const lang = JSON.stringify(stored(locale));
  await page.evaluate(`localStorage.setItem('pro__CURRENT_LANGUAGE', ${lang})`);
  const login = await weigh(page, () => page.goto('/user/login'));
  await page.goto('/api/health');
  const put = (k: string, v: unknown) =>
    `localStorage.setItem('pro__${k}', JSON.stringify({ value: ${JSON.stringify(v)}, expire: Date.now() + 604800000 }));`;
  await page.evaluate(
    `localStorage.clear(); ${put('Access-Token', session.token)} ${put('Login_Userinfo', session.userInfo)} ${put('Tip_Status', true)} localStorage.setItem('pro__CURRENT_LANGUAGE', ${lang});`,
  );
  const workplace = await weigh(page, async () => {
    await page.goto('/dashboard/workplace');
    await page.getByTestId('side-menu').first().waitFor({ timeout: 60_000 });
  });
  await context.close();
  return { login, workplace };
}

export async function runWebBundleBench(): Promise<void> {
  const built = !process.env.WEB_DIST;
  const webDist = process.env.WEB_DIST ?? mkdtempSync(join(tmpdir(), 'accredit-web-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'accredit-bench-web-'));
  if (built) {
    const build = spawnSync('npx', ['vite', 'build', 'apps/web', '--outDir', webDist, '--emptyOutDir'], {
      cwd: ROOT,
      stdio: 'ignore',
    });
    if (build.status !== 0) throw new Error('web build failed');
  }
  const port = await freePort();
  const server = await startServer(webDist, port, dataDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    const session = await apiLogin(base, 'admin');
    const rows: (string | number)[][] = [];
    let worstLogin = 0;
    let worstWorkplace = 0;
    for (const locale of LOCALES) {
      const { login, workplace } = await measureLocale(browser, base, locale, session);
      worstLogin = Math.max(worstLogin, login.kb);
      worstWorkplace = Math.max(worstWorkplace, workplace.kb);
      rows.push([
        locale,
        `${login.kb.toFixed(1)} kB (${login.files})`,
        `${workplace.kb.toFixed(1)} kB (${workplace.files})`,
      ]);
    }
    printTable(
      `Web pages, gzipped scripts and styles (files) - targets: login < ${LOGIN_KB} kB, workplace < ${WORKPLACE_KB} kB`,
      ['language', 'login page', 'workplace'],
      rows,
    );
    recordTarget({
      measure: 'web: login page / workplace, gzipped',
      database: 'pglite',
      product: `${worstLogin.toFixed(0)} kB / ${worstWorkplace.toFixed(0)} kB (largest of four languages)`,
      raw: '',
      target: `< ${LOGIN_KB} kB / < ${WORKPLACE_KB} kB`,
      holds: worstLogin < LOGIN_KB && worstWorkplace < WORKPLACE_KB,
    });
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
    if (built) rmSync(webDist, { recursive: true, force: true });
  }
}
