import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/ids.ts';
import { useTestApp } from '../../test/harness.ts';
import { evaluationScoreTable, evaluationTable, qualitativeEvaluationTable } from '../resources/schema.ts';
import { type AolSchool, add, addYear, buildAolSchool } from './plan-fixture.ts';

/**
 * The rules of the assurance-of-learning records as written through the engine (issue 17 items
 * 1 to 3 and 7): an assessment's json configuration checked by the shared model with its named
 * messages in the caller's language (the two rubric messages of spec section 5 among them),
 * default gauges, objectives and classes that must exist in the programme, the lock of a submitted
 * assessment, plan rows that keep to their year's programme, and history and improvement actions
 * tied to their programme.
 */
const t = useTestApp();
let s: AolSchool;
let year: string;
let quantitative: string;
let qualitative: string;

type Rec = Record<string, unknown> & { id: string };
const edit = (resource: string, body: Record<string, unknown>, lang = 'en-US') =>
  t.api.put(`/aacsb/${resource}/edit`, body, { token: s.admin, lang });
const byId = async (resource: string, id: string) =>
  (await t.api.get<Rec>(`/aacsb/${resource}/queryById`, { token: s.admin, query: { id } })).body.result;

beforeAll(async () => {
  s = await buildAolSchool(t);
  year = await addYear(t, s.admin, s.ids.A, s.ids.SY2);
  quantitative = await add(t, s.admin, 'evaluation', {
    evaluationYearId: year,
    courseId: s.ids.C1,
    loIds: [s.ids.L1, s.ids.L2],
    classIds: [s.ids.K1],
  });
  qualitative = await add(t, s.admin, 'qualitativeEvaluation', {
    evaluationYearId: year,
    courseId: s.ids.C3,
  });
});

describe('a new assessment', () => {
  it('starts in progress at step 1 with the programme of its year and the default gauges', async () => {
    expect(await byId('evaluation', quantitative)).toMatchObject({
      status: '0',
      step: 1,
      degreeProgramsId: s.ids.A,
      bands: [
        { name: '优秀', nameEn: 'Exceeds', min: 0.85 },
        { name: '达标', nameEn: 'Meets', min: 0.7 },
        { name: '未达标', nameEn: 'Below', min: 0 },
      ],
    });
    const rubric = (await byId('qualitativeEvaluation', qualitative)).rubric as {
      nameEn: string;
      score: number;
    }[];
    expect(rubric.map((l) => [l.nameEn, l.score])).toEqual([
      ['Excellent', 90],
      ['Good', 80],
      ['Medium', 70],
      ['Poor', 60],
    ]);
  });

  it('refuses objectives of another programme and classes that do not exist', async () => {
    const lo = await edit('evaluation', { id: quantitative, loIds: [s.ids.LB] });
    expect(lo.status).toBe(400);
    expect(lo.body.message).toContain("The learning objective is not one of this programme's");
    const cls = await edit('evaluation', { id: quantitative, classIds: ['no-such-class'] });
    expect(cls.status).toBe(400);
    expect((await byId('evaluation', quantitative)).classIds).toEqual([s.ids.K1]);
  });
});

