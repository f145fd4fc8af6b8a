import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';

/**
 * Programme heads (issue 16 item 7): a Program Administrator heading programme A and not B sees,
 * opens, edits, deletes and exports only A's records in every curriculum list (the data rules of
 * DEFAULT_DATA_RULES); B's records by id answer 403/404 and stay as they were; nothing can be
 * added to or moved into B; a head with no assignment sees nothing.
 */
const t = useTestApp();
type Rec = Record<string, unknown> & { id: string };
let admin: string;
let head: string;
let idle: string;
const ids: Record<string, { a: string; b: string }> = {};

async function add(resource: string, body: Record<string, unknown>, token = admin): Promise<string> {
  const res = await t.api.post<{ id: string }>(`/aacsb/${resource}/add`, body, { token });
  expect(res.status, `${resource}: ${res.body.message}`).toBe(200);
  return res.body.result.id;
}
const byId = (resource: string, id: string, token = admin) =>
  t.api.get<Rec>(`/aacsb/${resource}/queryById`, { token, query: { id } });
const list = async (resource: string, token: string, query: Record<string, string> = {}) => {
  const res = await t.api.get<{ records: Rec[]; total: number }>(`/aacsb/${resource}/list`, {
    token,
    query: { pageSize: -1, ...query },
  });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result;
};

/** Each resource, its A and B records (by key in `ids`) and a text field to edit. */
const CASES = [
  { resource: 'degreePrograms', key: 'programme', field: 'nameEn' },
  { resource: 'trainingObjective', key: 'training', field: 'contentEn' },
  { resource: 'degreeProgramsLg', key: 'goal', field: 'nameEn' },
  { resource: 'degreeProgramsLo', key: 'objective', field: 'nameEn' },
  { resource: 'degreeProgramsHead', key: 'head', field: null },
  { resource: 'course', key: 'course', field: 'nameEn' },
  { resource: 'teachingProgram', key: 'plan', field: null },
  { resource: 'syllabus', key: 'syllabus', field: 'summaryEn' },
  { resource: 'classes', key: 'class', field: 'nameEn' },
  { resource: 'student', key: 'student', field: 'nameEn' },
] as const;

beforeAll(async () => {
  admin = await t.tokenFor('admin');
  const db = t.database.db;
  const headUser = await buildUser(db, { username: 'head_a', roles: ['3'] });
  await buildUser(db, { username: 'head_none', roles: ['3'] });
  const other = await buildUser(db, { username: 'head_b', roles: ['3'] });
  head = await t.tokenFor('head_a');
  idle = await t.tokenFor('head_none');
  const pair = async (key: string, make: (side: 'A' | 'B') => Promise<string>) => {
    ids[key] = { a: await make('A'), b: await make('B') };
  };
  await pair('programme', (s) =>
    add('degreePrograms', { code: `PH-${s}`, name: `项目${s}`, nameEn: `Programme ${s}`, degreeLevel: '1' }),
  );
  const prog = (s: 'A' | 'B') => (s === 'A' ? ids.programme.a : ids.programme.b);
  await pair('head', (s) =>
    add('degreeProgramsHead', { degreeProgramsId: prog(s), userId: s === 'A' ? headUser.id : other.id }),
  );
  await pair('training', (s) =>
    add('trainingObjective', {
      degreeProgramsId: prog(s),
      code: 'T1',
      content: `培养目标${s}`,
      contentEn: `Aim ${s}`,
    }),
  );
  await pair('goal', (s) =>
    add('degreeProgramsLg', {
      degreeProgramsId: prog(s),
      code: 'LG1',
      name: `目标${s}`,
      nameEn: `Goal ${s}`,
    }),
  );
  await pair('objective', (s) =>
    add('degreeProgramsLo', {
      degreeProgramsId: prog(s),
      lgId: s === 'A' ? ids.goal.a : ids.goal.b,
      code: 'LO1.1',
      name: `指标${s}`,
      nameEn: `Objective ${s}`,
    }),
  );
  await pair('course', (s) =>
    add('course', { code: `PHC-${s}`, name: `课程${s}`, nameEn: `Course ${s}`, credits: 3, courseType: '1' }),
  );
  await pair('plan', (s) =>
    add('teachingProgram', {
      degreeProgramsId: prog(s),
      courseId: s === 'A' ? ids.course.a : ids.course.b,
      effectiveYear: 2025,
      studyYear: 1,
      term: 1,
    }),
  );
  const year = await add('schoolYear', { name: '2098-2099', startTime: '2098-09-01', endTime: '2099-07-31' });
  await pair('syllabus', (s) =>
    add('syllabus', { courseId: s === 'A' ? ids.course.a : ids.course.b, schoolYearId: year }),
  );
  await pair('class', (s) =>
    add('classes', { code: `PHK-${s}`, name: `班级${s}`, nameEn: `Class ${s}`, degreeProgramsId: prog(s) }),
  );
  await pair('student', (s) =>
    add('student', {
      studentNumber: `PHS-${s}`,
      name: `学生${s}`,
      nameEn: `Student ${s}`,
      sex: '1',
      classId: s === 'A' ? ids.class.a : ids.class.b,
    }),
  );
});

