import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { type APIRequestContext, expect, type Page, test } from '../fixtures.ts';
import { apiLogin, openShell, type StoredLang, shot } from '../support.ts';

/**
 * Issue 16 item 3, as the programme head `progadmin` in English and Chinese: open the map of their
 * programme, map ten courses by keyboard, click and a shift-selected block, see an objective
 * without a High course flagged, fix it and see the flag go, save, export to Excel, change a cell
 * in the file and import it, and see the change on the map.
 */
const LOS = [
  ['LG1', ['LO1.1', 'LO1.2']],
  ['LG2', ['LO2.1', 'LO2.2']],
] as const;

interface Built {
  programme: string;
  courses: string[];
  token: string;
}

async function build(request: APIRequestContext, tag: string): Promise<Built> {
  const { token } = await apiLogin(request, 'admin');
  const headers = { 'X-Access-Token': token };
  const add = async (resource: string, data: Record<string, unknown>) => {
    const res = await request.post(`/api/aacsb/${resource}/add`, { data, headers });
    const body = await res.json();
    expect(body.success, `${resource}: ${body.message}`).toBe(true);
    return body.result.id as string;
  };
  const users = await (
    await request.get('/api/sys/user/list', { params: { username: 'progadmin', pageSize: 10 }, headers })
  ).json();
  const head = (users.result.records as { id: string; username: string }[]).find(
    (u) => u.username === 'progadmin',
  );
  expect(head).toBeTruthy();
  const programme = await add('degreePrograms', {
    code: `CM-${tag}`,
    name: `课程地图项目${tag}`,
    nameEn: `Map Journey ${tag}`,
    degreeLevel: '1',
  });
  await add('degreeProgramsHead', { degreeProgramsId: programme, userId: head?.id });
  let sort = 0;
  for (const [goal, objectives] of LOS) {
    const lgId = await add('degreeProgramsLg', {
      degreeProgramsId: programme,
      code: goal,
      name: `目标${goal}`,
      sort: ++sort,
    });
    for (const code of objectives)
      await add('degreeProgramsLo', {
        degreeProgramsId: programme,
        lgId,
        code,
        name: `指标点${code}`,
        nameEn: `Objective ${code}`,
        sort: ++sort,
      });
  }
  const courses: string[] = [];
  for (let i = 1; i <= 10; i++) {
    const code = `${tag}C${String(i).padStart(2, '0')}`;
    const courseId = await add('course', {
      code,
      name: `地图课程${i}`,
      nameEn: `Map course ${i}`,
      credits: 3,
      courseType: '1',
    });
    await add('teachingProgram', {
      degreeProgramsId: programme,
      courseId,
      effectiveYear: 2025,
      studyYear: 1 + Math.floor((i - 1) / 4),
      term: 1,
    });
    courses.push(code);
  }
  return { programme, courses, token };
}

const cell = (page: Page, course: string, lo: string) => page.getByTestId(`cmap-cell-${course}-${lo}`);

async function set(page: Page, course: string, lo: string, key: string) {
  await cell(page, course, lo).click();
  await page.keyboard.press(key);
  await expect(cell(page, course, lo)).toHaveText(key.toUpperCase());
}

