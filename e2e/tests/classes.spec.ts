import ExcelJS from 'exceljs';
import { expect, type Page, test } from '../fixtures.ts';
import { openShell, pickFromSelect, type StoredLang, shot } from '../support.ts';

/**
 * Issue 16 item 5: an administrator creates a class on the Classes screen, imports students into
 * it from an Excel file with one bad row (the row is named and nothing is stored), fixes the file,
 * imports it again and sees the students in the class, with the class's count in the list. In
 * English and Chinese, at 1440 and 390 pixels.
 */
const LANGS: { lang: StoredLang; tag: string; zh: boolean }[] = [
  { lang: 'en-US', tag: 'en', zh: false },
  { lang: 'zh-CN', tag: 'zh', zh: true },
];

const text = (zh: boolean) =>
  zh
    ? {
        code: '班级代码',
        name: '班级名称',
        nameEn: '英文名称',
        headers: ['学号', '姓名', '性别'],
        male: '男',
        female: '女',
        bad: '未知',
        problems: '导入问题',
        sex: '性别',
        import: '导入学生到本班',
        own: '本班',
      }
    : {
        code: 'Code',
        name: 'Name',
        nameEn: 'English name',
        headers: ['Student number', 'Name', 'Sex'],
        male: 'Male',
        female: 'Female',
        bad: 'Unknown',
        problems: 'Import problems',
        sex: 'Sex',
        import: 'Import students into this class',
        own: 'This class',
      };

async function workbook(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('students');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const drawer = (page: Page) => page.getByRole('dialog').filter({ has: page.getByTestId('class-students') });

async function membersOver(page: Page, token: string, classId: string): Promise<string[]> {
  const res = await page.request.get('/api/aacsb/classes/students', {
    headers: { 'X-Access-Token': token },
    params: { classId },
  });
  return ((await res.json()).result as { studentNumber: string }[]).map((s) => s.studentNumber);
}

for (const { lang, tag, zh } of LANGS) {
  test(`an administrator creates a class and imports its students (${tag})`, async ({ page }) => {
    test.setTimeout(180_000);
    const words = text(zh);
    const stamp = Date.now().toString(36).slice(-5).toUpperCase();
    const code = `E2E-${tag.toUpperCase()}-${stamp}`;
    const numbers = [1, 2, 3].map((n) => `${tag === 'en' ? 7 : 8}${stamp}${n}`);
    await page.setViewportSize({ width: 1440, height: 900 });
    const token = await openShell(page, 'admin', '/curriculum/classes', lang);
    await expect(page.getByTestId('crud-page-classes')).toBeVisible({ timeout: 30_000 });

    // The class, through the list's form.
    await page.getByTestId('crud-add').click();
    const form = page.getByRole('dialog').filter({ visible: true });
    await form.getByLabel(words.code, { exact: true }).fill(code);
    await form.getByLabel(words.name, { exact: true }).fill(`测试${stamp}班`);
    await form.getByLabel(words.nameEn, { exact: true }).fill(`Test class ${stamp}`);
    await page.getByTestId('crud-form-save').click();
    await expect(form).toBeHidden();
    // The demo school's classes fill the first pages: the new one is found by its code.
    const search = page.getByTestId('crud-search');
    await search.getByLabel(words.code, { exact: true }).fill(code);
    await search.locator('button[type=submit]').click();
    const members = page.getByTestId(`class-members-${code}`);
    await expect(members).toHaveText('0', { timeout: 20_000 });
    const list = await page.request.get('/api/aacsb/classes/list', {
      headers: { 'X-Access-Token': token },
      params: { code, pageNo: 1, pageSize: 10 },
    });
    const classId = (await list.json()).result.records[0].id as string;

    // A file with one bad row (row 3: a sex that is no option): named, nothing stored.
    await members.click();
    await expect(drawer(page)).toContainText(zh ? `测试${stamp}班` : `Test class ${stamp}`);
    const bad = await workbook([
      words.headers,
      [numbers[0], '李雷', words.male],
      [numbers[1], '韩梅梅', words.bad],
      [numbers[2], '王芳', words.female],
    ]);
    await drawer(page).locator('input[type=file]').setInputFiles({
      name: 'students.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: bad,
    });
    const problems = page.getByRole('dialog').filter({ hasText: words.problems });
    await expect(problems).toBeVisible({ timeout: 20_000 });
    const problemRow = problems.getByRole('row').filter({ hasText: words.sex });
    await expect(problemRow).toHaveCount(1);
    await expect(problemRow.getByRole('cell').first()).toHaveText('3');
    await shot(page, `classes-import-problems-${tag}-1440`);
    expect(await membersOver(page, token, classId)).toEqual([]);
    await problems.locator('.ant-modal-close').click();
    await expect(problems).toBeHidden();

    // Fixed, the file goes in whole: the students are in the class, which is their own.
    const good = await workbook([
      words.headers,
      [numbers[0], '李雷', words.male],
      [numbers[1], '韩梅梅', words.female],
      [numbers[2], '王芳', words.female],
    ]);
    await drawer(page).locator('input[type=file]').setInputFiles({
      name: 'students-fixed.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: good,
    });
    const table = page.getByTestId('class-students');
    for (const n of numbers) await expect(table.getByRole('row').filter({ hasText: n })).toBeVisible();
    await expect(table.getByText(words.own, { exact: true })).toHaveCount(3);
    await expect(page.getByTestId('class-member-count')).toHaveText('3');
    expect((await membersOver(page, token, classId)).sort()).toEqual([...numbers].sort());
    await shot(page, `classes-drawer-${tag}-1440`);

    // The list counts them.
    await page.keyboard.press('Escape');
    await expect(members).toHaveText('3');
    await shot(page, `classes-list-${tag}-1440`);

    // On a phone: the list and the class.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(members).toBeVisible();
    await shot(page, `classes-list-${tag}-390`);
    await members.click();
    for (const n of numbers) await expect(table.getByRole('row').filter({ hasText: n })).toBeVisible();
    await shot(page, `classes-drawer-${tag}-390`);

    // The Students screen names the class and filters by it.
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1440, height: 900 });
    await openShell(page, 'admin', '/curriculum/student', lang);
    const studentSearch = page.getByTestId('crud-search');
    // Typed first: the drop-down lists every class and shows only a few at a time.
    const classFilter = studentSearch.getByLabel(zh ? '班级' : 'Class', { exact: true });
    await classFilter.click();
    await classFilter.fill(stamp);
    await pickFromSelect(page, classFilter, `测试${stamp}班 / Test class ${stamp}`);
    await studentSearch.locator('button[type=submit]').click();
    const className = zh ? `测试${stamp}班` : `Test class ${stamp}`;
    const rows = page.getByTestId('crud-page-student').locator('tbody tr.ant-table-row');
    await expect(rows).toHaveCount(3);
    for (const n of numbers) await expect(rows.filter({ hasText: n })).toContainText(className);
    await shot(page, `classes-students-${tag}-1440`);
  });
}
