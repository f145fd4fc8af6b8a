import { RESOURCE } from '@accredit/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../core/db.ts';
import { newId } from '../../core/ids.ts';
import { resourceTable } from '../../crud/table.ts';
import { useTestApp } from '../../test/harness.ts';
import { teacherIdOfUser } from '../faculty/teachers.ts';
import { buildTeacher, docxText } from '../faculty-io/test-helpers.ts';
import { sysUser } from '../system/schema.ts';

/**
 * Syllabi over HTTP: the structured parts refused with a named message and nothing stored, the
 * version and teacher filled in, the review workflow with its history and the lock, a new version
 * from an approved syllabus, the curriculum-map check, the Word file in English, and who sees what.
 */
const t = useTestApp();
const tok: Record<string, string> = {};
const ids: Record<string, string> = {};

async function insert(db: Db, resource: keyof typeof RESOURCE, values: Record<string, unknown>) {
  const table = resourceTable(RESOURCE[resource]);
  const [row] = await db
    .insert(table)
    .values({ createBy: 'admin', ...values })
    .returning({ id: table.id });
  return String(row.id);
}

const GOOD = {
  objectives: [
    {
      code: 'CO1',
      text: '理解公司财务的<b>基本</b>概念',
      textEn: 'Understand corporate finance',
      loIds: [] as string[],
    },
  ],
  assessment: [
    { name: '平时成绩', nameEn: 'Coursework', fullMarks: 100, weight: 40 },
    { name: '期末考试', nameEn: '', fullMarks: 100, weight: 60 },
  ],
  schedule: [{ week: 1, topic: '导论', topicEn: 'Introduction', hours: 3, activity: 'Lecture' }],
  textbooks: [
    {
      title: 'Corporate Finance',
      author: 'Berk',
      publisher: 'Pearson',
      year: 2019,
      isbn: '978-0134083278',
      required: true,
    },
  ],
};

const add = (token: string, body: Record<string, unknown>, lang = 'en-US') =>
  t.api.post<{ id: string }>('/aacsb/syllabus/add', body, { token, lang });
const byId = (token: string, id: string) =>
  t.api.get<Record<string, unknown>>('/aacsb/syllabus/queryById', { token, query: { id } });
const review = (token: string, id: string, action: string, reason?: string) =>
  t.api.post('/aacsb/syllabus/processBatch', { ids: id, action, reason }, { token });

