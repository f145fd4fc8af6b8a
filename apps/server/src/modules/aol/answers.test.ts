import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { multipartForm } from '../../crud/testing.ts';
import { answerProblems } from '../../test/answers.ts';
import { useTestApp } from '../../test/harness.ts';
import { AOL_PLAN_ANSWERS, AOL_RESULTS_ANSWERS, AOL_SCORES_ANSWERS } from './answers.ts';
import { addYear, buildAolSchool } from './plan-fixture.ts';

/**
 * The answers the OpenAPI document gives for the assurance of learning calls (answers.ts) are
 * what the calls send. The plan calls run on the plan tests' school (plan-fixture.ts); results,
 * grade analysis and closing the loop on the demo school's evaluation years; score entry of both
 * kinds on a demo assessment (a cell saved again, a class cleared and its template imported,
 * submitted, unlocked). Each result is parsed with its schema.
 */
const t = useTestApp();
const ANSWERS = { ...AOL_PLAN_ANSWERS, ...AOL_SCORES_ANSWERS, ...AOL_RESULTS_ANSWERS };
type Key = keyof typeof ANSWERS;
const problems: string[] = [];

function check(key: Key, status: number, raw: string, result: unknown) {
  expect(status, `${key}: ${raw.slice(0, 300)}`).toBe(200);
  problems.push(...answerProblems(key, ANSWERS[key].answer, result));
}

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely here; the schemas check them.
type Loose = any;
async function call(key: Key, token: string, query?: Record<string, string | number>, body?: unknown) {
  const [method, url] = key.split(' ') as [string, string];
  const res = await t.api.request<unknown>(method, url, { token, query, body });
  check(key, res.status, res.raw, res.body.result);
  return res.body.result as Loose;
}

/** A demo assessment of the kind that holds scores (so its results can be computed). */
async function scoredAssessment(token: string, resource: 'evaluation' | 'qualitativeEvaluation') {
  const res = await t.api.get<{ records: { id: string }[] }>(`/aacsb/${resource}/list`, {
    token,
    query: { pageSize: 200 },
  });
  expect(res.status, res.raw.slice(0, 300)).toBe(200);
  for (const { id } of res.body.result.records) {
    const sheet = await t.api.get<Loose>(`/aacsb/${resource}/sheet`, { token, query: { id } });
    const cells = resource === 'evaluation' ? sheet.body.result?.scores : sheet.body.result?.ratings;
    if (sheet.status === 200 && cells?.length > 0) return id;
  }
  throw new Error(`no demo ${resource} with scores`);
}

