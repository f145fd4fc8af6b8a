import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { expect, type Locator, type Page, test } from '../fixtures.ts';
import { loginPageInEnglish, openShell, pickFromSelect, shot, submitLoginForm } from '../support.ts';

/**
 * System-administration screens (issue 4): users, roles and their permissions, departments,
 * dictionaries, announcements reaching the bell, school settings, and buttons hidden from roles
 * that lack them. The e2e server is shared by every spec file, so journeys change only what they
 * create (or put back what they edit).
 */
const tag = () => randomBytes(3).toString('hex');

/** Signs in through the login page, as a person does (the helper of auth.spec.ts, in English). */
async function signInWithForm(page: Page, username: string) {
  await loginPageInEnglish(page);
  await submitLoginForm(page, username);
  await expect(page).toHaveURL(/\/dashboard\/workplace|strategic-planning-index/);
  // The licence notice belongs to the shell's journeys; here it would cover the header.
  await page.evaluate(() =>
    localStorage.setItem(
      'pro__Tip_Status',
      JSON.stringify({ value: true, expire: Date.now() + 604_800_000 }),
    ),
  );
}

/** A session made over the API and stored as the login page stores it, then `path` opened. */
const signIn = (page: Page, username: string, path: string, lang: 'English' | 'zh-CN' = 'English') =>
  openShell(page, username, path, lang);

/** Picks an option of an antd select and checks it took. */
const choose = pickFromSelect;

async function confirmPop(page: Page) {
  await page
    .locator('.ant-popconfirm:visible')
    .getByRole('button', { name: /OK|确 ?定/ })
    .click();
}

test.describe.configure({ mode: 'serial' });

test('admin creates a user with a role and department, then freezes it', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInWithForm(page, 'admin');
  await page.goto('/system/user');
  await expect(page.getByTestId('sys-users')).toBeVisible();
  await expect(page.getByTestId('sys-users').locator('tr.ant-table-row').first()).toBeVisible();
  const username = `e2e_${tag()}`;

  await page.getByTestId('user-add').click();
  const drawer = page.getByTestId('user-drawer');
  await drawer.getByLabel('Username').fill(username);
  await drawer.getByLabel('Name', { exact: true }).fill('E2E Person');
  await drawer.getByLabel('Password', { exact: true }).fill('Short1!');
  await drawer.getByLabel('Confirm password').fill('Short1!');
  await choose(page, drawer.getByTestId('user-roles'), 'Teacher');
  await choose(page, drawer.getByTestId('user-depart'), 'Finance');
  // The phone rule of spec 000 section 5 shows under the field.
  await drawer.getByLabel('Phone').fill('12345');
  await drawer.getByLabel('Email').click();
  await expect(drawer.getByText('Please enter an 11-digit phone number.')).toBeVisible();
  await drawer.getByLabel('Phone').fill('');
  // The server's password policy is shown under the password field.
  await drawer.getByTestId('user-save').click();
  const policy = drawer
    .locator('.ant-form-item')
    .filter({ has: page.getByLabel('Password', { exact: true }) });
  await expect(policy.locator('.ant-form-item-explain-error')).toContainText(/8|character/i);
  await drawer.getByLabel('Password', { exact: true }).fill('Strong@2026x');
  await drawer.getByLabel('Confirm password').fill('Strong@2026x');
  await drawer.getByTestId('user-save').click();
  await expect(drawer).toBeHidden();

  await page.getByTestId('user-search-username').fill(username);
  await page.getByTestId('user-search').click();
  const row = page.getByTestId('sys-users').locator('tr.ant-table-row').filter({ hasText: username });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Teacher');
  await expect(row).toContainText('Finance');
  await expect(row).toContainText('Normal');
  await row.getByTestId('user-freeze').click();
  await confirmPop(page);
  await expect(row).toContainText('Frozen');
  await expect(row.getByTestId('user-unfreeze')).toBeVisible();

  await page.getByTestId('user-search-username').fill('');
  await page.getByTestId('user-search').click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'sys-users');
});

