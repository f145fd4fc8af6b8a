import { RESOURCE } from '@accredit/shared';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { sysDepart } from '../modules/system/schema.ts';
import { buildUser } from '../test/factories.ts';
import { useTestApp } from '../test/harness.ts';
import { actorWith, addDataRule, allCodes, multipartFile, readWorkbook, workbookFile } from './testing.ts';

/**
 * References to system records (issue 15 item 2) over HTTP: a teacher's college is a department
 * shown by name in lists and exports, listed in the import template, imported by name in either
 * language or by organisation code; an unknown or ambiguous name is a reported bad row that
 * applies nothing; a discipline field takes only disciplines; data rules still compare ids.
 */
const t = useTestApp();
type Teacher = {
  id: string;
  staffId: string;
  collegeId: string | null;
  collegeId_dictText: string | null;
  userId_dictText?: string | null;
};
type Page<T> = { records: T[]; total: number };
type Problems = { errors: { row: number; column: string; message: string }[] };

async function departments() {
  const rows = await t.database.db.select().from(sysDepart);
  const by = (code: string) => {
    const row = rows.find((r) => r.orgCode === code);
    if (!row) throw new Error(`no department ${code}`);
    return row;
  };
  return { accounting: by('A01A01'), finance: by('A01A02'), marketing: by('A01A04'), office: by('A01A06') };
}

async function importTeachers(token: string, rows: (string | null)[][], lang = 'en-US') {
  const { payload, headers } = multipartFile(await workbookFile(rows));
  return t.app.inject({
    method: 'POST',
    url: '/api/aacsb/teacher/importExcel',
    payload,
    headers: { ...headers, 'x-access-token': token, 'x-lang': lang },
  });
}

const listTeachers = (token: string, lang = 'en-US', query: Record<string, string> = {}) =>
  t.api.get<Page<Teacher>>('/aacsb/teacher/list', {
    token,
    lang,
    query: { pageSize: -1, column: 'staffId', order: 'asc', ...query },
  });

describe('references to departments over HTTP', () => {
  it('lists and exports a teacher college by name, in the caller language', async () => {
    const admin = await actorWith(t, allCodes(RESOURCE.teacher));
    const { accounting } = await departments();
    const added = await t.api.post<{ id: string }>(
      '/aacsb/teacher/add',
      { staffId: 'R100', name: '李娜', sex: '2', collegeId: accounting.id },
      { token: admin.token },
    );
    expect(added.status, added.body.message).toBe(200);

    const en = await listTeachers(admin.token, 'en-US', { staffId: 'R100' });
    expect(en.body.result.records[0]).toMatchObject({
      collegeId: accounting.id,
      collegeId_dictText: 'Accounting',
    });
    const zh = await listTeachers(admin.token, 'zh-CN', { staffId: 'R100' });
    expect(zh.body.result.records[0].collegeId_dictText).toBe('会计系');

    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/aacsb/teacher/exportXls',
      query: { staffId: 'R100' },
      headers: { 'x-access-token': admin.token, 'x-lang': 'zh-CN' },
    });
    const rows = await readWorkbook(exported.rawPayload);
    const college = rows[0].indexOf('学院');
    expect(college).toBeGreaterThan(-1);
    expect(rows[1][college]).toBe('会计系');
    expect(rows.flat()).not.toContain(accounting.id);
  });

  it('imports a college by English name, Chinese name or organisation code, and refuses an unknown one whole', async () => {
    const admin = await actorWith(t, allCodes(RESOURCE.teacher));
    const { finance, marketing, accounting } = await departments();
    const before = (await listTeachers(admin.token)).body.result.total;

    const bad = await importTeachers(admin.token, [
      ['Staff number', 'Name', 'Sex', 'College'],
      ['R201', 'Wu Lei', 'Male', 'Finance'],
      ['R202', 'Zhou Yu', 'Female', 'School of Nowhere'],
    ]);
    expect(bad.statusCode).toBe(400);
    const problems = (bad.json() as { result: Problems }).result.errors;
    expect(problems).toEqual([{ row: 3, column: 'College', message: 'No record has this name or code' }]);
    expect((await listTeachers(admin.token)).body.result.total).toBe(before);

    const good = await importTeachers(admin.token, [
      ['Staff number', 'Name', 'Sex', 'College'],
      ['R201', 'Wu Lei', 'Male', 'finance'],
      ['R202', 'Zhou Yu', 'Female', '市场营销系'],
      ['R203', 'Gao Fei', 'Male', 'A01A01'],
    ]);
    expect(good.statusCode, good.body).toBe(200);
    const stored = (await listTeachers(admin.token, 'en-US', { staffId: 'R20*' })).body.result.records;
    expect(stored.map((r) => [r.staffId, r.collegeId, r.collegeId_dictText])).toEqual([
      ['R201', finance.id, 'Finance'],
      ['R202', marketing.id, 'Marketing'],
      ['R203', accounting.id, 'Accounting'],
    ]);
  });

  it('offers the department names in the import template as a drop-down', async () => {
    const admin = await actorWith(t, allCodes(RESOURCE.teacher));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/aacsb/teacher/importTemplate',
      headers: { 'x-access-token': admin.token, 'x-lang': 'en-US' },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    const column = headers.indexOf('College') + 1;
    expect(column).toBeGreaterThan(0);
    const validation = sheet.getCell(2, column).dataValidation;
    expect(validation).toMatchObject({ type: 'list' });
    const lists = workbook.getWorksheet('lists');
    const names: string[] = [];
    lists?.getColumn(column).eachCell((cell) => {
      names.push(String(cell.value));
    });
    expect(names).toEqual(
      expect.arrayContaining(['Business School', 'Accounting', 'Finance', 'Dean’s Office']),
    );
  });

  it('refuses a college that is no department on add', async () => {
    const admin = await actorWith(t, allCodes(RESOURCE.teacher));
    const res = await t.api.post<{ fields: Record<string, string> }>(
      '/aacsb/teacher/add',
      { staffId: 'R300', name: 'Xu', sex: '1', collegeId: '884to6qa8i5u2rvtl04d' },
      { token: admin.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.result.fields.collegeId).toBe('No such record, or it may not be chosen here');
  });

  it('keeps a data rule on the college comparing ids', async () => {
    const { accounting, finance } = await departments();
    const admin = await actorWith(t, allCodes(RESOURCE.teacher));
    for (const [staffId, collegeId] of [
      ['R400', accounting.id],
      ['R401', finance.id],
    ])
      await t.api.post(
        '/aacsb/teacher/add',
        { staffId, name: staffId, sex: '1', collegeId },
        { token: admin.token },
      );
    const reader = await actorWith(t, ['teacher:query']);
    await addDataRule(t.database.db, reader.roleId, 'teacher', {
      column: 'college_id',
      condition: '=',
      value: finance.id,
    });
    const seen = (await listTeachers(reader.token, 'en-US', { staffId: 'R40*' })).body.result.records;
    expect(seen.map((r) => [r.staffId, r.collegeId_dictText])).toEqual([['R401', 'Finance']]);
  });
});

