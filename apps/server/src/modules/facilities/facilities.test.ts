import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../../crud/testing.ts';
import { useTestApp } from '../../test/harness.ts';
import { add } from '../aol/plan-fixture.ts';
import { addDays } from './summary-data.ts';

/**
 * The resources area over HTTP (issue 19 item 5): the budget summary against figures worked out by
 * hand, the kind/category rule, the spaces and platforms summaries, and an Excel round trip of
 * budget lines. Records are this file's own, in far-off years (2161-2163) so the demo school's
 * budget never mixes in.
 */
const t = useTestApp();
let admin: string;
const today = new Date().toISOString().slice(0, 10);

interface Category {
  category: string;
  kind: string;
  amount: number;
  share: number | null;
  change: number | null;
  category_dictText: string;
}
interface Year {
  year: number;
  income: number;
  expenditure: number;
  balance: number;
  incomeChange: number | null;
  expenditureChange: number | null;
  categories: Category[];
}
interface Budget {
  latestYear: number | null;
  years: Year[];
}

const summary = async (query: Record<string, number>, lang = 'en-US', token = admin) =>
  t.api.get<Budget>('/aacsb/financialResource/summary', { token, query, lang });

/**
 * Worked by hand (10,000 CNY):
 * 2161 income 1200 + 800 = 2000, expenditure 900 + 300.5 = 1200.5, balance 799.5
 * 2162 income 1250 + 770.25 = 2020.25 -> change 20.25 / 2000 = 1.0125 % -> 1.0;
 *      expenditure 950 + 310.5 = 1260.5 -> change 60 / 1200.5 = 4.998 % -> 5.0; balance 759.75
 * 2163 income 1300 -> change -720.25 / 2020.25 = -35.65 % -> -35.7 (half up, away from zero);
 *      expenditure 1000 -> change -260.5 / 1260.5 = -20.666 % -> -20.7; balance 300
 */
const LINES: [number, string, string, number][] = [
  [2161, '1', '11', 1200],
  [2161, '1', '12', 800],
  [2161, '2', '21', 900],
  [2161, '2', '24', 300.5],
  [2162, '1', '11', 1250],
  [2162, '1', '12', 770.25],
  [2162, '2', '21', 950],
  [2162, '2', '24', 310.5],
  [2163, '1', '11', 1300],
  [2163, '2', '21', 1000],
];

beforeAll(async () => {
  admin = await t.tokenFor('admin');
  for (const [year, kind, category, amount] of LINES)
    await add(t, admin, 'financialResource', { year, kind, category, amount, remark: 'E2 test line' });
});

