import ExcelJS from 'exceljs';
import { expect, test } from '../fixtures.ts';
import { shot, signIn } from '../support.ts';

/**
 * Faculty qualification and the AACSB tables (issue 8) on the demo school: open Table 3-1, click
 * a ratio, see the teachers and records behind it, open one record; export to Excel and read the
 * file back. Screenshots of Table 3-1 and the board in English and Chinese go to /tmp/shots.
 */

test.describe.configure({ mode: 'serial' });
// The demo year is computed from every record on each visit; a shared two-core machine needs time.
test.setTimeout(180_000);

test('Table 3-1: a ratio opens its teachers and records, a record opens, and the Excel file reads back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'unitadmin', '/staff-resources/tables');
  const table = page.getByTestId('table31');
  // The first visit builds the page's chunk and computes the year: allow it longer.
  await expect(table).toBeVisible({ timeout: 60_000 });
  await expect(table.getByText('School total')).toBeVisible();
  await shot(page, 'qualification-table31-en');

  const ratio = page.getByTestId('ratio-total-sa');
  const shownRatio = (await ratio.innerText()).trim();
  expect(shownRatio).toMatch(/^\d+\.\d%$/);
  await ratio.click();
  const drawer = page.getByTestId('drill-drawer');
  await expect(drawer.getByText('Numerator')).toBeVisible({ timeout: 60_000 });
  // The numerator over the denominator is the ratio on the page.
  const num = Number(await drawer.getByTestId('drill-value-0').innerText());
  const den = Number(await drawer.getByTestId('drill-value-1').innerText());
  expect(`${(Math.floor((num / den) * 1000 + 0.5 + 1e-9) / 10).toFixed(1)}%`).toBe(shownRatio);
  await expect(drawer.getByTestId('drill-teachers').locator('tr.ant-table-row').first()).toBeVisible();
  const records = drawer.getByTestId('drill-record');
  await expect(records.first()).toBeVisible();
  const title = (await records.first().innerText()).trim();
  await records.first().click();
  const record = page.getByTestId('record-drawer');
  await expect(record).toBeVisible();
  await expect(record.getByText(title).first()).toBeVisible();
  await shot(page, 'qualification-drill-en');
  await expect(record.getByTestId('record-source')).toBeVisible();
  // Close the record, then the drill-down.
  await record.locator('.ant-drawer-close').click();
  await drawer.locator('.ant-drawer-close').first().click();
  await expect(drawer).toBeHidden();

  await page.getByTestId('export-excel').click();
  const downloading = page.waitForEvent('download');
  await page.getByText('Excel (English)').click();
  const download = await downloading;
  const file = await download.path();
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const ws = wb.worksheets[0];
  expect(String(ws.getCell('A1').value)).toContain('Table 3-1');
  const labels: string[] = [];
  ws.eachRow((row) => labels.push(String(row.getCell(1).value ?? '')));
  expect(labels).toContain('School total');
  // The school's SA ratio is a number formatted as a percent, equal to the one on the page.
  const saLine = labels.findIndex((l) => /^School\b.*: SA\b/.test(l));
  expect(saLine, labels.join(' | ')).toBeGreaterThan(-1);
  const sa = ws.getRow(saLine + 1).getCell(4);
  expect(typeof sa.value).toBe('number');
  expect(sa.numFmt).toContain('%');
  expect(`${((sa.value as number) * 100).toFixed(1)}%`).toBe(shownRatio);

  // What-if asks for the teachers when it is opened, and starts from the ratio on the page.
  await page.getByRole('tab', { name: 'What-if' }).click();
  await expect(page.getByTestId('whatif-total-sa')).toContainText(`${shownRatio} → ${shownRatio}`, {
    timeout: 30_000,
  });
  await expect(page.getByTestId('whatif-teachers').locator('tr.ant-table-row').first()).toBeVisible();
});

test('the qualification board shows statuses, reasons and at-risk flags, in English and Chinese', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'unitadmin', '/staff-resources/qualification');
  const board = page.getByTestId('board');
  await expect(board.locator('tr.ant-table-row').first()).toBeVisible({ timeout: 60_000 });
  await board.locator('.ant-table-row-expand-icon').first().click();
  await expect(page.getByTestId('reason').first()).toBeVisible();
  await shot(page, 'qualification-board-en');

  await signIn(page, 'unitadmin', '/staff-resources/qualification', 'zh-CN');
  await expect(page.getByTestId('board').locator('tr.ant-table-row').first()).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByText('资格看板')).toBeVisible();
  await shot(page, 'qualification-board-zh');

  await signIn(page, 'unitadmin', '/staff-resources/tables', 'zh-CN');
  await expect(page.getByTestId('table31').getByText('学院合计')).toBeVisible({ timeout: 60_000 });
  await shot(page, 'qualification-table31-zh');
});
