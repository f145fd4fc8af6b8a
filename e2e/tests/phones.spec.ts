import { expect, type Locator, type Page, test } from '../fixtures.ts';
import { openShell, shot } from '../support.ts';

/**
 * Phones (issue 15 item 7): at 390 px the lists keep their key columns in view (name or title and
 * status; the actions compact, the rest reached by scrolling the table sideways), the page itself
 * never runs wider than the screen, the CV's dates read on one line and Table 3-1's drill-down
 * fits the screen. Screenshots go to /tmp/shots.
 */
const PHONE = { width: 390, height: 844 };

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

/** The page does not scroll sideways: whatever is wide scrolls inside its own box. */
async function expectNoPageOverflow(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

/** The element is shown and lies wholly inside the screen's width, at least `min` px wide. */
async function expectOnScreen(locator: Locator, min = 24) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, 'has a box').not.toBeNull();
  if (!box) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width + 0.5);
  expect(box.width).toBeGreaterThanOrEqual(min);
}

/** A header cell of `table` by its text, on screen. */
function header(table: Locator, text: string | RegExp): Locator {
  return table.locator('thead th').filter({ hasText: text }).first();
}

test('users list on a phone: username, name and status in view, actions compact', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openShell(page, 'admin', '/system/user');
  const table = page.getByTestId('sys-users').locator('.ant-table');
  await expect(table.locator('tr.ant-table-row').first()).toBeVisible({ timeout: 60_000 });
  for (const name of [/^Username$/, /^Name$/, /^Status$/]) await expectOnScreen(header(table, name));
  const firstRow = table.locator('tr.ant-table-row').first();
  // The first cells of a row hold text, not a one-character-wide sliver.
  await expectOnScreen(firstRow.locator('td').nth(1), 40);
  await expectNoPageOverflow(page);
  await shot(page, 'phone-users-en');
  // The actions are still there: one compact button opens them.
  await firstRow.getByTestId('row-actions').click();
  await expect(page.getByTestId('user-edit').filter({ visible: true }).first()).toBeVisible();
  await shot(page, 'phone-users-actions-en');
  // The same in Chinese: the key columns' headers do not break a character per line.
  await openShell(page, 'admin', '/system/user', 'zh-CN');
  const zh = page.getByTestId('sys-users').locator('.ant-table');
  await expect(zh.locator('tr.ant-table-row').first()).toBeVisible({ timeout: 60_000 });
  await expectOnScreen(header(zh, /^用户账号$/), 40);
  await expectNoPageOverflow(page);
  await shot(page, 'phone-users-zh');
});

test('Intellectual Contributions on a phone: title and status in view, mine and a type tab', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await openShell(page, 'teacher', '/ImpactOfScholarship/contributions');
  const mine = page.getByTestId('mine-researchOutput');
  await expect(mine.locator('tr.ant-table-row').first()).toBeVisible({ timeout: 60_000 });
  await expectOnScreen(header(mine, /^Title$/));
  await expectOnScreen(header(mine, /^Review status$/));
  // The title of the first record is readable (not a blank or one-character column).
  await expectOnScreen(mine.locator('tr.ant-table-row').first().locator('.faculty-open'), 60);
  await expectNoPageOverflow(page);
  await shot(page, 'phone-contributions-mine-en');

  await page.goto('/ImpactOfScholarship/contributions?tab=journalArticle');
  const list = page.getByTestId('crud-page-researchOutput').filter({ visible: true }).first();
  const table = list.locator('.ant-table');
  await expect(table.locator('tr.ant-table-row').first()).toBeVisible({ timeout: 60_000 });
  await expectOnScreen(header(table, /title/i));
  await expectOnScreen(header(table, 'Review status'));
  await expectOnScreen(table.locator('tr.ant-table-row').first().locator('td').nth(1), 60);
  await expectNoPageOverflow(page);
  await shot(page, 'phone-contributions-articles-en');
});

test('the CV on a phone: dates on one line, nothing wider than the screen', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openShell(page, 'teacher', '/personal-panel/resume');
  const cv = page.getByTestId('cv-content');
  await expect(cv).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('cv-export')).toBeVisible();
  // Every date (2019-09, 2019-09-01, 2015–2019) sits on one line: its box is one line high.
  const tall = await cv.evaluate((root) => {
    const out: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const m of text.matchAll(/\d{4}-\d{2}(-\d{2})?|\d{4}[–-]\d{4}/g)) {
        const range = document.createRange();
        const start = m.index ?? 0;
        range.setStart(node, start);
        range.setEnd(node, start + m[0].length);
        const lineHeight =
          Number.parseFloat(getComputedStyle(node.parentElement as Element).lineHeight) || 24;
        if (range.getBoundingClientRect().height > lineHeight * 1.5) out.push(m[0]);
      }
    }
    return out;
  });
  expect(tall).toEqual([]);
  await expectOnScreen(page.getByTestId('cv-page').locator('.ant-card-head-title'), 60);
  await expectNoPageOverflow(page);
  await shot(page, 'phone-cv-en');
});

test('Table 3-1 drill-down on a phone: the drawer and its teacher list fit the screen', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openShell(page, 'unitadmin', '/staff-resources/tables');
  const table = page.getByTestId('table31');
  await expect(table).toBeVisible({ timeout: 90_000 });
  await page.getByTestId('ratio-total-sa').click();
  const drawer = page.getByTestId('drill-drawer');
  await expect(drawer.getByText('Numerator')).toBeVisible({ timeout: 60_000 });
  // The drawer's panel (antd puts the test id on it) lies within the screen.
  await expectOnScreen(drawer, 300);
  const teachers = drawer.getByTestId('drill-teachers');
  await expect(teachers.locator('tr.ant-table-row').first()).toBeVisible();
  await expectOnScreen(teachers.locator('thead th').first(), 60);
  await expectOnScreen(teachers.locator('tr.ant-table-row').first().locator('td').first(), 60);
  await expectNoPageOverflow(page);
  await shot(page, 'phone-drill-en');
});
