import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { download as downloadFile } from '../../test/download.ts';
import { buildUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { docxText } from '../faculty-io/test-helpers.ts';
import { add as addRecord, putMapCells } from './plan-fixture.ts';

/**
 * THE test of issue 17's results (items 4, 5, 6, 8): a programme built by hand through the API,
 * every figure worked out on paper first (below), then checked to the last printed decimal under
 * both missing-score methods and both goal rules; the map-weighted programme figure; a course
 * without a map cell reported; grade analysis on an even count; closing the loop; the Word
 * reports read back in English and Chinese; the Excel with numbers as numbers.
 *
 * The programme (targets: LO1 0.7, LO2 0.6, LO3 0.8; goals 0.7 by default):
 *   G1 = {LO1, LO2}, G2 = {LO3}. Map 2024: C1xLO1 H, C2xLO1 L, C1xLO2 H, C2xLO3 M; C3 has no cell.
 * Year 2024-2025. C1 quantitative, classes K1 {s1, s2} and K2 {s3, s4}:
 *   components ord (100), exam (100); aims LO1: ord 20 marks w 0.4, exam 50 marks w 0.6;
 *   LO2: exam 40 marks w 1.
 *   scores      LO1 ord  LO1 exam  LO2 exam
 *     s1          20        40        30
 *     s2          10        35         0  (typed zero)
 *     s3          14      missing     24  (LO2 exactly on its target 0.6)
 *     s4          17        30        40  (LO1 exactly on its target 0.7)
 *   a(LO1) = 0.02 ord + 0.012 exam: s1 0.4+0.48 = 0.88, s2 0.2+0.42 = 0.62, s3 0.28 + 0 = 0.28,
 *     s4 0.34+0.36 = 0.70 -> bands Exceeds 1 (s1), Meets 1 (s4), Below 2; P = 2/4 = 50.0%.
 *   A(LO1) missing = 0: (0.88+0.62+0.28+0.70)/4 = 2.48/4 = 0.620, not met.
 *   A(LO1) exclude: 0.4*mean(20,10,14,17)/20 + 0.6*mean(40,35,30)/50 = 0.4*15.25/20 + 0.6*35/50
 *     = 0.305 + 0.42 = 0.725, met.
 *   per class (zero): K1 (0.88+0.62)/2 = 0.750 met; K2 (0.28+0.70)/2 = 0.490 not met.
 *   per class (exclude): K1 0.4*15/20 + 0.6*37.5/50 = 0.3+0.45 = 0.750; K2 0.4*15.5/20 + 0.6*30/50
 *     = 0.31+0.36 = 0.670.
 *   a(LO2) = exam/40: 0.75, 0, 0.6, 1 -> A = 2.35/4 = 0.5875 -> "0.588" (half up), not met
 *     (both methods: nothing missing); P = 3/4 = 75.0%; Exceeds 1, Meets 1, Below 2; 1 typed zero.
 *   A(C1) = min(LO1, LO2) = 0.588 under both methods.
 * C2 qualitative (default rubric, top 90), classes K1, K2:
 *   LO1: s1 Excellent 90, s2 Good 80, s3 Poor 60, s4 not rated -> A = 230/270 = 0.85185 -> 0.852;
 *     P = (90/90, 80/90 >= 0.7; 60/90 < 0.7) 2/3 = 66.7%.
 *   LO3: Medium 70, Medium 70, Good 80, Excellent 90 -> A = 310/360 = 0.86111 -> 0.861, met (0.8);
 *     P = 2/4 = 50.0% (70/90 = 0.778 < 0.8).
 * Programme 2024 (weights H 3, M 2, L 1):
 *   LO1 zero: 3/4*0.62 + 1/4*23/27 = 93/200 + 23/108 = 3661/5400 = 0.67796 -> 0.678, not met;
 *   LO1 exclude: 3/4*29/40 + 23/108 = 87/160 + 23/108 = 3269/4320 = 0.75671 -> 0.757, met;
 *   LO2 = 0.5875 -> 0.588 (C1 only); LO3 = 31/36 -> 0.861 (C2 only, M).
 *   G1 min: 0.588 (both methods), not met. G1 mean zero: (3661/5400 + 47/80)/2 = 13667/21600 =
 *     0.63273 -> 0.633; G1 mean exclude: (3269/4320 + 47/80)/2 = 5807/8640 = 0.67211 -> 0.672.
 *   G2 = 0.861, met.
 * Year 2025-2026: C1 assesses LO1 in K1 only (s1 20 & 45 -> 0.94, s2 15 & 40 -> 0.78: A 0.860);
 *   C3 assesses LO2 without a map cell -> an error naming C3 and LO2.
 * Grade analysis of C1 2024, total (pairs full marks 20+50+40 = 110), missing = 0:
 *   s1 90, s2 45, s3 14+24 = 38, s4 87 -> mean 65.00, median (45+87)/2 = 66.00, sd sqrt(2238/3)
 *   = sqrt(746) = 27.31, highest 90, lowest 38, pass (>= 66) 2/4 = 50.0%, excellent (>= 99) 0.0%;
 *   bands 90+ 0, 80-90 1 (90 >= 88), 70-80 1 (87 >= 77), 60-70 0, <60 2; histogram (11 per bin):
 *   38 -> bin 3, 45 -> 4, 87 -> 7, 90 -> 8.
 */
const t = useTestApp();
let admin: string;
let head: string;
let otherHead: string;
const F: Record<string, string> = {};
const S: Record<string, string> = {};

const add = (resource: string, body: Record<string, unknown>) => addRecord(t, admin, resource, body);

async function edit(resource: string, body: Record<string, unknown>): Promise<void> {
  const res = await t.api.put(`/aacsb/${resource}/edit`, body, { token: admin });
  expect(res.status, `${resource}: ${res.body.message}`).toBe(200);
}

const score = (s: string, lo: string, key: string, value: number) => ({
  studentId: S[s],
  loId: F[lo],
  componentKey: key,
  score: value,
});
const rating = (s: string, lo: string, level: string) => ({ studentId: S[s], loId: F[lo], level });

async function putScores(id: string, changes: unknown[]) {
  const res = await t.api.put<{ errors?: unknown[] }>(
    '/aacsb/evaluation/scores',
    { id, changes },
    { token: admin },
  );
  expect(res.status, res.body.message).toBe(200);
  expect(res.body.result.errors ?? []).toEqual([]);
}

async function download(url: string, query: Record<string, string>, token = admin) {
  return (await downloadFile(t, token, url, query)).bytes;
}

interface Fig {
  value: number;
  shown: string;
  exact: string;
}
interface Lo {
  loId: string;
  code: string;
  students: number;
  missingScores: number;
  typedZeros: number;
  A: Fig | null;
  P: Fig | null;
  met: boolean | null;
  bands: { name: string; count: number }[];
  byClass: { classId: string; A: Fig | null; P: Fig | null; met: boolean | null }[];
}
interface CourseAnswer {
  method: string;
  course: { A: Fig | null; rule: string };
  los: Lo[];
  students: {
    studentNumber: string;
    los: { loId: string; a: Fig | null; met: boolean | null; band: string | null }[];
  }[];
  classes: { id: string; code: string }[];
}
interface YearAnswer {
  los: {
    loId: string;
    code: string;
    A: Fig | null;
    B: Fig | null;
    met: boolean | null;
    courses: { code: string; level: string | null; v: Fig | null }[];
  }[];
  goals: { lgId: string; code: string; G: Fig | null; met: boolean | null }[];
  courses: { code: string; A: Fig | null }[];
  errors: { kind: string; courseCode: string; loCode: string; message: string }[];
}

const results = async (id: string, base = 'evaluation', classId?: string) => {
  const res = await t.api.get<CourseAnswer>(`/aacsb/${base}/results`, {
    token: admin,
    query: { id, classId },
  });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result;
};
const yearResults = async (id: string, token = admin) => {
  const res = await t.api.get<YearAnswer>('/aacsb/evaluationYear/results', {
    token,
    query: { evaluationYearId: id },
    lang: 'en-US',
  });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result;
};
const lo = (r: { los: Lo[] }, code: string) => {
  const found = r.los.find((l) => l.code === code);
  expect(found, code).toBeDefined();
  return found as Lo;
};
const shown = (f: Fig | null | undefined) => f?.shown ?? null;
const bands = (l: Lo) => l.bands.map((b) => b.count);

async function setRules(missingMethod: 'zero' | 'exclude', goalRule: 'min' | 'mean') {
  await edit('evaluationYear', { id: F.y1, missingMethod, goalRule });
}

beforeAll(async () => {
  admin = await t.tokenFor('admin');
  const headUser = await buildUser(t.database.db, { username: 'results_head', roles: ['3'] });
  await buildUser(t.database.db, { username: 'results_other', roles: ['3'] });
  head = await t.tokenFor('results_head');
  otherHead = await t.tokenFor('results_other');
  F.sy1 = await add('schoolYear', { name: 'RS 2024-2025', startTime: '2024-09-01', endTime: '2025-07-31' });
  F.sy2 = await add('schoolYear', { name: 'RS 2025-2026', startTime: '2025-09-01', endTime: '2026-07-31' });
  F.p = await add('degreePrograms', {
    code: 'RS-P',
    name: '结果项目',
    nameEn: 'Results programme',
    degreeLevel: '1',
  });
  await add('degreeProgramsHead', { degreeProgramsId: F.p, userId: headUser.id });
  F.g1 = await add('degreeProgramsLg', {
    degreeProgramsId: F.p,
    code: 'G1',
    name: '分析能力',
    nameEn: 'Analysis',
    target: 0.7,
    sort: 1,
  });
  F.g2 = await add('degreeProgramsLg', { degreeProgramsId: F.p, code: 'G2', name: '沟通能力', sort: 2 });
  F.lo1 = await add('degreeProgramsLo', {
    degreeProgramsId: F.p,
    lgId: F.g1,
    code: 'LO1',
    name: '定量分析',
    nameEn: 'Quantitative analysis',
    target: 0.7,
    sort: 1,
  });
  F.lo2 = await add('degreeProgramsLo', {
    degreeProgramsId: F.p,
    lgId: F.g1,
    code: 'LO2',
    name: '数据建模',
    nameEn: 'Data modelling',
    target: 0.6,
    sort: 2,
  });
  F.lo3 = await add('degreeProgramsLo', {
    degreeProgramsId: F.p,
    lgId: F.g2,
    code: 'LO3',
    name: '书面表达',
    target: 0.8,
    sort: 3,
  });
  for (const [k, code, name, nameEn] of [
    ['c1', 'RS101', '统计学', 'Statistics'],
    ['c2', 'RS102', '商务写作', 'Business Writing'],
    ['c3', 'RS103', '计量经济学', 'Econometrics'],
  ]) {
    F[k] = await add('course', { code, name, nameEn, credits: 3, courseType: '1' });
    await add('teachingProgram', {
      degreeProgramsId: F.p,
      courseId: F[k],
      effectiveYear: 2024,
      studyYear: 2,
      term: 1,
    });
  }
  await putMapCells(t, admin, F.p, 2024, [
    { courseId: F.c1, loId: F.lo1, level: 'H' },
    { courseId: F.c2, loId: F.lo1, level: 'L' },
    { courseId: F.c1, loId: F.lo2, level: 'H' },
    { courseId: F.c2, loId: F.lo3, level: 'M' },
  ]);
  F.k1 = await add('classes', {
    code: 'RS-K1',
    name: '统计一班',
    nameEn: 'Stats class 1',
    degreeProgramsId: F.p,
  });
  F.k2 = await add('classes', {
    code: 'RS-K2',
    name: '统计二班',
    nameEn: 'Stats class 2',
    degreeProgramsId: F.p,
  });
  for (const [s, k] of [
    ['s1', 'k1'],
    ['s2', 'k1'],
    ['s3', 'k2'],
    ['s4', 'k2'],
  ])
    S[s] = await add('student', {
      studentNumber: `RS-${s}`,
      name: `学生${s}`,
      nameEn: `Student ${s}`,
      sex: '1',
      classId: F[k],
    });

  F.y1 = await add('evaluationYear', {
    degreeProgramsId: F.p,
    schoolYearId: F.sy1,
    name: '2024-2025',
    missingMethod: 'zero',
    courseRule: 'min',
    goalRule: 'min',
  });
  F.y2 = await add('evaluationYear', { degreeProgramsId: F.p, schoolYearId: F.sy2, name: '2025-2026' });
  const components = [
    { key: 'ord', kind: 'ordinary', name: '平时成绩', nameEn: 'Coursework', fullMarks: 100 },
    { key: 'exam', kind: 'exam', name: '期末考试', nameEn: 'Final exam', fullMarks: 100 },
  ];
  const lo1Aims = [
    { loId: F.lo1, componentKey: 'ord', marks: 20, weight: 0.4 },
    { loId: F.lo1, componentKey: 'exam', marks: 50, weight: 0.6 },
  ];
  F.e1 = await add('evaluation', {
    evaluationYearId: F.y1,
    courseId: F.c1,
    classIds: [F.k1, F.k2],
    loIds: [F.lo1, F.lo2],
    components,
    aims: [...lo1Aims, { loId: F.lo2, componentKey: 'exam', marks: 40, weight: 1 }],
  });
  await putScores(F.e1, [
    score('s1', 'lo1', 'ord', 20),
    score('s1', 'lo1', 'exam', 40),
    score('s1', 'lo2', 'exam', 30),
    score('s2', 'lo1', 'ord', 10),
    score('s2', 'lo1', 'exam', 35),
    score('s2', 'lo2', 'exam', 0),
    score('s3', 'lo1', 'ord', 14),
    score('s3', 'lo2', 'exam', 24),
    score('s4', 'lo1', 'ord', 17),
    score('s4', 'lo1', 'exam', 30),
    score('s4', 'lo2', 'exam', 40),
  ]);
  F.q1 = await add('qualitativeEvaluation', {
    evaluationYearId: F.y1,
    courseId: F.c2,
    classIds: [F.k1, F.k2],
    loIds: [F.lo1, F.lo3],
  });
  const rated = await t.api.put(
    '/aacsb/qualitativeEvaluation/ratings',
    {
      id: F.q1,
      changes: [
        rating('s1', 'lo1', '优秀'),
        rating('s2', 'lo1', '良好'),
        rating('s3', 'lo1', '较差'),
        rating('s1', 'lo3', '中等'),
        rating('s2', 'lo3', '中等'),
        rating('s3', 'lo3', '良好'),
        rating('s4', 'lo3', '优秀'),
      ],
    },
    { token: admin },
  );
  expect(rated.status, rated.body.message).toBe(200);
  // 2025-2026: C1 again for LO1 in K1; C3 assesses LO2 without a map cell.
  F.e2 = await add('evaluation', {
    evaluationYearId: F.y2,
    courseId: F.c1,
    classIds: [F.k1],
    loIds: [F.lo1],
    components,
    aims: lo1Aims,
  });
  await putScores(F.e2, [
    score('s1', 'lo1', 'ord', 20),
    score('s1', 'lo1', 'exam', 45),
    score('s2', 'lo1', 'ord', 15),
    score('s2', 'lo1', 'exam', 40),
  ]);
  F.e3 = await add('evaluation', {
    evaluationYearId: F.y2,
    courseId: F.c3,
    classIds: [F.k1],
    loIds: [F.lo2],
    components: [components[1]],
    aims: [{ loId: F.lo2, componentKey: 'exam', marks: 40, weight: 1 }],
  });
  await putScores(F.e3, [score('s1', 'lo2', 'exam', 30), score('s2', 'lo2', 'exam', 32)]);
});

describe('course results', () => {
  it('missing = 0: every figure as worked out on paper', async () => {
    await setRules('zero', 'min');
    const r = await results(F.e1);
    expect(r.method).toBe('quantitative');
    const l1 = lo(r, 'LO1');
    expect([shown(l1.A), shown(l1.P), l1.met, l1.students, l1.missingScores, l1.typedZeros]).toEqual([
      '0.620',
      '50.0',
      false,
      4,
      1,
      0,
    ]);
    expect(bands(l1)).toEqual([1, 1, 2]);
    const byClass = Object.fromEntries(l1.byClass.map((c) => [c.classId, [shown(c.A), shown(c.P), c.met]]));
    expect(byClass[F.k1]).toEqual(['0.750', '50.0', true]);
    expect(byClass[F.k2]).toEqual(['0.490', '50.0', false]);
    const l2 = lo(r, 'LO2');
    expect([shown(l2.A), shown(l2.P), l2.met, l2.missingScores, l2.typedZeros]).toEqual([
      '0.588',
      '75.0',
      false,
      0,
      1,
    ]);
    expect(l2.A?.exact).toBe('47/80');
    expect(bands(l2)).toEqual([1, 1, 2]);
    expect(shown(r.course.A)).toBe('0.588');
    // The students exactly on their targets are met; the typed zero is a 0, not missing.
    const s4 = r.students.find((s) => s.studentNumber === 'RS-s4');
    expect(s4?.los.find((x) => x.loId === F.lo1)).toMatchObject({
      a: { shown: '0.700' },
      met: true,
      band: '达标',
    });
    const s3 = r.students.find((s) => s.studentNumber === 'RS-s3');
    expect(s3?.los.find((x) => x.loId === F.lo2)).toMatchObject({
      a: { shown: '0.600' },
      met: true,
      band: '未达标',
    });
  });

  it('exclude missing: A from the means of the scores present; P and bands unchanged', async () => {
    await setRules('exclude', 'min');
    const r = await results(F.e1);
    const l1 = lo(r, 'LO1');
    expect([shown(l1.A), shown(l1.P), l1.met]).toEqual(['0.725', '50.0', true]);
    expect(bands(l1)).toEqual([1, 1, 2]);
    const byClass = Object.fromEntries(l1.byClass.map((c) => [c.classId, shown(c.A)]));
    expect(byClass).toEqual({ [F.k1]: '0.750', [F.k2]: '0.670' });
    expect(shown(lo(r, 'LO2').A)).toBe('0.588');
    expect(shown(r.course.A)).toBe('0.588');
    // One class only: the figures of that class.
    const k2 = await results(F.e1, 'evaluation', F.k2);
    expect(shown(lo(k2, 'LO1').A)).toBe('0.670');
  });

  it('qualitative: level counts and shares of the rated students', async () => {
    const r = await results(F.q1, 'qualitativeEvaluation');
    expect(r.method).toBe('qualitative');
    const l1 = lo(r, 'LO1');
    expect([shown(l1.A), shown(l1.P), l1.met, l1.students]).toEqual(['0.852', '66.7', true, 3]);
    expect(bands(l1)).toEqual([1, 1, 0, 1]);
    const l3 = lo(r, 'LO3');
    expect([shown(l3.A), shown(l3.P), l3.met]).toEqual(['0.861', '50.0', true]);
    expect(shown(r.course.A)).toBe('0.852');
  });
});

describe('programme results', () => {
  const figures = (r: YearAnswer) => ({
    LO1: shown(r.los.find((l) => l.code === 'LO1')?.B),
    LO2: shown(r.los.find((l) => l.code === 'LO2')?.B),
    LO3: shown(r.los.find((l) => l.code === 'LO3')?.B),
    G1: shown(r.goals.find((g) => g.code === 'G1')?.G),
    G2: shown(r.goals.find((g) => g.code === 'G2')?.G),
  });

  it('map-weighted objectives and goals under both methods and both goal rules', async () => {
    await setRules('zero', 'min');
    const zeroMin = await yearResults(F.y1);
    expect(figures(zeroMin)).toEqual({ LO1: '0.678', LO2: '0.588', LO3: '0.861', G1: '0.588', G2: '0.861' });
    const lo1 = zeroMin.los.find((l) => l.code === 'LO1');
    expect(lo1?.B?.exact).toBe('3661/5400');
    expect(lo1?.courses.map((c) => [c.code, c.level, shown(c.v)])).toEqual(
      expect.arrayContaining([
        ['RS101', 'H', '0.750'],
        ['RS102', 'L', '0.250'],
      ]),
    );
    expect(zeroMin.goals.map((g) => [g.code, g.met])).toEqual([
      ['G1', false],
      ['G2', true],
    ]);
    expect(zeroMin.errors).toEqual([]);

    await setRules('zero', 'mean');
    expect(figures(await yearResults(F.y1))).toMatchObject({ LO1: '0.678', G1: '0.633', G2: '0.861' });
    await setRules('exclude', 'min');
    const excludeMin = await yearResults(F.y1);
    expect(figures(excludeMin)).toEqual({
      LO1: '0.757',
      LO2: '0.588',
      LO3: '0.861',
      G1: '0.588',
      G2: '0.861',
    });
    expect(excludeMin.los.find((l) => l.code === 'LO1')?.met).toBe(true);
    await setRules('exclude', 'mean');
    expect(figures(await yearResults(F.y1))).toMatchObject({ LO1: '0.757', G1: '0.672' });
    await setRules('zero', 'min');
  });

  it('reports a course assessing an objective without a map cell', async () => {
    const r = await yearResults(F.y2);
    expect(r.errors).toEqual([
      expect.objectContaining({ kind: 'noMapCell', courseCode: 'RS103', loCode: 'LO2' }),
    ]);
    expect(r.errors[0].message).toContain('RS103');
    expect(shown(r.los.find((l) => l.code === 'LO1')?.B)).toBe('0.860');
  });

  it('trend: each year’s figure per objective and goal', async () => {
    const res = await t.api.get<{
      years: { id: string }[];
      los: { code: string; points: { figure: Fig | null }[] }[];
    }>('/aacsb/evaluationYear/trend', { token: head, query: { degreeProgramsId: F.p } });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result.years.map((y) => y.id)).toEqual([F.y1, F.y2]);
    const lo1 = res.body.result.los.find((l) => l.code === 'LO1');
    expect(lo1?.points.map((p) => shown(p.figure))).toEqual(['0.678', '0.860']);
  });

  it('keeps another programme’s head out', async () => {
    const res = await t.api.get('/aacsb/evaluationYear/results', {
      token: otherHead,
      query: { evaluationYearId: F.y1 },
    });
    expect(res.status).toBe(404);
    const course = await t.api.get('/aacsb/evaluation/results', { token: otherHead, query: { id: F.e1 } });
    expect(course.status).toBe(404);
    expect((await yearResults(F.y1, head)).goals.length).toBe(2);
  });
});