beforeAll(async () => {
  const db = t.database.db;
  ids.year = await insert(db, 'schoolYear', {
    name: 'SYL 2025-2026',
    startTime: '2025-09-01',
    endTime: '2026-07-31',
  });
  ids.semester = await insert(db, 'semester', {
    name: 'SYL 2025 autumn',
    startTime: '2025-09-01',
    endTime: '2026-01-31',
  });
  ids.programme = await insert(db, 'degreePrograms', {
    code: 'SYLP',
    name: '金融学',
    nameEn: 'Finance',
    degreeLevel: '1',
  });
  ids.other = await insert(db, 'degreePrograms', {
    code: 'SYLQ',
    name: '会计学',
    nameEn: 'Accounting',
    degreeLevel: '1',
  });
  const lg = await insert(db, 'degreeProgramsLg', {
    degreeProgramsId: ids.programme,
    code: 'LG1',
    name: '分析',
  });
  const lgQ = await insert(db, 'degreeProgramsLg', {
    degreeProgramsId: ids.other,
    code: 'LG1',
    name: '沟通',
  });
  ids.lo1 = await insert(db, 'degreeProgramsLo', {
    degreeProgramsId: ids.programme,
    lgId: lg,
    code: 'LO1.1',
    name: '财务分析',
  });
  ids.lo2 = await insert(db, 'degreeProgramsLo', {
    degreeProgramsId: ids.programme,
    lgId: lg,
    code: 'LO1.2',
    name: '估值',
  });
  ids.lo3 = await insert(db, 'degreeProgramsLo', {
    degreeProgramsId: ids.other,
    lgId: lgQ,
    code: 'LO9.1',
    name: '写作',
  });
  const course = (code: string, name: string, nameEn: string) =>
    insert(db, 'course', {
      code,
      name,
      nameEn,
      credits: 3,
      theoryHours: 48,
      practiceHours: 0,
      courseType: '1',
    });
  ids.taught = await course('SYL101', '公司金融', 'Corporate Finance');
  ids.untaught = await course('SYL102', '投资学', 'Investments');
  const planRow = await insert(db, 'teachingProgram', {
    degreeProgramsId: ids.programme,
    courseId: ids.taught,
    effectiveYear: 2024,
    studyYear: 2,
    term: 1,
  });
  await insert(db, 'teachingProgram', {
    degreeProgramsId: ids.programme,
    courseId: ids.untaught,
    effectiveYear: 2024,
    studyYear: 2,
    term: 2,
  });
  const [demoTeacher] = await db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(eq(sysUser.username, 'teacher'));
  ids.teacherRecord = String(await teacherIdOfUser(db, demoTeacher.id));
  await insert(db, 'teachingProgramTeacher', {
    teachingProgramId: planRow,
    degreeProgramsId: ids.programme,
    courseId: ids.taught,
    teacherId: ids.teacherRecord,
    semesterId: ids.semester,
  });
  await insert(db, 'curriculumMap', {
    degreeProgramsId: ids.programme,
    effectiveYear: 2024,
    courseId: ids.taught,
    loId: ids.lo1,
    level: 'H',
  });
  // A later map version (2026) that would map LO1.2 too: not the one in force for 2025-2026.
  await insert(db, 'curriculumMap', {
    degreeProgramsId: ids.programme,
    effectiveYear: 2026,
    courseId: ids.taught,
    loId: ids.lo2,
    level: 'M',
  });
  const [head] = await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, 'progadmin'));
  await insert(db, 'degreeProgramsHead', { degreeProgramsId: ids.programme, userId: head.id });
  await buildTeacher(db, '王五', { username: `syl_other_${newId().slice(0, 6)}`, realname: 'Wang Wu' }).then(
    async (other) => {
      tok.other = await t.tokenFor(String(other.username), '4');
    },
  );
  tok.teacher = await t.tokenFor('teacher', '4');
  tok.head = await t.tokenFor('progadmin', '3');
  tok.admin = await t.tokenFor('admin');
});

async function count(): Promise<number> {
  const res = await t.api.get<{ total: number }>('/aacsb/syllabus/list', {
    token: tok.admin,
    query: { pageSize: 100 },
  });
  return res.body.result.total;
}

