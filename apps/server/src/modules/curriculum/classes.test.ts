import { RESOURCE } from '@accredit/shared';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { labelIn } from '../../crud/labels.ts';
import { multipartFile, workbookFile } from '../../crud/testing.ts';
import { demoUserOf } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { classTable, linkTable, studentTable } from './class-members.ts';

/**
 * Classes and their students (issue 16 item 5): a student's own class always has its link (add,
 * edit, import, class-student writes), a class with members is not deleted, the member count
 * follows the links, imports by class are all or nothing with every bad row named, and the
 * spec's selectMajor call.
 */
const t = useTestApp();
let admin = '';
const S = RESOURCE.student;
const header = (key: string, locale: 'en-US' | 'zh-CN' = 'en-US') =>
  labelIn(S, S.fields.find((f) => f.key === key) as (typeof S.fields)[number], locale);

beforeAll(async () => {
  admin = await t.tokenFor('admin');
});

async function addClass(code: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await t.api.post<{ id: string }>(
    '/aacsb/classes/add',
    { code, name: `Class ${code}`, nameEn: `Class ${code} (EN)`, ...extra },
    { token: admin },
  );
  expect(res.status, res.body.message).toBe(200);
  return res.body.result.id;
}

async function addStudent(number: string, classId: string | null): Promise<string> {
  const res = await t.api.post<{ id: string }>(
    '/aacsb/student/add',
    { studentNumber: number, name: `Student ${number}`, sex: '1', classId },
    { token: admin },
  );
  expect(res.status, res.body.message).toBe(200);
  return res.body.result.id;
}

async function linksOf(studentId: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ classId: linkTable.classId })
    .from(linkTable)
    .where(eq(linkTable.studentId, studentId));
  return rows.map((r) => String(r.classId)).sort();
}

async function countOf(classId: string): Promise<number | null> {
  const [row] = await t.database.db
    .select({ n: classTable.memberCount })
    .from(classTable)
    .where(eq(classTable.id, classId));
  return row ? (row.n as number | null) : null;
}

/** The transaction that last wrote the class's row (any update gives it a new one). */
async function classRowVersion(classId: string): Promise<string> {
  const [row] = await t.database.rows<{ v: string }>(
    sql`select xmin::text as v from ${classTable} where ${classTable.id} = ${classId}`,
  );
  return row.v;
}

async function ownClass(studentId: string): Promise<string | null> {
  const [row] = await t.database.db
    .select({ c: studentTable.classId })
    .from(studentTable)
    .where(eq(studentTable.id, studentId));
  return (row?.c as string | null) ?? null;
}

async function importFile(url: string, file: Buffer, lang = 'en-US') {
  const { payload, headers } = multipartFile(file);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload,
    headers: { ...headers, 'x-access-token': admin, 'x-lang': lang },
  });
  return {
    status: res.statusCode,
    body: res.json() as {
      message: string;
      result: { count?: number; errors?: { row: number; column: string; message: string }[] };
    },
  };
}

async function studentTotal(): Promise<number> {
  const res = await t.api.get<{ total: number }>('/aacsb/student/list', {
    token: admin,
    query: { pageNo: 1, pageSize: 1 },
  });
  return res.body.result.total;
}

