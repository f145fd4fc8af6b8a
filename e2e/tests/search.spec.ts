import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, type Locator, type Page, test } from '../fixtures.ts';
import { shot, signIn, tr } from '../support.ts';

/**
 * Issue 20's evidence and search journey, in English and in Chinese:
 *  1. The administrator opens File Sharing, chooses the demo school's programme heads' drafts folder
 *     (restricted to programme heads), uploads a PDF whose text holds a Chinese phrase its name does
 *     not, tags it to AACSB Standard 5 from its row's menu, and waits until its text status reads
 *     Indexed (text extraction runs in the background; the page is reloaded to read it again).
 *  2. In "Evidence by standard" they pick AACSB > Standard 5 and find the file listed (tagged
 *     AACSB-5, in its folder), and open its preview.
 *  3. They type the phrase into the header's search box and press Enter: the Search screen shows the
 *     file among the results with the phrase marked in its snippet; the result opens the file's
 *     preview.
 *  4. The teacher signs in at File sharing (the drafts folder is not in their tree) and searches
 *     the same phrase the same way: the file, in a folder they may not read, is not among their
 *     results; nothing is found.
 * The uploaded file's name carries a random mark, so a retry (or the other language's run on the
 * same server) never meets another run's file under the same name.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
type Lang = 'en-US' | 'zh-CN';
const LANGS: Lang[] = ['en-US', 'zh-CN'];
// An upload, a background extraction, three screens and a second sign-in on a loaded 2-core runner.
test.setTimeout(180_000);

const PDF = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../fixtures/teaching-review-zh.pdf'));
/** In the PDF's text only (its first line), never in a file name. */
const PHRASE = '翻转课堂实践成效良好';
/** The demo school's folder only programme heads may open (seed/demo-files-data.ts). */
const DRAFTS = '专业评估草稿 · Programme review drafts';
/** Standard 5's name in the standards pickers (dicts-evidence.ts). */
const STANDARD_5: Record<Lang, string> = {
  'en-US': 'Standard 5: Assurance of Learning',
  'zh-CN': '标准5：学习成效评估',
};

/** The text status "Indexed" (dictionary fileTextStatus, item 2). */
const INDEXED: Record<Lang, string> = { 'en-US': 'Indexed', 'zh-CN': '已索引' };

const node = (page: Page, name: string) =>
  page.getByTestId('folder-tree').locator(`[data-testid="folder-node"][data-name="${name}"]`);
const fileRow = (page: Page, name: string) =>
  page.getByTestId('file-table').locator(`[data-testid="file-row"][data-name="${name}"]`);
const fileHits = (page: Page, name: string) =>
  page.locator('[data-testid="search-hit"][data-resource="fileInfo"]').filter({ hasText: name });

/** Reads the standards picker's tree, types the standard's name into its search and picks it. */
async function pickStandard(page: Page, picker: Locator, label: string) {
  await expect(async () => {
    if (!(await picker.textContent())?.includes(label)) {
      await picker.click();
      await picker.locator('input').fill(label);
      await page
        .locator('.ant-select-dropdown')
        .filter({ visible: true })
        .getByTitle(label, { exact: true })
        .click({ timeout: 3000 });
    }
    await expect(picker).toContainText(label, { timeout: 1500 });
  }).toPass({ timeout: 20_000 });
}

/** Types the words into the header's search box and presses Enter, as a person does. */
async function searchFromHeader(page: Page, words: string) {
  const box = page.getByTestId('header-search-input');
  await box.fill(words);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/InfoRetrieval\/search\?/);
  await expect(
    page.getByTestId('search-page-input').locator('xpath=descendant-or-self::input[1]'),
  ).toHaveValue(words);
}

/**
 * Signs in and waits for the shell, as openShell does but longer: the first screen's chunks have
 * taken over 30 s to load while other journeys and builds share the two cores.
 */
async function openAs(page: Page, username: string, path: string, lang: Lang) {
  await signIn(page, username, path, lang);
  await expect(page.getByTestId('side-menu')).toBeVisible({ timeout: 90_000 });
}