test('admin imports users from Excel (all or nothing), then adds and removes them on a role', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin', '/system/user');
  const id = tag();
  const sheet = async (rows: string[][]) => {
    const workbook = new ExcelJS.Workbook();
    const ws = workbook.addWorksheet('users');
    for (const r of rows) ws.addRow(r);
    return {
      name: 'users.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
    };
  };
  const header = ['Username', 'Name', 'Department', 'Roles'];
  const input = page.getByTestId('sys-users').locator('input[type=file]');
  // One bad row: nothing is created and every problem is listed with its row and column.
  await input.setInputFiles(
    await sheet([header, [`imp_a_${id}`, 'Import A', 'Finance', ''], [`imp_b_${id}`, '', 'Nowhere', '']]),
  );
  const problems = page.locator('.ant-modal:visible');
  await expect(problems).toContainText('Import problems');
  await expect(problems.locator('tr.ant-table-row')).toHaveCount(2);
  await expect(problems).toContainText('Department');
  await shot(page, 'sys-users-import-problems');
  await problems.locator('.ant-modal-close').click();
  await page.getByTestId('user-search-username').fill(id);
  await page.getByTestId('user-search').click();
  await expect(page.getByTestId('sys-users').locator('.ant-empty')).toBeVisible();

  await input.setInputFiles(
    await sheet([
      header,
      [`imp_a_${id}`, 'Import A', 'Finance', ''],
      [`imp_b_${id}`, 'Import B', 'A01A01', ''],
    ]),
  );
  await expect(page.getByText(/2 user\(s\) imported/)).toBeVisible();
  await page.getByTestId('user-search').click();
  await expect(page.getByTestId('sys-users').locator('tr.ant-table-row')).toHaveCount(2);
  await expect(
    page
      .getByTestId('sys-users')
      .locator('tr.ant-table-row')
      .filter({ hasText: `imp_b_${id}` }),
  ).toContainText('Accounting');

  // Give both the Expert role from the role screen, then take it from one.
  await page.goto('/system/role');
  const expert = page
    .getByTestId('sys-roles')
    .locator('tr.ant-table-row')
    .filter({ hasText: 'Expert' })
    .first();
  await expert.getByTestId('role-users').click();
  const drawer = page.locator('.ant-drawer:visible');
  const pick = drawer.getByTestId('role-users-pick');
  for (const name of ['Import A', 'Import B']) {
    await expect(async () => {
      await pick.click();
      await pick.locator('input').fill(`imp_${name.slice(-1).toLowerCase()}_${id}`);
      await page
        .locator('.ant-select-dropdown:visible')
        .getByText(`${name} (imp_${name.slice(-1).toLowerCase()}_${id})`)
        .click({ timeout: 3000 });
    }).toPass({ timeout: 20_000 });
  }
  await drawer.getByTestId('role-users-add').click();
  const holders = drawer.getByTestId('role-users-table').locator('tr.ant-table-row');
  await expect(holders.filter({ hasText: `imp_a_${id}` })).toHaveCount(1);
  await expect(holders.filter({ hasText: `imp_b_${id}` })).toHaveCount(1);
  await shot(page, 'sys-role-users');
  await holders
    .filter({ hasText: `imp_b_${id}` })
    .getByTestId('role-users-remove')
    .click();
  await confirmPop(page);
  await expect(holders.filter({ hasText: `imp_b_${id}` })).toHaveCount(0);
  await expect(holders.filter({ hasText: `imp_a_${id}` })).toHaveCount(1);
});

test('admin copies a role and changes its permissions in the tree', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin', '/system/role');
  const teacher = page
    .getByTestId('sys-roles')
    .locator('tr.ant-table-row')
    .filter({ hasText: 'Teacher' })
    .first();
  await teacher.getByTestId('role-copy').click();
  const modal = page.getByTestId('role-modal');
  // Code 4 is taken: checkRoleCode answers on leaving the field.
  await modal.getByTestId('role-code').fill('4');
  await modal.getByTestId('role-name').click();
  await expect(modal.getByText('This role code already exists.')).toBeVisible();
  const code = `e2e${tag()}`;
  await modal.getByTestId('role-code').fill(code);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();

  const copy = page.getByTestId('sys-roles').locator('tr.ant-table-row').filter({ hasText: code });
  await copy.getByTestId('role-permissions').click();
  const drawer = page.getByTestId('role-permission-drawer');
  const tree = drawer.getByTestId('role-permission-tree');
  await expect(tree).toBeVisible();
  await expect(drawer.getByTestId('role-permission-change')).toHaveText('No changes');
  // The copy holds the teacher's workplace; untick it and tick System Management.
  await tree
    .locator('.ant-tree-treenode')
    .filter({ hasText: /^Workplace$/ })
    .locator('.ant-tree-checkbox')
    .click();
  await tree
    .locator('.ant-tree-treenode')
    .filter({ hasText: /^System Management$/ })
    .locator('.ant-tree-checkbox')
    .click();
  await expect(drawer.getByTestId('role-permission-change')).toContainText(/\d+ to add, \d+ to remove/);
  await shot(page, 'sys-roles-permission');
  await drawer.getByTestId('role-permission-save').click();
  await expect(page.getByText('Saved successfully.').first()).toBeVisible();
  await expect(drawer.getByTestId('role-permission-change')).toHaveText('No changes');

  // The copy can go again (built-in roles offer no delete).
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(teacher.getByTestId('role-delete')).toHaveCount(0);
  await copy.getByTestId('role-delete').click();
  await confirmPop(page);
  await expect(copy).toHaveCount(0);
});

