import { expect, type Page, test } from '../fixtures.ts';
import { openShell } from '../support.ts';

/**
 * The texts come in parts (issue 22 item 5): the workplace has only the shell's, any other screen
 * loads the rest. Switching language at run time, on the workplace and elsewhere, must still give
 * every screen its texts in the new language, in all four languages.
 */
async function switchTo(page: Page, label: string) {
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: label }).click();
}

const quickLinks = (page: Page) => page.getByTestId('quick-links');
const searchButton = (page: Page) => page.getByTestId('crud-search').getByRole('button').first();

test('switching language on the workplace, then opening a list, speaks the new language everywhere', async ({
  page,
}) => {
  await openShell(page, 'admin', '/dashboard/workplace');
  await expect(quickLinks(page)).toContainText('Your areas');
  await switchTo(page, '简体中文');
  await expect(quickLinks(page)).toContainText('快捷入口');
  // A screen other than the workplace: its texts load now, in the language chosen.
  await page.goto('/resources/conferenceStandard');
  await expect(searchButton(page)).toHaveText(/查\s*询/);
  await switchTo(page, 'Português');
  await expect(searchButton(page)).toHaveText(/Pesquisar/);
  await switchTo(page, '繁體中文');
  await expect(searchButton(page)).toHaveText(/查\s*詢/);
});

test('a list opened first in one language, then the workplace in another', async ({ page }) => {
  await openShell(page, 'admin', '/resources/conferenceStandard', 'pt-BR');
  await expect(searchButton(page)).toHaveText(/Pesquisar/);
  await switchTo(page, 'English');
  await expect(searchButton(page)).toHaveText(/Search/);
  await page.goto('/dashboard/workplace');
  await expect(quickLinks(page)).toContainText('Your areas');
  await switchTo(page, '繁體中文');
  await expect(quickLinks(page)).toContainText('快捷入口');
});

test('the QR and links popover opens from the workplace header', async ({ page }) => {
  await openShell(page, 'admin', '/dashboard/workplace', 'zh-CN');
  await page.getByTestId('links-button').click();
  await expect(page.getByTestId('links-popover')).toBeVisible();
  await expect(page.getByTestId('links-popover').locator('canvas, img').first()).toBeVisible();
});
