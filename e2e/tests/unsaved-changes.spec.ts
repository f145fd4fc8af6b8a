import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '../fixtures.ts';
import { openShell, pickFromSelect } from '../support.ts';

/**
 * No lost work (issue 15 item 5): an unchanged Add drawer closes at once; once something is typed,
 * Esc, a click outside and Cancel ask "Discard unsaved changes?": keep editing keeps what was
 * typed, discard closes and drops it; a successful save closes without asking.
 */
const drawer = (page: Page) => page.getByRole('dialog').filter({ has: page.getByTestId('crud-form-save') });
const prompt = (page: Page) => page.getByRole('dialog').filter({ hasText: 'Discard unsaved changes?' });

test('a changed form asks before closing; an unchanged one closes at once', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `Unsaved Conference ${randomBytes(3).toString('hex')}`;
  await openShell(page, 'admin', '/resources/conferenceStandard');
  await expect(page.getByTestId('crud-page-conferenceStandard')).toBeVisible();

  // 1. Unchanged: Esc closes at once, nothing asked.
  await page.getByTestId('crud-add').click();
  await expect(drawer(page)).toBeVisible();
  await drawer(page).getByLabel('English name', { exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
  await expect(prompt(page)).toHaveCount(0);

  // 2. Typed, then Esc: asked; "Keep editing" keeps the drawer and the text.
  await page.getByTestId('crud-add').click();
  const english = drawer(page).getByLabel('English name', { exact: true });
  await english.fill(name);
  await page.keyboard.press('Escape');
  await expect(prompt(page)).toBeVisible();
  await page.getByTestId('unsaved-keep').click();
  await expect(prompt(page)).toBeHidden();
  await expect(drawer(page)).toBeVisible();
  await expect(english).toHaveValue(name);

  // 3. A click outside asks too.
  await page
    .locator('.ant-drawer-mask')
    .filter({ visible: true })
    .click({ position: { x: 20, y: 300 } });
  await expect(prompt(page)).toBeVisible();
  await page.getByTestId('unsaved-keep').click();
  await expect(drawer(page)).toBeVisible();

  // 4. Cancel asks; "Discard" closes, and the next Add starts empty.
  await page.getByTestId('crud-form-cancel').click();
  await expect(prompt(page)).toBeVisible();
  await page.getByTestId('unsaved-discard').click();
  await expect(drawer(page)).toBeHidden();
  await page.getByTestId('crud-add').click();
  await expect(drawer(page).getByLabel('English name', { exact: true })).toHaveValue('');

  // 5. A successful save closes without asking.
  await drawer(page).getByLabel('Chinese name', { exact: true }).fill('未保存测试会议');
  await drawer(page).getByLabel('English name', { exact: true }).fill(name);
  await pickFromSelect(page, drawer(page).getByLabel('Level', { exact: true }), 'International');
  await page.getByTestId('crud-form-save').click();
  await expect(drawer(page)).toBeHidden();
  await expect(prompt(page)).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
});
