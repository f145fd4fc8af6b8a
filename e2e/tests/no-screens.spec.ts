import { expect, test } from '../fixtures.ts';
import { apiLogin, loginPageInEnglish, shot, submitLoginForm, tr } from '../support.ts';

/**
 * An account whose roles give it no screen (a student) signs in to a home of its own: the
 * questionnaires addressed to it, its profile, notifications and the manual, and signing out;
 * never a loop back to a blank login form.
 */
test('the student signs in to their own page, in English and in Chinese', async ({ page }) => {
  await loginPageInEnglish(page);
  await submitLoginForm(page, 'student');
  await expect(page.getByTestId('no-screens-message')).toContainText(tr('en-US', 'qnrRespond.home.body'));
  await expect(page.getByText('Welcome, Zhang Xiaoming')).toBeVisible();
  // It stays: no redirect back to the login page.
  await page.waitForTimeout(1500);
  await expect(page).not.toHaveURL(/\/user\/login/);

  await page.getByRole('button', { name: 'My profile' }).click();
  await expect(page.getByTestId('account-drawer')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Student manual' }).click();
  await expect(page.getByTestId('manual-drawer')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.evaluate(() => localStorage.setItem('pro__CURRENT_LANGUAGE', 'zh-CN'));
  await page.reload();
  await expect(page.getByTestId('no-screens-message')).toContainText(tr('zh-CN', 'qnrRespond.home.body'));

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, `no-screens-zh-CN-${width}`);
  }

  await page.getByTestId('no-screens-logout').click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /退出|确定|确认|Log out/ })
    .last()
    .click();
  await expect(page).toHaveURL(/\/user\/login|\/$/, { timeout: 15_000 });
});

test('an account with no role at all sees the same plain page, not a loop', async ({ page, request }) => {
  const admin = await apiLogin(request, 'admin');
  const username = `noroles${Date.now().toString(36)}`;
  const password = 'Quiet#Harbor2026';
  const added = await request.post('/api/sys/user/add', {
    headers: { 'X-Access-Token': admin.token },
    data: { username, realname: 'Robin Noroles', password },
  });
  expect((await added.json()).success).toBe(true);

  await loginPageInEnglish(page);
  await submitLoginForm(page, username, password);
  await expect(page.getByTestId('no-screens-message')).toContainText(tr('en-US', 'qnrRespond.home.body'));
  await expect(page.getByText('Welcome, Robin Noroles')).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page).not.toHaveURL(/\/user\/login/);
  await expect(page.getByTestId('no-screens-logout')).toBeVisible();
});
