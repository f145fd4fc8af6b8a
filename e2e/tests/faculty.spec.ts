import { randomBytes } from 'node:crypto';
import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';

/**
 * Faculty contribution records in the browser (issue 7 part A): a teacher adds a journal article
 * and a co-author and so submits it; the research secretary rejects it with a reason; the teacher
 * fixes and re-submits it; the secretary approves it; the teacher can no longer edit it. Everyone
 * signs in through the login page (captcha E2E1 on the e2e server).
 */
const DEMO_PASSWORD = 'Demo@2026';
// Five sign-ins and a dozen saves on a shared two-core machine: lists may take a while to arrive.
test.setTimeout(240_000);
const expect = baseExpect.configure({ timeout: 30_000 });
const PAGE = '/ImpactOfScholarship/contributions';

/** A fresh browser session signed in through the login page, landing on the workplace. */
async function signIn(browser: Browser, username: string, lang: 'English' | 'zh-CN' = 'English') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/user/login');
  await page.evaluate((l) => localStorage.setItem('pro__CURRENT_LANGUAGE', l), lang);
  await page.reload();
  await page.getByPlaceholder(lang === 'English' ? 'Username' : '用户名').fill(username);
  await page.getByPlaceholder(lang === 'English' ? 'Password' : '密码').fill(DEMO_PASSWORD);
  await page.getByTestId('captcha-input').fill('E2E1');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/dashboard\/workplace/);
  return page;
}

/** Signs in as someone else (closing the previous session's window) and opens a tab of the page. */
async function as(browser: Browser, previous: Page | null, username: string, tab: string, lang?: 'zh-CN') {
  await previous?.context().close();
  const page = await signIn(browser, username, lang);
  await page.goto(`${PAGE}?tab=${tab}`);
  await expect(page.getByTestId('scholarship-page')).toBeVisible();
  return page;
}

