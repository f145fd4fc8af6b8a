import type { AmbaResult, ProgressionCohort, ProgressionCohortsResult } from '@accredit/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/ids.ts';
import { buildUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { add } from '../aol/plan-fixture.ts';
import { rateDetailOfYear, rateOfYear } from './rates-data.ts';

/**
 * Learner progression over HTTP (issue 19 item 6): the cohorts route's rates equal the figures
 * worked out by hand for counts entered through the engine; blank figures are counted from the
 * students of the programme's classes (and flagged); the AMBA checks pass and fail; a programme
 * head sees only the programme they head; the KPI helper gives the same rates. Cohort years are
 * far off (2151-2155) and the programmes this file's own, so the demo school never mixes in.
 */
const t = useTestApp();
let admin: string;
const tag = newId().slice(0, 5).toUpperCase();
const ids: Record<string, string> = {};

const cohorts = async (token: string, query: Record<string, string | number> = {}) => {
  const res = await t.api.get<ProgressionCohortsResult>('/aacsb/progression/cohorts', {
    token,
    query,
  });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result;
};
const shown = (c: ProgressionCohort | undefined) =>
  Object.fromEntries(Object.entries(c?.rates ?? {}).map(([k, r]) => [k, r.shown]));

beforeAll(async () => {
  admin = await t.tokenFor('admin');
  const put = (resource: string, body: Record<string, unknown>) => add(t, admin, resource, body);
  const programme = (key: string, level: string) =>
    put('degreePrograms', {
      code: `${key}${tag}`,
      name: `${key}项目${tag}`,
      nameEn: `${key} ${tag}`,
      degreeLevel: level,
    });
  ids.P = await programme('P', '1');
  ids.Q = await programme('Q', '1');
  ids.M = await programme('M', '3');
  ids.M2 = await programme('N', '3');

  // Programme P, cohort 2151: every count typed.
  await put('admission', {
    degreeProgramsId: ids.P,
    cohortYear: 2151,
    applications: 480,
    offers: 150,
    enrolled: 120,
  });
  await put('retention', {
    degreeProgramsId: ids.P,
    cohortYear: 2151,
    cohortSize: 120,
    normalYears: 4,
    retainedFirstYear: 111,
    graduatedNormalTime: 101,
    graduatedExtraYear: 8,
  });
  ids.EP = await put('employment', {
    degreeProgramsId: ids.P,
    cohortYear: 2151,
    graduationYear: 2155,
    graduates: 109,
    employed: 85,
    furtherStudy: 17,
    medianSalary: 98000,
  });
  // Cohort 2152: no admission record, no cohort size: the class of that intake has four students.
  await put('retention', { degreeProgramsId: ids.P, cohortYear: 2152, normalYears: 4, retainedFirstYear: 3 });
  const k = await put('classes', {
    code: `K${tag}`,
    name: `班${tag}`,
    degreeProgramsId: ids.P,
    enrolYear: 2152,
  });
  for (const [n, score] of [
    [1, 81],
    [2, 90],
    [3, 76.5],
    [4, null],
  ] as const)
    await put('student', {
      studentNumber: `S${n}${tag}`,
      name: `学生${n}`,
      sex: '1',
      classId: k,
      enrolScore: score,
    });
  await put('employmentSector', { employmentId: ids.EP, sector: '1', employed: 50 });
  await put('employmentSector', { employmentId: ids.EP, sector: '2', employed: 35 });
  // Programme Q: another programme's graduates of 2155.
  ids.EQ = await put('employment', {
    degreeProgramsId: ids.Q,
    cohortYear: 2151,
    graduationYear: 2155,
    graduates: 10,
    employed: 5,
    furtherStudy: 0,
  });

  await put('employmentSector', { employmentId: ids.EQ, sector: '1', employed: 5 });
  // MBA M: least work experience 3.5 then 2 (fails); plan in force (2150) 300+100 + 80+20 = 500 hours (passes);
  // an older plan version (2149) with a 900-hour course does not count.
  await put('admission', { degreeProgramsId: ids.M, cohortYear: 2151, workExperienceMin: 3.5 });
  await put('admission', { degreeProgramsId: ids.M, cohortYear: 2152, workExperienceMin: 2 });
  const course = (key: string, theoryHours: number, practiceHours: number) =>
    put('course', {
      code: `${key}${tag}`,
      name: `课程${key}`,
      credits: 3,
      courseType: '1',
      theoryHours,
      practiceHours,
    });
  for (const [key, th, pr, year] of [
    ['C1', 300, 100, 2150],
    ['C2', 80, 20, 2150],
    ['C3', 800, 100, 2149],
  ] as const)
    await put('teachingProgram', {
      degreeProgramsId: ids.M,
      courseId: await course(key, th, pr),
      effectiveYear: year,
      studyYear: 1,
      term: 1,
    });
  // MBA N: work experience 4 (passes); 100 + 20 hours (fails).
  await put('admission', { degreeProgramsId: ids.M2, cohortYear: 2151, workExperienceMin: 4 });
  await put('teachingProgram', {
    degreeProgramsId: ids.M2,
    courseId: await course('C4', 100, 20),
    effectiveYear: 2150,
    studyYear: 1,
    term: 1,
  });

  const head = await buildUser(t.database.db, { username: `head_${tag}`, roles: ['3'] });
  await put('degreeProgramsHead', { degreeProgramsId: ids.P, userId: head.id });
});

describe('cohort rates', () => {
  it('equal the hand-worked figures of the counts entered', async () => {
    const { cohorts: rows } = await cohorts(admin, { degreeProgramsId: ids.P, fromYear: 2151, toYear: 2151 });
    expect(rows).toHaveLength(1);
    // 150/480 = 31.25 -> 31.3; 120/150 = 80; 111/120 = 92.5; 101/120 = 84.17; 109/120 = 90.83;
    // 85/(109-17) = 92.39; 17/109 = 15.60; 102/109 = 93.58.
    expect(shown(rows[0])).toEqual({
      offerRate: 31.3,
      yieldRate: 80,
      retentionRate: 92.5,
      graduationNormalRate: 84.2,
      graduationExtraRate: 90.8,
      employmentRate: 92.4,
      furtherStudyRate: 15.6,
      positiveDestinationRate: 93.6,
    });
    expect(rows[0]?.rates.employmentRate).toMatchObject({ numerator: 85, denominator: 92 });
    expect(rows[0]?.computed).toEqual([]);
    expect(rows[0]?.programme?.name).toBe(`P项目${tag}`);
  });

  it('count blank figures from the students of the intake, and say so', async () => {
    const { cohorts: rows } = await cohorts(admin, { degreeProgramsId: ids.P, fromYear: 2152, toYear: 2152 });
    const c = rows[0];
    expect(c?.admission).toMatchObject({ id: null, enrolled: 4, entryScoreMean: 82.5, entryScoreMin: 76.5 });
    expect(c?.computed.sort()).toEqual(['cohortSize', 'enrolled', 'entryScoreMean', 'entryScoreMin']);
    expect(c?.cohortSize).toBe(4);
    // 3 retained of 4 students = 75.0; nothing to say about offers.
    expect(c?.rates.retentionRate).toMatchObject({ numerator: 3, denominator: 4, shown: 75 });
    expect(c?.rates.offerRate?.shown).toBeNull();
  });

  it('a typed figure wins over the student count', async () => {
    await add(t, admin, 'admission', { degreeProgramsId: ids.P, cohortYear: 2152, enrolled: 6 });
    const { cohorts: rows } = await cohorts(admin, { degreeProgramsId: ids.P, fromYear: 2152, toYear: 2152 });
    expect(rows[0]?.admission?.enrolled).toBe(6);
    expect(rows[0]?.rates.retentionRate?.shown).toBe(50);
    expect(rows[0]?.computed.sort()).toEqual(['cohortSize', 'entryScoreMean', 'entryScoreMin']);
  });

  it('refuse a reversed year range in the caller’s language', async () => {
    const res = await t.api.get('/aacsb/progression/cohorts', {
      token: admin,
      query: { fromYear: 2155, toYear: 2151 },
      lang: 'zh-CN',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('rates of a year for performance targets', () => {
  it('equal the cohorts route and pool programmes by counts', async () => {
    const db = t.database.db;
    // Retention in 2153 = entry cohort 2152 of P: 3/6 = 50.0 (the typed enrolled count above).
    expect(await rateOfYear(db, 'retention', 2153, ids.P)).toBe(50);
    // Graduation in 2155 = cohort 2151 with 4 years of normal time: 101/120 = 84.2.
    expect(await rateOfYear(db, 'graduation', 2155, ids.P)).toBe(84.2);
    expect(await rateOfYear(db, 'employment', 2155, ids.P)).toBe(92.4);
    // Whole school: (85 + 5) / (92 + 10) = 88.24 -> 88.2.
    const all = await rateDetailOfYear(db, 'employment', 2155);
    expect(all.rate).toMatchObject({ numerator: 90, denominator: 102, shown: 88.2 });
    expect(await rateOfYear(db, 'employment', 2199)).toBeNull();
  });

  it('sector totals add up one programme’s records', async () => {
    const res = await t.api.get<{ sectors: { sector: string; employed: number }[] }>(
      '/aacsb/progression/sectors',
      {
        token: admin,
        query: { degreeProgramsId: ids.Q },
      },
    );
    expect(res.body.result.sectors).toEqual([{ sector: '1', employed: 5 }]);
  });
});

describe('AMBA checks', () => {
  it('show each MBA programme’s work experience and contact hours pass or fail', async () => {
    const res = await t.api.get<AmbaResult>('/aacsb/progression/amba', { token: admin });
    expect(res.status, res.body.message).toBe(200);
    const m = res.body.result.programmes.find((p) => p.degreeProgramsId === ids.M);
    const n = res.body.result.programmes.find((p) => p.degreeProgramsId === ids.M2);
    expect(m?.workExperience.pass).toBe(false);
    expect(m?.workExperience.cohorts).toEqual([
      { cohortYear: 2151, workExperienceMin: 3.5, pass: true },
      { cohortYear: 2152, workExperienceMin: 2, pass: false },
    ]);
    expect(m?.contactHours).toEqual({ effectiveYear: 2150, courses: 2, hours: 500, pass: true });
    expect(n?.workExperience.pass).toBe(true);
    expect(n?.contactHours).toMatchObject({ hours: 120, pass: false });
    expect(res.body.result.programmes.some((p) => p.degreeProgramsId === ids.P)).toBe(false);
  });
});

describe('a programme head', () => {
  it('sees only the programme they head, in the rates, the lists and the AMBA checks', async () => {
    const head = await t.tokenFor(`head_${tag}`);
    const { cohorts: rows } = await cohorts(head, { fromYear: 2151, toYear: 2155 });
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.degreeProgramsId))).toEqual(new Set([ids.P]));
    const list = await t.api.get<{ records: { degreeProgramsId: string }[] }>('/aacsb/employment/list', {
      token: head,
      query: { pageSize: 100 },
    });
    expect(list.status, list.body.message).toBe(200);
    expect(list.body.result.records.every((r) => r.degreeProgramsId === ids.P)).toBe(true);
    const amba = await t.api.get<AmbaResult>('/aacsb/progression/amba', { token: head });
    expect(amba.body.result.programmes).toEqual([]);
    const other = await cohorts(head, { degreeProgramsId: ids.Q });
    expect(other.cohorts).toEqual([]);
    // Employer sectors: only those of the programme's employment records.
    const sectors = await t.api.get<{ sectors: { sector: string; employed: number }[] }>(
      '/aacsb/progression/sectors',
      {
        token: head,
      },
    );
    expect(sectors.status, sectors.body.message).toBe(200);
    expect(sectors.body.result.sectors).toEqual([
      { sector: '1', employed: 50 },
      { sector: '2', employed: 35 },
    ]);
    // The sector records themselves: the head lists those of their programme only (the server
    // copied each row's programme from its employment record) and cannot file one under another's.
    const sectorRows = await t.api.get<{ records: { employmentId: string; degreeProgramsId: string }[] }>(
      '/aacsb/employmentSector/list',
      { token: head, query: { pageSize: 100 } },
    );
    expect(sectorRows.status, sectorRows.body.message).toBe(200);
    expect(sectorRows.body.result.records.map((r) => r.employmentId)).toEqual([ids.EP, ids.EP]);
    expect(sectorRows.body.result.records.every((r) => r.degreeProgramsId === ids.P)).toBe(true);
    const foreign = await t.api.post(
      '/aacsb/employmentSector/add',
      { employmentId: ids.EQ, sector: '3', employed: 1 },
      { token: head },
    );
    expect(foreign.status).toBe(400);
    const again = await t.api.get<{ total: number }>('/aacsb/employmentSector/list', {
      token: admin,
      query: { employmentId: ids.EQ, sector: '3' },
    });
    expect(again.body.result.total).toBe(0);
  });
});
