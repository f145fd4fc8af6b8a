import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, type Page, test } from '../fixtures.ts';
import { pickFromSelect, signIn } from '../support.ts';

/**
 * The resource engine in the browser (issue 5): an administrator adds a custom field to the
 * journal list, a teacher proposes a journal and fills that field, the research secretary
 * approves it, the teacher can no longer edit it, and the export carries the field. Sessions are
 * made over the API as the login page does.
 */

const drawer = (page: Page) => page.getByRole('dialog').filter({ visible: true });

async function pick(page: Page, label: string, option: string) {
  await pickFromSelect(page, drawer(page).getByLabel(label, { exact: true }), option);
}

test('custom field, teacher submission, approval lock and export of the journal list', async ({ page }) => {
  const journal = `Journal of Testing ${randomBytes(3).toString('hex')}`;

  // 1. The administrator adds "Impact factor" to the journal list.
  await signIn(page, 'admin', '/resources/moduleFieldCustomization');
  await expect(page.getByTestId('crud-page-moduleFieldCustomization')).toBeVisible();
  await page.getByTestId('crud-add').click();
  await drawer(page).getByLabel('Module', { exact: true }).fill('periodicalStandard');
  await drawer(page).getByLabel('Label (Simplified Chinese)', { exact: true }).fill('影响因子');
  await drawer(page).getByLabel('Label (English)', { exact: true }).fill('Impact factor');
  await pick(page, 'Field type', 'Number');
  await drawer(page).getByRole('switch').click();
  await page.getByTestId('crud-form-save').click();
  await expect(page.getByRole('cell', { name: 'Impact factor' })).toBeVisible();

  // 2. A teacher proposes a journal; the new field is in the form, and required.
  await signIn(page, 'teacher', '/resources/periodicalStandard');
  await page.getByTestId('crud-add').click();
  await drawer(page).getByLabel('Chinese name', { exact: true }).fill('测试学报');
  await drawer(page).getByLabel('English name', { exact: true }).fill(journal);
  await page.getByTestId('crud-form-save').click();
  await expect(drawer(page).getByText("Can't be blank!")).toBeVisible();
  await drawer(page).getByLabel('Impact factor', { exact: true }).fill('4.2');
  await page.getByTestId('crud-form-save').click();
  const row = page.getByRole('row').filter({ hasText: journal });
  await expect(row.getByText('Unreviewed')).toBeVisible();
  await expect(row.getByRole('cell', { name: '4.2' })).toBeVisible();
  await expect(row.getByTestId('crud-approve')).toHaveCount(0);

  // 3. The research secretary approves it.
  await signIn(page, 'secretary', '/resources/periodicalStandard');
  await page.getByRole('row').filter({ hasText: journal }).getByTestId('crud-approve').click();
  await page.getByTestId('approve-confirm').click();
  await expect(
    page.getByRole('row').filter({ hasText: journal }).getByText('Reviewed', { exact: true }),
  ).toBeVisible();

  // 4. The teacher can no longer edit it: no button, and the server refuses too.
  const teacherToken = await signIn(page, 'teacher', '/resources/periodicalStandard');
  const approved = page.getByRole('row').filter({ hasText: journal });
  await expect(approved.getByText('Reviewed', { exact: true })).toBeVisible();
  await expect(approved.getByTestId('crud-edit')).toHaveCount(0);
  const list = await (
    await page.request.get('/api/aacsb/periodicalStandard/list', {
      headers: { 'X-Access-Token': teacherToken },
      params: { nameEn: journal },
    })
  ).json();
  const id = list.result.records[0].id as string;
  const edit = await page.request.put('/api/aacsb/periodicalStandard/edit', {
    headers: { 'X-Access-Token': teacherToken },
    data: { id, nameEn: 'Changed' },
  });
  expect((await edit.json()).message).toBe('The submission has been approved and cannot be modified');

  // 5. The administrator's export carries the custom field.
  await signIn(page, 'admin', '/resources/periodicalStandard');
  await page.getByTestId('crud-search').getByLabel('English name').fill(journal);
  await page.getByTestId('crud-search').getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row').filter({ hasText: journal })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('crud-export').click(),
  ]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(await download.path()) as unknown as ArrayBuffer);
  const rows = workbook.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
  const header = rows[0].slice(1);
  expect(header).toContain('Impact factor');
  expect(rows).toHaveLength(2);
  expect(rows[1][header.indexOf('Impact factor') + 1]).toBe(4.2);
  expect(rows[1][header.indexOf('English name') + 1]).toBe(journal);
});

