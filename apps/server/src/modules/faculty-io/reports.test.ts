import { RESOURCE } from '@accredit/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { resourceTable } from '../../crud/table.ts';
import { type Actor, actorWith, addDataRule, readWorkbook } from '../../crud/testing.ts';
import { useTestApp } from '../../test/harness.ts';
import { sysDepart } from '../system/schema.ts';
import { buildOutput, buildTeacher } from './test-helpers.ts';

/** Teacher report endpoints: filters, figures, Excel exports read back, permission and data rules. */
const t = useTestApp();
type Page = {
  columns: { key: string; title: string }[];
  records: Record<string, string | number | null>[];
  total: number;
};
let staff: Actor;
let finance: string;
let marketing: string;

beforeAll(async () => {
  const db = t.database.db;
  const made = await db
    .insert(sysDepart)
    .values([
      { departName: '金融学', departNameEn: 'Finance', orgCode: 'RPT1', isDiscipline: true },
      { departName: '市场营销', departNameEn: 'Marketing', orgCode: 'RPT2', isDiscipline: true },
    ])
    .returning({ id: sysDepart.id });
  [finance, marketing] = made.map((m) => m.id);
  const wang = await buildTeacher(db, 'Rpt Wang', { collegeId: finance, nameEn: 'Rpt Wang' });
  const chen = await buildTeacher(db, 'Rpt Chen', { collegeId: marketing, nameEn: 'Rpt Chen' });
  const acc = resourceTable(RESOURCE.teacherAccreditation);
  const dis = resourceTable(RESOURCE.teacherDiscipline);
  await db.insert(acc).values([
    {
      teacherId: wang.id,
      year: 2024,
      participating: true,
      highestDegree: '3',
      employmentStatus: '1',
      missionPercent: 100,
    },
    {
      teacherId: chen.id,
      year: 2024,
      participating: false,
      highestDegree: '2',
      employmentStatus: '2',
      missionPercent: 50,
    },
    { teacherId: wang.id, year: 2019, participating: true, highestDegree: '3', employmentStatus: '1' },
  ]);
  await db.insert(dis).values([
    { teacherId: wang.id, year: 2024, disciplineId: finance, percent: 60 },
    { teacherId: wang.id, year: 2024, disciplineId: marketing, percent: 40 },
    { teacherId: chen.id, year: 2024, disciplineId: marketing, percent: 100 },
    { teacherId: wang.id, year: 2019, disciplineId: finance, percent: 100 },
  ]);
  const authors = resourceTable(RESOURCE.researchOutputAuthor);
  const approved = await buildOutput(db, {
    titleEn: 'Approved finance paper',
    publishDate: '2024-03-01',
    reviewStatus: 1,
    category: '1',
  });
  const pending = await buildOutput(db, {
    titleEn: 'Pending paper',
    publishDate: '2024-04-01',
    reviewStatus: 0,
  });
  const chenCase = await buildOutput(db, {
    outputType: '8',
    titleEn: 'Marketing case',
    publishDate: '2024-05-01',
    reviewStatus: 1,
  });
  await db.insert(authors).values([
    { outputId: approved, authorOrder: 1, teacherId: wang.id, isLead: true, rate: 100 },
    { outputId: approved, authorOrder: 2, externalName: 'Outside, Ann', rate: 50 },
    { outputId: pending, authorOrder: 1, teacherId: wang.id, isLead: true, rate: 100 },
    { outputId: chenCase, authorOrder: 1, teacherId: chen.id, isLead: true, rate: 100 },
  ]);
  staff = await actorWith(t, [
    'facultyReport:query',
    'facultyReport:export',
    'researchOutputs:query',
    'researchOutputs:export',
  ]);
});

const get = (name: string, query: Record<string, string | number>, token = staff.token, lang = 'en-US') =>
  t.api.get<Page>(`/aacsb/report/${name}`, { token, query: { pageSize: -1, ...query }, lang });

