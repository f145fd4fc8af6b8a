import type { Answers, GroupList } from '@accredit/shared';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/ids.ts';
import { download } from '../../test/download.ts';
import { buildUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { docxText } from '../faculty-io/test-helpers.ts';
import {
  bi,
  openForAWeek,
  setAudienceDirectly,
  startCollecting,
  submit,
} from '../questionnaire/fixture-builders.ts';
import { questionnaireResponse } from '../questionnaire/schema.ts';
import { add as addRecord, putMapCells } from './plan-fixture.ts';

/**
 * The indirect measure I_j reaching a programme's figures (DOMAIN.md section 5, issue 18 item 6):
 * answers to the programme's questionnaires of the year's school year, on rating questions and
 * matrix rows mapped to its objectives, blended with the direct figure.
 *
 * Programme P, goal G1 = {LO1 target 0.7, LO2 target 0.6}; course C1 (map: LO1 H, LO2 H) assesses
 * both in class K1 {s1, s2}; exam (100): LO1 50 marks, LO2 40 marks, weight 1 each.
 *   LO1: s1 40/50 = 0.8, s2 25/50 = 0.5 -> A = 0.650 (not met alone).
 *   LO2: s1 30/40 = 0.75, s2 20/40 = 0.5 -> A = 0.625.
 * The exit survey (P, the year's school year): q1 rating of 5 mapped to LO1 (and to another
 * programme's objective, ignored), q2 matrix of 5: r1 mapped to LO2, r2 not mapped.
 *   u1: q1 5, r1 3, r2 1; u2: q1 5, r1 2; u3: q1 4, q2 blank.
 *   I(LO1) = (5/5 + 5/5 + 4/5) / 3 = 14/15 = 0.9333 -> "0.933";
 *   B(LO1) = 0.8 * 0.65 + 0.2 * 14/15 = 0.52 + 0.18667 = 0.70667 -> "0.707", met (>= 0.7).
 *   I(LO2) = (3/5 + 2/5) / 2 = 0.500; B(LO2) = 0.8 * 0.625 + 0.2 * 0.5 = 0.600 exactly: met (0.6).
 *   G1 (min) = 0.600, not met (0.7).
 * Not counted: an unpublished questionnaire of P and the year (a response written directly with
 * q1 = 1), and a collecting one of P in another school year (answered q1 = 1): either would pull
 * I(LO1) down.
 */
const t = useTestApp();
let admin: string;
const F: Record<string, string> = {};
const U: Record<string, { id: string; token: string }> = {};
const add = (resource: string, body: Record<string, unknown>) => addRecord(t, admin, resource, body);
const scale = { points: 5 as const, low: bi('Low'), high: bi('High') };

function survey(): GroupList {
  return [
    {
      id: 'g1',
      title: bi('Exit survey'),
      questions: [
        {
          id: 'q1',
          kind: 'rating',
          title: bi('I can analyse data'),
          required: false,
          scale,
          loIds: [F.lo1, F.lb],
        },
        {
          id: 'q2',
          kind: 'matrix',
          title: bi('Rate your skills'),
          required: false,
          scale,
          rows: [
            { id: 'r1', text: bi('Modelling'), loIds: [F.lo2] },
            { id: 'r2', text: bi('Teamwork') },
          ],
        },
      ],
    },
  ];
}

interface Fig {
  shown: string;
}
interface YearAnswer {
  los: { code: string; A: Fig | null; I: Fig | null; B: Fig | null; met: boolean | null }[];
  goals: { code: string; G: Fig | null; met: boolean | null }[];
}

async function los() {
  const res = await t.api.get<YearAnswer>('/aacsb/evaluationYear/results', {
    token: admin,
    query: { evaluationYearId: F.y },
  });
  expect(res.status, res.body.message).toBe(200);
  const by = Object.fromEntries(
    res.body.result.los.map((l) => [
      l.code,
      [l.A?.shown ?? null, l.I?.shown ?? null, l.B?.shown ?? null, l.met],
    ]),
  );
  return { by, goals: res.body.result.goals };
}

async function questionnaire(schoolYearId: string, userIds: string[], start: boolean): Promise<string> {
  const id = await add('questionnaire', {
    name: `退出调查${newId().slice(0, 4)}`,
    anonymous: true,
    degreeProgramsId: F.p,
    schoolYearId,
    ...openForAWeek(),
    groupList: survey(),
  });
  await setAudienceDirectly(t, id, { userIds });
  if (start) await startCollecting(t, admin, id);
  return id;
}

const answer = (who: string, id: string, answers: Answers) => submit(t, U[who].token, id, answers);

beforeAll(async () => {
  admin = await t.tokenFor('admin');
  const tag = newId().slice(0, 5).toUpperCase();
  F.sy = await add('schoolYear', { name: `IJ ${tag} 2084`, startTime: '2084-09-01', endTime: '2085-07-31' });
  F.sy2 = await add('schoolYear', { name: `IJ ${tag} 2085`, startTime: '2085-09-01', endTime: '2086-07-31' });
  F.p = await add('degreePrograms', {
    code: `IJ${tag}`,
    name: `间接项目${tag}`,
    nameEn: 'Indirect',
    degreeLevel: '1',
  });
  F.p2 = await add('degreePrograms', { code: `IK${tag}`, name: `别的项目${tag}`, degreeLevel: '1' });
  F.g1 = await add('degreeProgramsLg', {
    degreeProgramsId: F.p,
    code: 'G1',
    name: '分析',
    nameEn: 'Analysis',
  });
  F.gb = await add('degreeProgramsLg', { degreeProgramsId: F.p2, code: 'GB', name: '别的' });
  F.lo1 = await add('degreeProgramsLo', {
    degreeProgramsId: F.p,
    lgId: F.g1,
    code: 'LO1',
    name: '数据分析',
    target: 0.7,
  });
  F.lo2 = await add('degreeProgramsLo', {
    degreeProgramsId: F.p,
    lgId: F.g1,
    code: 'LO2',
    name: '建模',
    target: 0.6,
  });
  F.lb = await add('degreeProgramsLo', { degreeProgramsId: F.p2, lgId: F.gb, code: 'LB', name: '别的目标' });
  F.c1 = await add('course', {
    code: `IJC${tag}`,
    name: '统计',
    nameEn: 'Statistics',
    credits: 3,
    courseType: '1',
  });
  await add('teachingProgram', {
    degreeProgramsId: F.p,
    courseId: F.c1,
    effectiveYear: 2084,
    studyYear: 1,
    term: 1,
  });
  await putMapCells(t, admin, F.p, 2084, [
    { courseId: F.c1, loId: F.lo1, level: 'H' },
    { courseId: F.c1, loId: F.lo2, level: 'H' },
  ]);
  F.k1 = await add('classes', { code: `IJK${tag}`, name: `间接一班${tag}`, degreeProgramsId: F.p });
  for (const s of ['s1', 's2'])
    F[s] = await add('student', { studentNumber: `IJ${s}${tag}`, name: `学生${s}`, sex: '1', classId: F.k1 });
  F.y = await add('evaluationYear', { degreeProgramsId: F.p, schoolYearId: F.sy, name: `IJ ${tag}` });
  F.e1 = await add('evaluation', {
    evaluationYearId: F.y,
    courseId: F.c1,
    classIds: [F.k1],
    loIds: [F.lo1, F.lo2],
    components: [{ key: 'exam', kind: 'exam', name: '期末考试', nameEn: 'Final exam', fullMarks: 100 }],
    aims: [
      { loId: F.lo1, componentKey: 'exam', marks: 50, weight: 1 },
      { loId: F.lo2, componentKey: 'exam', marks: 40, weight: 1 },
    ],
  });
  const score = (s: string, lo: string, value: number) => ({
    studentId: F[s],
    loId: F[lo],
    componentKey: 'exam',
    score: value,
  });
  const scored = await t.api.put(
    '/aacsb/evaluation/scores',
    {
      id: F.e1,
      changes: [
        score('s1', 'lo1', 40),
        score('s2', 'lo1', 25),
        score('s1', 'lo2', 30),
        score('s2', 'lo2', 20),
      ],
    },
    { token: admin },
  );
  expect(scored.status, scored.body.message).toBe(200);
  for (const u of ['u1', 'u2', 'u3']) {
    const user = await buildUser(t.database.db, { username: `ij_${u}_${tag}`.toLowerCase() });
    U[u] = { id: user.id, token: await t.tokenFor(user.username) };
  }
  const ids = ['u1', 'u2', 'u3'].map((u) => U[u].id);
  F.survey = await questionnaire(F.sy, ids, true);
  F.draft = await questionnaire(F.sy, ids, false);
  F.otherYear = await questionnaire(F.sy2, ids, true);
});

describe('indirect measures in the programme’s figures', () => {
  it('without answers: no I_j, and B_j is the direct figure', async () => {
    const { by } = await los();
    expect(by.LO1).toEqual(['0.650', null, '0.650', false]);
    expect(by.LO2).toEqual(['0.625', null, '0.625', true]);
  });

  it('blends the survey’s answers mapped to each objective into B_j, as worked out', async () => {
    await answer('u1', F.survey, { q1: 5, q2: { r1: 3, r2: 1 } });
    await answer('u2', F.survey, { q1: 5, q2: { r1: 2 } });
    await answer('u3', F.survey, { q1: 4 });
    // Neither the unpublished questionnaire nor another school year's counts.
    await t.database.db.insert(questionnaireResponse).values({
      questionnaireId: F.draft,
      answers: { q1: 1, q2: { r1: 1 } },
      submittedOn: '2085-01-01',
    });
    await answer('u1', F.otherYear, { q1: 1, q2: { r1: 1 } });

    const { by, goals } = await los();
    expect(by.LO1).toEqual(['0.650', '0.933', '0.707', true]);
    expect(by.LO2).toEqual(['0.625', '0.500', '0.600', true]);
    expect(goals.map((g) => [g.code, g.G?.shown, g.met])).toEqual([['G1', '0.600', false]]);
  });

  it('keeps counting a paused questionnaire’s answers', async () => {
    const stopped = await t.api.post('/aacsb/questionnaire/stop', { id: F.survey }, { token: admin });
    expect(stopped.status, stopped.body.message).toBe(200);
    const { by } = await los();
    expect(by.LO1).toEqual(['0.650', '0.933', '0.707', true]);
  });

  it('prints I_j beside the direct figure in the year’s Excel file', async () => {
    const { bytes } = await download(t, admin, '/aacsb/evaluationYear/exportResults', {
      evaluationYearId: F.y,
      lang: 'en-US',
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    const head = (ws.getRow(1).values as unknown[]).slice(1);
    const row = (ws.getRow(2).values as unknown[]).slice(1);
    const at = (name: RegExp) => row[head.findIndex((h) => name.test(String(h)))];
    // biome-ignore lint/suspicious/noApproximativeNumericConstant: B_j as printed (0.707), not 1/sqrt(2)
    expect([row[1], at(/^Direct/i), at(/^Indirect/i), at(/\(B\)/)]).toEqual(['LO1', 0.65, 0.933, 0.707]);
  });

  it('names the indirect measure and the blend in the Table 5-1 report', async () => {
    const { bytes } = await download(t, admin, '/aacsb/evaluationYear/reportWord', {
      evaluationYearId: F.y,
      lang: 'en-US',
    });
    const en = await docxText(bytes);
    expect(en).toContain('Questionnaire items mapped to the objective (indirect measure)');
    expect(en).toContain('Direct 0.650, indirect 0.933, blended 0.707');
    expect(en).toContain('Objective: 0.707 (target 0.700) Met');
  });
});