describe("a student's own class and its link", () => {
  it('follows add, edit and clearing, with the counts', async () => {
    const a = await addClass('L-A');
    const b = await addClass('L-B');
    expect(await countOf(a)).toBe(0);
    const s = await addStudent('L0001', a);
    expect(await linksOf(s)).toEqual([a]);
    expect(await countOf(a)).toBe(1);

    const moved = await t.api.put('/aacsb/student/edit', { id: s, classId: b }, { token: admin });
    expect(moved.status, moved.body.message).toBe(200);
    expect(await linksOf(s)).toEqual([b]);
    expect([await countOf(a), await countOf(b)]).toEqual([0, 1]);

    // Another field changed: the link stays, and the class row is not written (no recount, so
    // edits of students of one class do not wait for each other on it).
    const before = await classRowVersion(b);
    await t.api.put('/aacsb/student/edit', { id: s, name: 'Renamed' }, { token: admin });
    expect(await linksOf(s)).toEqual([b]);
    expect(await classRowVersion(b)).toBe(before);
    expect(await countOf(b)).toBe(1);

    await t.api.put('/aacsb/student/edit', { id: s, classId: null }, { token: admin });
    expect(await linksOf(s)).toEqual([]);
    expect(await countOf(b)).toBe(0);
  });

  it('refuses a class that does not exist, on the field, storing nothing', async () => {
    const before = await studentTotal();
    const res = await t.api.post(
      '/aacsb/student/add',
      { studentNumber: 'L0002', name: 'Nobody', sex: '1', classId: 'no-such-class' },
      { token: admin },
    );
    expect(res.status).toBe(400);
    expect((res.body.result as { fields: Record<string, string> }).fields.classId).toBeTruthy();
    expect(await studentTotal()).toBe(before);
  });

  it('keeps a class-student link written directly in step with the own class', async () => {
    const a = await addClass('L-C');
    const b = await addClass('L-D');
    const s = await addStudent('L0003', null);
    const link = await t.api.post<{ id: string }>(
      '/aacsb/classStudent/add',
      { classId: a, studentId: s },
      { token: admin },
    );
    expect(link.status, link.body.message).toBe(200);
    expect(await ownClass(s)).toBe(a);
    // A second class is a section the student also attends: the own class stays.
    await t.api.post('/aacsb/classStudent/add', { classId: b, studentId: s }, { token: admin });
    expect(await ownClass(s)).toBe(a);
    expect([await countOf(a), await countOf(b)]).toEqual([1, 1]);
    const removed = await t.api.delete('/aacsb/classStudent/delete', {
      token: admin,
      query: { id: link.body.result.id },
    });
    expect(removed.status).toBe(200);
    expect(await ownClass(s)).toBeNull();
    expect(await countOf(a)).toBe(0);
    expect(await linksOf(s)).toEqual([b]);
  });

  it('unlinks a deleted student and recounts the class', async () => {
    const a = await addClass('L-E');
    const s = await addStudent('L0004', a);
    expect(await countOf(a)).toBe(1);
    expect((await t.api.delete('/aacsb/student/delete', { token: admin, query: { id: s } })).status).toBe(
      200,
    );
    expect(await linksOf(s)).toEqual([]);
    expect(await countOf(a)).toBe(0);
  });
});

describe('deleting a class', () => {
  it('is refused while it has students, naming the class and how many, in the caller language', async () => {
    const a = await addClass('D-A', { name: '金融2301班' });
    const s1 = await addStudent('D0001', a);
    await addStudent('D0002', a);
    const en = await t.api.delete('/aacsb/classes/delete', { token: admin, query: { id: a } });
    expect(en.status).toBe(400);
    expect(en.body.message).toBe(
      'The class 金融2301班 still has 2 student(s): remove them from it before deleting it',
    );
    const zh = await t.api.delete('/aacsb/classes/delete', { token: admin, query: { id: a }, lang: 'zh-CN' });
    expect(zh.body.message).toBe('班级“金融2301班”还有 2 名学生，请先将学生移出该班级再删除');
    expect(await countOf(a)).toBe(2);
    const batch = await t.api.post('/aacsb/classes/deleteBatch', { ids: a }, { token: admin });
    expect(batch.status).toBe(400);

    const removed = await t.api.post<{ count: number }>(
      '/aacsb/classes/removeStudents',
      { classId: a, studentIds: [s1, (await linkedStudents(a)).find((id) => id !== s1)] },
      { token: admin },
    );
    expect(removed.body.result.count).toBe(2);
    expect(await ownClass(s1)).toBeNull();
    expect((await t.api.delete('/aacsb/classes/delete', { token: admin, query: { id: a } })).status).toBe(
      200,
    );
  });
});

async function linkedStudents(classId: string): Promise<string[]> {
  const res = await t.api.get<{ id: string; own: boolean }[]>('/aacsb/classes/students', {
    token: admin,
    query: { classId },
  });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result.map((r) => r.id);
}