describe('grade analysis', () => {
  it('an even count: the median is the mean of the middle two', async () => {
    await setRules('zero', 'min');
    const res = await t.api.get<{
      fullMarks: number;
      stats: {
        students: number;
        mean: Fig;
        median: Fig;
        sd: Fig;
        highest: number;
        lowest: number;
        passRate: Fig;
        excellentRate: Fig;
        bands: { key: string; count: number }[];
      };
      histogram: { count: number }[];
    }>('/aacsb/gradeAnalysis/stats', { token: head, query: { evaluationId: F.e1 } });
    expect(res.status, res.body.message).toBe(200);
    const { stats, histogram, fullMarks } = res.body.result;
    expect(fullMarks).toBe(110);
    expect([stats.students, stats.mean.shown, stats.median.shown, stats.sd.shown]).toEqual([
      4,
      '65.00',
      '66.00',
      '27.31',
    ]);
    expect([stats.highest, stats.lowest, stats.passRate.shown, stats.excellentRate.shown]).toEqual([
      90,
      38,
      '50.0',
      '0.0',
    ]);
    expect(stats.bands.map((b) => b.count)).toEqual([0, 1, 1, 0, 2]);
    expect(histogram.map((b) => b.count)).toEqual([0, 0, 0, 1, 1, 0, 0, 1, 1, 0]);
    const courses = await t.api.get<{ id: string }[]>('/aacsb/gradeAnalysis/courses', {
      token: head,
      query: { schoolYearId: F.sy1 },
    });
    expect(courses.body.result.map((c) => c.id)).toEqual([F.e1]);
  });
});

