import { AOL_DEFAULTS } from '@accredit/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/ids.ts';
import { type Actor, actorWith, addDataRule, multipartForm } from '../../crud/testing.ts';
import { buildUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import {
  classesTable,
  classStudentTable,
  courseTable,
  degreeProgramsHeadTable,
  degreeProgramsLgTable,
  degreeProgramsLoTable,
  degreeProgramsTable,
  evaluationTable,
  evaluationYearTable,
  qualitativeEvaluationTable,
  schoolYearTable,
  studentTable,
  teacherTable,
} from '../resources/schema.ts';
import { loadBook, readBook } from './scores-excel.ts';

/**
 * Score entry, Excel import and locking (issue 17 items 2, 3 and 7) over HTTP: a typed 0 and a
 * missing score kept apart, out-of-range changes named with nothing stored, the lock and the
 * programme head's unlock with its reason in the history, a teacher kept to their own assessments,
 * the class template's round trip, an import with bad cells refused whole, the
 * already-imported refusal in both languages, and an import of 10,000 rows.
 */
const t = useTestApp();
let head: string;
let otherHead: string;
let teacherA: Actor;
let teacherB: Actor;
const F: Record<string, string> = {};
const students: Record<string, string> = {};

interface Sheet {
  assessment: { id: string; method: string; status: string | null; step: number | null; courseCode: string };
  locked: boolean;
  canUnlock: boolean;
  candidateLos?: { id: string; code: string }[];
  classes: { id: string; code: string }[];
  los: { id: string; code: string; target: number | null }[];
  components?: { key: string; name: string }[];
  aims?: { loId: string; componentKey: string; marks: number }[];
  rubric?: { name: string; nameEn: string | null }[];
  students: { id: string; studentNumber: string; name: string; classId: string }[];
  scores?: { studentId: string; loId: string; componentKey: string; score: number }[];
  ratings?: { studentId: string; loId: string; level: string }[];
}
interface Problem {
  studentNumber: string | null;
  loCode: string | null;
  componentKey: string;
  message: string;
}

const Q = '/aacsb/evaluation';
const QL = '/aacsb/qualitativeEvaluation';

const sheet = (token: string, id: string, classId?: string, base = Q) =>
  t.api.get<Sheet>(`${base}/sheet`, { token, query: { id, classId } });
const putScores = (token: string, id: string, changes: unknown[], lang = 'en-US') =>
  t.api.put<{ set: number; cleared: number; step: number; errors?: Problem[] }>(
    `${Q}/scores`,
    { id, changes },
    { token, lang },
  );
const score = (studentId: string, loId: string, componentKey: string, value: number | null) => ({
  studentId,
  loId,
  componentKey,
  score: value,
});

async function template(token: string, id: string, classId: string, base = Q, lang = 'en-US') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api${base}/importTemplate`,
    query: { id, classId, lang },
    headers: { 'x-access-token': token },
  });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return wb;
}

async function importFile(token: string, id: string, file: Buffer, lang = 'en-US', base = Q) {
  const { payload, headers } = multipartForm(file, { id });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api${base}/importExcel`,
    payload,
    headers: { ...headers, 'x-access-token': token, 'x-lang': lang },
  });
  return {
    status: res.statusCode,
    body: res.json() as {
      message: string;
      result: { count?: number; errors?: { row: number; column: string; message: string }[] };
    },
  };
}

const bytes = async (wb: ExcelJS.Workbook) => Buffer.from(await wb.xlsx.writeBuffer());

/** The row of a student number in a template sheet. */
function rowOf(ws: ExcelJS.Worksheet, number: string): number {
  let found = 0;
  ws.eachRow((r, n) => {
    if (r.getCell(2).value === number) found = n;
  });
  expect(found, number).toBeGreaterThan(3);
  return found;
}