describe('budget summary', () => {
  it('gives totals, balance and year-on-year change per year as worked by hand', async () => {
    const res = await summary({ fromYear: 2161, toYear: 2163 });
    expect(res.status, res.body.message).toBe(200);
    const years = res.body.result.years;
    expect(years.map((y) => y.year)).toEqual([2161, 2162, 2163]);
    expect(years[0]).toMatchObject({
      income: 2000,
      expenditure: 1200.5,
      balance: 799.5,
      incomeChange: null,
      expenditureChange: null,
    });
    expect(years[1]).toMatchObject({
      income: 2020.25,
      expenditure: 1260.5,
      balance: 759.75,
      incomeChange: 1,
      expenditureChange: 5,
    });
    expect(years[2]).toMatchObject({
      income: 1300,
      expenditure: 1000,
      balance: 300,
      incomeChange: -35.7,
      expenditureChange: -20.7,
    });
    expect(res.body.result.latestYear).toBe(2163);
  });

  it('breaks a year down by category with labels in the caller’s language', async () => {
    const en = (await summary({ fromYear: 2162, toYear: 2162 })).body.result.years;
    expect(en.map((y) => y.year)).toEqual([2162]);
    // 1250 / 2020.25 = 61.87 %; +4.17 % on 1200. 770.25 / 2020.25 = 38.13 %; -3.72 % on 800.
    expect(en[0]?.categories.slice(0, 2)).toEqual([
      expect.objectContaining({
        category: '11',
        amount: 1250,
        share: 61.9,
        change: 4.2,
        category_dictText: 'Tuition and fees',
      }),
      expect.objectContaining({ category: '12', amount: 770.25, share: 38.1, change: -3.7 }),
    ]);
    // The first year shown is still compared with the one before it.
    expect(en[0]?.incomeChange).toBe(1);
    const zh = (await summary({ fromYear: 2162, toYear: 2162 }, 'zh-CN')).body.result.years;
    expect(zh[0]?.categories[0]?.category_dictText).toBe('学费收入');
  });

  it('refuses a range that ends before it starts, in the caller’s language', async () => {
    const res = await summary({ fromYear: 2163, toYear: 2161 }, 'zh-CN');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('起始年度不能晚于结束年度。');
  });

  it('refuses a line whose kind contradicts its category and stores nothing', async () => {
    const res = await t.api.post(
      '/aacsb/financialResource/add',
      { year: 2164, kind: '2', category: '11', amount: 5 },
      { token: admin },
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('categories 11-16 are income');
    expect((await summary({ fromYear: 2164, toYear: 2164 })).body.result.years).toEqual([]);
  });

  it('is closed to a caller without financialResource:query', async () => {
    const res = await summary({ fromYear: 2161, toYear: 2163 }, 'en-US', await t.tokenFor('student'));
    expect(res.status).toBe(403);
  });
});

describe('spaces and platforms', () => {
  it('sums rooms, seats and area by type for the year asked for', async () => {
    const room = (nameZh: string, category: string, quantity: number, capacity: number, area: number) =>
      add(t, admin, 'physicalResource', { nameZh, category, quantity, capacity, area, year: 2161 });
    await room('E2 教室甲', '1', 10, 600, 1200.5);
    await room('E2 教室乙', '1', 5, 200, 400.25);
    await room('E2 机房', '3', 2, 80, 150);
    const res = await t.api.get<{
      year: number;
      categories: { category: string; count: number; rooms: number; seats: number; area: number }[];
      total: { count: number; rooms: number; seats: number; area: number };
    }>('/aacsb/physicalResource/summary', { token: admin, query: { year: 2161 } });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result.year).toBe(2161);
    expect(res.body.result.categories).toEqual([
      expect.objectContaining({ category: '1', count: 2, rooms: 15, seats: 800, area: 1600.75 }),
      expect.objectContaining({ category: '3', count: 1, rooms: 2, seats: 80, area: 150 }),
    ]);
    expect(res.body.result.total).toEqual({ count: 3, rooms: 17, seats: 880, area: 1750.75 });
  });

  it('counts platforms, users and licences by type and lists licences expiring within 90 days', async () => {
    const platform = (
      nameEn: string,
      category: string,
      users: number,
      licences: number,
      expiryDate: string,
    ) =>
      add(t, admin, 'virtualResource', {
        nameZh: `E2 ${nameEn}`,
        nameEn,
        category,
        users,
        licences,
        expiryDate,
        year: 2161,
      });
    await platform('E2 soon', '3', 120, 100, addDays(today, 10));
    await platform('E2 edge', '3', 30, 50, addDays(today, 90));
    await platform('E2 later', '2', 900, 0, addDays(today, 91));
    await platform('E2 lapsed', '2', 10, 5, addDays(today, -1));
    const res = await t.api.get<{
      categories: { category: string; count: number; users: number; licences: number }[];
      total: { count: number; users: number; licences: number };
      expiring: { nameEn: string; expiryDate: string; daysLeft: number }[];
    }>('/aacsb/virtualResource/summary', { token: admin, query: { year: 2161 } });
    expect(res.status, res.body.message).toBe(200);
    const r = res.body.result;
    expect(r.categories).toEqual([
      expect.objectContaining({ category: '2', count: 2, users: 910, licences: 5 }),
      expect.objectContaining({ category: '3', count: 2, users: 150, licences: 150 }),
    ]);
    expect(r.total).toMatchObject({ count: 4, users: 1060, licences: 155 });
    const mine = r.expiring.filter((e) => e.nameEn.startsWith('E2 '));
    expect(mine).toEqual([
      expect.objectContaining({ nameEn: 'E2 soon', expiryDate: addDays(today, 10), daysLeft: 10 }),
      expect.objectContaining({ nameEn: 'E2 edge', expiryDate: addDays(today, 90), daysLeft: 90 }),
    ]);
  });
});

describe('budget lines through Excel', () => {
  it('exports amounts as numbers and imports them back unchanged', async () => {
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/aacsb/financialResource/exportXls',
      query: { year: '2162' },
      headers: { 'x-access-token': admin, 'x-lang': 'en-US' },
    });
    expect(exported.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    const amountCol = headers.indexOf('Amount (10,000 CNY)') + 1;
    const categoryCol = headers.indexOf('Category') + 1;
    expect(amountCol).toBeGreaterThan(0);
    const cells: [unknown, unknown][] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) cells.push([row.getCell(categoryCol).value, row.getCell(amountCol).value]);
    });
    // English labels in the English file; amounts are numbers a reviewer can sum.
    expect(cells).toHaveLength(4);
    expect(cells).toContainEqual(['Tuition and fees', 1250]);
    expect(cells).toContainEqual(['Government funding', 770.25]);
    for (const [, amount] of cells) expect(typeof amount).toBe('number');

    // Take the year's lines out, then bring them back from the exported file.
    const list = await t.api.get<{ records: { id: string }[] }>('/aacsb/financialResource/list', {
      token: admin,
      query: { year: 2162, pageSize: -1 },
    });
    const ids = list.body.result.records.map((r) => r.id);
    expect(ids).toHaveLength(4);
    const removed = await t.api.post('/aacsb/financialResource/deleteBatch', { ids }, { token: admin });
    expect(removed.status, removed.body.message).toBe(200);
    expect((await summary({ fromYear: 2162, toYear: 2162 })).body.result.years).toEqual([]);

    const { payload, headers: multipart } = multipartFile(Buffer.from(exported.rawPayload));
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/aacsb/financialResource/importExcel',
      payload,
      headers: { ...multipart, 'x-access-token': admin, 'x-lang': 'en-US' },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect((imported.json() as { result: { count: number } }).result.count).toBe(4);
    const back = (await summary({ fromYear: 2162, toYear: 2162 })).body.result.years[0];
    expect(back).toMatchObject({
      year: 2162,
      income: 2020.25,
      expenditure: 1260.5,
      balance: 759.75,
      incomeChange: 1,
    });
  });
});
