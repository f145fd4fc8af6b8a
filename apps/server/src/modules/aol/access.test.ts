import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/ids.ts';
import { useTestApp } from '../../test/harness.ts';
import { evaluationScoreTable } from '../resources/schema.ts';
import { type AolSchool, addYear, buildAolSchool } from './plan-fixture.ts';

/**
 * Who does what in assurance of learning (issue 17 item 9), over HTTP with the default roles and
 * data rules: a programme head plans and reads their own programmes' years only (another
 * programme's year is "not found", its programme refused); a teacher reaches only the assessments
 * they are given, with their scores, may work on them but not hand them on, and may read the
 * plan but not change it.
 */
const t = useTestApp();
let s: AolSchool;
let head: string;
let teacher1: string;
let teacher2: string;
let yearA: string;
let yearB: string;
const assessments: Record<string, string> = {};
type Rec = Record<string, unknown> & { id: string };

const list = async (resource: string, token: string) => {
  const res = await t.api.get<{ records: Rec[] }>(`/aacsb/${resource}/list`, {
    token,
    query: { pageSize: -1 },
  });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result.records;
};

beforeAll(async () => {
  s = await buildAolSchool(t);
  head = await t.tokenFor(`head_${s.tag}`);
  teacher1 = await t.tokenFor(`teach1_${s.tag}`);
  teacher2 = await t.tokenFor(`teach2_${s.tag}`);
  yearA = await addYear(t, s.admin, s.ids.A, s.ids.SY2);
  yearB = await addYear(t, s.admin, s.ids.B, s.ids.SY2);
  const planned = await t.api.put(
    '/aacsb/evaluationYear/plan',
    {
      evaluationYearId: yearA,
      los: [
        {
          loId: s.ids.L1,
          courses: [
            { courseId: s.ids.C1, method: '1', teacherId: s.ids.T1 },
            { courseId: s.ids.C3, method: '2' },
          ],
        },
      ],
    },
    { token: head },
  );
  expect(planned.status, planned.body.message).toBe(200);
  const generated = await t.api.post<{ assessments: { id: string; courseId: string }[] }>(
    '/aacsb/evaluationYear/generateAssessments',
    { evaluationYearId: yearA },
    { token: head },
  );
  expect(generated.status, generated.body.message).toBe(200);
  for (const a of generated.body.result.assessments) assessments[a.courseId] = a.id;
  // B's year gets an assessment too, made by the administrator.
  const bPlan = await t.api.put(
    '/aacsb/evaluationYear/plan',
    {
      evaluationYearId: yearB,
      los: [{ loId: s.ids.LB, courses: [{ courseId: s.ids.C2, method: '1', teacherId: s.ids.T1 }] }],
    },
    { token: s.admin },
  );
  expect(bPlan.status, bPlan.body.message).toBe(200);
  const bGenerated = await t.api.post<{ assessments: { id: string }[] }>(
    '/aacsb/evaluationYear/generateAssessments',
    { evaluationYearId: yearB },
    { token: s.admin },
  );
  assessments.B = bGenerated.body.result.assessments[0].id;
  // One score on C1's assessment (teacher 1's) and one rating on C3's (teacher 2's).
  const score = (evaluationId: string, method: string, extra: Record<string, unknown>) => ({
    id: newId(),
    evaluationId,
    method,
    degreeProgramsId: s.ids.A,
    classId: s.ids.K1,
    studentId: `student-${newId()}`,
    loId: s.ids.L1,
    ...extra,
  });
  await t.database.db
    .insert(evaluationScoreTable)
    .values([
      score(assessments[s.ids.C1], '1', { componentKey: 'c1', score: 20 }),
      score(assessments[s.ids.C3], '2', { componentKey: '', level: '良好' }),
    ]);
});