describe('closing the loop', () => {
  it('proposes actions for the unmet; an action takes its before value; the next year shows after', async () => {
    await setRules('zero', 'min');
    const proposals = await t.api.get<
      { kind: string; code: string; figure: Fig; action: Record<string, unknown> }[]
    >('/aacsb/improvementAction/proposals', { token: head, query: { evaluationYearId: F.y1 } });
    expect(proposals.status, proposals.body.message).toBe(200);
    expect(proposals.body.result.map((p) => [p.kind, p.code, p.figure.shown])).toEqual([
      ['lo', 'LO1', '0.678'],
      ['lo', 'LO2', '0.588'],
      ['goal', 'G1', '0.588'],
    ]);
    const proposed = proposals.body.result[0].action;
    expect(proposed.findingEn).toBe('Objective LO1: attainment 0.678 is below the target 0.700');
    F.action = await add('improvementAction', {
      ...proposed,
      action: '增加统计练习',
      actionEn: 'More statistics exercises',
      dueDate: '2025-06-30',
    });
    const row = await t.api.get<{ beforeValue: number }>('/aacsb/improvementAction/queryById', {
      token: admin,
      query: { id: F.action },
    });
    expect(row.body.result.beforeValue).toBe(0.678);
    const left = await t.api.get<{ code: string }[]>('/aacsb/improvementAction/proposals', {
      token: head,
      query: { evaluationYearId: F.y1 },
    });
    expect(left.body.result.map((p) => p.code)).toEqual(['LO2', 'G1']);
    const ba = await t.api.get<
      { id: string; before: { figure: Fig } | null; after: { figure: Fig; label: string } | null }[]
    >('/aacsb/improvementAction/beforeAfter', { token: head, query: { degreeProgramsId: F.p } });
    expect(ba.status, ba.body.message).toBe(200);
    const mine = ba.body.result.find((x) => x.id === F.action);
    expect([shown(mine?.before?.figure), shown(mine?.after?.figure), mine?.after?.label]).toEqual([
      '0.678',
      '0.860',
      '2025-2026',
    ]);
  });

  it('names an action’s owner from the accounts to those who write actions, not to others', async () => {
    // The programme head may not list users (the engine's account picker); the owners call names them.
    expect(
      (await t.api.get('/aacsb/refs/user', { token: head, query: { keyword: 'results_' } })).status,
    ).toBe(403);
    const owners = await t.api.get<{ id: string; title: string; code: string | null }[]>(
      '/aacsb/improvementAction/owners',
      { token: head, query: { keyword: 'results_' } },
    );
    expect(owners.status, owners.body.message).toBe(200);
    expect(owners.body.result.map((o) => o.code).sort()).toEqual(['results_head', 'results_other']);
    await buildUser(t.database.db, { username: 'results_teacher', roles: ['4'] });
    const teacher = await t.tokenFor('results_teacher');
    expect((await t.api.get('/aacsb/improvementAction/owners', { token: teacher })).status).toBe(403);
  });
});

