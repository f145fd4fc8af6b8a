import { newId } from '../../core/ids.ts';
import { buildUser } from '../../test/factories.ts';
import type { TestContext } from '../../test/harness.ts';

/**
 * A small school for the assurance-of-learning planning tests (built over HTTP as the
 * administrator): programme A with one goal and three objectives (L1, L2, L3), programme B with
 * one objective, three courses in A's plan, a curriculum map of A (C1-L1 H, C2-L1 M, C2-L2 L; C3
 * nothing), two classes of A, two school years (Y1 before Y2), a semester of Y2 where the
 * teaching programme gives C3 to teacher T2 in class K2, an approved syllabus of C1 for Y2 with
 * an ordinary grade and a final exam, a head of A, and two teachers with accounts.
 */
export interface AolSchool {
  admin: string;
  tag: string;
  ids: Record<string, string>;
}

export async function add(t: TestContext, token: string, resource: string, body: Record<string, unknown>) {
  const res = await t.api.post<{ id: string }>(`/aacsb/${resource}/add`, body, { token });
  if (res.status !== 200) throw new Error(`${resource}: ${res.status} ${res.body.message}`);
  return res.body.result.id;
}

/** Cells of a programme's curriculum map version (effective year), set as the administrator would. */
export async function putMapCells(
  t: TestContext,
  token: string,
  degreeProgramsId: string,
  effectiveYear: number,
  changes: { courseId: string; loId: string; level: 'H' | 'M' | 'L' }[],
) {
  const res = await t.api.put(
    '/aacsb/curriculumMap/cells',
    { degreeProgramsId, effectiveYear, changes },
    { token },
  );
  if (res.status !== 200) throw new Error(`map: ${res.status} ${res.body.message}`);
}

export async function buildAolSchool(t: TestContext): Promise<AolSchool> {
  const admin = await t.tokenFor('admin');
  const tag = newId().slice(0, 5).toUpperCase();
  const ids: Record<string, string> = {};
  const put = (resource: string, body: Record<string, unknown>) => add(t, admin, resource, body);
  ids.A = await put('degreePrograms', {
    code: `PA${tag}`,
    name: `项目A${tag}`,
    nameEn: 'Programme A',
    degreeLevel: '1',
  });
  ids.B = await put('degreePrograms', {
    code: `PB${tag}`,
    name: `项目B${tag}`,
    nameEn: 'Programme B',
    degreeLevel: '1',
  });
  ids.G1 = await put('degreeProgramsLg', {
    degreeProgramsId: ids.A,
    code: 'G1',
    name: '目标1',
    nameEn: 'Goal 1',
  });
  ids.GB = await put('degreeProgramsLg', {
    degreeProgramsId: ids.B,
    code: 'GB',
    name: '目标B',
    nameEn: 'Goal B',
  });
  for (const [key, code, target] of [
    ['L1', 'L1.1', 0.7],
    ['L2', 'L1.2', 0.75],
    ['L3', 'L1.3', null],
  ] as const)
    ids[key] = await put('degreeProgramsLo', {
      degreeProgramsId: ids.A,
      lgId: ids.G1,
      code,
      name: `指标${code}`,
      nameEn: `Objective ${code}`,
      target,
    });
  ids.LB = await put('degreeProgramsLo', {
    degreeProgramsId: ids.B,
    lgId: ids.GB,
    code: 'LB.1',
    name: '指标B',
  });
  for (const n of [1, 2, 3]) {
    ids[`C${n}`] = await put('course', {
      code: `C${n}${tag}`,
      name: `课程${n}`,
      nameEn: `Course ${n}`,
      credits: 3,
      courseType: '1',
    });
    ids[`P${n}`] = await put('teachingProgram', {
      degreeProgramsId: ids.A,
      courseId: ids[`C${n}`],
      effectiveYear: 2090,
      studyYear: 1,
      term: n,
    });
  }
  await putMapCells(t, admin, ids.A, 2090, [
    { courseId: ids.C1, loId: ids.L1, level: 'H' },
    { courseId: ids.C2, loId: ids.L1, level: 'M' },
    { courseId: ids.C2, loId: ids.L2, level: 'L' },
  ]);
  ids.K1 = await put('classes', { code: `K1${tag}`, name: `一班${tag}`, degreeProgramsId: ids.A });
  ids.K2 = await put('classes', { code: `K2${tag}`, name: `二班${tag}`, degreeProgramsId: ids.A });
  ids.KB = await put('classes', { code: `KB${tag}`, name: `B班${tag}`, degreeProgramsId: ids.B });
  const year = (start: number) =>
    put('schoolYear', {
      name: `${start}-${start + 1}`,
      startTime: `${start}-09-01`,
      endTime: `${start + 1}-07-31`,
    });
  // Far-off years of their own, so the demo school's years never mix in.
  const first = 2090 + (Number.parseInt(tag.slice(0, 2), 36) % 50) * 2;
  ids.SY1 = await year(first);
  ids.SY2 = await year(first + 1);
  ids.semester = await put('semester', {
    name: `${first + 1}-1 ${tag}`,
    startTime: `${first + 1}-09-01`,
    endTime: `${first + 2}-01-15`,
  });
  const headUser = await buildUser(t.database.db, { username: `head_${tag}`, roles: ['3'] });
  await put('degreeProgramsHead', { degreeProgramsId: ids.A, userId: headUser.id });
  for (const n of [1, 2]) {
    const user = await buildUser(t.database.db, { username: `teach${n}_${tag}`, roles: ['4'] });
    ids[`T${n}`] = await put('teacher', {
      staffId: `T${n}${tag}`,
      name: `教师${n}`,
      sex: '1',
      userId: user.id,
    });
  }
  await put('teachingProgramTeacher', {
    teachingProgramId: ids.P3,
    teacherId: ids.T2,
    semesterId: ids.semester,
    classId: ids.K2,
  });
  ids.syllabus = await put('syllabus', {
    courseId: ids.C1,
    schoolYearId: ids.SY2,
    assessment: [
      { name: '平时成绩', nameEn: 'Ordinary grade', fullMarks: 30, weight: 30 },
      { name: '期末考试', nameEn: 'Final exam', fullMarks: 70, weight: 70 },
    ],
  });
  const approved = await t.api.post(
    '/aacsb/syllabus/processBatch',
    { ids: ids.syllabus, action: 'approve' },
    { token: admin },
  );
  if (approved.status !== 200) throw new Error(`approve: ${approved.body.message}`);
  return { admin, tag, ids };
}

/** An evaluation year of a programme in a school year (name left blank: the hook names it). */
export function addYear(t: TestContext, token: string, degreeProgramsId: string, schoolYearId: string) {
  return add(t, token, 'evaluationYear', { degreeProgramsId, schoolYearId });
}