for (const lang of ['en-US', 'zh-CN'] as const) {
  test(`a programme head maps ten courses, fixes a gap and round-trips the map through Excel (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const tag = `${lang === 'en-US' ? 'E' : 'Z'}${Date.now().toString(36).slice(-4).toUpperCase()}`;
    const { programme, courses: c } = await build(page.request, tag);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openShell(page, 'progadmin', `/curriculum/map?programme=${programme}`, lang as StoredLang);
    await expect(page.getByTestId('cmap-grid')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('cmap-programme')).toContainText(`CM-${tag}`);
    // Nothing mapped yet: every objective is a gap, no course supports anything.
    await expect(page.getByTestId('cmap-coverage-objectives')).toContainText('0 / 4');

    // Keyboard: a cell, then arrows and letters.
    await set(page, c[0], 'LO1.1', 'h');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('m');
    await expect(cell(page, c[0], 'LO1.2')).toHaveText('M');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('h');
    await expect(cell(page, c[1], 'LO1.2')).toHaveText('H');
    await set(page, c[2], 'LO2.1', 'h');
    await set(page, c[3], 'LO2.2', 'm');
    await set(page, c[4], 'LO1.1', 'l');
    // A block by shift+click, set at once.
    await cell(page, c[5], 'LO1.1').click();
    await cell(page, c[6], 'LO1.2').click({ modifiers: ['Shift'] });
    await page.getByTestId('cmap-set-L').click();
    for (const [course, lo] of [
      [c[5], 'LO1.1'],
      [c[5], 'LO1.2'],
      [c[6], 'LO1.1'],
      [c[6], 'LO1.2'],
    ])
      await expect(cell(page, course, lo)).toHaveText('L');
    // Clicks: select, then each click steps the level (H, M, L, empty).
    await cell(page, c[7], 'LO2.1').click();
    await cell(page, c[7], 'LO2.1').click();
    await expect(cell(page, c[7], 'LO2.1')).toHaveText('H');
    await cell(page, c[7], 'LO2.1').click();
    await expect(cell(page, c[7], 'LO2.1')).toHaveText('M');
    await set(page, c[8], 'LO2.2', 'l');
    await set(page, c[9], 'LO2.1', 'm');
    // A wrong key is ignored; Delete clears.
    await set(page, c[9], 'LO1.1', 'h');
    await page.keyboard.press('x');
    await expect(cell(page, c[9], 'LO1.1')).toHaveText('H');
    await page.keyboard.press('Delete');
    await expect(cell(page, c[9], 'LO1.1')).toHaveText('');

    // LO2.2 has no High course: flagged on its column and listed.
    await expect(page.getByTestId('cmap-lo-LO2.2')).toHaveAttribute('data-gap', 'true');
    await expect(page.getByTestId('cmap-gap-lo-LO2.2')).toBeVisible();
    await expect(page.getByTestId('cmap-lo-LO2.1')).toHaveAttribute('data-gap', 'false');
    await expect(page.getByTestId('cmap-coverage-courses')).toContainText('10 / 10');
    await shot(page, `curriculum-map-gap-${lang}-1440`);
    await page.getByTestId('cmap-save').click();
    await expect(page.getByTestId('cmap-save')).toBeDisabled();

    // Fix the gap: the flag goes.
    await set(page, c[3], 'LO2.2', 'h');
    await expect(page.getByTestId('cmap-lo-LO2.2')).toHaveAttribute('data-gap', 'false');
    await expect(page.getByTestId('cmap-gap-lo-LO2.2')).toHaveCount(0);
    await expect(page.getByTestId('cmap-no-gaps')).toBeVisible();
    await page.getByTestId('cmap-save').click();
    await expect(page.getByTestId('cmap-save')).toBeDisabled();
    await page.reload();
    await expect(cell(page, c[3], 'LO2.2')).toHaveText('H', { timeout: 30_000 });
    await expect(page.getByTestId('cmap-coverage-objectives')).toContainText('4 / 4 (100.0%)');

    // Export, change a cell in the file, import it.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('cmap-export').click(),
    ]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(readFileSync(await download.path()) as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    const header = (ws.getRow(3).values as unknown[]).map((v) => String(v ?? ''));
    const colOf = (lo: string) => header.indexOf(lo);
    let rowOf = 0;
    ws.eachRow((row, n) => {
      if (row.getCell(2).value === c[9]) rowOf = n;
    });
    expect(rowOf).toBeGreaterThan(3);
    expect(ws.getCell(rowOf, colOf('LO2.1')).value).toBe('M');
    expect(ws.getCell(rowOf, 3).value).toBe(lang === 'en-US' ? 'Map course 10' : '地图课程10');
    ws.getCell(rowOf, colOf('LO1.2')).value = 'H';
    const edited = Buffer.from(await wb.xlsx.writeBuffer());
    await page.getByTestId('cmap-import').locator('input[type=file]').setInputFiles({
      name: 'map.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: edited,
    });
    await expect(cell(page, c[9], 'LO1.2')).toHaveText('H', { timeout: 20_000 });
    await expect(cell(page, c[9], 'LO2.1')).toHaveText('M');

    // A file with a bad cell is refused with its row and column, and nothing changes.
    ws.getCell(rowOf, colOf('LO1.1')).value = 'X';
    await page
      .getByTestId('cmap-import')
      .locator('input[type=file]')
      .setInputFiles({
        name: 'bad.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: Buffer.from(await wb.xlsx.writeBuffer()),
      });
    const problems = page.locator('.ant-modal').filter({ hasText: 'LO1.1' });
    await expect(problems).toBeVisible();
    await expect(problems).toContainText(String(rowOf));
    await shot(page, `curriculum-map-import-errors-${lang}-1440`);
    await problems.locator('.ant-modal-close').click();
    await expect(cell(page, c[9], 'LO1.1')).toHaveText('');

    // A new version copied from this one, changed, then compared with it.
    await page.getByTestId('cmap-new-version').click();
    await expect(page.getByTestId('cmap-new-version-year')).toHaveValue('2026');
    await page.getByTestId('cmap-new-version-ok').click();
    await expect(page.getByTestId('cmap-version')).toContainText('2026');
    await expect(cell(page, c[9], 'LO1.2')).toHaveText('H');
    await set(page, c[9], 'LO1.2', 'l');
    await set(page, c[8], 'LO1.1', 'm');
    await page.getByTestId('cmap-save').click();
    await expect(page.getByTestId('cmap-save')).toBeDisabled();
    await page.getByTestId('cmap-compare').click();
    await expect(page.getByTestId('cmap-diff-changed')).toContainText(`${c[9]}`);
    await expect(page.getByTestId('cmap-diff-changed')).toContainText('H → L');
    await expect(page.getByTestId('cmap-diff-added')).toContainText(`${c[8]}`);
    await expect(page.getByTestId('cmap-diff-removed')).toContainText('(0)');
    await shot(page, `curriculum-map-compare-${lang}-1440`);
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('cmap-grid')).toBeVisible();
    await shot(page, `curriculum-map-${lang}-390`);
    await page.setViewportSize({ width: 1440, height: 900 });
    await shot(page, `curriculum-map-${lang}-1440`);
  });
}