describe('a programme head', () => {
  it.each(CASES)(
    'lists and opens only the records of their programme: $resource',
    async ({ resource, key }) => {
      const seen = (await list(resource, head)).records.map((r) => r.id);
      expect(seen).toContain(ids[key].a);
      expect(seen).not.toContain(ids[key].b);
      expect((await byId(resource, ids[key].a, head)).status).toBe(200);
      expect([403, 404]).toContain((await byId(resource, ids[key].b, head)).status);
    },
  );

  it.each(CASES.filter((c) => c.field))('edits A and not B: $resource', async ({ resource, key, field }) => {
    const name = field as string;
    const edit = (id: string) =>
      t.api.put(`/aacsb/${resource}/edit`, { id, [name]: `Edited ${id}` }, { token: head });
    expect((await edit(ids[key].a)).status).toBe(200);
    expect((await byId(resource, ids[key].a)).body.result[name]).toBe(`Edited ${ids[key].a}`);
    const before = (await byId(resource, ids[key].b)).body.result[name];
    expect([403, 404]).toContain((await edit(ids[key].b)).status);
    expect((await byId(resource, ids[key].b)).body.result[name]).toBe(before);
  });

  it.each(CASES)('cannot delete B: $resource', async ({ resource, key }) => {
    const single = await t.api.delete(`/aacsb/${resource}/delete`, {
      token: head,
      query: { id: ids[key].b },
    });
    expect([403, 404]).toContain(single.status);
    const batch = await t.api.post(
      `/aacsb/${resource}/deleteBatch`,
      { ids: `${ids[key].a},${ids[key].b}` },
      { token: head },
    );
    expect([403, 404]).toContain(batch.status);
    expect((await byId(resource, ids[key].a)).status).toBe(200);
    expect((await byId(resource, ids[key].b)).status).toBe(200);
  });

  it.each([
    'degreePrograms',
    'degreeProgramsLg',
    'degreeProgramsLo',
    'course',
    'syllabus',
    'classes',
    'student',
  ])('exports only A: %s', async (resource) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/aacsb/${resource}/exportXls`,
      headers: { 'x-access-token': head, 'x-lang': 'en-US' },
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const text: string[] = [];
    wb.worksheets[0].eachRow((row) => {
      text.push((row.values as unknown[]).map((v) => String(v ?? '')).join('|'));
    });
    const all = text.join('\n');
    // Every record of programme B carries "B" in its English or Chinese name.
    expect(all).not.toMatch(/(Programme|Goal|Objective|Course|Class|Student) B|[项目目标指标课程班级学生]B/);
    const { total } = await list(resource, head);
    expect(total).toBeGreaterThan(0);
    expect(text.length).toBe(1 + total);
  });

  it('cannot add to B, appoint themselves to B, or move an A record into B', async () => {
    const refused = async (resource: string, body: Record<string, unknown>) => {
      const res = await t.api.post(`/aacsb/${resource}/add`, body, { token: head, lang: 'en-US' });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('You may only work on the programmes you head');
    };
    await refused('trainingObjective', { degreeProgramsId: ids.programme.b, code: 'T9', content: '越权' });
    await refused('degreeProgramsLg', { degreeProgramsId: ids.programme.b, code: 'LG9', name: '越权' });
    await refused('degreeProgramsLo', {
      degreeProgramsId: ids.programme.b,
      lgId: ids.goal.b,
      code: 'LO9',
      name: '越权',
    });
    const me = (await t.api.get<{ userInfo: { id: string } }>('/sys/checkToken', { token: head })).body
      .result;
    await refused('degreeProgramsHead', { degreeProgramsId: ids.programme.b, userId: me.userInfo.id });
    const moved = await t.api.put(
      '/aacsb/trainingObjective/edit',
      { id: ids.training.a, degreeProgramsId: ids.programme.b, code: 'T7' },
      { token: head },
    );
    expect(moved.status).toBe(403);
    expect((await byId('trainingObjective', ids.training.a)).body.result.degreeProgramsId).toBe(
      ids.programme.a,
    );
    const movedClass = await t.api.put(
      '/aacsb/classes/edit',
      { id: ids.class.a, degreeProgramsId: ids.programme.b },
      { token: head },
    );
    expect(movedClass.status).toBe(403);
    expect((await byId('classes', ids.class.a)).body.result.degreeProgramsId).toBe(ids.programme.a);
    const created = await t.api.post(
      '/aacsb/degreePrograms/add',
      { code: 'PH-NEW', name: '新项目', degreeLevel: '1' },
      { token: head, lang: 'zh-CN' },
    );
    expect(created.status).toBe(403);
    expect(created.body.message).toContain('项目负责人不能新建学位项目');
  });

  it('lists their own head assignments (what the web app stores after sign-in)', async () => {
    const me = (await t.api.get<{ userInfo: { id: string } }>('/sys/checkToken', { token: head })).body
      .result;
    const mine = await list('degreeProgramsHead', head, { userId: me.userInfo.id });
    expect(mine.records.map((r) => r.degreeProgramsId)).toEqual([ids.programme.a]);
  });

  it('deletes a record of A', async () => {
    const id = await add(
      'trainingObjective',
      { degreeProgramsId: ids.programme.a, code: 'T5', content: '临时' },
      head,
    );
    const res = await t.api.delete('/aacsb/trainingObjective/delete', { token: head, query: { id } });
    expect(res.status).toBe(200);
    expect((await byId('trainingObjective', id)).status).toBe(404);
  });
});

describe('a head with no assignment', () => {
  it.each(CASES)('sees nothing: $resource', async ({ resource, key }) => {
    const { total } = await list(resource, idle);
    expect(total).toBe(0);
    expect([403, 404]).toContain((await byId(resource, ids[key].a, idle)).status);
  });
});
