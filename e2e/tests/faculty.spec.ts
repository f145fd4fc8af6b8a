import { randomBytes } from 'node:crypto';
import { type Browser, expect as baseExpect, type Page, test } from '../fixtures.ts';
import { apiLogin, signIn as apiSignIn, DEMO_PASSWORD, openLoginPage, pickFromSelect } from '../support.ts';

/**
 * Faculty contribution records in the browser (issue 7 part A): a teacher adds a journal article
 * and a co-author and so submits it; the research secretary rejects it with a reason; the teacher
 * fixes and re-submits it; the secretary approves it; the teacher can no longer edit it. Everyone
 * signs in through the login page (captcha E2E1 on the e2e server).
 */
// Five sign-ins and a dozen saves on a shared two-core machine: lists may take a while to arrive.
test.setTimeout(240_000);
const expect = baseExpect.configure({ timeout: 30_000 });
const PAGE = '/ImpactOfScholarship/contributions';

/**
 * A fresh browser session signed in through the login page, as a person who followed a link to
 * `path` does: the login page (in the stored language) sends them on to it once signed in.
 */
async function signIn(
  browser: Browser,
  username: string,
  path: string,
  lang: 'English' | 'zh-CN' = 'English',
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openLoginPage(page, lang, path);
  await page.getByPlaceholder(lang === 'English' ? 'Username' : '用户名').fill(username);
  await page.getByPlaceholder(lang === 'English' ? 'Password' : '密码').fill(DEMO_PASSWORD);
  await page.getByTestId('captcha-input').fill('E2E1');
  await page.getByTestId('login-submit').click();
  return page;
}

