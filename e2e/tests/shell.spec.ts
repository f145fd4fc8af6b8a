import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page, test } from '../fixtures.ts';
import {
  apiLogin,
  loginPageInEnglish,
  openShell,
  pickFromSelect,
  shot,
  submitLoginForm,
} from '../support.ts';

/**
 * The application shell (issue 6): menus by role, tabs, notifications, role switching, profile,
 * log out, in English and Chinese. Sessions are made over the API (as the login page does) so
 * each journey starts signed in; one journey goes through the login page itself.
 */
type Lang = 'en-US' | 'zh-CN';

const T = {
  'en-US': {
    adminOnly: 'Strategic Planning',
    lastTab: 'This is the last tab and cannot be closed.',
    noLeft: 'There is no tab on the left.',
    noRight: 'There is no tab on the right.',
    close: 'Close this tab',
    closeRight: 'Close tabs on the right',
    closeLeft: 'Close tabs on the left',
    closeAll: 'Close all tabs',
    unread: 'Unread',
    read: 'Read',
    phoneInvalid: 'Please enter an 11-digit phone number.',
    accountInfo: 'Account information',
    switchRole: 'Switch role',
    logout: 'Log out',
    logoutWarning: 'Unsaved changes will not be kept.',
    workplace: 'Workplace',
  },
  'zh-CN': {
    adminOnly: '战略规划',
    lastTab: '这是最后一个标签了，无法被关闭',
    noLeft: '左侧没有标签',
    noRight: '右侧没有标签',
    close: '关闭当前',
    closeRight: '关闭右侧',
    closeLeft: '关闭左侧',
    closeAll: '关闭全部',
    unread: '未读',
    read: '已读',
    phoneInvalid: '请输入11位手机号码',
    accountInfo: '账户信息',
    switchRole: '切换角色',
    logout: '退出登录',
    logoutWarning: '未保存的内容将不会保留',
    workplace: '工作台',
  },
} as const;

/** A session stored as the login page stores it, then `path` opened in the shell. */
const signIn = (page: Page, username: string, lang: Lang, path = '/') =>
  openShell(page, username, path, lang);

async function menuTexts(page: Page): Promise<string[]> {
  const items = page.getByTestId('side-menu').locator('.ant-menu-title-content');
  return (await items.allTextContents()).map((s) => s.trim()).filter(Boolean);
}

const tabs = (page: Page) => page.getByTestId('tab');

async function tabAction(tab: Locator, label: string) {
  const page = tab.page();
  await tab.click({ button: 'right' });
  await page.getByTestId('tab-context-menu').getByText(label, { exact: true }).click();
}

async function releaseAnnouncement(request: APIRequestContext, title: string, content: string) {
  const { token } = await apiLogin(request, 'admin');
  const headers = { 'X-Access-Token': token };
  const added = await request.post('/api/sys/annountCement/add', {
    headers,
    data: { title, content, msgType: 'ALL', priority: 'M' },
  });
  const id = (await added.json()).result.id as string;
  const released = await request.put(`/api/sys/annountCement/doReleaseData?id=${id}`, { headers });
  expect(released.ok()).toBe(true);
}

test('signing in through the login page lands on the workplace with the greeting', async ({ page }) => {
  await loginPageInEnglish(page);
  await submitLoginForm(page, 'teacher');
  await expect(page).toHaveURL(/\/dashboard\/workplace$/);
  await expect(page.getByTestId('workplace-greeting')).toContainText('Chen Jing');
  await expect(page.getByTestId('page-title')).toHaveText('Workplace');
  await expect(page.getByTestId('current-role')).toHaveText('Teacher');
});