test('admin adds a department and edits a dictionary item', async ({ page }) => {
  await signIn(page, 'admin', '/system/depart');
  const tree = page.getByTestId('depart-tree');
  await tree.getByText('Business School').first().click();
  await page.getByTestId('depart-add-child').click();
  const name = `E2E Unit ${tag()}`;
  await page.getByTestId('depart-name').fill(`测试单位 ${name}`);
  await page.getByTestId('depart-name-en').fill(name);
  await page.getByTestId('depart-save').click();
  await expect(tree.getByText(name)).toBeVisible();
  // Its code is generated under the school's code.
  await expect(tree.locator('.ant-tree-treenode').filter({ hasText: name })).toContainText(/A01A\d{2}/);
  await shot(page, 'sys-departs');

  await page.goto('/system/dict');
  await page.getByTestId('dict-search-code').fill('priority');
  await page.getByTestId('dict-search').click();
  const dict = page.getByTestId('sys-dicts').locator('tr.ant-table-row').filter({ hasText: 'priority' });
  await dict.getByTestId('dict-items').click();
  const items = page.getByTestId('dict-items-drawer');
  const high = items.locator('tr.ant-table-row').filter({ hasText: 'High' });
  const rename = async (row: Locator, text: string) => {
    await row.getByTestId('dict-item-edit').click();
    await page.getByTestId('dict-item-text-en').fill(text);
    await page.getByTestId('dict-item-save').click();
  };
  await rename(high, 'Urgent');
  const urgent = items.locator('tr.ant-table-row').filter({ hasText: 'Urgent' });
  await expect(urgent).toHaveCount(1);
  await shot(page, 'sys-dict-items');
  // The cached lookup every screen uses was refreshed.
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}').value,
  );
  const lookup = await page.request.get('/api/sys/dict/getDictItems/priority', {
    headers: { 'X-Access-Token': token, 'X-Lang': 'en-US' },
  });
  expect(JSON.stringify((await lookup.json()).result)).toContain('Urgent');
  await rename(urgent, 'High');
  await expect(high).toHaveCount(1);
});

test('an announcement released to everyone reaches another user’s bell', async ({ page, browser }) => {
  await signIn(page, 'admin', '/system/announcement');
  await page.getByTestId('announcement-add').click();
  const title = `Accreditation visit ${tag()}`;
  const drawer = page.getByTestId('announcement-drawer');
  await drawer.getByTestId('announcement-title').fill(title);
  // The content is written in the rich-text editor; markup typed into it stays text.
  await drawer.getByTestId('announcement-content').click();
  await page.keyboard.type('The team arrives on ');
  await drawer.getByTestId('rte-bold').click();
  await page.keyboard.type('Monday');
  await drawer.getByTestId('rte-bold').click();
  await page.keyboard.type('. <script>x()</script>');
  // The preview goes through the allow-list: the script never reaches the page.
  await expect(drawer.getByTestId('announcement-preview').locator('strong')).toHaveText('Monday');
  await expect(drawer.getByTestId('announcement-preview').locator('script')).toHaveCount(0);
  await drawer.getByTestId('announcement-save').click();
  await expect(drawer).toBeHidden();
  const row = page.getByTestId('sys-announcements').locator('tr.ant-table-row').filter({ hasText: title });
  await expect(row.getByTestId('announcement-status')).toHaveText('Draft');
  await row.getByTestId('announcement-release').click();
  await confirmPop(page);
  await expect(row.getByTestId('announcement-status')).toHaveText('Released');
  await shot(page, 'sys-announcements');

  const other = await browser.newPage();
  await signIn(other, 'secretary', '/dashboard/workplace');
  await other.getByTestId('notification-bell').click();
  await expect(other.getByTestId('notification-item').filter({ hasText: title })).toBeVisible();
  await other.close();
});

