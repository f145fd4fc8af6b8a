import ExcelJS from 'exceljs';
import { expect, test } from '../fixtures.ts';
import { shot, signIn } from '../support.ts';

/**
 * Files a school hands over (issue 15 point 8): Table 8-1 Parts B and C are written in a rich-text
 * editor (bold survives a save and a reload, and reaches the Excel file as formatted text, not
 * tags), and the Table 8-1 Excel file downloaded from the page carries AACSB's grouped headers.
 */

test('Part B of Table 8-1 keeps bold text through a save and a reload, and the Excel file carries it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin', '/ImpactOfScholarship/table-8-1');
  await page.getByRole('tab', { name: 'Parts B and C' }).click();
  const partB = page.getByTestId('narrative-B');
  await expect(partB).toBeVisible();
  await expect(partB).toHaveAttribute('aria-label', 'Part B: alignment with mission');

  // Replace whatever Part B held: plain words, then bold ones through the toolbar.
  await partB.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.type('Our scholarship serves ');
  await page.getByTestId('rte-bold').first().click();
  await page.keyboard.type('regional firms');
  await page.getByTestId('rte-bold').first().click();
  await page.keyboard.type(' first.');
  await expect(partB.locator('strong')).toHaveText('regional firms');
  await expect(page.getByTestId('rte-bold').first()).toHaveAttribute('aria-pressed', 'false');
  await shot(page, 'table81-parts-bc-editor');
  await page.getByTestId('narrative-save').click();
  await expect(page.locator('.ant-message')).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: 'Parts B and C' }).click();
  await expect(page.getByTestId('narrative-B').locator('strong')).toHaveText('regional firms');
  await expect(page.getByTestId('narrative-B')).toContainText('Our scholarship serves regional firms first.');

  // The export of the year shown: Part B is formatted text with the bold run, no tags.
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}').value as string,
  );
  const year = new Date().getFullYear() - 1;
  const res = await page.request.get(
    `/api/qualification/export?table=81&year=${year}&format=xlsx&lang=en-US`,
    {
      headers: { 'X-Access-Token': token },
    },
  );
  expect(res.status()).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await res.body()) as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  expect(ws.getCell('B3').value).toBe('Portfolio of intellectual contributions');
  let bold = false;
  ws.eachRow((row) => {
    const v = row.getCell(1).value as ExcelJS.CellRichTextValue | null;
    if (v && typeof v === 'object' && 'richText' in v)
      bold ||= v.richText.some((r) => r.text === 'regional firms' && r.font?.bold === true);
    expect(row.getCell(1).text).not.toMatch(/<\/?strong>/);
  });
  expect(bold).toBe(true);
});

test('the editor on a phone and in Chinese', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin', '/ImpactOfScholarship/table-8-1', 'zh-CN');
  await page.getByRole('tab', { name: 'B 与 C 部分' }).click();
  await expect(page.getByTestId('narrative-B')).toBeVisible();
  await expect(page.getByRole('toolbar', { name: '格式' }).first()).toBeVisible();
  await shot(page, 'table81-parts-bc-editor-390-zh');
});
