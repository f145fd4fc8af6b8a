import { expect, test } from '../fixtures.ts';

test('the root without a token lands on the login page with a redirect', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2F$/);
  await page.goto('/dashboard/workplace?tab=1');
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fdashboard%2Fworkplace%3Ftab%3D1$/);
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/user/login');
  await page.evaluate(() => localStorage.setItem('pro__CURRENT_LANGUAGE', 'English'));
  await page.goto('/definitely/not/here');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
  await page.evaluate(() => localStorage.setItem('pro__CURRENT_LANGUAGE', 'zh-CN'));
  await page.reload();
  await expect(page.getByText('抱歉，您访问的页面不存在。')).toBeVisible();
});

test('the API is served beside the web app', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.ok()).toBe(true);
  expect((await res.json()).result.database).toBe(true);
});