test('menus and logs open with their trees, rules and visit figures', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin', '/system/permission');
  const menus = page.getByTestId('sys-menus');
  const system = menus.locator('tr.ant-table-row').filter({ hasText: 'System Management' }).first();
  await system.locator('.ant-table-row-expand-icon').click();
  const users = menus.locator('tr.ant-table-row').filter({ hasText: '/system/user' });
  await expect(users).toContainText('Sub-menu');
  await users.getByTestId('menu-rules').click();
  const rules = page.getByTestId('data-rules-drawer');
  const ruleName = `Own unit ${tag()}`;
  await rules.getByTestId('rule-add').click();
  await rules.getByLabel('Rule name').fill(ruleName);
  await rules.getByLabel('Field').fill('sys_org_code');
  await choose(page, rules.getByTestId('rule-condition'), 'RIGHT_LIKE');
  await rules.getByLabel('Value').fill('#{sys_org_code}');
  await rules.getByTestId('rule-save').click();
  await expect(rules.locator('tr.ant-table-row').filter({ hasText: ruleName })).toContainText('RIGHT_LIKE');
  await shot(page, 'sys-menus');

  await page.goto('/system/log');
  const logs = page.getByTestId('sys-logs');
  // The sign-ins of this run are in the login log and counted as visits.
  const rows = logs.getByTestId('log-table').locator('tr.ant-table-row');
  await expect(rows.first()).toContainText(/admin|secretary|teacher/);
  await expect(logs.getByTestId('stat-totalVisitCount')).not.toHaveText(/^0$/);
  await logs.getByRole('tab', { name: 'Operation log' }).click();
  await logs.getByTestId('log-keyword').fill('data rule');
  await logs.getByTestId('log-search').click();
  await expect(rows.first()).toContainText(/add data rule/i);
  await expect(rows.first()).toContainText('admin');
  await shot(page, 'sys-logs');
});

test('school settings show every group and the licence state', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin', '/system/school');
  const form = page.getByTestId('sys-school');
  await expect(form.getByTestId('licence-state')).toBeVisible();
  for (const label of [
    'System name (English)',
    'Default language',
    'Single sign-on (CAS)',
    'Table 8-1 base date',
    'EQUIS',
  ])
    await expect(form.getByText(label, { exact: true })).toBeVisible();
  await form.getByLabel('Contact number').fill(`+55 11 ${tag()}`);
  await page.getByTestId('school-save').click();
  await expect(page.getByText('Saved successfully.').first()).toBeVisible();
  await shot(page, 'sys-school');
});

test('a teacher has no user or role screens; a unit administrator reads users without changing them', async ({
  page,
}) => {
  await signIn(page, 'teacher', '/dashboard/workplace');
  await expect(page.getByTestId('side-menu')).toBeVisible();
  // Teachers read the reference lists in their own area; System Management is not theirs.
  const menu = page.getByTestId('side-menu');
  await expect(menu.getByText('Reference Data', { exact: true })).toBeVisible();
  await expect(menu.getByText('System Management', { exact: true })).toHaveCount(0);
  await page.goto('/system/user');
  await expect(page).toHaveURL(/\/404$/);
  await page.goto('/system/role');
  await expect(page).toHaveURL(/\/404$/);

  await signIn(page, 'unitadmin', '/system/user');
  await expect(page.getByTestId('sys-users').locator('tr.ant-table-row').first()).toBeVisible();
  await expect(page.getByTestId('user-add')).toHaveCount(0);
  await expect(page.getByTestId('user-edit')).toHaveCount(0);
  await expect(page.getByTestId('user-delete')).toHaveCount(0);
  await expect(page.getByTestId('user-freeze')).toHaveCount(0);
  await page.goto('/system/role');
  await expect(page).toHaveURL(/\/404$/);
});

test('in Chinese the user screen speaks Chinese after switching the language', async ({ page }) => {
  await signIn(page, 'admin', '/system/user');
  await expect(page.getByTestId('user-add')).toHaveText(/Add/);
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(page.getByTestId('sys-users').locator('.ant-card-head-title')).toHaveText('用户管理');
  await expect(page.getByTestId('user-add')).toHaveText(/新\s*增/);
  await expect(page.getByTestId('sys-users').locator('thead')).toContainText('用户账号');
  await page.getByTestId('user-add').click();
  await page.getByTestId('user-save').click();
  await expect(page.getByTestId('user-drawer').getByText('请输入用户账号')).toBeVisible();
});