describe('the rubric', () => {
  it('needs every level named, in the caller’s language', async () => {
    const en = await edit('qualitativeEvaluation', {
      id: qualitative,
      rubric: [
        { name: 'A', score: 90 },
        { name: ' ', score: 60 },
      ],
    });
    expect(en.status).toBe(400);
    expect(en.body.message).toContain('Row 2: Please Configure Qualitative Gauge Score Segment Name');
    const zh = await edit(
      'qualitativeEvaluation',
      { id: qualitative, rubric: [{ name: '', score: 60 }] },
      'zh-CN',
    );
    expect(zh.body.message).toContain('请配置定性评价标准分段名称');
  });

  it('needs the level names to differ', async () => {
    const res = await edit('qualitativeEvaluation', {
      id: qualitative,
      rubric: [
        { name: 'Good', score: 90 },
        { name: 'Good', score: 60 },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Cannot Repeat Qualitative Gauge Score Segment Name');
  });

  it('keeps a good rubric, and goes back to the default when cleared', async () => {
    const rubric = [
      { name: '好', nameEn: 'Good', score: 5 },
      { name: '差', nameEn: 'Poor', score: 1 },
    ];
    expect((await edit('qualitativeEvaluation', { id: qualitative, rubric })).status).toBe(200);
    expect((await byId('qualitativeEvaluation', qualitative)).rubric).toEqual(rubric);
    expect((await edit('qualitativeEvaluation', { id: qualitative, rubric: [] })).status).toBe(200);
    expect((await byId('qualitativeEvaluation', qualitative)).rubric).toHaveLength(4);
  });
});

describe('the quantitative configuration', () => {
  const components = [
    { key: 'ord', kind: 'ordinary', name: '平时成绩', fullMarks: 30 },
    { key: 'exam', kind: 'exam', name: '期末考试', fullMarks: 70 },
  ];

  it('names a component without its shape, a repeated key, and aims whose weights do not total 1', async () => {
    const shape = await edit('evaluation', {
      id: quantitative,
      components: [{ key: 'x', name: 'X', fullMarks: 10 }],
    });
    expect(shape.status).toBe(400);
    expect(shape.body.message).toContain('Row 1, kind');
    const repeated = await edit('evaluation', {
      id: quantitative,
      components: [components[0], components[0]],
    });
    expect(repeated.body.message).toContain('Row 2: Component key ord is used twice');
    const aims = await edit('evaluation', {
      id: quantitative,
      components,
      aims: [
        { loId: s.ids.L1, componentKey: 'ord', marks: 10, weight: 0.3 },
        { loId: s.ids.L1, componentKey: 'exam', marks: 40, weight: 0.6 },
        { loId: s.ids.L2, componentKey: 'exam', marks: 80, weight: 1 },
      ],
    });
    expect(aims.status).toBe(400);
    expect(aims.body.message).toContain(
      'Objective L1.1: The weights of this objective total 0.900, they must total 1',
    );
    expect(aims.body.message).toContain(
      'Row 3: The marks aimed at the objective cannot exceed the full marks (70)',
    );
  });

  it('keeps a configuration the model accepts', async () => {
    const aims = [
      { loId: s.ids.L1, componentKey: 'ord', marks: 10, weight: 0.3 },
      { loId: s.ids.L1, componentKey: 'exam', marks: 40, weight: 0.7 },
      { loId: s.ids.L2, componentKey: 'exam', marks: 30, weight: 1 },
    ];
    const res = await edit('evaluation', { id: quantitative, components, aims, step: 3 });
    expect(res.status, res.body.message).toBe(200);
    expect(await byId('evaluation', quantitative)).toMatchObject({ components, aims, step: 3 });
  });
});

describe('a submitted assessment', () => {
  it('is locked until unlocked, and is not deleted', async () => {
    await t.database.db
      .update(evaluationTable)
      .set({ status: '1' })
      .where(eq(evaluationTable.id, quantitative));
    const res = await edit('evaluation', { id: quantitative, step: 4 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The assessment is submitted and locked: unlock it first');
    const zh = await edit('evaluation', { id: quantitative, step: 4 }, 'zh-CN');
    expect(zh.body.message).toBe('该评估已提交并锁定，请先解锁');
    const gone = await t.api.delete('/aacsb/evaluation/delete', {
      token: s.admin,
      query: { id: quantitative },
    });
    expect(gone.status).toBe(400);
    await t.database.db
      .update(evaluationTable)
      .set({ status: '2' })
      .where(eq(evaluationTable.id, quantitative));
    expect((await edit('evaluation', { id: quantitative, step: 4 })).status).toBe(200);
  });

  it('is not deleted while it holds scores', async () => {
    await t.database.db
      .update(qualitativeEvaluationTable)
      .set({ status: '0' })
      .where(eq(qualitativeEvaluationTable.id, qualitative));
    await t.database.db.insert(evaluationScoreTable).values({
      id: newId(),
      evaluationId: qualitative,
      method: '2',
      degreeProgramsId: s.ids.A,
      studentId: 'someone',
      loId: s.ids.L1,
      level: '优秀',
    });
    const res = await t.api.delete('/aacsb/qualitativeEvaluation/delete', {
      token: s.admin,
      query: { id: qualitative },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The assessment holds 1 score(s): it cannot be deleted');
  });
});

describe('plan rows, history and improvement actions', () => {
  it('keep to their evaluation year’s programme', async () => {
    const other = await t.api.post(
      '/aacsb/evaluationYearLo/add',
      { evaluationYearId: year, loId: s.ids.LB },
      { token: s.admin },
    );
    expect(other.status).toBe(400);
    expect(other.body.message).toContain("The learning objective is not one of this programme's");
    // A course row lists its objective as assessed.
    await add(t, s.admin, 'evaluationYearCourse', {
      evaluationYearId: year,
      loId: s.ids.L3,
      courseId: s.ids.C2,
      method: '1',
      classIds: [s.ids.K2],
    });
    const los = await t.api.get<{ records: Rec[] }>('/aacsb/evaluationYearLo/list', {
      token: s.admin,
      query: { evaluationYearId: year, pageSize: -1 },
    });
    expect(los.body.result.records).toMatchObject([{ loId: s.ids.L3, degreeProgramsId: s.ids.A }]);
  });

  it('ties history to an assessment and an action’s objective to its goal', async () => {
    const lost = await t.api.post(
      '/aacsb/evaluationHistory/add',
      { evaluationId: 'nothing', method: '1', action: 'submit' },
      { token: s.admin },
    );
    expect(lost.status).toBe(400);
    const entry = await add(t, s.admin, 'evaluationHistory', {
      evaluationId: qualitative,
      method: '2',
      action: 'unlock',
      reason: 'typo',
    });
    expect(await byId('evaluationHistory', entry)).toMatchObject({ degreeProgramsId: s.ids.A });
    const action = await add(t, s.admin, 'improvementAction', {
      degreeProgramsId: s.ids.A,
      evaluationYearId: year,
      loId: s.ids.L2,
      finding: 'L1.2 below target',
      action: 'More cases',
      status: '1',
    });
    expect(await byId('improvementAction', action)).toMatchObject({ lgId: s.ids.G1 });
    const mixed = await t.api.post(
      '/aacsb/improvementAction/add',
      { degreeProgramsId: s.ids.B, evaluationYearId: year, finding: 'x', action: 'y', status: '1' },
      { token: s.admin },
    );
    expect(mixed.status).toBe(400);
    expect(mixed.body.message).toContain('This evaluation year belongs to another programme');
  });
});
