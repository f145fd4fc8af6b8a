import { RESOURCE } from '@accredit/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resourceTable } from '../../crud/table.ts';
import { actorWith, addDataRule } from '../../crud/testing.ts';
import { useTestApp } from '../../test/harness.ts';
import { sysDepart } from '../system/schema.ts';
import type { CvDocument } from './cv-model.ts';
import { buildOutput, buildTeacher, docxText } from './test-helpers.ts';

/** The CV: its content in both languages, the Word file's text, and who may export whose CV. */
const t = useTestApp();
let me: { id: string; username: string | null };
let colleague: { id: string };
let myToken: string;
let financeId: string;

async function cvFile(query: Record<string, string>, token = myToken) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/aacsb/teacher/cv',
    query,
    headers: { 'x-access-token': token },
  });
  return { status: res.statusCode, headers: res.headers, raw: res.rawPayload };
}

beforeAll(async () => {
  const db = t.database.db;
  const [finance] = await db
    .insert(sysDepart)
    .values({
      departName: '金融学系',
      departNameEn: 'Department of Finance',
      orgCode: 'CVT01',
      isDiscipline: true,
    })
    .returning({ id: sysDepart.id });
  me = (await buildTeacher(db, '张伟', {
    realname: 'Wei Zhang',
    username: 'cv_teacher',
    nameEn: 'Wei Zhang',
  })) as typeof me;
  colleague = await buildTeacher(db, '李娜', { realname: 'Na Li' });
  myToken = await t.tokenFor('cv_teacher', '4');
  financeId = finance.id;
  const teachers = resourceTable(RESOURCE.teacher);
  await db.update(teachers).set({ duty: 'Professor', collegeId: finance.id }).where(eq(teachers.id, me.id));
  const article = await buildOutput(db, {
    titleZh: '数字普惠金融与中小企业创新',
    titleEn: 'Digital Inclusive Finance and SME Innovation',
    venueName: 'Journal of Finance',
    publishDate: '2023-05-01',
    volume: '78',
    issue: '3',
    pages: '1021-1060',
    doi: '10.1111/jofi.13200',
    reviewStatus: 1,
  });
  const old = await buildOutput(db, {
    titleEn: 'An Old Working Paper',
    outputType: '7',
    publishDate: '2015-01-01',
    venueName: 'NBER',
  });
  const rejected = await buildOutput(db, {
    titleEn: 'A Rejected Claim',
    publishDate: '2023-02-01',
    reviewStatus: 2,
  });
  const authors = resourceTable(RESOURCE.researchOutputAuthor);
  for (const outputId of [article, old, rejected])
    await db.insert(authors).values([
      { outputId, authorOrder: 1, teacherId: me.id, isLead: true, rate: 100 },
      { outputId, authorOrder: 2, externalName: 'Smith, John', rate: 50 },
    ]);
  await db.insert(resourceTable(RESOURCE.teacherAccreditation)).values({
    teacherId: me.id,
    year: 2024,
    participating: true,
    highestDegree: '3',
    degreeYear: 2010,
    specialty: 'Corporate Finance',
    employmentStatus: '1',
    responsibilities: 'UT,RES',
    missionPercent: 90,
  });
  await db
    .insert(resourceTable(RESOURCE.teacherDiscipline))
    .values({ teacherId: me.id, year: 2024, disciplineId: finance.id, percent: 100 });
  await db.insert(resourceTable(RESOURCE.teachingContribution)).values({
    type: '3',
    teacherId: me.id,
    title: 'Best Teacher Award',
    level: '1',
    startTime: '2024-06-01',
    endTime: '2024-06-30',
  });
  await db.insert(resourceTable(RESOURCE.professionalEngagement)).values({
    type: '2',
    teacherId: me.id,
    title: 'Advisory board, Bank of Guangzhou',
    organisation: 'Bank of Guangzhou',
    startTime: '2022-03-01',
    reviewStatus: 0,
  });
  await db.insert(resourceTable(RESOURCE.teachingAssignment)).values({
    teacherId: me.id,
    courseCode: 'FIN301',
    courseName: 'Corporate Finance',
    term: '2024-1',
    year: 2024,
    degreeLevel: '1',
    creditHours: 3,
    enrolledStudents: 85,
  });
});