describe('references to disciplines and accounts over HTTP', () => {
  it('takes only a department flagged as a discipline, by name or code, and offers only those', async () => {
    const admin = await actorWith(t, allCodes(RESOURCE.teacherDiscipline));
    const { office, marketing } = await departments();
    const teacher = await t.api.post<{ id: string }>(
      '/aacsb/teacher/add',
      { staffId: 'R500', name: '钱七', sex: '1' },
      { token: admin.token },
    );
    const teacherId = teacher.body.result.id;
    const refused = await t.api.post<{ fields: Record<string, string> }>(
      '/aacsb/teacherDiscipline/add',
      { teacherId, year: 2025, disciplineId: office.id, percent: 50 },
      { token: admin.token },
    );
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.result.fields)).toEqual(['disciplineId']);

    const offered = await t.api.get<{ id: string; title: string; code: string }[]>('/aacsb/refs/discipline', {
      token: admin.token,
    });
    expect(offered.body.result.map((o) => o.code)).toEqual([
      'A01A01',
      'A01A02',
      'A01A03',
      'A01A04',
      'A01A05',
    ]);
    const searched = await t.api.get<{ title: string }[]>('/aacsb/refs/department', {
      token: admin.token,
      lang: 'zh-CN',
      query: { keyword: '办公' },
    });
    expect(searched.body.result.map((o) => o.title)).toEqual(['学院办公室']);

    const { payload, headers } = multipartFile(
      await workbookFile([
        ['Teacher', 'Reporting year', 'Discipline', 'Percent of time (%)'],
        ['钱七', 2025, 'Dean’s Office', 40],
      ]),
    );
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/aacsb/teacherDiscipline/importExcel',
      payload,
      headers: { ...headers, 'x-access-token': admin.token },
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { result: Problems }).result.errors).toMatchObject([
      { row: 2, column: 'Discipline' },
    ]);

    const okFile = multipartFile(
      await workbookFile([
        ['Teacher', 'Reporting year', 'Discipline', 'Percent of time (%)'],
        ['R500', 2025, 'A01A04', 40],
      ]),
    );
    const good = await t.app.inject({
      method: 'POST',
      url: '/api/aacsb/teacherDiscipline/importExcel',
      payload: okFile.payload,
      headers: { ...okFile.headers, 'x-access-token': admin.token },
    });
    expect(good.statusCode, good.body).toBe(200);
    const listed = await t.api.get<Page<{ disciplineId: string; disciplineId_dictText: string }>>(
      '/aacsb/teacherDiscipline/list',
      { token: admin.token, query: { teacherId } },
    );
    expect(listed.body.result.records).toMatchObject([
      { disciplineId: marketing.id, disciplineId_dictText: 'Marketing' },
    ]);
  });

  it('links an account by username, names it in the list, and calls a shared name ambiguous', async () => {
    const admin = await actorWith(t, [...allCodes(RESOURCE.teacher), 'user:query']);
    const one = await buildUser(t.database.db, { username: 'ref_wang1', realname: '王芳' });
    await buildUser(t.database.db, { username: 'ref_wang2', realname: '王芳' });
    const ambiguous = await importTeachers(admin.token, [
      ['Staff number', 'Name', 'Sex', 'userId'],
      ['R600', '王芳', 'Female', '王芳'],
    ]);
    expect(ambiguous.statusCode).toBe(400);
    expect((ambiguous.json() as { result: Problems }).result.errors[0].message).toContain('Several records');

    const linked = await importTeachers(admin.token, [
      ['Staff number', 'Name', 'Sex', 'userId'],
      ['R600', '王芳', 'Female', 'ref_wang1'],
    ]);
    expect(linked.statusCode, linked.body).toBe(200);
    const [record] = (await listTeachers(admin.token, 'en-US', { staffId: 'R600' })).body.result.records;
    expect(record).toMatchObject({ userId: one.id, userId_dictText: '王芳' });

    const picked = await t.api.get<{ id: string }[]>('/aacsb/refs/user', {
      token: admin.token,
      query: { keyword: 'ref_wang' },
    });
    expect(picked.body.result.map((o) => o.id)).toContain(one.id);
    const outsider = await actorWith(t, ['teacher:query']);
    expect((await t.api.get('/aacsb/refs/user', { token: outsider.token })).status).toBe(403);
    expect((await t.api.get('/aacsb/refs/department', { token: outsider.token })).status).toBe(200);
  });
});