const dialogs = (page: Page) => page.getByRole('dialog').filter({ visible: true });
/** The record form (a drawer with the save button) and, over it, a dialog such as the reason or an author. */
const drawer = (page: Page) => dialogs(page).filter({ has: page.getByTestId('crud-form-save') });
const modal = (page: Page) => dialogs(page).filter({ hasNot: page.getByTestId('crud-form-save') });
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function pickDate(page: Page, label: string, value: string) {
  const input = drawer(page).getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

async function pickOption(page: Page, label: string, option: string) {
  await drawer(page).getByLabel(label, { exact: true }).click();
  await page
    .locator('.ant-select-dropdown')
    .filter({ visible: true })
    .getByTitle(option, { exact: true })
    .click();
}

async function decide(page: Page, title: string, button: string, reason?: string) {
  await rowOf(page, title).getByRole('button', { name: button, exact: true }).click();
  if (reason !== undefined) {
    await modal(page).getByRole('textbox').fill(reason);
    await modal(page).getByRole('button', { name: 'OK' }).click();
  }
}

test('a journal article goes from submission through rejection and re-submission to approval', async ({
  browser,
}) => {
  const title = `Platform ecosystems and firm resilience ${randomBytes(3).toString('hex')}`;

  // 1. The teacher adds the article on the Journal Articles tab, then its authors.
  let page = await as(browser, null, 'teacher', 'journalArticle');
  await page.getByTestId('crud-add').click();
  await drawer(page).getByLabel('Chinese title', { exact: true }).fill('平台生态系统与企业韧性');
  await drawer(page).getByLabel('English title', { exact: true }).fill(title);
  await page.getByTestId('crud-form-save').click();
  // The type's own rules show on the form: a journal and its publish month are required.
  await expect(drawer(page).getByText('Please enter the journal')).toBeVisible();
  await expect(drawer(page).getByText('Please select the publish month')).toBeVisible();
  await drawer(page).getByLabel('Journal', { exact: true }).fill('Strategic Management Journal');
  await pickDate(page, 'Publish month', '2026-01-15');
  await pickOption(page, 'Scholarship category', 'Applied or integration/application scholarship');
  await page.getByTestId('crud-form-save').click();
  await expect(rowOf(page, title)).toBeVisible();
  await expect(rowOf(page, title)).toContainText('Unreviewed');

  await rowOf(page, title).getByTestId('crud-edit').click();
  await drawer(page).getByRole('tab', { name: 'Authors' }).click();
  await page.getByTestId('author-add-me').click();
  await expect(page.getByTestId('authors-panel')).toContainText('陈静');
  await page.getByTestId('author-add-internal').click();
  await modal(page).getByTestId('author-teacher-picker').click();
  await page.keyboard.type('Huang Lei');
  await page.locator('.ant-select-dropdown').filter({ visible: true }).getByText('黄磊 · Huang Lei').click();
  await modal(page).getByRole('button', { name: 'Save' }).click();
  const panel = page.getByTestId('authors-panel');
  await expect(panel.getByRole('row').filter({ hasText: '黄磊' })).toContainText('50');
  await expect(panel.getByRole('row').filter({ hasText: '陈静' })).toContainText('Lead author');
  await drawer(page).getByRole('button', { name: 'Cancel' }).click();

  // 2. The research secretary of Management rejects it with a reason.
  page = await as(browser, page, 'secretary', 'review');
  await expect(rowOf(page, title)).toBeVisible();
  await decide(page, title, 'Reject', '');
  await expect(modal(page).getByText('Audit information cannot be empty')).toBeVisible();
  await modal(page).getByRole('textbox').fill('Please give the volume and pages');
  await modal(page).getByRole('button', { name: 'OK' }).click();
  await expect(rowOf(page, title)).toHaveCount(0);

  // 3. The teacher sees why, fixes it and re-submits it.
  page = await as(browser, page, 'teacher', 'journalArticle');
  await expect(rowOf(page, title)).toContainText('Rejected');
  await rowOf(page, title).getByTestId('crud-edit').click();
  await drawer(page).getByLabel('Volume', { exact: true }).fill('47');
  await drawer(page).getByLabel('Pages', { exact: true }).fill('101-128');
  await page.getByTestId('crud-form-save').click();
  await expect(drawer(page)).toHaveCount(0);
  await decide(page, title, 'Re-submit', 'Volume and pages added');
  await expect(rowOf(page, title)).toContainText('Unreviewed');

  // 4. The secretary approves it.
  page = await as(browser, page, 'secretary', 'review');
  await rowOf(page, title).getByTestId('crud-approve').click();
  await expect(rowOf(page, title)).toHaveCount(0);

  // 5. Approved: the teacher can read it, and it appears among their contributions, but not edit it.
  page = await as(browser, page, 'teacher', 'journalArticle');
  await expect(rowOf(page, title)).toContainText('Reviewed');
  await expect(rowOf(page, title).getByTestId('crud-edit')).toHaveCount(0);
  await expect(rowOf(page, title).getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await page.goto(`${PAGE}?tab=mine`);
  await expect(page.getByTestId('my-contributions')).toContainText(title);
  await expect(page.getByTestId('my-contributions')).toContainText('陈静*, 黄磊');
});

test('the Impact of Scholarship page reads in Chinese as in English', async ({ browser }) => {
  const shots = process.env.SHOTS_DIR;
  let page = await as(browser, null, 'secretary', 'journalArticle', 'zh-CN');
  await expect(page.getByRole('tab', { name: '期刊论文' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '待审核' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '期刊', exact: true })).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/scholarship-zh-CN.png` });
  await page.getByTestId('crud-add').click();
  await expect(drawer(page).getByText('期刊', { exact: true })).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/scholarship-form-zh-CN.png` });

  page = await as(browser, page, 'secretary', 'review');
  await expect(page.getByRole('columnheader', { name: 'Output type' })).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/scholarship-review-en-US.png` });
  await page.goto(`${PAGE}?tab=patent`);
  await expect(page.getByRole('columnheader', { name: 'Patent number' })).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/scholarship-patent-en-US.png` });
});