for (const lang of LANGS) {
  test(`a PDF tagged to Standard 5 shows in the evidence view and is found by a phrase inside it (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const mark = randomBytes(3).toString('hex');
    const fileName = lang === 'en-US' ? `Teaching review ${mark}.pdf` : `教学督导报告 ${mark}.pdf`;
    const row = fileRow(page, fileName);

    // 1. The administrator uploads the PDF into the programme heads' drafts folder.
    await test.step('upload and tag', async () => {
      await openAs(page, 'admin', '/form/file-sharing', lang);
      await expect(page.getByTestId('files-tab')).toBeVisible({ timeout: 60_000 });
      await expect(node(page, DRAFTS)).toBeVisible({ timeout: 60_000 });
      await node(page, DRAFTS).click();
      await expect(page.locator(`[data-testid="files-main"][data-folder="${DRAFTS}"]`)).toBeVisible();
      await page
        .getByTestId('files-upload')
        .locator('input[type="file"]')
        .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: PDF });
      const item = page.locator(`[data-testid="upload-item"][data-name="${fileName}"]`);
      await expect(item).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
      await expect(row).toBeVisible();

      // Tag it to Standard 5 from its row's menu.
      await row.getByTestId('file-actions').click();
      await page.getByRole('menuitem', { name: tr(lang, 'fileWeb.files.tag') }).click();
      const save = page.getByTestId('standards-save');
      await expect(save).toBeVisible();
      const dialog = page.getByTestId('standards-dialog');
      await pickStandard(page, dialog.getByTestId('standards-picker'), STANDARD_5[lang]);
      // The list stays open for more picks (it covers the save button): a click on the title closes it.
      await dialog.locator('.ant-modal-title').click();
      await expect(page.locator('.ant-select-dropdown').filter({ visible: true })).toHaveCount(0);
      await shot(page, `search-tag-${lang}`);
      await save.click();
      await expect(save).toBeHidden();
      await expect(row.getByTestId('file-standards').locator('[data-code="AACSB-5"]')).toBeVisible();
    });

    // The words inside are extracted in the background: read the row's text status until Indexed.
    await test.step('text indexed', async () => {
      const status = row.getByTestId('file-text-status');
      await expect(async () => {
        if ((await status.getAttribute('data-status', { timeout: 15_000 })) !== '2') {
          await page.reload();
          await expect(status).toBeVisible({ timeout: 30_000 });
        }
        await expect(status).toHaveAttribute('data-status', '2', { timeout: 1000 });
      }).toPass({ timeout: 90_000, intervals: [1000, 2000, 3000] });
      await expect(status).toHaveText(INDEXED[lang]);
      await shot(page, `search-files-${lang}`);
    });

    // 2. Evidence by standard: AACSB > Standard 5 lists the file; its preview opens.
    await test.step('evidence view', async () => {
      await page.getByRole('tab', { name: tr(lang, 'fileWeb.tabs.evidence') }).click();
      await expect(page.getByTestId('evidence-tab')).toBeVisible();
      await page.getByTestId('evidence-node-AACSB-5').click();
      await expect(page).toHaveURL(/standard=AACSB-5/);
      await expect(page.getByTestId('evidence-heading')).toContainText(STANDARD_5[lang]);
      const evidence = page
        .getByTestId('evidence-item')
        .filter({ has: page.getByTestId('evidence-title').getByText(fileName, { exact: true }) });
      await expect(evidence).toBeVisible();
      await expect(evidence.getByTestId('evidence-standards')).toContainText('AACSB-5');
      await expect(evidence.getByTestId('evidence-folder')).toContainText(DRAFTS);
      await evidence.getByTestId('evidence-files').getByRole('button', { name: fileName }).click();
      const evidencePreview = page.getByRole('dialog').filter({ has: page.getByTestId('pdf-frame') });
      await expect(evidencePreview.getByTestId('pdf-frame')).toBeVisible();
      await expect(evidencePreview).toContainText(fileName);
      await shot(page, `search-evidence-${lang}`);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('pdf-frame')).toHaveCount(0);
    });

    // 3. The header's search box finds the file by the phrase inside it, the phrase marked.
    await test.step('search', async () => {
      await searchFromHeader(page, PHRASE);
      const hit = fileHits(page, fileName);
      const files = page.locator('[data-testid="search-group"][data-resource="fileInfo"]');
      await expect(files).toBeVisible();
      // A group shows its top five; other runs' copies of the PDF on the same server may outrank
      // this one, and then "show all" lists every file found.
      if (!(await hit.isVisible())) {
        await files.getByTestId('search-group-show-all').click();
        await expect(page).toHaveURL(/types=fileInfo/);
      }
      await expect(hit).toBeVisible();
      const snippet = hit.getByTestId('search-hit-snippet');
      await expect(snippet).toContainText(PHRASE);
      await expect
        .poll(async () => (await snippet.locator('mark').allTextContents()).join(''), {
          message: 'the phrase is marked in the snippet',
        })
        .toContain(PHRASE);
      await expect(hit.getByTestId('search-hit-standard')).toContainText(['AACSB-5']);
      await shot(page, `search-results-${lang}`);
      await hit.getByTestId('search-hit-open').click();
      const preview = page.getByRole('dialog').filter({ has: page.getByTestId('search-preview-download') });
      await expect(preview).toContainText(fileName);
      await expect(preview.getByTestId('pdf-frame')).toBeVisible();
      await shot(page, `search-preview-${lang}`);
    });

    // 4. The teacher searches the same phrase: the file, in a folder they may not read, is absent.
    await test.step('teacher', async () => {
      await openAs(page, 'teacher', '/form/file-sharing', lang);
      // The tab opens its first folder once the tree is in; a search sent before that is undone
      // (the tab's own address change takes the reader back to File sharing), so wait for it.
      await expect(page.getByTestId('files-main')).toBeVisible({ timeout: 60_000 });
      await expect(node(page, DRAFTS)).toHaveCount(0);
      await searchFromHeader(page, PHRASE);
      await expect(page.getByTestId('search-results')).toBeVisible();
      await expect(page.getByTestId('search-loading')).toHaveCount(0);
      await expect(page.getByTestId('search-none')).toBeVisible();
      await expect(fileHits(page, fileName)).toHaveCount(0);
      await expect(page.locator('[data-testid="search-hit"][data-resource="fileInfo"]')).toHaveCount(0);
      await shot(page, `search-teacher-${lang}`);
    });
  });
}