/** Signs in as someone else (closing the previous session's window) on a tab of the page. */
async function as(browser: Browser, previous: Page | null, username: string, tab: string, lang?: 'zh-CN') {
  await previous?.context().close();
  const page = await signIn(browser, username, `${PAGE}?tab=${tab}`, lang);
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
  await pickFromSelect(page, drawer(page).getByLabel(label, { exact: true }), option);
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
  await pickDate(page, 'Publish month', '2026-01');
  await pickOption(page, 'Scholarship category', 'Applied or integration/application scholarship');
  await page.getByTestId('crud-form-save').click();
  await expect(rowOf(page, title)).toBeVisible();
  await expect(rowOf(page, title)).toContainText('Unreviewed');

  await rowOf(page, title).getByTestId('crud-edit').click();
  await drawer(page).getByRole('tab', { name: 'Authors' }).click();
  await page.getByTestId('author-add-me').click();
  await expect(page.getByTestId('authors-panel')).toContainText(/陈静|Chen Jing/);
  await page.getByTestId('author-add-internal').click();
  await modal(page).getByTestId('author-teacher-picker').click();
  await page.keyboard.type('Huang Lei');
  await page.locator('.ant-select-dropdown').filter({ visible: true }).getByText('黄磊 · Huang Lei').click();
  await modal(page).getByRole('button', { name: 'Save' }).click();
  const panel = page.getByTestId('authors-panel');
  await expect(panel.getByRole('row').filter({ hasText: /黄磊|Huang Lei/ })).toContainText('50');
  await expect(panel.getByRole('row').filter({ hasText: /陈静|Chen Jing/ })).toContainText('Lead author');
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
  await page.getByTestId('approve-confirm').click();
  await expect(rowOf(page, title)).toHaveCount(0);

  // 5. Approved: the teacher can read it, and it appears among their contributions, but not edit it.
  page = await as(browser, page, 'teacher', 'journalArticle');
  await expect(rowOf(page, title)).toContainText('Reviewed');
  await expect(rowOf(page, title).getByTestId('crud-edit')).toHaveCount(0);
  await expect(rowOf(page, title).getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await page.goto(`${PAGE}?tab=mine`);
  await expect(page.getByTestId('my-contributions')).toContainText(title);
  await expect(page.getByTestId('my-contributions')).toContainText(/陈静\*, 黄磊|Chen Jing\*, Huang Lei/);
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

/** A fresh window signed in over the API (the login page has its own journeys), on `path`. */
async function open(browser: Browser, previous: Page | null, username: string, path: string, lang?: 'zh-CN') {
  await previous?.context().close();
  const page = await (await browser.newContext()).newPage();
  await apiSignIn(page, username, path, lang ?? 'English');
  return page;
}

/** A field of the open form by its label (a replaced widget is not linked to its label). */
const formItem = (page: Page, label: string) =>
  drawer(page)
    .locator('.ant-form-item')
    .filter({ has: page.locator('label').getByText(label, { exact: true }) });

/** Picks an option and checks the field shows it (a click during the dropdown's animation may miss). */
async function pickFrom(page: Page, label: string, option: string | RegExp) {
  const item = formItem(page, label);
  await expect(async () => {
    await item.locator('.ant-select').click();
    await page
      .locator('.ant-select-dropdown')
      .filter({ visible: true })
      .locator('.ant-select-item-option')
      .filter({ hasText: option })
      .first()
      .click({ timeout: 5_000 });
    await expect(item).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** Picks duty codes by meaning ("SER · Service"), each checked as shown before the next. */
async function pickDuties(page: Page, options: string[]) {
  const field = drawer(page).getByTestId('duty-codes');
  for (const option of options) {
    const code = option.split(' ')[0];
    await expect(async () => {
      if ((await field.innerText()).includes(code)) return;
      const dropdown = page.locator('.ant-select-dropdown').filter({ visible: true });
      if ((await dropdown.count()) === 0) await field.click();
      await dropdown.getByText(option, { exact: true }).click({ timeout: 5_000 });
      await expect(field).toContainText(code, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  }
  await page.keyboard.press('Escape');
}

const STAFF = '/staff-resources/professional-staff';
const STAFF_YEARS = '/staff-resources/professional-staff-accreditation';

test('professional staff: the school keeps the list and yearly records; a staff member keeps their own', async ({
  browser,
}) => {
  const shots = process.env.SHOTS_DIR;
  const suffix = randomBytes(2).toString('hex').toUpperCase();
  const number = `S7${suffix}`;
  const nameEn = `Qian Yue ${suffix}`;

  // 1. The unit administrator adds a staff member of the Dean's Office.
  let page = await open(browser, null, 'unitadmin', STAFF);
  const list = page.getByTestId('crud-page-professionalStaff');
  await expect(rowOf(page, '刘洋')).toContainText('Dean’s Office');
  await page.getByTestId('crud-add').click();
  await drawer(page).getByLabel('Staff number', { exact: true }).fill(number);
  await drawer(page).getByLabel('Chinese name', { exact: true }).fill('钱悦');
  await drawer(page).getByLabel('English name', { exact: true }).fill(nameEn);
  await pickFrom(page, 'Department', 'Dean’s Office');
  await drawer(page).getByLabel('Position', { exact: true }).fill('Alumni Relations Officer');
  await page.getByTestId('crud-form-save').click();
  await expect(rowOf(page, number)).toContainText('Dean’s Office');
  await expect(list).toContainText(nameEn);

  // 2. ... and their record for 2025 on the screen the teachers' records use too: duty codes
  // picked by meaning, stored as codes.
  await page.goto('/staff-resources/accreditation-records');
  const teachers = page.getByTestId('crud-page-teacherAccreditation').locator('tbody tr.ant-table-row');
  await expect(teachers.first()).toContainText(/(UT|MT|ECT)/);
  await page.getByTestId('crud-add').click();
  await expect(drawer(page).getByTestId('duty-codes')).toBeVisible();
  await drawer(page).getByRole('button', { name: 'Cancel' }).click();
  await page.goto(STAFF_YEARS);
  await page.getByTestId('crud-add').click();
  await pickFrom(page, 'Staff member', nameEn);
  await drawer(page).getByLabel('Reporting year', { exact: true }).fill('2025');
  await drawer(page).getByLabel('Participating', { exact: true }).click();
  await pickDuties(page, ['SER · Service', 'ADM · Administration']);
  await drawer(page).getByLabel('Time devoted to mission (%)', { exact: true }).fill('100');
  await pickFrom(page, 'Employment status', 'Full-time');
  await page.getByTestId('crud-form-save').click();
  await expect(rowOf(page, nameEn)).toContainText('SER,ADM');

  // 3. Liu Yang (Professional Staff) sees only his own record and keeps his post up to date.
  page = await open(browser, page, 'staff', STAFF);
  await expect(rowOf(page, '刘洋')).toBeVisible();
  await expect(page.getByTestId('crud-page-professionalStaff').locator('tbody tr.ant-table-row')).toHaveCount(
    1,
  );
  await expect(page.getByText(number)).toHaveCount(0);
  await expect(page.getByTestId('crud-add')).toHaveCount(0);
  await rowOf(page, '刘洋').getByTestId('crud-edit').click();
  await expect(formItem(page, 'Staff number').locator('input')).toBeDisabled();
  await drawer(page).getByLabel('Position', { exact: true }).fill('Head of Accreditation');
  await page.getByTestId('crud-form-save').click();
  await expect(rowOf(page, '刘洋')).toContainText('Head of Accreditation');

  // 4. His yearly records: the three the school entered, and one he adds about himself.
  await page.goto(STAFF_YEARS);
  const years = page.getByTestId('crud-page-professionalStaffAccreditation');
  await expect(years.locator('tbody tr.ant-table-row')).toHaveCount(3);
  await expect(years).not.toContainText(nameEn);
  await page.getByTestId('crud-add').click();
  await expect(drawer(page).getByTestId('own-person')).toHaveValue('Liu Yang (S1001)');
  await drawer(page).getByLabel('Reporting year', { exact: true }).fill('2026');
  await pickDuties(page, ['ADM · Administration']);
  await page.getByTestId('crud-form-save').click();
  await expect(rowOf(page, '2026')).toContainText('ADM');
  await expect(years.locator('tbody tr.ant-table-row')).toHaveCount(4);
  if (shots) await page.screenshot({ path: `${shots}/staff-accreditation-en-US.png` });

  // 5. The same screens in Chinese.
  page = await open(browser, page, 'staff', STAFF_YEARS, 'zh-CN');
  await expect(page.getByRole('columnheader', { name: '常规职责' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '专业人员', exact: true })).toBeVisible();
  await expect(rowOf(page, '2026')).toContainText('刘洋');
  if (shots) await page.screenshot({ path: `${shots}/staff-accreditation-zh-CN.png` });
  await page.goto(STAFF);
  await expect(rowOf(page, '刘洋')).toContainText('学院办公室');
  await rowOf(page, '刘洋').getByTestId('crud-edit').click();
  await expect(drawer(page).getByText('所在部门')).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/staff-form-zh-CN.png` });
  await page.context().close();
});

test('my contributions: every kind with its counts by review state, each record opening where it is listed', async ({
  browser,
}) => {
  const shots = process.env.SHOTS_DIR;
  let page = await open(browser, null, 'teacher', `${PAGE}?tab=mine`);
  // One engagement record she has just filed (through the API): Unreviewed, so still hers to change.
  const activity = `Guest lecture at a partner firm ${randomBytes(3).toString('hex')}`;
  const headers = { 'X-Access-Token': (await apiLogin(page.request, 'teacher')).token };
  const me = await (await page.request.get('/api/aacsb/teacher/current', { headers })).json();
  const filed = await page.request.post('/api/aacsb/professionalEngagement/add', {
    headers,
    data: { type: '6', teacherId: me.result.id, title: activity, startTime: '2026-03-02' },
  });
  expect((await filed.json()).success).toBe(true);
  await page.reload();
  const mine = page.getByTestId('my-contributions');
  for (const kind of ['Intellectual contributions', 'Teaching contributions', 'Professional engagement'])
    await expect(mine.getByRole('tab', { name: new RegExp(kind) })).toBeVisible();

  // Teaching: the tab's count is the list's total, and each state filters it.
  await mine.getByTestId('mine-tab-teachingContribution').click();
  const count = Number(
    await mine.getByTestId('mine-tab-teachingContribution').locator('.ant-badge').innerText(),
  );
  expect(count).toBeGreaterThan(0);
  const teaching = mine.getByTestId('mine-teachingContribution');
  await expect(teaching.locator('tbody tr.ant-table-row')).toHaveCount(Math.min(count, 10));
  await expect(mine.getByRole('tabpanel')).toContainText(`${count} records in total`);
  await mine
    .getByTestId('mine-states-teachingContribution')
    .getByText(/^Reviewed \d+$/)
    .click();
  await expect(teaching.locator('tbody tr.ant-table-row').first()).toContainText('Reviewed');
  await expect(teaching.locator('tbody tr.ant-table-row').filter({ hasText: 'Unreviewed' })).toHaveCount(0);
  // An approved record opens read-only, with its review state.
  await teaching.locator('tbody tr.ant-table-row').first().locator('.faculty-open').click();
  await expect(page.getByTestId('contribution-view')).toContainText('Reviewed');
  await expect(dialogs(page)).toContainText('Read only');
  await dialogs(page).getByRole('button', { name: 'Close' }).click();
  if (shots) await page.screenshot({ path: `${shots}/my-contributions-en-US.png` });

  // Engagement: a record she entered and may still change opens in its form.
  await mine.getByTestId('mine-tab-professionalEngagement').click();
  const engagement = mine.getByTestId('mine-professionalEngagement');
  await mine
    .getByTestId('mine-states-professionalEngagement')
    .getByText(/^Unreviewed \d+$/)
    .click();
  await engagement.getByText(activity).click();
  await drawer(page).getByLabel('Organisation', { exact: true }).fill('China Merchants Bank');
  await page.getByTestId('crud-form-save').click();
  await expect(rowOf(page, activity)).toContainText('China Merchants Bank');
  await expect(rowOf(page, activity)).toContainText('Unreviewed');

  // The research outputs she authors, with their author lines.
  await mine.getByTestId('mine-tab-researchOutput').click();
  await expect(mine.getByTestId('mine-researchOutput')).toContainText(/陈静|Chen Jing/);

  page = await open(browser, page, 'teacher', `${PAGE}?tab=mine`, 'zh-CN');
  const zh = page.getByTestId('my-contributions');
  await expect(zh.getByRole('tab', { name: /教学贡献/ })).toBeVisible();
  await expect(zh.getByRole('tab', { name: /专业活动/ })).toBeVisible();
  await zh.getByTestId('mine-tab-teachingContribution').click();
  await expect(zh.getByTestId('mine-states-teachingContribution')).toContainText('已审核');
  if (shots) await page.screenshot({ path: `${shots}/my-contributions-zh-CN.png` });
  await page.context().close();
});

test('picking a journal from the list fills the venue and its grade', async ({ browser }) => {
  const shots = process.env.SHOTS_DIR;
  let page = await open(browser, null, 'teacher', `${PAGE}?tab=journalArticle`);
  await page.getByTestId('crud-add').click();
  const title = `Venue picked from the list ${randomBytes(3).toString('hex')}`;
  await drawer(page).getByLabel('English title', { exact: true }).fill(title);
  await pickDate(page, 'Publish month', '2026-02');
  await pickOption(page, 'Scholarship category', 'Applied or integration/application scholarship');
  await expect(formItem(page, 'Scholarship category')).toContainText('Applied or integration');
  // One venue field: typing offers the list's entries (e2e/tests/venue-picker.spec.ts has more).
  await expect(async () => {
    await drawer(page).getByLabel('Journal', { exact: true }).fill('Strategic Management');
    await page
      .locator('.ant-select-dropdown')
      .filter({ visible: true })
      .getByTestId('venue-option')
      .filter({ hasText: 'FT50 / ABS 4*' })
      .filter({ hasText: 'Strategic Management Journal' })
      .click({ timeout: 3000 });
    await expect(drawer(page).getByLabel('Journal', { exact: true })).toHaveValue(
      'Strategic Management Journal',
      { timeout: 1500 },
    );
  }).toPass({ timeout: 20_000 });
  const level = formItem(page, 'Venue level').locator('input');
  await expect(level).toHaveValue('FT50 / ABS 4*');
  await expect(level).toBeDisabled();
  if (shots) await page.screenshot({ path: `${shots}/venue-en-US.png` });
  await page.getByTestId('crud-form-save').click();
  await expect(rowOf(page, title)).toContainText('FT50 / ABS 4*');

  page = await open(browser, page, 'teacher', `${PAGE}?tab=project`, 'zh-CN');
  await page.getByTestId('crud-add').click();
  // A click while the drop-down is still animating can miss: pick until the venue is filled.
  await expect(async () => {
    await drawer(page).getByLabel('项目来源', { exact: true }).fill('国家自然');
    await page
      .locator('.ant-select-dropdown')
      .filter({ visible: true })
      .getByTestId('venue-option')
      .filter({ hasText: /^国家自然科学基金委员会/ })
      .click({ timeout: 3000 });
    await expect(drawer(page).getByLabel('项目来源', { exact: true })).toHaveValue('国家自然科学基金委员会', {
      timeout: 1500,
    });
  }).toPass({ timeout: 20_000 });
  await expect(drawer(page).locator('.ant-form-item').filter({ hasText: '级别' })).toContainText('国家级');
  if (shots) await page.screenshot({ path: `${shots}/venue-project-zh-CN.png` });
  await page.context().close();
});