test('a record’s evidence is uploaded in the generic form, kept on edit and refused when not a real file', async ({
  page,
}) => {
  const title = `Keynote ${randomBytes(3).toString('hex')}`;
  await signIn(page, 'teacher', '/EngagementAndSocietalImpact/professional-engagement');
  await expect(page.getByTestId('records-page-professionalEngagement')).toBeVisible();
  await page.getByTestId('crud-add').click();
  await drawer(page).getByLabel('Title', { exact: true }).fill(title);
  await drawer(page).getByLabel('Start time', { exact: true }).click();
  await drawer(page).getByLabel('Start time', { exact: true }).fill('2026-03-02');
  await drawer(page).getByLabel('Start time', { exact: true }).press('Enter');
  // A PDF goes up first (the server checks its content), then travels with the record.
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  await drawer(page)
    .locator('input[type=file]')
    .setInputFiles({ name: 'invitation.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(drawer(page).getByText('invitation.pdf')).toBeVisible();
  await page.getByTestId('crud-form-save').click();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();

  // Reopened, the file is there; saving without touching it keeps it.
  await row.getByTestId('crud-edit').click();
  await expect(drawer(page).getByText('invitation.pdf')).toBeVisible();
  await drawer(page).getByLabel('Organisation', { exact: true }).fill('Academy of Testing');
  await page.getByTestId('crud-form-save').click();
  await expect(row).toContainText('Academy of Testing');
  await row.getByTestId('crud-edit').click();
  await expect(drawer(page).getByText('invitation.pdf')).toBeVisible();

  // A file that only claims to be a PDF is refused by the upload, and nothing is attached.
  await drawer(page)
    .locator('input[type=file]')
    .setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ not a pdf') });
  await expect(page.locator('.ant-notification-notice')).toBeVisible();
  await expect(drawer(page).locator('.ant-upload-list-item')).toHaveCount(1);
  await expect(drawer(page).getByText('fake.pdf')).toHaveCount(0);
});

test('a resource made of one definition (supporting documents) works in Chinese and English', async ({
  page,
}) => {
  const title = `自评报告 ${randomBytes(3).toString('hex')}`;
  await signIn(page, 'admin', '/strategic-planning/support-materials', 'zh-CN');
  await expect(page.getByTestId('crud-page-supportMaterials')).toContainText('支撑材料');
  await page.getByTestId('crud-add').click();
  await drawer(page).getByLabel('中文名称', { exact: true }).fill(title);
  await drawer(page).getByLabel('对应标准', { exact: true }).fill('Standard 3');
  await pick(page, '认证类型', 'AACSB');
  await drawer(page)
    .locator('input[type=file]')
    .setInputFiles({
      name: 'sar.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
  await expect(drawer(page).getByText('sar.pdf')).toBeVisible();
  await page.getByTestId('crud-form-save').click();
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Standard 3');
  await page.screenshot({ path: '/tmp/shots/support-materials-zh.png' });

  await signIn(page, 'admin', '/strategic-planning/support-materials', 'en-US');
  await expect(page.getByTestId('crud-page-supportMaterials')).toContainText('Supporting documents');
  await expect(page.getByRole('columnheader', { name: 'Chinese title' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('AACSB');
});