describe('the assurance of learning answers in the OpenAPI document', () => {
  it('match what the plan calls answer', async () => {
    const s = await buildAolSchool(t);
    const y1 = await addYear(t, s.admin, s.ids.A!, s.ids.SY1!);
    const y2 = await addYear(t, s.admin, s.ids.A!, s.ids.SY2!);
    const plan = await call('GET /api/aacsb/evaluationYear/plan', s.admin, { evaluationYearId: y1 });
    const los = (plan.goals as Loose[])
      .flatMap((g) => g.los)
      .filter((lo: Loose) => lo.candidates.length > 0)
      .map((lo: Loose) => ({
        loId: lo.id,
        courses: lo.candidates.map((c: Loose) => ({ courseId: c.courseId, method: '1' })),
      }));
    expect(los.length).toBeGreaterThan(0);
    await call('PUT /api/aacsb/evaluationYear/plan', s.admin, undefined, { evaluationYearId: y1, los });
    await call('GET /api/aacsb/evaluationYear/plan', s.admin, { evaluationYearId: y1 });
    await call('POST /api/aacsb/evaluationYear/generateAssessments', s.admin, undefined, {
      evaluationYearId: y1,
    });
    await call('POST /api/aacsb/evaluationYear/copyPrevious', s.admin, undefined, { evaluationYearId: y2 });
    await call('GET /api/aacsb/evaluationYear/cycle', s.admin, { degreeProgramsId: s.ids.A! });
    expect(problems).toEqual([]);
  }, 180_000);

  it('match what the results, grade analysis and closing the loop calls answer on the demo school', async () => {
    const admin = await t.tokenFor('admin');
    const quantitative = await scoredAssessment(admin, 'evaluation');
    const qualitative = await scoredAssessment(admin, 'qualitativeEvaluation');
    const course = await call('GET /api/aacsb/evaluation/results', admin, { id: quantitative });
    await call('GET /api/aacsb/qualitativeEvaluation/results', admin, { id: qualitative });
    const { evaluationYearId, degreeProgramsId } = course.assessment;
    await call('GET /api/aacsb/evaluation/results', admin, {
      id: quantitative,
      classId: course.assessment.classIds[0],
    });
    await call('GET /api/aacsb/evaluationYear/results', admin, { evaluationYearId });
    await call('GET /api/aacsb/evaluationYear/trend', admin, { degreeProgramsId });
    await call('GET /api/aacsb/gradeAnalysis/stats', admin, { evaluationId: quantitative });
    const analysable = await call('GET /api/aacsb/gradeAnalysis/courses', admin);
    expect(analysable.length).toBeGreaterThan(0);
    await call('GET /api/aacsb/improvementAction/proposals', admin, { evaluationYearId });
    // A demo year with an objective or goal below its target: its proposal becomes an action, so
    // the proposals and the before/after answers are not empty.
    const years = await t.api.get<{ records: { id: string }[] }>('/aacsb/evaluationYear/list', {
      token: admin,
      query: { pageSize: 200 },
    });
    let proposals: Loose[] = [];
    for (const { id } of years.body.result.records) {
      proposals = await call('GET /api/aacsb/improvementAction/proposals', admin, { evaluationYearId: id });
      if (proposals.length > 0) break;
    }
    expect(proposals.length, 'a demo year below a target').toBeGreaterThan(0);
    const proposed = proposals[0].action;
    const added = await t.api.post(
      '/aacsb/improvementAction/add',
      { ...proposed, action: '增加练习', actionEn: 'More exercises', dueDate: '2099-06-30' },
      { token: admin },
    );
    expect(added.status, added.raw.slice(0, 300)).toBe(200);
    const beforeAfter = await call('GET /api/aacsb/improvementAction/beforeAfter', admin, {
      degreeProgramsId: proposed.degreeProgramsId,
    });
    expect(beforeAfter.length).toBeGreaterThan(0);
    await call('GET /api/aacsb/improvementAction/beforeAfter', admin, { degreeProgramsId });
    expect(problems).toEqual([]);
  }, 180_000);

  for (const kind of ['evaluation', 'qualitativeEvaluation'] as const) {
    it(`match what the ${kind} score entry calls answer on a demo assessment`, async () => {
      const admin = await t.tokenFor('admin');
      const id = await scoredAssessment(admin, kind);
      const base = `/api/aacsb/${kind}`;
      const k = (rest: string) => `${rest.split(' ')[0]} ${base}/${rest.split(' ')[1]}` as Key;
      let sheet = await call(k('GET sheet'), admin, { id });
      if (!sheet.locked) await call(k('POST submit'), admin, undefined, { id });
      await call(k('POST unlock'), admin, undefined, { id, reason: 'OpenAPI answers check' });
      sheet = await call(k('GET sheet'), admin, { id });
      const quantitative = kind === 'evaluation';
      const cells: Loose[] = quantitative ? sheet.scores : sheet.ratings;
      expect(cells.length, 'the demo assessment has scores').toBeGreaterThan(0);
      const put = (changes: unknown[]) =>
        call(k(quantitative ? 'PUT scores' : 'PUT ratings'), admin, undefined, { id, changes });
      await put([cells[0]]);
      // Clear one class, then import its template with one cell filled (row 4: its first student).
      const classId = sheet.classes[0].id as string;
      const inClass = new Set(
        (sheet.students as Loose[]).filter((x) => x.classId === classId).map((x) => x.id),
      );
      await put(
        cells
          .filter((c) => inClass.has(c.studentId))
          .map((c) => (quantitative ? { ...c, score: null } : { ...c, level: null })),
      );
      const template = await t.app.inject({
        method: 'GET',
        url: `${base}/importTemplate`,
        query: { id, classId, lang: 'en-US' },
        headers: { 'x-access-token': admin },
      });
      expect(template.statusCode, template.body.slice(0, 200)).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
      wb.worksheets[0]!.getCell(4, 4).value = quantitative ? 0 : String(sheet.rubric[0].name);
      const file = Buffer.from(await wb.xlsx.writeBuffer());
      const { payload, headers } = multipartForm(file, { id });
      const imported = await t.app.inject({
        method: 'POST',
        url: `${base}/importExcel`,
        payload,
        headers: { ...headers, 'x-access-token': admin, 'x-lang': 'en-US' },
      });
      check(k('POST importExcel'), imported.statusCode, imported.body, imported.json().result);
      await call(k('POST submit'), admin, undefined, { id });
      const history = await call(k('GET history'), admin, { id });
      expect(history.length).toBeGreaterThan(1);
      expect(problems).toEqual([]);
    }, 180_000);
  }
});
