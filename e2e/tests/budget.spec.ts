import { expect, type Page, test } from '../fixtures.ts';
import { signIn } from '../support.ts';

/**
 * What a visit downloads (issue 6): the login page's JavaScript as the server sends it gzipped,
 * and no chart library on the workplace, which shows no chart.
 */
async function scriptsDuring(page: Page, open: () => Promise<unknown>) {
  const scripts = new Map<string, { bytes: number; body: string }>();
  const pending: Promise<void>[] = [];
  page.on('response', (res) => {
    if (!res.url().endsWith('.js')) return;
    pending.push(
      (async () => {
        try {
          const headers = await res.allHeaders();
          const body = await res.text();
          scripts.set(res.url(), { bytes: Number(headers['content-length'] ?? body.length), body });
        } catch {
          // A response of a page navigated away from has no body any more; it is not counted.
        }
      })(),
    );
  });
  await open();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  return scripts;
}

test.use({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } });

/**
 * Issue 6's target. Measured 267 kB in English at the time of writing (273 kB in the other
 * languages, which add antd's and dayjs's texts); 357 kB before the first visit was cut down.
 */
const LOGIN_BUDGET_KB = 300;

test('the login page JavaScript stays within its gzipped budget', async ({ page }) => {
  const scripts = await scriptsDuring(page, () => page.goto('/user/login'));
  await expect(page.locator('input').first()).toBeVisible();
  const total = [...scripts.values()].reduce((a, s) => a + s.bytes, 0) / 1024;
  console.log(`login page: ${scripts.size} scripts, ${total.toFixed(1)} kB gzipped`);
  expect(total).toBeLessThan(LOGIN_BUDGET_KB);
});

test('the workplace loads no chart library', async ({ page }) => {
  await signIn(page, 'teacher', '/404');
  const scripts = await scriptsDuring(page, () => page.goto('/dashboard/workplace'));
  await expect(page.getByTestId('side-menu').or(page.getByTestId('account-menu')).first()).toBeVisible();
  const total = [...scripts.values()].reduce((a, s) => a + s.bytes, 0) / 1024;
  console.log(`workplace: ${scripts.size} scripts, ${total.toFixed(1)} kB gzipped`);
  const charts = [...scripts].filter(([, s]) => s.body.includes('echarts')).map(([url]) => url);
  expect(charts).toEqual([]);
});