for (const lang of ['en-US', 'zh-CN'] as const) {
  const L = T[lang];

  test(`${lang}: administrators and teachers see different menus`, async ({ page }) => {
    await signIn(page, 'admin', lang);
    const admin = await menuTexts(page);
    expect(admin).toContain(L.adminOnly);
    await signIn(page, 'teacher', lang);
    const teacher = await menuTexts(page);
    expect(teacher).not.toContain(L.adminOnly);
    expect(teacher.length).toBeGreaterThan(2);
    expect(teacher).not.toEqual(admin);
    // An area home is a real page: title and screens from the menu.
    await page.getByTestId('quick-links').locator('button').first().click();
    await expect(page.getByTestId('area-title')).toBeVisible();
    await expect(page.getByTestId('area-card').first()).toBeVisible();
    // Unknown paths inside the app go to the 404 page.
    await page.goto('/no/such/screen');
    await expect(page).toHaveURL(/\/404$/);
  });

  test(`${lang}: five pages as tabs and every tab-menu action`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'admin', lang, '/dashboard/workplace');
    const links = page.getByTestId('quick-links').locator('button');
    for (let i = 0; i < 4; i += 1) {
      await tabs(page).first().click();
      await expect(page.getByTestId('workplace')).toBeVisible();
      await links.nth(i).click();
      await expect(page.getByTestId('area-title')).toBeVisible();
    }
    await expect(tabs(page)).toHaveCount(5);
    await shot(page, `tabs-${lang}-1440`);

    // Close right of the third tab: two tabs go.
    await tabAction(tabs(page).nth(2), L.closeRight);
    await expect(tabs(page)).toHaveCount(3);
    await tabAction(tabs(page).nth(2), L.closeRight);
    await expect(page.getByText(L.noRight)).toBeVisible();
    // Close left of the second tab: the workplace tab goes.
    await tabAction(tabs(page).nth(1), L.closeLeft);
    await expect(tabs(page)).toHaveCount(2);
    await expect(tabs(page).first()).not.toHaveText(L.workplace);
    await tabAction(tabs(page).first(), L.closeLeft);
    await expect(page.getByText(L.noLeft)).toBeVisible();
    // Close the current tab.
    await tabAction(tabs(page).nth(1), L.close);
    await expect(tabs(page)).toHaveCount(1);
    // The last tab cannot be closed.
    await tabAction(tabs(page).first(), L.close);
    await expect(page.getByText(L.lastTab)).toBeVisible();
    await expect(tabs(page)).toHaveCount(1);
    // Close all keeps the home page.
    await page.getByTestId('quick-links').count();
    await page.getByTestId('side-menu').locator('.ant-menu-item').first().click();
    await expect(tabs(page)).toHaveCount(2);
    await tabAction(tabs(page).first(), L.closeAll);
    await expect(tabs(page)).toHaveCount(1);
    await expect(page).toHaveURL(/\/dashboard\/workplace$/);
  });

  test(`${lang}: reading a notification makes the unread count fall`, async ({ page }) => {
    const title = `${lang} site visit ${randomBytes(3).toString('hex')}`;
    await releaseAnnouncement(
      page.request,
      title,
      '<p onmouseover="window.__pwned = true">The review team arrives on <b>Monday</b>.</p>' +
        '<script>window.__pwned = true</script><p><a href="javascript:window.__pwned = true">Agenda</a></p>',
    );
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'teacher', lang, '/dashboard/workplace');
    const badge = page.getByTestId('unread-count');
    await expect(badge).not.toHaveAttribute('data-count', '0');
    const before = Number(await badge.getAttribute('data-count'));
    await shot(page, `workplace-${lang}-1440`);

    await page.getByTestId('notification-bell').click();
    const item = page.getByTestId('notification-item').filter({ hasText: title });
    await expect(item.getByTestId('read-state')).toHaveText(L.unread);
    await shot(page, `notifications-${lang}-1440`);
    await item.click();
    const detail = page.getByTestId('notification-detail');
    await expect(detail.getByText(title)).toBeVisible();
    await expect(detail.locator('b')).toHaveText('Monday');
    await expect(detail.locator('script')).toHaveCount(0);
    await expect(detail.getByText('Agenda')).not.toHaveAttribute('href', /javascript/);
    await detail.getByText('Monday').hover();
    expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
    await shot(page, `notification-detail-${lang}-1440`);
    await expect(badge).toHaveAttribute('data-count', String(before - 1));
    await detail.locator('.ant-drawer-close').click();
    await expect(item.getByTestId('read-state')).toHaveText(L.read);
  });

  test(`${lang}: switching role changes the menu`, async ({ page }) => {
    await signIn(page, 'multirole', lang);
    const first = await menuTexts(page);
    const role = await page.getByTestId('current-role').textContent();
    await page.getByTestId('account-menu').click();
    await page.getByText(L.switchRole, { exact: true }).click();
    const drawer = page.getByTestId('switch-role-drawer');
    const select = drawer.locator('.ant-select');
    await select.click();
    const options = page
      .locator('.ant-select-dropdown')
      .filter({ visible: true })
      .locator('.ant-select-item-option');
    await expect(options).toHaveCount(3);
    const targetText = (
      (await options
        .filter({ hasNotText: role ?? '' })
        .last()
        .textContent()) ?? ''
    ).trim();
    await page.keyboard.press('Escape');
    // Picked with retries: a click during the list's opening animation can miss the option.
    await pickFromSelect(page, select, targetText);
    await page.getByTestId('switch-role-confirm').click();
    // Confirming reloads the whole app: give a loaded machine time to boot it again.
    await expect(page.getByTestId('current-role')).toHaveText(targetText, { timeout: 30_000 });
    await expect(page.getByTestId('current-role')).not.toHaveText(role ?? '');
    await expect.poll(() => menuTexts(page)).not.toEqual(first);
  });

  test(`${lang}: a bad phone number is refused and a good avatar is shown`, async ({ page }) => {
    await signIn(page, 'teacher', lang);
    await page.getByTestId('account-menu').click();
    await page.getByText(L.accountInfo, { exact: true }).click();
    const drawer = page.getByTestId('account-drawer');
    await drawer.getByTestId('profile-phone').fill('12345');
    await drawer.getByTestId('profile-save').click();
    await expect(page.getByText(L.phoneInvalid)).toBeVisible();
    await expect(drawer.getByTestId('profile-phone')).toHaveValue('');

    // A 1x1 PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await drawer
      .locator('input[type=file]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(drawer.getByTestId('profile-avatar').locator('img')).toHaveAttribute('src', /^blob:/);
  });

  test(`${lang}: log out through the confirmation drawer`, async ({ page }) => {
    const token = await signIn(page, 'staff', lang);
    await page.getByTestId('account-menu').click();
    await page.getByText(L.logout, { exact: true }).last().click();
    await expect(page.getByTestId('logout-drawer')).toContainText(L.logoutWarning);
    await page.getByTestId('logout-confirm').click();
    await expect(page).toHaveURL(/\/user\/login/);
    expect(await page.evaluate(() => localStorage.getItem('pro__Access-Token'))).toBeNull();
    // The session ended on the server too.
    const check = await page.request.get('/api/sys/checkToken', { headers: { 'X-Access-Token': token } });
    expect(check.status()).toBe(401);
  });

  test(`${lang}: phone-sized screens get the menu in a drawer`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'teacher', lang, '/dashboard/workplace');
    await expect(page.getByTestId('side-menu')).toBeHidden();
    await shot(page, `workplace-${lang}-390`);
    await page.getByTestId('notification-bell').click();
    await expect(page.getByTestId('notification-drawer')).toBeVisible();
    await shot(page, `notifications-${lang}-390`);
    await page.getByTestId('notification-drawer').locator('.ant-drawer-close').click();
    await page.getByRole('button', { name: /menu|菜单/ }).click();
    await expect(page.getByTestId('side-menu')).toBeVisible();
    await page.getByTestId('side-menu').locator('.ant-menu-item').first().click();
    await expect(page.getByTestId('side-menu')).toBeHidden();
    await page.getByTestId('quick-links').locator('button').first().click();
    await expect(page.getByTestId('area-title')).toBeVisible();
    await expect(tabs(page)).toHaveCount(2);
    await shot(page, `tabs-${lang}-390`);
  });
}

