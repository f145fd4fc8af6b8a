import { randomBytes } from 'node:crypto';
import { expect as baseExpect, type Page, test } from '../fixtures.ts';
import { pickFromSelect, signIn } from '../support.ts';

/**
 * The venue of a journal article in one field (issue 15 item 3): a teacher types part of
 * "Strategic Management", the reference list offers the journal, picking it fills the name, the
 * grade and "peer reviewed" from the list (not editable while linked); editing the name unlinks
 * it; the publish month is picked as a month. Saved, the article is stored peer reviewed on the
 * first day of that month.
 */
test.setTimeout(180_000);
const expect = baseExpect.configure({ timeout: 30_000 });
const PAGE = '/ImpactOfScholarship/contributions';
const shots = process.env.SHOTS_DIR;

const drawer = (page: Page) =>
  page
    .getByRole('dialog')
    .filter({ visible: true })
    .filter({ has: page.getByTestId('crud-form-save') });
const formItem = (page: Page, label: string) =>
  drawer(page)
    .locator('.ant-form-item')
    .filter({ has: page.getByText(label, { exact: true }) });
const dropdown = (page: Page) => page.locator('.ant-select-dropdown').filter({ visible: true });

/** Types into the venue field and picks the offered entry (a click while it animates may miss). */
async function pickJournal(page: Page, typed: string, option: RegExp, name: string) {
  const journal = drawer(page).getByLabel('Journal', { exact: true });
  await expect(async () => {
    await journal.fill('');
    await journal.pressSequentially(typed, { delay: 20 });
    await dropdown(page)
      .getByTestId('venue-option')
      .filter({ hasText: option })
      .first()
      .click({ timeout: 4000 });
    await expect(journal).toHaveValue(name, { timeout: 2000 });
  }).toPass({ timeout: 40_000 });
}

test('a teacher picks the journal from the list by typing, and it fills grade and peer review', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const token = await signIn(page, 'teacher', `${PAGE}?tab=journalArticle`);
  // The first page of a fresh server on a busy machine may take a while.
  await expect(page.getByTestId('scholarship-page')).toBeVisible({ timeout: 90_000 });
  await page.getByTestId('crud-add').click();
  const title = `Alliances under uncertainty ${randomBytes(3).toString('hex')}`;
  await drawer(page).getByLabel('English title', { exact: true }).fill(title);

  // One venue field: no second picker for the list.
  await expect(drawer(page).getByText('Journal in the list', { exact: true })).toBeHidden();
  if (shots) {
    await drawer(page).getByLabel('Journal', { exact: true }).pressSequentially('Strategic Manag');
    await expect(dropdown(page).getByTestId('venue-option').first()).toBeVisible();
    await page.screenshot({ path: `${shots}/venue-options-en-US.png` });
  }
  await pickJournal(
    page,
    'Strategic Management',
    /Strategic Management Journal/,
    'Strategic Management Journal',
  );
  const level = formItem(page, 'Venue level').locator('input');
  const peer = drawer(page).getByTestId('peer-reviewed-switch');
  await expect(drawer(page).getByTestId('venue-linked')).toBeVisible();
  await expect(level).toHaveValue('FT50 / ABS 4*');
  await expect(level).toBeDisabled();
  await expect(peer).toHaveAttribute('aria-checked', 'true');
  await expect(peer).toBeDisabled();
  if (shots) await page.screenshot({ path: `${shots}/venue-linked-en-US.png` });

  // Editing the name unlinks it: the level and peer review are the person's again.
  const journal = drawer(page).getByLabel('Journal', { exact: true });
  await journal.press('End');
  await journal.pressSequentially(' (Special Issue)');
  await expect(drawer(page).getByTestId('venue-linked')).toHaveCount(0);
  await expect(drawer(page).getByTestId('venue-free')).toBeVisible();
  await expect(level).toBeEnabled();
  await expect(peer).toBeEnabled();
  // Picked again, by ISSN this time.
  await pickJournal(page, '0143-2095', /Strategic Management Journal/, 'Strategic Management Journal');
  await expect(level).toBeDisabled();

  // The publish month is a month.
  const month = drawer(page).getByLabel('Publish month', { exact: true });
  await month.click();
  const panel = page.locator('.ant-picker-dropdown').filter({ visible: true });
  await expect(panel.locator('.ant-picker-month-panel')).toBeVisible();
  await panel.locator('.ant-picker-header-view').getByRole('button').first().waitFor();
  const year = (await panel.locator('.ant-picker-header-view').innerText()).trim();
  await panel.getByText('Mar', { exact: true }).click();
  await expect(month).toHaveValue(`${year}-03`);

  // The journal's options list may still be closing: the shared picker retries until the choice shows.
  await pickFromSelect(
    page,
    formItem(page, 'Scholarship category').locator('.ant-select'),
    'Applied or integration/application scholarship',
  );
  if (shots) await page.screenshot({ path: `${shots}/venue-picker-en-US.png` });
  await page.getByTestId('crud-form-save').click();
  await expect(drawer(page)).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('FT50 / ABS 4*');

  // Stored as the list says: linked, peer reviewed, on the first day of the month.
  const res = await page.request.get('/api/aacsb/researchOutput/list', {
    headers: { 'X-Access-Token': token },
    params: { titleEn: title, pageSize: 10 },
  });
  const [stored] = (await res.json()).result.records as Record<string, unknown>[];
  expect(stored).toMatchObject({
    venueName: 'Strategic Management Journal',
    venueLevel: 'FT50 / ABS 4*',
    peerReviewed: true,
    publishDate: `${year}-03-01`,
  });
  expect(stored.venueRef).toEqual(expect.any(String));
});

test('the venue field in Chinese and on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'teacher', `${PAGE}?tab=journalArticle`, 'zh-CN');
  await expect(page.getByTestId('scholarship-page')).toBeVisible({ timeout: 90_000 });
  await page.getByTestId('crud-add').click();
  const journal = drawer(page).getByLabel('期刊', { exact: true });
  await expect(async () => {
    await journal.fill('');
    await journal.pressSequentially('战略管理', { delay: 20 });
    await dropdown(page)
      .getByTestId('venue-option')
      .filter({ hasText: '战略管理杂志' })
      .first()
      .click({ timeout: 4000 });
    await expect(journal).toHaveValue('战略管理杂志', { timeout: 2000 });
  }).toPass({ timeout: 40_000 });
  await expect(drawer(page).getByTestId('venue-linked')).toBeVisible();
  await expect(drawer(page).getByTestId('peer-reviewed-switch')).toHaveAttribute('aria-checked', 'true');
  if (shots) await page.screenshot({ path: `${shots}/venue-picker-zh-CN-390.png` });
});
