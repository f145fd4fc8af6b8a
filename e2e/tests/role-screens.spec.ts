import { type APIRequestContext, expect, test } from '../fixtures.ts';
import { apiLogin, loginPageInEnglish, openShell, shot, submitLoginForm } from '../support.ts';

/**
 * Every role's own screens (issue 15 item 6): where the expert lands, the resume of an account
 * without a teacher record, reference data outside System Management, one tab per menu item, the
 * notification badge without a two-minute wait, and the log screen in Chinese.
 */

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

async function notify(request: APIRequestContext, username: string, title: string) {
  const { token } = await apiLogin(request, 'admin');
  const headers = { 'X-Access-Token': token };
  const users = await request.get(`/api/sys/user/list?username=${username}`, { headers });
  const userId = (await users.json()).result.records[0].id as string;
  const added = await request.post('/api/sys/annountCement/add', {
    headers,
    data: { title, content: '<p>ok</p>', msgType: 'USER', audienceIds: [userId], priority: 'M' },
  });
  const id = (await added.json()).result.id as string;
  const released = await request.put(`/api/sys/annountCement/doReleaseData?id=${id}`, { headers });
  expect(released.ok()).toBe(true);
}

test('the expert signs in to strategic planning, not the workplace', async ({ page }) => {
  await loginPageInEnglish(page);
  await submitLoginForm(page, 'expert');
  await expect(page).toHaveURL(/\/strategic-planning-index$/, { timeout: 60_000 });
  await expect(page.getByTestId('page-title')).toHaveText('Strategic Planning');
});

test('an account without a teacher record sees an empty resume, no error notice', async ({ page }) => {
  await openShell(page, 'admin', '/personal-panel/resume');
  await expect(page.getByTestId('cv-no-teacher')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('No resume for this account')).toBeVisible();
  await expect(page.locator('.ant-notification-notice, .ant-message-error')).toHaveCount(0);
  await shot(page, 'resume-no-teacher-en');
});

test('a teacher reaches the countries under Reference Data, with no System Management', async ({ page }) => {
  await openShell(page, 'teacher', '/dashboard/workplace');
  const menu = page.getByTestId('side-menu');
  await expect(menu.getByText('Reference Data')).toBeVisible();
  await expect(menu.getByText('System Management')).toHaveCount(0);
  await page.goto('/system/country');
  const list = page.getByTestId('crud-page-country');
  // Sorted by code: Aruba (ABW) and Afghanistan (AFG) open the list.
  await expect(list.getByText('Afghanistan', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(list.locator('.ant-pagination')).toContainText('249');
  await shot(page, 'countries-teacher-en');
});

test('visiting Intellectual Contributions twice keeps one tab, whatever its inner tab', async ({ page }) => {
  await openShell(page, 'secretary', '/dashboard/workplace');
  const tabs = page.getByTestId('tab');
  await expect(tabs).toHaveCount(1);
  const menu = page.getByTestId('side-menu');
  const open = async () => {
    const item = menu.getByText('Intellectual Contributions', { exact: true });
    if (!(await item.isVisible())) await menu.getByText('Impact of Scholarship', { exact: true }).click();
    await item.click();
    await expect(page.getByTestId('scholarship-page')).toBeVisible({ timeout: 60_000 });
  };
  await open();
  await expect(tabs).toHaveCount(2);
  // The page's own tabs change the address (?tab=...): still the same tab.
  await page.getByTestId('scholarship-page').getByRole('tab').nth(1).click();
  await expect(page).toHaveURL(/\?tab=/);
  await expect(tabs).toHaveCount(2);
  await tabs.first().click();
  await expect(page).toHaveURL(/\/dashboard\/workplace/);
  await open();
  await expect(tabs).toHaveCount(2);
  await shot(page, 'one-tab-per-route-en');
});

test('the notification badge shows a new notification within 30 seconds', async ({ page }) => {
  await openShell(page, 'teacher', '/dashboard/workplace');
  const badge = page.getByTestId('unread-count');
  // The count before the notification is the server's, not the 0 shown until its first answer.
  await expect(badge).toHaveAttribute('data-loaded', 'true');
  const before = Number(await badge.getAttribute('data-count'));
  await notify(page.request, 'teacher', 'Your article was approved');
  await expect(badge).toHaveAttribute('data-count', String(before + 1), { timeout: 30_000 });
});

test('the Chinese log screen shows Chinese entries', async ({ page }) => {
  await apiLogin(page.request, 'teacher');
  await openShell(page, 'admin', '/system/log', 'zh-CN');
  const table = page.getByTestId('log-table');
  await expect(table.getByText('登录成功').first()).toBeVisible({ timeout: 60_000 });
  await expect(table.getByText('Signed in')).toHaveCount(0);
  await shot(page, 'logs-zh');
});
