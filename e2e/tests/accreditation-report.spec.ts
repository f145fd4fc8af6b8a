import { randomBytes } from 'node:crypto';
import { docxText } from '../documents.ts';
import { expect as baseExpect, type Page, test } from '../fixtures.ts';
import { apiLogin, type Call, call, pickFromSelect, type StoredLang, shot, signIn, tr } from '../support.ts';

/**
 * Issue 21's report journey, in English (the administrator) and in Chinese (the unit
 * administrator):
 *  1. Accreditation Reports from the menu: a new report for the demo school's AACSB project (its
 *     sections come from the scheme's template), opened in the editor.
 *  2. In the Standard 3 section a live Table 3-1 is inserted from the block dialog (its preview
 *     shows the table first), a sentence written after it, and the text saved with a note.
 *  3. A teacher is renamed (the API as an administrator, as the teacher screen
 *     would): "Recompute blocks" shows the new name in the block.
 *  4. The report is frozen; the teacher is renamed again: the block keeps the frozen value, and
 *     "Changes since freeze" shows the new one.
 *  5. The Word file in the journey's language is downloaded and its text read back: the report's
 *     title, the section's sentence and the frozen name are in it, the later one is not.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
type Lang = 'en-US' | 'zh-CN';
const LANGS: Lang[] = ['en-US', 'zh-CN'];
// Sign-in, the editor's chunk (Tiptap), block resolving and a Word file on the shared runner.
test.setTimeout(300_000);

const MENU_AREA: Record<Lang, string> = {
  'en-US': 'Accreditation Progress and Reports',
  'zh-CN': '认证进度与报告',
};
const MENU_LABEL: Record<Lang, string> = { 'en-US': 'Accreditation Reports', 'zh-CN': '认证报告' };
const WRITER: Record<Lang, string> = { 'en-US': 'admin', 'zh-CN': 'unitadmin' };
/** The resource's field labels (packages/shared/src/resources/accreditation.ts). */
const FIELD: Record<Lang, { project: string; title: string }> = {
  'en-US': { project: 'Project', title: 'Report title' },
  'zh-CN': { project: '认证项目', title: '报告标题' },
};
/** The teacher the journey renames: the name field each language's Table 3-1 shows. */
const NAME_FIELD: Record<Lang, 'nameEn' | 'name'> = { 'en-US': 'nameEn', 'zh-CN': 'name' };

interface Row {
  id: string;
  [key: string]: unknown;
}
type List = { records: Row[] };

async function enter(page: Page, username: string, lang: StoredLang): Promise<string> {
  const token = await signIn(page, username, '/', lang);
  await expect(page.getByTestId('side-menu')).toBeVisible({ timeout: 90_000 });
  return token;
}

async function rename(admin: Call, teacherId: string, field: string, value: string) {
  const res = await admin.request.put('/api/aacsb/teacher/edit', {
    headers: { 'X-Access-Token': admin.token },
    data: { id: teacherId, [field]: value },
    timeout: 30_000,
  });
  expect((await res.json()).success).toBe(true);
}