describe('adding and listing a class’s students', () => {
  it('adds several at once, lists them with their own class flagged, ignores a second add', async () => {
    const home = await addClass('M-HOME');
    const section = await addClass('M-SEC');
    const s1 = await addStudent('M0001', home);
    const s2 = await addStudent('M0002', null);
    const added = await t.api.post<{ count: number }>(
      '/aacsb/classes/addStudents',
      { classId: section, studentIds: [s1, s2] },
      { token: admin },
    );
    expect(added.status, added.body.message).toBe(200);
    expect(added.body.message).toBe('2 student(s) added to the class');
    const again = await t.api.post<{ count: number }>(
      '/aacsb/classes/addStudents',
      { classId: section, studentIds: [s1] },
      { token: admin },
    );
    expect(again.body.result.count).toBe(0);
    const listed = await t.api.get<{ studentNumber: string; own: boolean; classId_dictText: string }[]>(
      '/aacsb/classes/students',
      { token: admin, query: { classId: section } },
    );
    expect(listed.body.result.map((r) => [r.studentNumber, r.own, r.classId_dictText])).toEqual([
      ['M0001', false, 'Class M-HOME (EN)'],
      ['M0002', true, 'Class M-SEC (EN)'],
    ]);
    expect(await countOf(section)).toBe(2);
    const options = await t.api.get<{ id: string }[]>('/aacsb/classes/studentOptions', {
      token: admin,
      query: { keyword: 'M000', classId: home },
    });
    expect(options.body.result.map((o) => o.id)).toEqual([s2]);
    const unknown = await t.api.post(
      '/aacsb/classes/addStudents',
      { classId: section, studentIds: ['nobody-at-all'] },
      { token: admin },
    );
    expect(unknown.status).toBe(400);
  });
});

describe('importing students by class', () => {
  const columns = ['studentNumber', 'name', 'sex', 'classId'];
  const heading = (locale: 'en-US' | 'zh-CN' = 'en-US') => columns.map((k) => header(k, locale));

  it('names every bad row and stores nothing; a sound file is stored with its links', async () => {
    const a = await addClass('IMP-A', { name: '会计2401班', nameEn: 'Accounting 2401' });
    const b = await addClass('IMP-B');
    await addStudent('I0000', b);
    const before = await studentTotal();
    // Five rows (sheet rows 2-6), two bad: an unknown class (row 3), a student number given twice (row 6).
    const bad = await workbookFile([
      heading(),
      ['I0001', 'Li Lei', 'Male', 'IMP-A'],
      ['I0002', 'Han Meimei', 'Female', 'NO-SUCH-CLASS'],
      ['I0003', 'Wang Fang', '女', '会计2401班'],
      ['I0004', 'Zhang Wei', 'Male', 'Accounting 2401'],
      ['I0001', 'Zhou Min', 'Female', 'IMP-B'],
    ]);
    const refused = await importFile('/aacsb/student/importExcel', bad);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Nothing was imported: 2 problem(s) found');
    expect(refused.body.result.errors).toEqual([
      { row: 3, column: 'Class', message: 'No record has this name or code' },
      { row: 6, column: 'Student number', message: 'This value appears more than once in the file' },
    ]);
    expect(await studentTotal()).toBe(before);
    expect(await countOf(a)).toBe(0);

    // Other reasons, each named on its row: a sex that is no option, a number already stored.
    const worse = await workbookFile([
      heading(),
      ['I0001', 'Li Lei', 'Robot', 'IMP-A'],
      ['I0000', 'Chen Jie', 'Male', 'IMP-B'],
    ]);
    const named = await importFile('/aacsb/student/importExcel', worse, 'zh-CN');
    expect(named.body.result.errors).toEqual([
      { row: 2, column: '性别', message: expect.any(String) },
      { row: 3, column: '学号', message: expect.any(String) },
    ]);
    expect(await studentTotal()).toBe(before);

    const good = await workbookFile([
      heading('zh-CN'),
      ['I0001', 'Li Lei', '男', 'IMP-A'],
      ['I0002', 'Han Meimei', 'Female', 'imp-b'],
      ['I0003', 'Wang Fang', '女', '会计2401班'],
      ['I0004', 'Zhang Wei', 'Male', 'Accounting 2401'],
      ['I0005', 'Zhou Min', 'Female', ''],
    ]);
    const stored = await importFile('/aacsb/student/importExcel', good);
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    expect(stored.body.result.count).toBe(5);
    expect(await studentTotal()).toBe(before + 5);
    expect(await countOf(a)).toBe(3);
    expect(await countOf(b)).toBe(2);
    expect((await linkedStudents(a)).length).toBe(3);
  });

  it('imports a file into one class from its screen, refusing a row that names another class', async () => {
    const a = await addClass('IMP-C');
    await addClass('IMP-D');
    const before = await studentTotal();
    const other = await workbookFile([
      heading(),
      ['J0001', 'Ma Li', 'Female', ''],
      ['J0002', 'Xu Tao', 'Male', 'IMP-D'],
    ]);
    const url = `/aacsb/classes/importStudents?classId=${a}`;
    const refused = await importFile(url, other);
    expect(refused.status).toBe(400);
    expect(refused.body.result.errors).toEqual([
      {
        row: 3,
        column: 'Class',
        message: 'This file is imported into one class, and this row names another class',
      },
    ]);
    expect(await studentTotal()).toBe(before);
    const plain = await workbookFile([
      ['Student number', 'Name', 'Sex'],
      ['J0001', 'Ma Li', 'Female'],
      ['J0002', 'Xu Tao', 'Male'],
    ]);
    const stored = await importFile(url, plain);
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    expect(await countOf(a)).toBe(2);
    const missing = await importFile('/aacsb/classes/importStudents?classId=nope', plain);
    expect(missing.status).toBe(404);
  });

  it('offers the classes as a drop-down in the template', async () => {
    await addClass('TPL-A', { name: '模板班', nameEn: 'Template class' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/aacsb/student/importTemplate',
      headers: { 'x-access-token': admin },
    });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    const col = headers.indexOf('Class') + 1;
    expect(col).toBeGreaterThan(0);
    const validation = sheet.getCell(2, col).dataValidation;
    expect(validation?.type).toBe('list');
    const lists = workbook.getWorksheet('lists');
    const names: string[] = [];
    lists?.getColumn(col).eachCell((c) => {
      names.push(String(c.value));
    });
    expect(names).toContain('Template class');
  });
});

