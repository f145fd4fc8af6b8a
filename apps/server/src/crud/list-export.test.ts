import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.ts';
import { EXPORT_BATCH } from './export-rows.ts';

/**
 * Generic list exports and import templates as a school uses them (issue 15 point 8): a header
 * that stays in view with a filter on it, columns as wide as their content, dates as dates and
 * numbers as numbers, landscape one page wide; templates with date columns formatted as dates
 * and a drop-down on every coded column.
 */
const t = useTestApp();
let admin: string;
beforeAll(async () => {
  admin = await t.tokenFor('admin');
});

async function sheetFrom(url: string, lang = 'en-US'): Promise<ExcelJS.Worksheet> {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { 'x-access-token': admin, 'x-lang': lang },
  });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return wb.worksheets[0];
}

const columnOf = (ws: ExcelJS.Worksheet, header: string) => {
  const headers = (ws.getRow(1).values as unknown[]).map((v) => String(v ?? '').replace(/^\*/, ''));
  const i = headers.indexOf(header);
  expect(i, `column ${header} in ${headers.join(', ')}`).toBeGreaterThan(0);
  return i;
};

describe('a list export', () => {
  it('has a frozen, filtered header, typed dates, widths from content, and prints landscape', async () => {
    const ws = await sheetFrom('/api/aacsb/teacher/exportXls');
    expect(ws.name).toBe('Teachers');
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.autoFilter).toBeTruthy();
    expect(ws.pageSetup.orientation).toBe('landscape');
    expect(ws.pageSetup.fitToWidth).toBe(1);
    expect(ws.pageSetup.fitToHeight).toBe(0);
    expect(ws.rowCount).toBeGreaterThan(60);

    const workDay = columnOf(ws, 'Start of employment');
    const cell = ws.getRow(2).getCell(workDay);
    expect(cell.value).toBeInstanceOf(Date);
    expect(cell.numFmt).toBe('yyyy-mm-dd');
    expect((cell.value as Date).toISOString()).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00/);

    const widths = ws.columns.map((c) => c.width ?? 0);
    expect(new Set(widths).size).toBeGreaterThan(2);
  });

  it('measures Chinese text double when sizing a column', async () => {
    const ws = await sheetFrom('/api/aacsb/teacher/exportXls', 'zh-CN');
    const name = columnOf(ws, '姓名');
    const widest = Math.max(
      ...ws
        .getColumn(name)
        .values.slice(2)
        .map((v) => String(v ?? '').length),
    );
    expect(ws.getColumn(name).width).toBeGreaterThanOrEqual(widest * 2);
  });
});

describe('a list export of several batches', () => {
  it('holds every matching row once, in the list’s order, with the same cells as the list', async () => {
    // Three batches (the last one short), sorted against the order the rows were added in.
    const count = EXPORT_BATCH * 2 + 7;
    await t.database.db.execute(sql`
      insert into student (id, create_by, student_number, name, sex, enrol_score, enrol_day, status)
      select 'batch' || g, 'admin', 'B' || lpad(g::text, 6, '0'), 'Batch student ' || g, (1 + g % 2)::text,
             300 + g, date '2015-09-01' + g, '1'
      from generate_series(1, ${count}) as g`);
    const ws = await sheetFrom(
      '/api/aacsb/student/exportXls?pageSize=-1&name=Batch%20student*&column=studentNumber&order=desc',
    );
    const number = columnOf(ws, 'Student number');
    const score = columnOf(ws, 'Admission score');
    const numbers = Array.from({ length: ws.rowCount - 1 }, (_, i) => ws.getRow(i + 2).getCell(number).value);
    expect(numbers).toEqual(
      Array.from({ length: count }, (_, i) => `B${String(count - i).padStart(6, '0')}`),
    );
    // A row's cells are its own record's, whichever batch it fell in.
    for (const row of [2, EXPORT_BATCH + 1, EXPORT_BATCH + 2, count + 1]) {
      const n = Number(String(ws.getRow(row).getCell(number).value).slice(1));
      expect(ws.getRow(row).getCell(score).value).toBe(300 + n);
    }
  });
});

describe('other list exports', () => {
  it.each([
    ['the faculty roster report', '/api/aacsb/report/facultyRoster/exportXls'],
    ['the research outputs report', '/api/aacsb/report/researchOutputs/exportXls'],
    ['the users list', '/api/sys/user/exportXls'],
  ])('%s has a frozen, filtered header and prints landscape one page wide', async (_name, url) => {
    const ws = await sheetFrom(url);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.autoFilter).toBeTruthy();
    expect(ws.pageSetup.orientation).toBe('landscape');
    expect(ws.pageSetup.fitToWidth).toBe(1);
    expect(ws.pageSetup.fitToHeight).toBe(0);
    expect(ws.getRow(1).getCell(1).font?.bold).toBe(true);
  });
});

describe('an import template', () => {
  it('formats date columns as dates and offers a drop-down on every coded column', async () => {
    const ws = await sheetFrom('/api/aacsb/teacher/importTemplate');
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const workDay = columnOf(ws, 'Start of employment');
    const date = ws.getRow(2).getCell(workDay);
    expect(date.numFmt).toBe('yyyy-mm-dd');
    expect(date.dataValidation).toMatchObject({ type: 'date' });
    for (const header of ['Sex', 'Country', 'Education', 'Status', 'College'])
      expect(ws.getRow(5).getCell(columnOf(ws, header)).dataValidation, header).toMatchObject({
        type: 'list',
      });
    // Required columns are starred and red.
    const staff = ws.getRow(1).getCell(columnOf(ws, 'Staff number'));
    expect(String(staff.value)).toMatch(/^\*/);
    expect(staff.font?.color?.argb).toBe('FFB42318');
  });
});
