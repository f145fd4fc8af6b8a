import ExcelJS from 'exceljs';
import { docxText } from '../documents.ts';
import { expect, type Page, test } from '../fixtures.ts';
import { shot, signIn } from '../support.ts';

/**
 * English for reviewers (issue 15 item 1) on the demo school: Table 3-1 on screen, its Excel and
 * Word files and a teacher's English CV name people, specialties and disciplines in English
 * (David Miller, not 大卫·米勒); a teacher whose English name is removed shows in Chinese with a
 * visible marker, and the English export first lists him ("Export anyway"). Screenshots of the
 * table and the dialog at 1440 and 390 px, English and Chinese, go to /tmp/shots.
 */

/** Every cell of the first sheet of a downloaded workbook, as text. */
async function excelCells(path: string): Promise<string[]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path);
  const cells: string[] = [];
  wb.worksheets[0].eachRow((row) =>
    row.eachCell((c) => {
      cells.push(c.text);
    }),
  );
  return cells;
}

async function download(page: Page, start: () => Promise<void>): Promise<string> {
  const downloading = page.waitForEvent('download', { timeout: 90_000 });
  await start();
  return (await downloading).path();
}

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

test('Table 3-1 on screen, in Excel and in Word names the faculty in English', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'unitadmin', '/staff-resources/tables');
  const table = page.getByTestId('table31');
  await expect(table).toBeVisible({ timeout: 90_000 });
  await expect(table.getByRole('cell', { name: 'David Miller', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Chen Jing', exact: true })).toBeVisible();
  await expect(table).not.toContainText('大卫·米勒');
  await expect(table).not.toContainText('[no English');
  await expect(table.getByText('Accounting').first()).toBeVisible();

  // Every name has its English value: no dialog, the file comes straight away.
  await page.getByTestId('export-excel').click();
  const xlsx = await download(page, () => page.getByText('Excel (English)').click());
  const cells = await excelCells(xlsx);
  expect(cells).toContain('David Miller');
  expect(cells).toContain('Chen Jing');
  expect(cells.filter((c) => c === '大卫·米勒' || c === '陈静')).toEqual([]);
  await expect(page.getByTestId('english-check')).toHaveCount(0);

  const docx = await download(page, () => page.getByRole('button', { name: 'Export to Word' }).click());
  const word = await docxText(docx);
  expect(word).toContain('David Miller');
  expect(word).toContain('Chen Jing');
  expect(word).not.toContain('大卫·米勒');
});

test('a teacher without an English name is marked on screen and listed before the English export', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const token = await signIn(page, 'admin', '/404');
  const headers = { 'X-Access-Token': token };
  const list = await (
    await page.request.get('/api/aacsb/teacher/list', { headers, params: { name: '大卫·米勒' } })
  ).json();
  const miller = list.result.records[0].id as string;
  const edit = (nameEn: string) =>
    page.request.put('/api/aacsb/teacher/edit', { headers, data: { id: miller, nameEn } });
  expect((await (await edit('')).json()).success).toBe(true);
  try {
    await signIn(page, 'unitadmin', '/staff-resources/tables');
    const table = page.getByTestId('table31');
    await expect(table).toBeVisible({ timeout: 90_000 });
    const row = table.getByRole('row').filter({ hasText: '大卫·米勒' });
    await expect(row.getByTestId('no-english')).toHaveText('[no English name]');
    await shot(page, 'english-table31-marker-1440-en');

    await page.getByTestId('export-excel').click();
    await page.getByText('Excel (English)').click();
    const dialog = page.getByTestId('english-check');
    await expect(dialog).toBeVisible({ timeout: 60_000 });
    await expect(dialog).toContainText('大卫·米勒');
    await expect(dialog).toContainText('English name');
    await expect(dialog).toContainText('Teacher');
    await shot(page, 'english-check-dialog-1440-en');
    const xlsx = await download(page, () => page.getByTestId('export-anyway').click());
    expect(await excelCells(xlsx)).toContain('大卫·米勒 [no English name]');

    // The dialog at phone width, and in Chinese (the Chinese export asks nothing).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('export-excel').click();
    await page.getByText('Excel (English)').click();
    await expect(page.getByTestId('english-check')).toBeVisible({ timeout: 60_000 });
    await shot(page, 'english-check-dialog-390-en');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('english-check')).toHaveCount(0);

    await signIn(page, 'unitadmin', '/staff-resources/tables', 'zh-CN');
    await expect(page.getByTestId('table31')).toBeVisible({ timeout: 90_000 });
    await expect(page.getByTestId('table31')).toContainText('大卫·米勒');
    await expect(page.getByTestId('no-english')).toHaveCount(0);
    await shot(page, 'english-table31-390-zh');
    await page.setViewportSize({ width: 1440, height: 900 });
    // The Chinese file names him in Chinese and asks nothing.
    await page.getByTestId('export-excel').click();
    const zhFile = await download(page, () => page.getByText('Excel（中文）').click());
    expect(await excelCells(zhFile)).toContain('大卫·米勒');
    await page.getByTestId('export-excel').click();
    await page.getByText('Excel（英文）').click();
    await expect(page.getByTestId('english-check')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('english-check')).toContainText('英文姓名');
    await shot(page, 'english-check-dialog-1440-zh');
    const enFile = await download(page, () => page.getByTestId('export-anyway').click());
    expect(await excelCells(enFile)).toContain('大卫·米勒 [no English name]');
  } finally {
    await edit('David Miller');
  }
});

test("a teacher's English CV names them and their colleagues in English", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'teacher', '/personal-panel/resume');
  await expect(page.getByTestId('cv-content')).toBeVisible({ timeout: 60_000 });
  await page.getByTestId('cv-lang').getByText('English').click();
  const content = page.getByTestId('cv-content');
  await expect(content.getByRole('heading', { name: 'Chen Jing' })).toBeVisible();
  await expect(content).not.toContainText('陈静');
  await expect(content).toContainText('Management');
  await shot(page, 'english-cv-1440-en');
  const docx = await download(page, () => page.getByTestId('cv-export').click());
  const text = await docxText(docx);
  expect(text).toContain('Chen Jing');
  expect(text).not.toContain('陈静');
});