test('the personal calendar adds, shows and deletes my own event', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'secretary', 'en-US', '/dashboard/workplace');
  await page.getByTestId('calendar-button').click();
  const drawer = page.getByTestId('calendar-drawer');
  await drawer.getByRole('button', { name: 'Add event' }).click();
  await page.getByTestId('event-title').fill('Assurance of learning committee');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(
    drawer.getByTestId('calendar-event').filter({ hasText: 'Assurance of learning committee' }),
  ).toBeVisible();
  await shot(page, 'calendar-en-US-1440');
  await drawer.getByText('List', { exact: true }).click();
  const item = drawer.getByTestId('calendar-event').filter({ hasText: 'Assurance of learning committee' });
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: 'Delete' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'OK' }).click();
  await expect(item).toHaveCount(0);
});

test('personal notes open from the account menu; the hidden homes are real pages', async ({ page }) => {
  await signIn(page, 'teacher', 'en-US', '/dashboard/workplace');
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'My notes' }).click();
  await expect(page).toHaveURL(/\/personal-panel\/notes$/);
  await expect(page.getByTestId('page-title')).toHaveText('My Notes');
  await expect(page.getByRole('table')).toBeVisible();

  await signIn(page, 'admin', 'zh-CN', '/personnel-homePage');
  await expect(page.getByTestId('area-title')).toHaveText('人员管理');
  await expect(page.getByTestId('area-card').first()).toBeVisible();
  await page.goto('/authentication-settings-homePage');
  await expect(page.getByTestId('area-title')).toHaveText('认证设置');
  await expect(page.getByTestId('area-card').filter({ hasText: '学年' }).first()).toBeVisible();
});

test('administrators see the licence warning on the first page of a session only', async ({ page }) => {
  const { token, userInfo } = await apiLogin(page.request, 'admin');
  // What the warning should say follows the school's due date (spec 000 section 4).
  const school = await page.request.get('/api/aacsb/schoolInfo/list?pageNo=1&pageSize=1', {
    headers: { 'X-Access-Token': token },
  });
  const dueDate: string | null = school.ok()
    ? ((await school.json()).result.records[0]?.dueDate ?? null)
    : null;
  const days = dueDate
    ? Math.round((Date.parse(dueDate) - Date.parse(new Date().toISOString().slice(0, 10))) / 86_400_000)
    : null;
  const warned = days === null || days <= 5;
  await page.goto('/404');
  await page.evaluate(
    ({ token, userInfo }) => {
      const put = (k: string, v: unknown) =>
        localStorage.setItem(`pro__${k}`, JSON.stringify({ value: v, expire: Date.now() + 604_800_000 }));
      put('Access-Token', token);
      put('Login_Userinfo', userInfo);
      localStorage.setItem('pro__CURRENT_LANGUAGE', 'English');
    },
    { token, userInfo },
  );
  await page.goto('/');
  await expect(page.getByTestId('workplace')).toBeVisible();
  const notice = page
    .locator('.ant-notification-notice')
    .filter({ hasText: 'Please contact the business staff.' });
  if (warned) await expect(notice).toBeVisible();
  else {
    await page.waitForTimeout(1500);
    await expect(notice).toHaveCount(0);
  }
  // Not again on the next page load of the same session.
  await page.reload();
  await expect(page.getByTestId('workplace')).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(notice).toHaveCount(0);
});
