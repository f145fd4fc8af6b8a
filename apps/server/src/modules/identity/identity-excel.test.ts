import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/ids.ts';
import { multipartFile, workbookFile } from '../../crud/testing.ts';
import { useTestApp } from '../../test/harness.ts';
import { add } from '../aol/plan-fixture.ts';

/**
 * Identity management in Excel (issue 19 item 7): an import with bad rows applies nothing and
 * names every problem by row and column; a good import (Chinese headers and labels, a teacher by
 * name) is stored; the export in English has English headers and labels and the percent as a number.
 * Years 2171+ and the teachers are this file's own.
 */
const t = useTestApp();
let admin: string;
const tag = newId().slice(0, 5).toUpperCase();
const ids: Record<string, string> = {};
const staff = (k: string) => `IX${k}${tag}`;

interface Row {
  teacherId: string;
  recordId: string | null;
  participating: boolean | null;
  employmentStatus: string | null;
  facultyCategory: string | null;
  missionPercent: number | null;
}
const list = async (year: number) => {
  const res = await t.api.get<{ rows: Row[] }>('/aacsb/identity/list', {
    token: admin,
    query: { year, keyword: tag },
  });
  expect(res.status).toBe(200);
  return new Map(res.body.result.rows.map((r) => [r.teacherId, r]));
};
const upload = async (year: number, file: Buffer, lang = 'en-US', token = admin) => {
  const { payload, headers } = multipartFile(file);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/aacsb/identity/importExcel?year=${year}`,
    payload,
    headers: { ...headers, 'x-access-token': token, 'x-lang': lang },
  });
  return {
    status: res.statusCode,
    body: res.json() as {
      message: string;
      result: { created?: number; errors?: { row: number; column: string; message: string }[] };
    },
  };
};
const HEAD = [
  'Staff number',
  'Name',
  'Participating',
  'Employment',
  'Faculty category',
  'Time to mission (%)',
];

beforeAll(async () => {
  admin = await t.tokenFor('admin');
  for (const k of ['A', 'B', 'C'])
    ids[k] = await add(t, admin, 'teacher', {
      staffId: staff(k),
      name: `导入${k}${tag}`,
      nameEn: `Import ${k} ${tag}`,
      sex: '1',
    });
});

describe('identity Excel', () => {
  it('refuses a file with bad rows, naming each by row and column, and applies nothing', async () => {
    const file = await workbookFile([
      HEAD,
      [staff('A'), '', 'Participating', 'Full-time', 'Core faculty', 90],
      [staff('B'), '', 'Participating', 'Sometimes', 'Core faculty', 50],
      ['NOPE', '', 'Supporting', 'Part-time', 'Adjunct faculty', 20],
      [staff('C'), '', 'maybe', 'Part-time', 'Adjunct faculty', 150],
      [staff('A'), '', 'Supporting', 'Part-time', 'Visiting faculty', 10],
    ]);
    const res = await upload(2171, file);
    expect(res.status).toBe(400);
    const errors = res.body.result.errors ?? [];
    const at = errors.map((e) => `${e.row}:${e.column}`);
    expect(at).toEqual([
      '3:Employment',
      '4:Teacher',
      '5:Participating',
      '5:Time to mission (%)',
      '6:Teacher',
    ]);
    expect(errors[0].message).toContain('Sometimes');
    expect(errors[1].message).toContain('NOPE');
    // Row 2 was fine but nothing was written.
    expect([...(await list(2171)).values()].every((r) => r.recordId === null)).toBe(true);

    const zh = await upload(2171, file, 'zh-CN');
    expect(zh.status).toBe(400);
    expect(zh.body.result.errors?.[0]).toMatchObject({ row: 3, column: '聘用类型' });
  });

  it('imports Chinese headers and labels, matching a teacher by name', async () => {
    const file = await workbookFile([
      ['工号', '姓名', '参与型', '聘用类型', '教师类别', '投入使命时间（%）'],
      [staff('A'), '', '参与型', '全职', '核心教师', 80],
      ['', `Import B ${tag}`, '支持型', '兼职', '兼职/外聘教师', '25'],
      ['', `导入C${tag}`, '否', '2', '3', null],
    ]);
    const res = await upload(2172, file, 'zh-CN');
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result.created).toBe(3);
    const rows = await list(2172);
    expect(rows.get(ids.A)).toMatchObject({
      participating: true,
      employmentStatus: '1',
      facultyCategory: '1',
      missionPercent: 80,
    });
    expect(rows.get(ids.B)).toMatchObject({
      participating: false,
      employmentStatus: '2',
      facultyCategory: '2',
      missionPercent: 25,
    });
    expect(rows.get(ids.C)).toMatchObject({
      participating: false,
      facultyCategory: '3',
      missionPercent: null,
    });
  });

  it('exports the year in English with English labels and the percent as a number', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/aacsb/identity/exportXls?year=2172&lang=en-US',
      headers: { 'x-access-token': admin, 'x-lang': 'zh-CN' },
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Staff number',
      'Name',
      'Department',
      'Participating',
      'Employment',
      'Faculty category',
      'Time to mission (%)',
    ]);
    let found: unknown[] | undefined;
    ws.eachRow((row) => {
      const v = (row.values as unknown[]).slice(1);
      if (v[0] === staff('B')) found = v;
    });
    expect(found?.[1]).toBe(`Import B ${tag}`);
    expect(found?.slice(3)).toEqual(['Supporting', 'Part-time', 'Adjunct faculty', 25]);
    expect(typeof found?.[6]).toBe('number');

    const zh = await t.app.inject({
      method: 'GET',
      url: '/api/aacsb/identity/exportXls?year=2172&lang=zh-CN',
      headers: { 'x-access-token': admin },
    });
    const wz = new ExcelJS.Workbook();
    await wz.xlsx.load(zh.rawPayload as unknown as ArrayBuffer);
    expect(wz.worksheets[0].getRow(1).getCell(5).value).toBe('聘用类型');

    const template = await t.app.inject({
      method: 'GET',
      url: '/api/aacsb/identity/importTemplate?lang=en-US',
      headers: { 'x-access-token': admin },
    });
    expect(template.statusCode).toBe(200);
  });

  it('refuses the teacher role', async () => {
    const teacher = await t.tokenFor('teacher');
    const res = await upload(
      2173,
      await workbookFile([HEAD, [staff('A'), '', 'Participating', '', '', '']]),
      'en-US',
      teacher,
    );
    expect(res.status).toBe(403);
  });
});