describe('CV content', () => {
  it('gives my own CV in English: profile, degrees, positions, contributions by type and year', async () => {
    const res = await t.api.get<CvDocument>('/aacsb/teacher/cv/data', {
      token: myToken,
      query: { lang: 'en-US' },
    });
    expect(res.status).toBe(200);
    const cv = res.body.result;
    expect(cv).toMatchObject({
      name: 'Wei Zhang',
      title: 'Curriculum Vitae',
      subtitle: 'Professor · Department of Finance',
    });
    const section = (key: string) => cv.sections.find((s) => s.key === key);
    expect(section('research')?.groups?.map((g) => [g.heading, g.years.map((y) => y.year)])).toEqual([
      ['Journal Articles', ['2023']],
      ['Research Reports', ['2015']],
    ]);
    const text = JSON.stringify(cv);
    expect(text).not.toContain('A Rejected Claim');
    expect(text).toContain('Digital Inclusive Finance and SME Innovation');
    expect(text).toContain('Doctor');
    expect(text).toContain('Department of Finance 100%');
    expect(section('engagement')?.groups?.[0].years[0].items[0].note).toBe('(not yet reviewed)');
  });

  it('limits the contributions to a date range', async () => {
    const res = await t.api.get<CvDocument>('/aacsb/teacher/cv/data', {
      token: myToken,
      query: { lang: 'en-US', from: '2020', to: '2024' },
    });
    expect(JSON.stringify(res.body.result)).not.toContain('An Old Working Paper');
    expect(res.body.result.period).toBe('Period 2020-01-01 to 2024-12-31');
    const backwards = await t.api.get('/aacsb/teacher/cv/data', {
      token: myToken,
      query: { from: '2024', to: '2020' },
    });
    expect(backwards.status).toBe(400);
  });
});

describe('CV as Word', () => {
  it('exports a .docx whose text is English or Chinese as asked', async () => {
    const en = await cvFile({ lang: 'en-US', from: '2020' });
    expect(en.status).toBe(200);
    expect(en.headers['content-type']).toContain('wordprocessingml');
    const enText = await docxText(en.raw);
    expect(enText).toContain('Curriculum Vitae');
    expect(enText).toContain('Intellectual Contributions');
    expect(enText).toContain(
      'Wei Zhang, Smith, John. Digital Inclusive Finance and SME Innovation. Journal of Finance, 78(3): 1021-1060',
    );
    expect(enText).toContain('Best Teacher Award');
    expect(enText).toContain('Corporate Finance (FIN301)');
    expect(enText).not.toContain('An Old Working Paper');

    const zh = await cvFile({ lang: 'zh-CN' });
    const zhText = await docxText(zh.raw);
    expect(zhText).toContain('个人简历');
    expect(zhText).toContain('科研成果');
    expect(zhText).toContain('数字普惠金融与中小企业创新');
    expect(zhText).toContain('期刊论文');
    expect(zhText).toContain('金融学系 100%');
    expect(zhText).toContain('An Old Working Paper');
  });
});

describe('who may export a CV', () => {
  it('refuses a teacher the CV of a colleague', async () => {
    expect((await cvFile({ teacherId: colleague.id })).status).toBe(403);
    expect((await cvFile({ teacherId: me.id })).status).toBe(200);
  });

  it('lets staff with teacher:query export any CV within their data rules', async () => {
    const staff = await actorWith(t, ['teacher:query']);
    expect((await cvFile({ teacherId: colleague.id, lang: 'en-US' }, staff.token)).status).toBe(200);
    // Limited to the finance department: the colleague (no department) is out of reach.
    await addDataRule(t.database.db, staff.roleId, 'teacher', {
      column: 'college_id',
      condition: '=',
      value: financeId,
    });
    expect((await cvFile({ teacherId: colleague.id }, staff.token)).status).toBe(403);
    expect((await cvFile({ teacherId: me.id }, staff.token)).status).toBe(200);
  });

  it('answers 404 when the account has no teacher record', async () => {
    const other = await actorWith(t, ['resume:export']);
    expect((await cvFile({}, other.token)).status).toBe(404);
  });
});
