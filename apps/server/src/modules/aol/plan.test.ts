import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { evaluationTable } from '../resources/schema.ts';
import { type AolSchool, addYear, buildAolSchool } from './plan-fixture.ts';

/**
 * Planning an evaluation year (issue 17 item 1) over HTTP as the administrator: the year's default
 * name and rules, the plan saved and read back (candidate courses from the map in force, a warning
 * for a course without a map cell, another programme's objective refused with nothing written),
 * last year's plan copied into an empty year only, the AACSB cycle view with an objective no year
 * assesses, and assessments generated from the plan, again and again without duplicates.
 */
const t = useTestApp();
let s: AolSchool;
let y1: string;
let y2: string;

interface PlanCourse {
  courseId: string;
  code: string;
  method: string;
  teacherId: string | null;
  classIds: string[];
  level: string | null;
}
interface Plan {
  year: { name: string; missingMethod: string; courseRule: string; goalRule: string; theta: number };
  mapYear: number | null;
  goals: {
    code: string;
    los: {
      id: string;
      code: string;
      target: number;
      assessed: boolean;
      courses: PlanCourse[];
      candidates: { courseId: string; level: string }[];
    }[];
  }[];
  classes: { id: string }[];
}
type Assessment = Record<string, unknown> & { id: string };

const plan = (year: string) =>
  t.api.get<Plan>('/aacsb/evaluationYear/plan', { token: s.admin, query: { evaluationYearId: year } });
const save = (body: unknown, lang = 'en-US') =>
  t.api.put<{
    los: number;
    courses: number;
    warnings: { loCode: string; courseCode: string; message: string }[];
  }>('/aacsb/evaluationYear/plan', body, { token: s.admin, lang });
const generate = (year: string) =>
  t.api.post<{
    created: number;
    updated: number;
    unchanged: number;
    assessments: { id: string; method: string; courseId: string; outcome: string }[];
  }>('/aacsb/evaluationYear/generateAssessments', { evaluationYearId: year }, { token: s.admin });
const listOf = async (resource: string, year: string) =>
  (
    await t.api.get<{ records: Assessment[] }>(`/aacsb/${resource}/list`, {
      token: s.admin,
      query: { pageSize: -1, evaluationYearId: year },
    })
  ).body.result.records;

beforeAll(async () => {
  s = await buildAolSchool(t);
  y1 = await addYear(t, s.admin, s.ids.A, s.ids.SY1);
  y2 = await addYear(t, s.admin, s.ids.A, s.ids.SY2);
});

describe('an evaluation year', () => {
  it('is named after its programme and school year, with the school defaults for its rules', async () => {
    const year = await t.api.get<Record<string, unknown>>('/aacsb/evaluationYear/queryById', {
      token: s.admin,
      query: { id: y1 },
    });
    const first = await t.api.get<{ name: string }>('/aacsb/schoolYear/queryById', {
      token: s.admin,
      query: { id: s.ids.SY1 },
    });
    expect(year.body.result).toMatchObject({
      name: `PA${s.tag} ${first.body.result.name}`,
      missingMethod: 'zero',
      courseRule: 'min',
      goalRule: 'min',
      theta: 0.8,
    });
  });
});