for (const lang of LANGS) {
  test(`a section with a live Table 3-1 follows a teacher until the report is frozen, and the Word file reads back (${lang})`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const mark = randomBytes(3).toString('hex');
    const k = (key: string, values?: Record<string, unknown>) => tr(lang, `accReportWeb.${key}`, values);
    const admin: Call = { token: (await apiLogin(page.request, 'admin')).token, request: page.request };
    const project = (
      await call<List>(admin, 'get', '/aacsb/accreditationProject/list', {
        pageNo: '1',
        pageSize: '20',
        scheme: 'AACSB-CIR',
      })
    ).records[0];
    expect(project, 'the demo school has an AACSB continuous-improvement project').toBeTruthy();
    // A teacher of the demo school's Accounting department, in Table 3-1 of the default year.
    const teacher = (
      await call<List>(admin, 'get', '/aacsb/teacher/list', {
        pageNo: '1',
        pageSize: '1',
        nameEn: 'Liu Zihan',
      })
    ).records[0];
    const field = NAME_FIELD[lang];
    const original = String(teacher[field] ?? '');
    const first = `${original} A${mark}`;
    const second = `${original} B${mark}`;
    const title = lang === 'en-US' ? `Self-study ${mark}` : `自评报告 ${mark}`;
    const sentence =
      lang === 'en-US'
        ? `Table 3-1 shows the qualification status of every teacher ${mark}.`
        : `表 3-1 列出每位教师的资格状态 ${mark}。`;

    try {
      // 1. The writer opens Accreditation Reports from the menu and adds a report to the project.
      await enter(page, WRITER[lang], lang);
      const menu = page.getByTestId('side-menu');
      await menu.getByText(MENU_AREA[lang], { exact: true }).click();
      await menu.getByText(MENU_LABEL[lang], { exact: true }).click();
      await expect(page).toHaveURL(/\/accreditation\/report/);
      await expect(page.getByTestId('report-list')).toBeVisible({ timeout: 60_000 });
      await page.getByTestId('crud-add').click();
      const form = page.locator('.ant-drawer').filter({ visible: true });
      await pickFromSelect(page, form.getByLabel(FIELD[lang].project, { exact: true }), String(project.name));
      await form.getByLabel(FIELD[lang].title, { exact: true }).fill(title);
      await form.getByTestId('crud-form-save').click();
      await expect(form).toBeHidden();
      await page.getByTestId('report-open').filter({ hasText: title }).click();
      await expect(page.getByTestId('report-editor')).toBeVisible({ timeout: 60_000 });
      await expect(page.getByTestId('report-title')).toHaveText(title);
      await expect(page.getByTestId('report-state')).toHaveText(k('editor.live'));

      // 2. Standard 3: a live Table 3-1 from the dialog, a sentence after it, saved with a note.
      await page.locator('[data-testid="outline-section"][data-standard="AACSB-3"]').click();
      const editor = page.getByTestId('section-editor');
      await expect(editor).toBeVisible({ timeout: 60_000 });
      await page.getByTestId('insert-block').click();
      const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('insert-block-form') });
      await expect(dialog.getByTestId('insert-block-preview').getByTestId('block-table')).toContainText(
        original,
        { timeout: 60_000 },
      );
      await dialog.getByTestId('insert-block-ok').click();
      await expect(dialog).toBeHidden();
      await page.keyboard.type(sentence);
      await expect(editor).toContainText(sentence);
      const blocks = editor.locator('[data-testid="editor-live-block"][data-kind="table31"]');
      await expect(blocks.first()).toContainText(original, { timeout: 60_000 });
      await page.getByTestId('section-note').fill(lang === 'en-US' ? 'Table 3-1 added' : '加入表 3-1');
      await page.getByTestId('section-save').click();
      await expect(page.getByTestId('section-unsaved')).toBeHidden();
      await expect(page.getByTestId('section-save')).toBeDisabled();
      await shot(page, `accreditation-report-editor-${lang}`);

      // 3. A teacher is renamed: the live block shows it once recomputed.
      await rename(admin, teacher.id, field, first);
      await page.getByTestId('report-refresh').click();
      await expect(blocks.first()).toContainText(first, { timeout: 60_000 });

      // 4. Frozen: a later change leaves the block as it was, and the drift names it.
      await page.getByTestId('report-freeze').click();
      await page.getByTestId('freeze-confirm').click();
      await expect(page.getByTestId('report-state')).toContainText(lang === 'en-US' ? 'Frozen' : '已定稿', {
        timeout: 60_000,
      });
      await expect(blocks.first().getByTestId('block-state')).toHaveText(k('block.frozen'));
      await rename(admin, teacher.id, field, second);
      await page.getByTestId('report-refresh').click();
      await expect(blocks.first().getByTestId('block-refresh')).not.toHaveClass(/ant-btn-loading/);
      await expect(blocks.first()).toContainText(first);
      await expect(blocks.first()).not.toContainText(second);
      await page.getByTestId('report-drift').click();
      const drift = page.getByTestId('drift-drawer');
      await expect(drift.getByTestId('drift-live').filter({ hasText: second }).first()).toBeVisible({
        timeout: 60_000,
      });
      await shot(page, `accreditation-report-drift-${lang}`);
      await page.keyboard.press('Escape');
      await expect(drift).toBeHidden();

      // 5. The Word file in the journey's language: the frozen figures, not the later ones.
      await page.getByTestId('report-export').click();
      const downloading = page.waitForEvent('download', { timeout: 120_000 });
      await page
        .getByRole('menuitem', { name: k(lang === 'en-US' ? 'actions.wordEn' : 'actions.wordZh') })
        .click();
      const file = testInfo.outputPath(`report-${lang}.docx`);
      await (await downloading).saveAs(file);
      const text = await docxText(file);
      expect(text).toContain(title);
      expect(text).toContain(sentence);
      expect(text).toContain(first);
      expect(text).not.toContain(second);
    } finally {
      await rename(admin, teacher.id, field, original);
    }
  });
}