describe('reports', () => {
  it('the course attainment report in Chinese and English', async () => {
    await setRules('zero', 'min');
    const zh = await docxText(await download('/aacsb/evaluation/reportWord', { id: F.e1, lang: 'zh-CN' }));
    expect(zh).toContain('课程目标达成度评价报告');
    expect(zh).toContain('统计学');
    for (const figure of ['0.620', '0.588', '50.0%', '75.0%', '0.750', '0.490', '未达成', '增加统计练习'])
      expect(zh).toContain(figure);
    const en = await docxText(await download('/aacsb/evaluation/reportWord', { id: F.e1, lang: 'en-US' }));
    expect(en).toContain('Course Attainment Report');
    expect(en).toContain('RS101 Statistics');
    expect(en).toContain('Quantitative analysis');
    expect(en).toContain('Final exam');
    expect(en).toContain('More statistics exercises');
    expect(en).not.toContain('统计学');
    for (const figure of ['0.620', '0.588', '50.0%', 'Not met']) expect(en).toContain(figure);
    // One class: that class's figures only.
    const k1 = await docxText(
      await download('/aacsb/evaluation/reportWord', { id: F.e1, classId: F.k1, lang: 'en-US' }),
    );
    expect(k1).toContain('Stats class 1');
    expect(k1).toContain('0.750');
  });

  it('the Table 5-1 report marks a missing English statement', async () => {
    const en = await docxText(
      await download('/aacsb/evaluationYear/reportWord', { evaluationYearId: F.y1, lang: 'en-US' }),
    );
    expect(en).toContain('Table 5-1');
    expect(en).toContain('G1 Analysis');
    expect(en).toContain('LO1 Quantitative analysis');
    expect(en).toContain('Objective: 0.678 (target 0.700) Not met');
    expect(en).toContain('RS101: attainment 0.620, 50.0% meeting target');
    expect(en).toContain('LO3 书面表达 [');
    expect(en).toContain('More statistics exercises');
    const zh = await docxText(
      await download('/aacsb/evaluationYear/reportWord', { evaluationYearId: F.y1, lang: 'zh-CN' }),
    );
    expect(zh).toContain('指标点达成度：0.678（目标值 0.700）未达成');
    expect(zh).toContain('增加统计练习');
  });

  it('the Excel files hold numbers as numbers', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(
      (await download('/aacsb/evaluation/exportResults', {
        id: F.e1,
        lang: 'en-US',
      })) as unknown as ArrayBuffer,
    );
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).getCell(1).value).toBe('Objective');
    const lo1Row = ws.getRow(2);
    expect(lo1Row.getCell(1).value).toBe('LO1');
    expect(lo1Row.getCell(2).value).toBe('Quantitative analysis');
    const values = (lo1Row.values as unknown[]).slice(1);
    expect(values).toContain(0.62);
    expect(values).toContain(0.5);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(wb.worksheets.map((w) => w.name)).toContain('Grade analysis');
    const year = new ExcelJS.Workbook();
    await year.xlsx.load(
      (await download('/aacsb/evaluationYear/exportResults', {
        evaluationYearId: F.y1,
        lang: 'en-US',
      })) as unknown as ArrayBuffer,
    );
    const objectives = year.worksheets[0];
    let found: unknown[] = [];
    objectives.eachRow((r) => {
      if (r.getCell(2).value === 'LO1') found = (r.values as unknown[]).slice(1);
    });
    expect(found).toContain(0.678);
    expect(typeof found[5]).toBe('number');
  });
});