describe('faculty reports', () => {
  it('lists teacher years in the range with disciplines and approved outputs', async () => {
    const res = await get('faculty', { yearFrom: 2024, yearTo: 2024 });
    expect(res.status).toBe(200);
    const rows = res.body.result.records
      .filter((r) => String(r.name).startsWith('Rpt'))
      .sort((a, b) => String(a.name).localeCompare(String(b.name)));
    // Wang's pending paper does not count: only approved outputs do.
    expect(rows.map((r) => [r.name, r.disciplines, r.participation, r.highestDegree, r.outputs])).toEqual([
      ['Rpt Chen', 'Marketing 100%', 'Supporting faculty', 'Master', 1],
      ['Rpt Wang', 'Finance 60%, Marketing 40%', 'Participating faculty', 'Doctor', 1],
    ]);
    expect(res.body.result.columns.find((c) => c.key === 'disciplines')?.title).toBe('Disciplines (time %)');
    const supporting = await get('faculty', { yearFrom: 2024, yearTo: 2024, type: 'supporting' });
    expect(supporting.body.result.records.map((r) => r.name)).not.toContain('Rpt Wang');
  });

  it('sums FTE per discipline and year', async () => {
    const res = await get('facultySummary', { yearFrom: 2024, yearTo: 2024, disciplineId: marketing });
    expect(res.body.result.records).toEqual([
      expect.objectContaining({
        year: 2024,
        discipline: 'Marketing',
        teachers: 2,
        participatingFte: 0.4,
        supportingFte: 1,
        totalFte: 1.4,
        doctorates: 1,
        outputs: 2,
      }),
    ]);
  });

  it('keeps to the data rules of the caller', async () => {
    const limited = await actorWith(t, ['facultyReport:query']);
    await addDataRule(t.database.db, limited.roleId, 'facultyReport', {
      column: 'college_id',
      condition: '=',
      value: finance,
    });
    const res = await get('facultyRoster', { yearFrom: 2024, yearTo: 2024 }, limited.token);
    expect(res.body.result.records.map((r) => r.name)).toEqual(['Rpt Wang']);
    expect((await t.api.get('/aacsb/report/facultyRoster/exportXls', { token: limited.token })).status).toBe(
      403,
    );
    const none = await actorWith(t, ['researchOutputs:query']);
    expect((await get('faculty', {}, none.token)).status).toBe(403);
  });
});

describe('research outputs report', () => {
  it('lists approved outputs by discipline, type and years', async () => {
    const res = await get('researchOutputs', { yearFrom: 2024, yearTo: 2024, disciplineId: finance });
    const mine = (p: Page) =>
      p.records.filter((r) =>
        ['Approved finance paper', 'Pending paper', 'Marketing case'].includes(String(r.title)),
      );
    expect(mine(res.body.result).map((r) => [r.title, r.authors, r.disciplines])).toEqual([
      ['Approved finance paper', 'Rpt Wang; Outside, Ann', 'Finance, Marketing'],
    ]);
    const cases = await get('researchOutputs', { yearFrom: 2024, type: '8' }, staff.token, 'zh-CN');
    expect(cases.body.result.records.every((r) => r.outputType === '案例')).toBe(true);
    expect(mine(cases.body.result).map((r) => r.title)).toEqual(['Marketing case']);
  });

  it('exports each report to Excel with headers in the caller language', async () => {
    for (const [name, header, cell] of [
      ['researchOutputs', '题名', 'Approved finance paper'],
      ['faculty', '学科（时间占比）', '金融学 60%, 市场营销 40%'],
      ['facultySummary', '参与型全时当量', '市场营销'],
      ['facultyRoster', '工号', 'Rpt Chen'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/aacsb/report/${name}/exportXls`,
        query: { yearFrom: '2024', yearTo: '2024' },
        headers: { 'x-access-token': staff.token, 'x-lang': 'zh-CN' },
      });
      expect(res.statusCode).toBe(200);
      const rows = await readWorkbook(res.rawPayload);
      expect(rows[0]).toContain(header);
      expect(rows.slice(1).flat()).toContain(cell);
    }
  });
});