describe('selectMajor (spec 001 section 7)', () => {
  it("gives a department's programmes as { id, fullName } to those who list students or programmes", async () => {
    const departments = await t.api.get<{ id: string }[]>('/aacsb/refs/department', { token: admin });
    const [d1, d2] = departments.body.result.map((d) => d.id);
    const add = async (code: string, departmentId: string) => {
      const res = await t.api.post<{ id: string }>(
        '/aacsb/degreePrograms/add',
        { code, name: `项目${code}`, nameEn: `Programme ${code}`, degreeLevel: '1', departmentId },
        { token: admin },
      );
      expect(res.status, res.body.message).toBe(200);
      return res.body.result.id;
    };
    const p1 = await add('SM1', d1);
    const p2 = await add('SM2', d1);
    await add('SM3', d2);
    const query = { departId: d1, pageNo: 1, pageSize: 1000000 };
    const en = await t.api.get<{ records: { id: string; fullName: string }[]; total: number }>(
      '/aacsb/major/selectMajor',
      { token: admin, query },
    );
    expect(en.status, en.body.message).toBe(200);
    const mine = en.body.result.records.filter((r) => [p1, p2].includes(r.id));
    expect(mine.map((r) => r.fullName).sort()).toEqual(['Programme SM1', 'Programme SM2']);
    expect(en.body.result.records.some((r) => r.fullName === 'Programme SM3')).toBe(false);
    const zh = await t.api.get<{ id: string; fullName: string }>('/aacsb/major/queryById', {
      token: admin,
      query: { id: p1 },
      lang: 'zh-CN',
    });
    expect(zh.body.result).toMatchObject({ id: p1, fullName: '项目SM1' });

    const staff = await t.tokenFor(demoUserOf('6'), '6');
    expect((await t.api.get('/aacsb/major/selectMajor', { token: staff, query })).status).toBe(200);
    const teacher = await t.tokenFor(demoUserOf('4'), '4');
    expect((await t.api.get('/aacsb/major/selectMajor', { token: teacher, query })).status).toBe(403);
    expect((await t.api.get('/aacsb/major/queryById', { token: admin, query: { id: 'none' } })).status).toBe(
      404,
    );
  });
});