describe('syllabus content checks', () => {
  it('refuses bad parts with a message naming the part, row and column, in the caller language, storing nothing', async () => {
    const before = await count();
    const bad = await add(tok.teacher, {
      courseId: ids.taught,
      schoolYearId: ids.year,
      objectives: [{ code: '', text: 'x', loIds: [] }],
      assessment: [
        { name: 'A', fullMarks: 100, weight: 50 },
        { name: 'B', fullMarks: 100, weight: 40 },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("Course objectives: Row 1, Code: Can't be blank!");
    expect(bad.body.message).toContain(
      'Assessment plan: Weight (%): The weights total 90, they must total 100',
    );
    const zh = await add(
      tok.teacher,
      { courseId: ids.taught, schoolYearId: ids.year, schedule: [{ week: 0, topic: '导论', hours: 2 }] },
      'zh-CN',
    );
    expect(zh.status).toBe(400);
    expect(zh.body.message).toContain('第 1 行, 周次');
    const notArray = await add(tok.teacher, {
      courseId: ids.taught,
      schoolYearId: ids.year,
      textbooks: [{ title: 'T', year: 'soon' }],
    });
    expect(notArray.status).toBe(400);
    expect(notArray.body.message).toContain('Row 1, Year');
    expect(await count()).toBe(before);
  });

  it('refuses a link to an objective of a programme without the course', async () => {
    const res = await add(tok.teacher, {
      courseId: ids.taught,
      schoolYearId: ids.year,
      objectives: [{ code: 'CO1', text: '目标', loIds: [ids.lo3] }],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Row 1, Programme objectives supported');
  });

  it('numbers the version, fills in the teacher and strips markup from texts', async () => {
    const res = await add(tok.teacher, { courseId: ids.taught, schoolYearId: ids.year, ...GOOD });
    expect(res.status).toBe(200);
    ids.draft = res.body.result.id;
    const row = (await byId(tok.teacher, ids.draft)).body.result;
    expect(row).toMatchObject({ version: 1, teacherId: ids.teacherRecord, reviewStatus: 0 });
    expect((row.objectives as { text: string }[])[0].text).toBe('理解公司财务的基本概念');
    const second = await add(tok.teacher, { courseId: ids.taught, schoolYearId: ids.year });
    expect((await byId(tok.teacher, second.body.result.id)).body.result.version).toBe(2);
    await t.api.delete('/aacsb/syllabus/delete', {
      token: tok.teacher,
      query: { id: second.body.result.id },
    });
  });

  it('refuses a bad edit and leaves the stored syllabus as it was', async () => {
    const before = (await byId(tok.teacher, ids.draft)).body.result;
    const res = await t.api.put(
      '/aacsb/syllabus/edit',
      { id: ids.draft, summary: '<p>changed</p>', assessment: [{ name: 'A', fullMarks: 0, weight: 100 }] },
      { token: tok.teacher },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Full marks: Must be greater than 0');
    expect((await byId(tok.teacher, ids.draft)).body.result).toEqual(before);
  });
});

describe('review workflow, lock and new version', () => {
  it('rejects with a reason, takes a re-submission, approves, keeps the history and locks', async () => {
    const id = ids.draft;
    expect((await review(tok.head, id, 'reject')).status).toBe(400);
    expect((await review(tok.head, id, 'reject', 'Link the objectives to LO1.1')).status).toBe(200);
    const rejected = (await byId(tok.teacher, id)).body.result;
    expect(rejected).toMatchObject({ reviewStatus: 2, reviewReason: 'Link the objectives to LO1.1' });
    const fixed = await t.api.put(
      '/aacsb/syllabus/edit',
      { id, objectives: [{ ...GOOD.objectives[0], loIds: [ids.lo1, ids.lo2] }] },
      { token: tok.teacher },
    );
    expect(fixed.status).toBe(200);
    expect((await review(tok.teacher, id, 'resubmit', 'Linked')).status).toBe(200);
    expect((await review(tok.teacher, id, 'approve')).status).toBe(403);
    expect((await review(tok.head, id, 'approve')).status).toBe(200);
    const history = await t.api.get<{ action: string; reason: string | null }[]>(
      '/aacsb/syllabus/approvalHistory',
      {
        token: tok.teacher,
        query: { id },
      },
    );
    expect(history.body.result.map((h) => h.action)).toEqual(['reject', 'resubmit', 'approve']);
    expect(history.body.result[0].reason).toBe('Link the objectives to LO1.1');
    const locked = await t.api.put(
      '/aacsb/syllabus/edit',
      { id, summary: '<p>late</p>' },
      { token: tok.teacher },
    );
    expect(locked.status).toBe(400);
    expect(locked.body.message).toMatch(/approved and cannot be modified/);
    expect((await t.api.delete('/aacsb/syllabus/delete', { token: tok.teacher, query: { id } })).status).toBe(
      400,
    );
  });

  it('flags the objective links the curriculum map in force lacks', async () => {
    const res = await t.api.get<{
      year: number;
      checked: number;
      flags: { objective: string; loCode: string }[];
    }>('/aacsb/syllabus/mapCheck', { token: tok.teacher, query: { id: ids.draft } });
    expect(res.status).toBe(200);
    // 2025-2026 uses the 2024 map, which maps LO1.1 but not LO1.2 (only the 2026 map does).
    expect(res.body.result).toMatchObject({ year: 2025, checked: 2 });
    expect(res.body.result.flags.map((f) => `${f.objective}:${f.loCode}`)).toEqual(['CO1:LO1.2']);
  });

  it('starts a new unreviewed version from an approved syllabus only', async () => {
    const res = await t.api.post<{ id: string; version: number }>(
      '/aacsb/syllabus/newVersion',
      { id: ids.draft },
      { token: tok.teacher },
    );
    expect(res.status).toBe(200);
    expect(res.body.result.version).toBe(2);
    const copy = (await byId(tok.teacher, res.body.result.id)).body.result;
    const source = (await byId(tok.teacher, ids.draft)).body.result;
    expect(copy).toMatchObject({ version: 2, reviewStatus: 0, courseId: ids.taught, schoolYearId: ids.year });
    expect(copy.objectives).toEqual(source.objectives);
    expect(copy.assessment).toEqual(source.assessment);
    const again = await t.api.post(
      '/aacsb/syllabus/newVersion',
      { id: res.body.result.id },
      { token: tok.teacher },
    );
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/Only an approved syllabus/);
    const outside = await t.api.post('/aacsb/syllabus/newVersion', { id: ids.draft }, { token: tok.other });
    expect(outside.status).toBe(404);
  });
});

describe('Word export', () => {
  async function word(lang: string, token = tok.teacher) {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/aacsb/syllabus/exportWord',
      query: { id: ids.draft, lang },
      headers: { 'x-access-token': token },
    });
    return {
      status: res.statusCode,
      type: res.headers['content-type'],
      text: res.statusCode === 200 ? await docxText(res.rawPayload) : '',
    };
  }

  it('writes the English file with English values and marks a missing English value', async () => {
    const en = await word('en-US');
    expect(en.status).toBe(200);
    expect(String(en.type)).toContain('wordprocessingml');
    for (const text of [
      'Course Syllabus',
      'Corporate Finance',
      'Understand corporate finance',
      'LO1.1, LO1.2',
      'Coursework',
      '期末考试 [no English name]',
      'Introduction',
      'Berk',
      'Reviewed',
      'Chen Jing',
    ])
      expect(en.text).toContain(text);
    expect(en.text).not.toContain('理解公司财务');
  });

  it('writes the Chinese file with Chinese values', async () => {
    const zh = await word('zh-CN');
    for (const text of ['课程教学大纲', '公司金融', '理解公司财务的基本概念', '平时成绩', '导论', '已审核'])
      expect(zh.text).toContain(text);
  });

  it('is refused outside the caller scope', async () => {
    expect((await word('en-US', tok.other)).status).toBe(404);
  });
});

describe('who sees which syllabi', () => {
  it('shows a teacher their own and those of courses they teach, not others', async () => {
    const byAdminTaught = await add(tok.admin, { courseId: ids.taught, schoolYearId: ids.year });
    const byAdminOther = await add(tok.admin, { courseId: ids.untaught, schoolYearId: ids.year });
    const list = await t.api.get<{ records: { id: string }[] }>('/aacsb/syllabus/list', {
      token: tok.teacher,
      query: { pageSize: 100 },
    });
    const seen = list.body.result.records.map((r) => r.id);
    expect(seen).toContain(ids.draft);
    expect(seen).toContain(byAdminTaught.body.result.id);
    expect(seen).not.toContain(byAdminOther.body.result.id);
    expect((await byId(tok.teacher, byAdminOther.body.result.id)).status).toBe(404);
    const other = await t.api.get<{ records: { id: string }[] }>('/aacsb/syllabus/list', {
      token: tok.other,
      query: { pageSize: 100 },
    });
    expect(other.body.result.records.map((r) => r.id)).not.toContain(ids.draft);
    const head = await t.api.get<{ records: { id: string }[] }>('/aacsb/syllabus/list', {
      token: tok.head,
      query: { pageSize: 100 },
    });
    expect(head.body.result.records.map((r) => r.id)).toEqual(
      expect.arrayContaining([ids.draft, byAdminOther.body.result.id]),
    );
  });

  it('offers the objectives of the programmes whose plan has the course', async () => {
    const res = await t.api.get<{ code: string; inMap: boolean }[]>('/aacsb/syllabus/loOptions', {
      token: tok.teacher,
      query: { courseId: ids.taught, schoolYearId: ids.year },
    });
    expect(res.body.result.map((l) => `${l.code}:${l.inMap}`)).toEqual(['LO1.1:true', 'LO1.2:false']);
  });
});
