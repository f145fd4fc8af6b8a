import { networkInterfaces } from 'node:os';
import { expect, test } from '../fixtures.ts';

/**
 * Opened from another machine on the school's network over plain HTTP (not localhost), the login
 * page renders: the security headers do not ask the browser to upgrade its scripts to https
 * unless the school serves over TLS (HTTPS=true).
 */
const address = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

test('the login page renders at the machine’s network address over plain HTTP', async ({ page, baseURL }) => {
  test.skip(!address, 'this machine has no non-loopback IPv4 address');
  const url = `http://${address}:${new URL(baseURL ?? '').port}/user/login`;
  const response = await page.goto(url);
  expect(response?.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
  await expect(page.getByTestId('login-submit')).toBeVisible();
  await expect(page.getByTestId('captcha-image').locator('img')).toBeVisible();
});