async function insertStudents(classId: string, prefix: string, count: number): Promise<string[]> {
  const db = t.database.db;
  const ids: string[] = [];
  for (let i = 0; i < count; i += 2000) {
    const rows = Array.from({ length: Math.min(2000, count - i) }, (_, n) => ({
      id: newId(),
      studentNumber: `${prefix}${String(i + n + 1).padStart(5, '0')}`,
      name: `学生${prefix}${i + n + 1}`,
      nameEn: `Student ${prefix}${i + n + 1}`,
      sex: '1',
      classId,
    }));
    await db.insert(studentTable).values(rows);
    await db.insert(classStudentTable).values(rows.map((r) => ({ id: newId(), classId, studentId: r.id })));
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

const COMPONENTS = [
  { key: 'exam', kind: 'exam', name: '期末考试', nameEn: 'Final exam', fullMarks: 100 },
  { key: 'hw', kind: 'ordinary', name: '平时成绩', nameEn: 'Homework', fullMarks: 20 },
];

beforeAll(async () => {
  const db = t.database.db;
  const headUser = await buildUser(db, { username: 'scores_head', realname: 'Head Wang', roles: ['3'] });
  const otherUser = await buildUser(db, { username: 'scores_other_head', roles: ['3'] });
  head = await t.tokenFor('scores_head');
  otherHead = await t.tokenFor('scores_other_head');
  // Teachers: each in a role of a teacher's assessment codes, kept by a data rule to the
  // assessments given to them (the default rule does this with a placeholder; here the ids).
  const codes = ['evaluation', 'qualitativeEvaluation'].flatMap((r) =>
    ['query', 'get', 'edit', 'import'].map((a) => `${r}:${a}`),
  );
  teacherA = await actorWith(t, codes);
  teacherB = await actorWith(t, codes);
  const [tA, tB] = await db
    .insert(teacherTable)
    .values([
      { staffId: 'SC-T1', name: '李老师', nameEn: 'Li', sex: '2' },
      { staffId: 'SC-T2', name: '赵老师', nameEn: 'Zhao', sex: '1' },
    ])
    .returning({ id: teacherTable.id });
  F.teacherA = String(tA.id);
  F.teacherB = String(tB.id);
  for (const [actor, teacherId] of [
    [teacherA, F.teacherA],
    [teacherB, F.teacherB],
  ] as const)
    for (const screen of ['evaluation', 'qualitativeEvaluation'])
      await addDataRule(db, actor.roleId, screen, { column: 'teacher_id', condition: '=', value: teacherId });

  const [p, p2] = await db
    .insert(degreeProgramsTable)
    .values([
      { code: 'SC-P', name: '成绩项目', nameEn: 'Scores programme', degreeLevel: '1' },
      { code: 'SC-Q', name: '另一项目', nameEn: 'Other programme', degreeLevel: '1' },
    ])
    .returning({ id: degreeProgramsTable.id });
  F.programme = String(p.id);
  await db.insert(degreeProgramsHeadTable).values([
    { degreeProgramsId: F.programme, userId: headUser.id },
    { degreeProgramsId: String(p2.id), userId: otherUser.id },
  ]);
  const [lg] = await db
    .insert(degreeProgramsLgTable)
    .values({ degreeProgramsId: F.programme, code: 'LG1', name: '沟通' })
    .returning({ id: degreeProgramsLgTable.id });
  const [lo1, lo2] = await db
    .insert(degreeProgramsLoTable)
    .values([
      {
        degreeProgramsId: F.programme,
        lgId: lg.id,
        code: 'LO1',
        name: '书面沟通',
        nameEn: 'Writing',
        target: 0.7,
      },
      {
        degreeProgramsId: F.programme,
        lgId: lg.id,
        code: 'LO2',
        name: '口头沟通',
        nameEn: 'Speaking',
        target: 0.7,
      },
    ])
    .returning({ id: degreeProgramsLoTable.id });
  F.lo1 = String(lo1.id);
  F.lo2 = String(lo2.id);
  const courses = await db
    .insert(courseTable)
    .values(
      ['SC101', 'SC102', 'SC103', 'SC104', 'SC105'].map((code) => ({
        code,
        name: `课程${code}`,
        nameEn: `Course ${code}`,
        credits: 2,
        courseType: '1',
      })),
    )
    .returning({ id: courseTable.id });
  const [k1, k2, k3, k4] = await db
    .insert(classesTable)
    .values([
      { code: 'SC-K1', name: '一班', nameEn: 'Class 1', degreeProgramsId: F.programme },
      { code: 'SC-K2', name: '二班', nameEn: 'Class 2', degreeProgramsId: F.programme },
      { code: 'SC-K3', name: '大班', nameEn: 'Big class', degreeProgramsId: F.programme },
      { code: 'SC-K4', name: '外班', nameEn: 'Outside class', degreeProgramsId: F.programme },
    ])
    .returning({ id: classesTable.id });
  F.k1 = String(k1.id);
  F.k2 = String(k2.id);
  F.k3 = String(k3.id);
  const [s1, s2, s3] = await insertStudents(F.k1, 'K1', 3);
  const [s4, s5] = await insertStudents(F.k2, 'K2', 2);
  const [outsider] = await insertStudents(String(k4.id), 'K4', 1);
  Object.assign(students, { s1, s2, s3, s4, s5, outsider });
  const [sy] = await db
    .insert(schoolYearTable)
    .values({ name: 'SC 2025-2026', startTime: '2025-09-01', endTime: '2026-07-31' })
    .returning({ id: schoolYearTable.id });
  const [year] = await db
    .insert(evaluationYearTable)
    .values({ degreeProgramsId: F.programme, schoolYearId: sy.id, name: '2025-2026' })
    .returning({ id: evaluationYearTable.id });
  const common = { evaluationYearId: year.id, degreeProgramsId: F.programme, status: '0', step: 3 };
  const quantitative = {
    components: COMPONENTS,
    aims: [
      { loId: F.lo1, componentKey: 'exam', marks: 30, weight: 0.6 },
      { loId: F.lo1, componentKey: 'hw', marks: 10, weight: 0.4 },
      { loId: F.lo2, componentKey: 'exam', marks: 40, weight: 1 },
    ],
    bands: AOL_DEFAULTS.bands,
    loIds: [F.lo1, F.lo2],
  };
  const [e1, e2, e3, e4] = await db
    .insert(evaluationTable)
    .values([
      { ...common, ...quantitative, courseId: courses[0].id, teacherId: F.teacherA, classIds: [F.k1, F.k2] },
      { ...common, ...quantitative, courseId: courses[1].id, teacherId: F.teacherB, classIds: [F.k2] },
      { ...common, ...quantitative, courseId: courses[2].id, teacherId: F.teacherA, classIds: [F.k1, F.k2] },
      {
        ...common,
        components: [COMPONENTS[0]],
        aims: [{ loId: F.lo1, componentKey: 'exam', marks: 50, weight: 1 }],
        loIds: [F.lo1],
        courseId: courses[3].id,
        teacherId: F.teacherA,
        classIds: [F.k3],
      },
    ])
    .returning({ id: evaluationTable.id });
  Object.assign(F, { e1: e1.id, e2: e2.id, e3: e3.id, e4: e4.id });
  const [q1] = await db
    .insert(qualitativeEvaluationTable)
    .values({
      ...common,
      step: 1,
      courseId: courses[4].id,
      teacherId: F.teacherA,
      classIds: [F.k1, F.k2],
      loIds: [F.lo1, F.lo2],
      rubric: AOL_DEFAULTS.rubric,
    })
    .returning({ id: qualitativeEvaluationTable.id });
  F.q1 = String(q1.id);
});

describe('score entry', () => {
  it('gives the grid: objectives, components and aims, the classes’ students, no scores yet', async () => {
    const res = await sheet(teacherA.token, F.e1);
    expect(res.status, res.body.message).toBe(200);
    const s = res.body.result;
    expect(s.assessment).toMatchObject({ method: 'quantitative', status: '0', courseCode: 'SC101' });
    expect(s.locked).toBe(false);
    expect(s.los.map((o) => o.code)).toEqual(['LO1', 'LO2']);
    expect(s.classes.map((c) => c.code)).toEqual(['SC-K1', 'SC-K2']);
    expect(s.students.map((x) => x.studentNumber)).toEqual([
      'K100001',
      'K100002',
      'K100003',
      'K200001',
      'K200002',
    ]);
    expect(s.aims).toHaveLength(3);
    expect(s.scores).toEqual([]);
    expect(s.assessment).toMatchObject({
      teacherName: '李老师',
      programmeCode: 'SC-P',
      loIds: [F.lo1, F.lo2],
    });
    expect(s.candidateLos?.map((o) => o.code)).toEqual(['LO1', 'LO2']);
    expect(s.canUnlock).toBe(false);
    expect((await sheet(head, F.e1)).body.result.canUnlock).toBe(true);
    const one = await sheet(teacherA.token, F.e1, F.k2);
    expect(one.body.result.students.map((x) => x.studentNumber)).toEqual(['K200001', 'K200002']);
    expect((await sheet(teacherA.token, F.e1, F.k3)).status).toBe(400);
  });

  it('keeps a typed 0 and a missing score apart, and null removes a score', async () => {
    let res = await putScores(teacherA.token, F.e1, [
      score(students.s1, F.lo1, 'exam', 0),
      score(students.s1, F.lo1, 'hw', 7),
      score(students.s2, F.lo1, 'exam', 30),
      score(students.s2, F.lo1, 'hw', 10),
    ]);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result).toMatchObject({ set: 4, cleared: 0, step: 4 });
    res = await putScores(teacherA.token, F.e1, [score(students.s1, F.lo1, 'hw', null)]);
    expect(res.body.result).toMatchObject({ set: 0, cleared: 1 });
    const s = (await sheet(teacherA.token, F.e1)).body.result;
    const of = (studentId: string, componentKey: string) =>
      s.scores?.find((x) => x.studentId === studentId && x.loId === F.lo1 && x.componentKey === componentKey);
    expect(of(students.s1, 'exam')?.score).toBe(0);
    expect(of(students.s1, 'hw')).toBeUndefined();
    expect(of(students.s2, 'exam')?.score).toBe(30);
    expect(s.scores).toHaveLength(3);
    expect(s.assessment.step).toBe(4);
  });

  it('refuses out-of-range and misplaced changes, naming each, and stores none of the batch', async () => {
    const res = await putScores(teacherA.token, F.e1, [
      score(students.s3, F.lo2, 'exam', 12),
      score(students.s3, F.lo1, 'exam', 30.5),
      score(students.s4, F.lo1, 'hw', -1),
      score(students.s4, F.lo2, 'hw', 5),
      score(students.outsider, F.lo1, 'exam', 10),
    ]);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('4');
    const errors = (res.body.result as unknown as { errors: Problem[] }).errors;
    expect(errors).toHaveLength(4);
    expect(errors[0]).toMatchObject({ studentNumber: 'K100003', loCode: 'LO1', componentKey: 'exam' });
    expect(errors[0].message).toBe('Student K100003, LO1, Final exam: 30.5 is not between 0 and 30');
    expect(errors[1].message).toBe('Student K200001, LO1, Homework: -1 is not between 0 and 10');
    expect(errors[2].message).toContain('LO2, Homework');
    expect(errors[3].message).toContain('K400001');
    const s = (await sheet(teacherA.token, F.e1)).body.result;
    expect(s.scores?.some((x) => x.studentId === students.s3)).toBe(false);
    expect(s.scores).toHaveLength(3);
  });

  it('names the bad change in Chinese for a Chinese caller', async () => {
    const res = await putScores(teacherA.token, F.e1, [score(students.s3, F.lo1, 'hw', 11)], 'zh-CN');
    expect(res.status).toBe(400);
    const errors = (res.body.result as unknown as { errors: Problem[] }).errors;
    expect(errors[0].message).toBe('学生 K100003，LO1，平时成绩：11 不在 0 到 10 之间');
  });

  it('keeps a teacher to the assessments given to them, and a head to their programmes', async () => {
    expect((await sheet(teacherB.token, F.e1)).status).toBe(403);
    expect((await putScores(teacherB.token, F.e1, [score(students.s4, F.lo1, 'exam', 1)])).status).toBe(403);
    expect((await sheet(teacherB.token, F.e2)).status).toBe(200);
    expect((await sheet(teacherA.token, F.e2)).status).toBe(403);
    expect((await sheet(head, F.e1)).status).toBe(200);
    expect((await sheet(otherHead, F.e1)).status).toBe(403);
    expect((await sheet(head, 'no-such-assessment')).status).toBe(404);
  });

  it('keeps a teacher of the default Teacher role to their assessments by the default data rule', async () => {
    const db = t.database.db;
    const user = await buildUser(db, { username: 'scores_teacher_li', roles: ['4'] });
    await db.update(teacherTable).set({ userId: user.id }).where(eq(teacherTable.id, F.teacherA));
    const token = await t.tokenFor(user.username);
    expect((await sheet(token, F.e1)).status).toBe(200);
    expect((await sheet(token, F.q1, undefined, QL)).status).toBe(200);
    expect((await sheet(token, F.e2)).status).toBe(403);
    expect((await putScores(token, F.e2, [score(students.s4, F.lo1, 'exam', 1)])).status).toBe(403);
    const own = await putScores(token, F.e1, [score(students.s5, F.lo2, 'exam', 40)]);
    expect(own.status, own.body.message).toBe(200);
    expect((await putScores(token, F.e1, [score(students.s5, F.lo2, 'exam', null)])).status).toBe(200);
  });
});

describe('locking', () => {
  it('submits, refuses changes while locked, and unlocks by the programme head with a reason', async () => {
    const empty = await t.api.post(`${Q}/submit`, { id: F.e2 }, { token: teacherB.token, lang: 'en-US' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('There are no scores to submit yet');

    const sub = await t.api.post<{ status: string }>(`${Q}/submit`, { id: F.e1 }, { token: teacherA.token });
    expect(sub.status, sub.body.message).toBe(200);
    expect((await sheet(teacherA.token, F.e1)).body.result).toMatchObject({
      locked: true,
      assessment: { status: '1' },
    });
    const refused = await putScores(teacherA.token, F.e1, [score(students.s3, F.lo1, 'exam', 3)]);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('locked');
    const wb = await template(teacherA.token, F.e1, F.k2);
    expect((await importFile(teacherA.token, F.e1, await bytes(wb))).status).toBe(400);

    const byTeacher = await t.api.post(
      `${Q}/unlock`,
      { id: F.e1, reason: 'typo' },
      { token: teacherA.token },
    );
    expect(byTeacher.status).toBe(403);
    const teacherRole = await buildUser(t.database.db, { username: 'scores_teacher4', roles: ['4'] });
    const t4 = await t.tokenFor(teacherRole.username);
    expect((await t.api.post(`${Q}/unlock`, { id: F.e1, reason: 'typo' }, { token: t4 })).status).toBe(403);
    expect((await t.api.post(`${Q}/unlock`, { id: F.e1, reason: 'typo' }, { token: otherHead })).status).toBe(
      403,
    );
    const blank = await t.api.post(
      `${Q}/unlock`,
      { id: F.e1, reason: '   ' },
      { token: head, lang: 'en-US' },
    );
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Give the reason for unlocking');
    expect(
      (await t.api.post(`${Q}/unlock`, { id: F.e1, reason: 'x'.repeat(2001) }, { token: head })).status,
    ).toBe(400);

    const unlock = await t.api.post(
      `${Q}/unlock`,
      { id: F.e1, reason: 'K100003 sat the exam late' },
      { token: head },
    );
    expect(unlock.status, unlock.body.message).toBe(200);
    expect((await sheet(teacherA.token, F.e1)).body.result).toMatchObject({
      locked: false,
      assessment: { status: '2' },
    });
    expect((await putScores(teacherA.token, F.e1, [score(students.s3, F.lo1, 'exam', 21)])).status).toBe(200);
    expect((await t.api.post(`${Q}/submit`, { id: F.e1 }, { token: teacherA.token })).status).toBe(200);
    expect((await sheet(teacherA.token, F.e1)).body.result.locked).toBe(true);

    const history = await t.api.get<
      {
        action: string;
        reason: string | null;
        actionTime: string;
        username: string;
        realname: string | null;
      }[]
    >(`${Q}/history`, { token: teacherA.token, query: { id: F.e1 } });
    expect(history.status).toBe(200);
    expect(history.body.result.map((h) => h.action)).toEqual(['submit', 'unlock', 'submit']);
    expect(history.body.result[1]).toMatchObject({
      action_dictText: 'Unlocked',
      reason: 'K100003 sat the exam late',
      username: 'scores_head',
      realname: 'Head Wang',
    });
    expect(history.body.result[0].username).toBe(teacherA.username);
    expect(Date.parse(history.body.result[0].actionTime)).toBeGreaterThan(0);
    expect((await t.api.post(`${Q}/submit`, { id: F.e1 }, { token: teacherA.token })).status).toBe(400);
    // The engine's score rows keep the lock and the ranges.
    const rows = await t.api.get<{ records: { id: string; score: number }[] }>(
      '/aacsb/evaluationScore/list',
      {
        token: head,
        query: { evaluationId: F.e1, pageSize: 5 },
      },
    );
    const first = rows.body.result.records[0];
    const engineEdit = await t.api.put(
      '/aacsb/evaluationScore/edit',
      { id: first.id, score: 1 },
      { token: head },
    );
    expect(engineEdit.status).toBe(400);
    expect(engineEdit.body.message).toContain('locked');
    const engineDelete = await t.api.delete('/aacsb/evaluationScore/delete', {
      token: head,
      query: { id: first.id },
    });
    expect(engineDelete.status).toBe(400);
    const engineAdd = await t.api.post(
      '/aacsb/evaluationScore/add',
      {
        evaluationId: F.e3,
        method: '1',
        studentId: students.s3,
        loId: F.lo2,
        componentKey: 'exam',
        score: 41,
      },
      { token: head, lang: 'en-US' },
    );
    expect(engineAdd.status).toBe(400);
    expect(engineAdd.body.message).toContain('41 is not between 0 and 40');
  });
});

describe('qualitative ratings', () => {
  it('stores rubric levels by name in either language and names a level not of the rubric', async () => {
    const put = (changes: unknown[]) =>
      t.api.put<{ set: number }>(
        `${QL}/ratings`,
        { id: F.q1, changes },
        { token: teacherA.token, lang: 'en-US' },
      );
    const bad = await put([
      { studentId: students.s1, loId: F.lo1, level: 'Great' },
      { studentId: students.s2, loId: F.lo1, level: '良好' },
    ]);
    expect(bad.status).toBe(400);
    const errors = (bad.body.result as unknown as { errors: Problem[] }).errors;
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toBe(
      "Student K100001, LO1: 'Great' is not a rubric level (Excellent, Good, Medium, Poor)",
    );
    const ok = await put([
      { studentId: students.s1, loId: F.lo1, level: 'Good' },
      { studentId: students.s2, loId: F.lo1, level: '良好' },
      { studentId: students.s3, loId: F.lo2, level: 'Poor' },
    ]);
    expect(ok.status, ok.body.message).toBe(200);
    const s = (await sheet(teacherA.token, F.q1, undefined, QL)).body.result;
    expect(s.assessment.step).toBe(2);
    expect(s.rubric?.map((l) => l.nameEn)).toEqual(['Excellent', 'Good', 'Medium', 'Poor']);
    expect(s.ratings?.find((r) => r.studentId === students.s1)?.level).toBe('良好');
    expect(s.ratings).toHaveLength(3);
  });

  it('gives a template with a drop-down of the rubric levels per objective, and imports it back', async () => {
    const wb = await template(teacherA.token, F.q1, F.k2, QL);
    const ws = wb.worksheets[0];
    expect(ws.getRow(2).getCell(4).value).toBe('LO1');
    expect(ws.getRow(3).getCell(4).value).toBe('Writing');
    expect(ws.getCell('D4').dataValidation).toMatchObject({ type: 'list' });
    expect(ws.getCell('E5').dataValidation).toMatchObject({ type: 'list' });
    const levels = wb.getWorksheet('lists');
    expect([1, 2, 3, 4].map((r) => levels?.getCell(r, 1).value)).toEqual([
      'Excellent',
      'Good',
      'Medium',
      'Poor',
    ]);
    const r4 = rowOf(ws, 'K200001');
    const r5 = rowOf(ws, 'K200002');
    ws.getCell(r4, 4).value = 'Great';
    ws.getCell(r4, 5).value = '优秀';
    ws.getCell(r5, 4).value = 'Poor';
    const bad = await importFile(teacherA.token, F.q1, await bytes(wb), 'en-US', QL);
    expect(bad.status).toBe(400);
    expect(bad.body.result.errors?.map((e) => e.message)).toEqual([
      `Row ${r4}, column D · LO1: 'Great' is not a rubric level (Excellent, Good, Medium, Poor)`,
    ]);
    ws.getCell(r4, 4).value = 'Good';
    const file = await bytes(wb);
    const res = await importFile(teacherA.token, F.q1, file, 'en-US', QL);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.count).toBe(3);
    const s = (await sheet(teacherA.token, F.q1, F.k2, QL)).body.result;
    const got = Object.fromEntries(
      (s.ratings ?? []).map((r) => [
        `${r.studentId === students.s4 ? 's4' : 's5'}:${r.loId === F.lo1 ? 'LO1' : 'LO2'}`,
        r.level,
      ]),
    );
    expect(got).toEqual({ 's4:LO1': '良好', 's4:LO2': '优秀', 's5:LO1': '较差' });
    const again = await importFile(teacherA.token, F.q1, file, 'zh-CN', QL);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('本学年已存在认证数据，不能导入！');
  });
});

describe('Excel import', () => {
  it('gives a class template: students, a column per objective and component with S_jk, hidden ids, checks', async () => {
    const wb = await template(teacherA.token, F.e3, F.k1);
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).hidden).toBe(true);
    expect(ws.getColumn(1).hidden).toBe(true);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', xSplit: 3, ySplit: 3 });
    expect(ws.getRow(3).values).toEqual([
      undefined,
      'id',
      'Student number',
      'Name',
      'Final exam (0–30)',
      'Homework (0–10)',
      'Final exam (0–40)',
    ]);
    expect(ws.getCell('D2').value).toBe('LO1');
    expect(ws.getCell('F2').value).toBe('LO2');
    expect([4, 5, 6].map((r) => ws.getCell(r, 2).value)).toEqual(['K100001', 'K100002', 'K100003']);
    expect(ws.getCell('B7').value).toBeNull();
    expect(ws.getCell('D5').dataValidation).toMatchObject({
      type: 'decimal',
      operator: 'between',
      formulae: [0, 30],
    });
    expect(ws.getCell('E6').dataValidation).toMatchObject({ formulae: [0, 10] });
  });

  it('imports a filled template: numbers stored, blanks missing, a typed 0 kept', async () => {
    const wb = await template(teacherA.token, F.e3, F.k1);
    const ws = wb.worksheets[0];
    const r1 = rowOf(ws, 'K100001');
    const r2 = rowOf(ws, 'K100002');
    ws.getCell(r1, 4).value = 24;
    ws.getCell(r1, 5).value = 0;
    ws.getCell(r1, 6).value = '35.5';
    ws.getCell(r2, 4).value = 30;
    const res = await importFile(teacherA.token, F.e3, await bytes(wb));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.count).toBe(4);
    expect(res.body.message).toBe('4 score(s) imported for Class 1');
    const s = (await sheet(teacherA.token, F.e3)).body.result;
    const got = Object.fromEntries(
      (s.scores ?? []).map((x) => [
        `${x.studentId === students.s1 ? 's1' : 's2'}:${x.loId === F.lo1 ? 'LO1' : 'LO2'}:${x.componentKey}`,
        x.score,
      ]),
    );
    expect(got).toEqual({ 's1:LO1:exam': 24, 's1:LO1:hw': 0, 's1:LO2:exam': 35.5, 's2:LO1:exam': 30 });
    expect(s.assessment.step).toBe(4);
    const history = await t.api.get<{ action: string }[]>(`${Q}/history`, {
      token: head,
      query: { id: F.e3 },
    });
    expect(history.body.result.map((h) => h.action)).toEqual(['import']);
  });

  it('reads an upload the same way streamed and whole (the whole read serves when streaming fails)', async () => {
    const wb = await template(teacherA.token, F.e3, F.k1);
    const ws = wb.worksheets[0];
    ws.getCell(rowOf(ws, 'K100001'), 4).value = 24;
    ws.getCell(rowOf(ws, 'K100002'), 5).value = '7.5';
    const file = await bytes(wb);
    const streamed = await readBook(file);
    const whole = await loadBook(file);
    expect(streamed.sheets.length).toBeGreaterThan(0);
    expect(streamed.sheets[0].rowNumbers.length).toBeGreaterThan(4);
    expect(whole).toEqual(streamed);
  });

  it('refuses a class that already holds scores, in English and in Chinese', async () => {
    const wb = await template(teacherA.token, F.e3, F.k1);
    const file = await bytes(wb);
    const en = await importFile(teacherA.token, F.e3, file, 'en-US');
    expect(en.status).toBe(400);
    expect(en.body.message).toBe(
      'Authentication data already exists in this academic year, cannot be imported!',
    );
    const zh = await importFile(teacherA.token, F.e3, file, 'zh-CN');
    expect(zh.body.message).toBe('本学年已存在认证数据，不能导入！');
  });

  it('names every bad cell by row and column and stores nothing', async () => {
    const wb = await template(teacherA.token, F.e3, F.k2);
    const ws = wb.worksheets[0];
    const r4 = rowOf(ws, 'K200001');
    const r5 = rowOf(ws, 'K200002');
    ws.getCell(r4, 4).value = 12;
    ws.getCell(r4, 5).value = 'abc';
    ws.getCell(r5, 6).value = 45;
    const res = await importFile(teacherA.token, F.e3, await bytes(wb));
    expect(res.status).toBe(400);
    const errors = res.body.result.errors ?? [];
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatchObject({ row: r4, column: 'E · LO1 Homework' });
    expect(errors[0].message).toBe(`Row ${r4}, column E · LO1 Homework: 'abc' is not a number`);
    expect(errors[1].message).toBe(`Row ${r5}, column F · LO2 Final exam: 45 is not between 0 and 40`);
    const s = (await sheet(teacherA.token, F.e3, F.k2)).body.result;
    expect(s.scores).toEqual([]);
  });

  it('names a student not in the class, and a template of another assessment', async () => {
    const wb = await template(teacherA.token, F.e3, F.k2);
    const ws = wb.worksheets[0];
    ws.getCell(6, 1).value = students.outsider;
    ws.getCell(6, 2).value = 'K400001';
    ws.getCell(6, 4).value = 3;
    const res = await importFile(teacherA.token, F.e3, await bytes(wb));
    expect(res.status).toBe(400);
    expect(res.body.result.errors?.[0].message).toBe("Row 6: student 'K400001' is not in class Class 2");
    const other = await importFile(
      teacherA.token,
      F.e1,
      await bytes(await template(teacherA.token, F.e3, F.k2)),
    );
    // e1 is locked; e4's template is for another assessment.
    expect(other.status).toBe(400);
    const wrong = await importFile(
      teacherA.token,
      F.e4,
      await bytes(await template(teacherA.token, F.e3, F.k2)),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.result.errors?.[0].message).toBe(
      'This file is the score template of another assessment or class',
    );
  });

  it('checks uploads by content', async () => {
    const fake = Buffer.from('student,score\nK100001,12\n');
    const res = await importFile(teacherA.token, F.e3, fake);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The file is not an Excel workbook (.xlsx)');
  });

  it('imports 10,000 rows', async () => {
    const ids = await insertStudents(F.k3, 'BIG', 10_000);
    const started = performance.now();
    const wb = await template(teacherA.token, F.e4, F.k3);
    const ws = wb.worksheets[0];
    for (let r = 4; r < 4 + ids.length; r++) ws.getCell(r, 4).value = (r % 51) - 0;
    const file = await bytes(wb);
    const filled = performance.now();
    const res = await importFile(teacherA.token, F.e4, file);
    const done = performance.now();
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(200);
    expect(res.body.result.count).toBe(10_000);
    const s = (await sheet(teacherA.token, F.e4)).body.result;
    expect(s.scores).toHaveLength(10_000);
    console.info(
      `10,000-row score import: template and fill ${Math.round(filled - started)} ms, import ${Math.round(done - filled)} ms`,
    );
  }, 120_000);
});