describe('a programme head', () => {
  it('plans and reads the years of their own programmes only', async () => {
    const own = await t.api.get('/aacsb/evaluationYear/plan', {
      token: head,
      query: { evaluationYearId: yearA },
    });
    expect(own.status).toBe(200);
    const other = await t.api.get('/aacsb/evaluationYear/plan', {
      token: head,
      query: { evaluationYearId: yearB },
    });
    expect(other.status).toBe(404);
    const save = await t.api.put(
      '/aacsb/evaluationYear/plan',
      { evaluationYearId: yearB, los: [] },
      { token: head },
    );
    expect(save.status).toBe(404);
    const generate = await t.api.post(
      '/aacsb/evaluationYear/generateAssessments',
      { evaluationYearId: yearB },
      { token: head },
    );
    expect(generate.status).toBe(404);
    const cycle = await t.api.get('/aacsb/evaluationYear/cycle', {
      token: head,
      query: { degreeProgramsId: s.ids.B },
    });
    expect(cycle.status).toBe(403);
    const years = (await list('evaluationYear', head)).map((y) => y.id);
    expect(years).toContain(yearA);
    expect(years).not.toContain(yearB);
  });

  it('adds no evaluation year, objective or assessment under another programme', async () => {
    const year = await t.api.post(
      '/aacsb/evaluationYear/add',
      { degreeProgramsId: s.ids.B, schoolYearId: s.ids.SY1 },
      { token: head },
    );
    expect(year.status).toBe(403);
    const lo = await t.api.post(
      '/aacsb/evaluationYearLo/add',
      { evaluationYearId: yearB, loId: s.ids.LB },
      { token: head },
    );
    expect(lo.status).toBe(403);
    const assessment = await t.api.post(
      '/aacsb/evaluation/add',
      { evaluationYearId: yearB, courseId: s.ids.C3 },
      { token: head },
    );
    expect(assessment.status).toBe(403);
    const ids = (await list('evaluation', head)).map((e) => e.id);
    expect(ids).toContain(assessments[s.ids.C1]);
    expect(ids).not.toContain(assessments.B);
  });
});

describe('a teacher', () => {
  it('sees only the assessments they are given, with their scores', async () => {
    expect((await list('evaluation', teacher1)).map((e) => e.id).sort()).toEqual(
      [assessments[s.ids.C1], assessments.B].sort(),
    );
    expect(await list('qualitativeEvaluation', teacher1)).toEqual([]);
    expect((await list('qualitativeEvaluation', teacher2)).map((e) => e.id)).toEqual([assessments[s.ids.C3]]);
    expect(await list('evaluation', teacher2)).toEqual([]);
    const other = await t.api.get('/aacsb/evaluation/queryById', {
      token: teacher2,
      query: { id: assessments[s.ids.C1] },
    });
    expect(other.status).toBe(404);
    expect((await list('evaluationScore', teacher1)).map((r) => r.evaluationId)).toEqual([
      assessments[s.ids.C1],
    ]);
    expect((await list('evaluationScore', teacher2)).map((r) => r.evaluationId)).toEqual([
      assessments[s.ids.C3],
    ]);
  });

  it('configures their own assessment but neither another’s nor who it belongs to', async () => {
    const components = [{ key: 'exam', kind: 'exam', name: '期末考试', fullMarks: 100 }];
    const own = await t.api.put(
      '/aacsb/evaluation/edit',
      { id: assessments[s.ids.C1], components, step: 2 },
      { token: teacher1 },
    );
    expect(own.status, own.body.message).toBe(200);
    const others = await t.api.put(
      '/aacsb/evaluation/edit',
      { id: assessments[s.ids.C1], components },
      { token: teacher2 },
    );
    expect([403, 404]).toContain(others.status);
    const handOn = await t.api.put(
      '/aacsb/evaluation/edit',
      { id: assessments[s.ids.C1], teacherId: s.ids.T2 },
      { token: teacher1 },
    );
    expect(handOn.status).toBe(400);
    expect(handOn.body.message).toContain(
      'Only the programme head can hand the assessment to another teacher',
    );
  });

  it('reads the plan but does not change it', async () => {
    const read = await t.api.get('/aacsb/evaluationYear/plan', {
      token: teacher1,
      query: { evaluationYearId: yearA },
    });
    expect(read.status).toBe(200);
    const save = await t.api.put(
      '/aacsb/evaluationYear/plan',
      { evaluationYearId: yearA, los: [] },
      { token: teacher1 },
    );
    expect(save.status).toBe(403);
  });
});