describe('the plan', () => {
  it('saves objectives and courses and reads them back with the map’s candidates and a warning', async () => {
    const res = await save({
      evaluationYearId: y1,
      los: [
        {
          loId: s.ids.L1,
          courses: [
            { courseId: s.ids.C1, method: '1', teacherId: s.ids.T1, classIds: [s.ids.K1] },
            { courseId: s.ids.C3, method: '2' },
          ],
        },
        { loId: s.ids.L2, courses: [{ courseId: s.ids.C2, method: '1', teacherId: s.ids.T1 }] },
      ],
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result).toMatchObject({ los: 2, courses: 3 });
    expect(res.body.result.warnings.map((w) => [w.loCode, w.courseCode])).toEqual([['L1.1', `C3${s.tag}`]]);
    expect(res.body.result.warnings[0].message).toBe(
      `Course C3${s.tag} has no cell for objective L1.1 in the curriculum map of 2090`,
    );

    const read = (await plan(y1)).body.result;
    expect(read.mapYear).toBe(2090);
    const [l1, l2, l3] = read.goals[0].los;
    expect([l1.code, l1.assessed, l2.assessed, l3.assessed]).toEqual(['L1.1', true, true, false]);
    expect(l2.target).toBe(0.75);
    expect(l3.target).toBe(0.7);
    expect(l1.courses).toMatchObject([
      { courseId: s.ids.C1, method: '1', teacherId: s.ids.T1, classIds: [s.ids.K1], level: 'H' },
      { courseId: s.ids.C3, method: '2', teacherId: null, classIds: [], level: null },
    ]);
    expect(l1.candidates.map((c) => [c.courseId, c.level])).toEqual([
      [s.ids.C1, 'H'],
      [s.ids.C2, 'M'],
    ]);
    expect(l3.candidates).toEqual([]);
    expect(read.classes.map((c) => c.id).sort()).toEqual([s.ids.K1, s.ids.K2].sort());
  });

  it('refuses an objective of another programme and writes nothing', async () => {
    const res = await save({
      evaluationYearId: y1,
      los: [{ loId: s.ids.LB, courses: [{ courseId: s.ids.C1, method: '1' }] }],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('These learning objectives are not in the programme');
    const read = (await plan(y1)).body.result;
    expect(read.goals[0].los.filter((lo) => lo.assessed)).toHaveLength(2);
  });

  it('refuses a class that does not exist', async () => {
    const res = await save({
      evaluationYearId: y1,
      los: [{ loId: s.ids.L1, courses: [{ courseId: s.ids.C1, method: '1', classIds: ['nope'] }] }],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('No such classes: nope');
  });

  it('copies the previous year’s plan into an empty year, and only into an empty one', async () => {
    const copy = () =>
      t.api.post<{ from: { id: string }; los: number; courses: number }>(
        '/aacsb/evaluationYear/copyPrevious',
        { evaluationYearId: y2 },
        { token: s.admin },
      );
    const res = await copy();
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result).toMatchObject({ from: { id: y1 }, los: 2, courses: 3 });
    const read = (await plan(y2)).body.result;
    expect(read.goals[0].los[0].courses.map((c) => c.courseId)).toEqual([s.ids.C1, s.ids.C3]);
    const again = await copy();
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This evaluation year already has a plan: copy only into an empty one');
    const none = await t.api.post(
      '/aacsb/evaluationYear/copyPrevious',
      { evaluationYearId: y1 },
      { token: s.admin, lang: 'zh-CN' },
    );
    expect(none.body.message).toBe('该评估学年已有评估计划，只能复制到空的评估学年');
  });
});

describe('the AACSB cycle view', () => {
  it('shows which objective each year assesses and warns of the one no year assesses', async () => {
    const res = await t.api.get<{
      years: { startYear: number; evaluationYearId: string | null }[];
      rows: { code: string; assessed: boolean[]; count: number }[];
      notAssessed: { code: string; nameEn: string }[];
    }>('/aacsb/evaluationYear/cycle', {
      token: s.admin,
      query: { degreeProgramsId: s.ids.A, cycleYears: 5 },
    });
    expect(res.status, res.body.message).toBe(200);
    const view = res.body.result;
    expect(view.years).toHaveLength(5);
    expect(view.years.filter((y) => y.evaluationYearId).map((y) => y.evaluationYearId)).toEqual([y1, y2]);
    expect(view.rows.map((r) => [r.code, r.count])).toEqual([
      ['L1.1', 2],
      ['L1.2', 2],
      ['L1.3', 0],
    ]);
    expect(view.notAssessed).toMatchObject([{ code: 'L1.3', nameEn: 'Objective L1.3' }]);
  });
});

describe('generating the assessments', () => {
  it('makes one assessment per course and method, with the plan’s objectives, classes and teacher', async () => {
    const res = await generate(y2);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result).toMatchObject({ created: 3, updated: 0, unchanged: 0 });
    const quantitative = await listOf('evaluation', y2);
    const c1 = quantitative.find((e) => e.courseId === s.ids.C1) as Assessment;
    expect(c1).toMatchObject({
      loIds: [s.ids.L1],
      classIds: [s.ids.K1],
      teacherId: s.ids.T1,
      status: '0',
      step: 1,
      degreeProgramsId: s.ids.A,
    });
    // Components from the approved syllabus of the school year; the default bands.
    expect(c1.components).toEqual([
      { key: 'c1', kind: 'ordinary', name: '平时成绩', nameEn: 'Ordinary grade', fullMarks: 30 },
      { key: 'c2', kind: 'exam', name: '期末考试', nameEn: 'Final exam', fullMarks: 70 },
    ]);
    expect((c1.bands as { nameEn: string; min: number }[]).map((b) => [b.nameEn, b.min])).toEqual([
      ['Exceeds', 0.85],
      ['Meets', 0.7],
      ['Below', 0],
    ]);
    // No classes or teacher planned for C3: those the teaching programme gives it that year.
    const [c3] = await listOf('qualitativeEvaluation', y2);
    expect(c3).toMatchObject({
      courseId: s.ids.C3,
      loIds: [s.ids.L1],
      classIds: [s.ids.K2],
      teacherId: s.ids.T2,
    });
    expect((c3.rubric as { nameEn: string }[]).map((l) => l.nameEn)).toEqual([
      'Excellent',
      'Good',
      'Medium',
      'Poor',
    ]);
  });

  it('makes nothing twice, brings drafts in line with the plan and leaves submitted ones alone', async () => {
    const again = await generate(y2);
    expect(again.body.result).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
    const before = await listOf('evaluation', y2);
    const c1 = before.find((e) => e.courseId === s.ids.C1) as Assessment;
    // C1 is submitted (locked); then C1 and C2 both assess L1 and L2.
    await t.database.db.update(evaluationTable).set({ status: '1' }).where(eq(evaluationTable.id, c1.id));
    const saved = await save({
      evaluationYearId: y2,
      los: [
        {
          loId: s.ids.L1,
          courses: [
            { courseId: s.ids.C1, method: '1', teacherId: s.ids.T1, classIds: [s.ids.K1] },
            { courseId: s.ids.C2, method: '1' },
          ],
        },
        {
          loId: s.ids.L2,
          courses: [
            { courseId: s.ids.C2, method: '1', teacherId: s.ids.T1 },
            { courseId: s.ids.C1, method: '1' },
          ],
        },
      ],
    });
    expect(saved.status, saved.body.message).toBe(200);
    const third = await generate(y2);
    expect(third.body.result).toMatchObject({ created: 0, updated: 1, unchanged: 1 });
    expect(third.body.result.assessments.map((a) => [a.courseId, a.outcome])).toEqual([
      [s.ids.C1, 'locked'],
      [s.ids.C2, 'updated'],
    ]);
    const after = await listOf('evaluation', y2);
    expect(after.find((e) => e.courseId === s.ids.C1)?.loIds).toEqual([s.ids.L1]);
    expect(after.find((e) => e.courseId === s.ids.C2)?.loIds).toEqual([s.ids.L1, s.ids.L2]);
    expect(after).toHaveLength(2);
  });

  it('keeps a year that holds assessments, and says what it holds', async () => {
    const res = await t.api.delete('/aacsb/evaluationYear/delete', { token: s.admin, query: { id: y2 } });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('holds 3 assessment(s), 0 score(s) and 0 improvement action(s)');
    const empty = await t.api.delete('/aacsb/evaluationYear/delete', { token: s.admin, query: { id: y1 } });
    expect(empty.status, empty.body.message).toBe(200);
  });
});
