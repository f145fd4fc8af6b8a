import { RESOURCE } from '@accredit/shared';
import type { GenerateResult } from '@accredit/shared/curriculum/teaching.ts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { col } from '../../crud/scope.ts';
import { resourceTable } from '../../crud/table.ts';
import { buildUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { personIdOfUser, TEACHER } from '../faculty/people.ts';
import { loadAssignments } from '../qualification/load.ts';
import { sysUser } from '../system/schema.ts';

/**
 * Teaching programmes over HTTP: batch additions all or nothing, the course-teacher view, the
 * teaching assignments generated from it (idempotent, typed ones untouched, read by Tables 3-1
 * and 3-2), the programme head's limit, and a teacher's My Courses.
 */
const t = useTestApp();

interface Page<T = Record<string, unknown>> {
  records: T[];
  total: number;
}
let admin = '';
let head = '';
let teacherToken = '';
let teacherId = '';
const ids = {} as Record<string, string>;
const assignments = resourceTable(RESOURCE.teachingAssignment);

async function add(resource: string, body: Record<string, unknown>): Promise<string> {
  const res = await t.api.post<{ id: string }>(`/aacsb/${resource}/add`, body, { token: admin });
  expect(res.status, `${resource}: ${res.body.message}`).toBe(200);
  return res.body.result.id;
}

beforeAll(async () => {
  admin = await t.tokenFor('admin');
  head = await t.tokenFor('progadmin', '3');
  teacherToken = await t.tokenFor('teacher');
  const [teacherUser] = await t.database.db.select().from(sysUser).where(eq(sysUser.username, 'teacher'));
  const [headUser] = await t.database.db.select().from(sysUser).where(eq(sysUser.username, 'progadmin'));
  teacherId = (await personIdOfUser(t.database.db, TEACHER, teacherUser.id)) ?? '';
  expect(teacherId).not.toBe('');
  ids.bba = await add('degreePrograms', {
    code: 'TBBA',
    name: '工商管理',
    nameEn: 'T-BBA',
    degreeLevel: '1',
  });
  ids.msc = await add('degreePrograms', {
    code: 'TMSC',
    name: '金融硕士',
    nameEn: 'T-MSc',
    degreeLevel: '2',
  });
  await add('degreeProgramsHead', { degreeProgramsId: ids.bba, userId: headUser.id });
  const course = (code: string, name: string, nameEn: string, credits: number, courseType = '1') =>
    add('course', {
      code,
      name,
      nameEn,
      credits,
      theoryHours: 32,
      practiceHours: 16,
      courseType,
      degreeLevel: '1',
    });
  ids.acc = await course('TACC1', '会计学', 'Accounting', 3);
  ids.mkt = await course('TMKT1', '市场营销', 'Marketing', 2, '2');
  ids.fin = await course('TFIN1', '公司金融', 'Corporate Finance', 4);
  ids.semester = await add('semester', {
    name: 'T 2030 Spring',
    startTime: '2030-02-20',
    endTime: '2030-07-10',
  });
  ids.schoolYear = await add('schoolYear', {
    name: 'T 2029-2030',
    startTime: '2029-09-01',
    endTime: '2030-08-31',
  });
  ids.class = await add('classes', { code: 'TBBA30A', name: '工管 2030 甲班', degreeProgramsId: ids.bba });
  for (const n of [1, 2, 3]) {
    const student = await add('student', { studentNumber: `T3000${n}`, name: `学生${n}`, sex: '1' });
    await add('classStudent', { classId: ids.class, studentId: student });
  }
});

describe('teachingProgramDegreeProgram/batchAdd', () => {
  it('refuses a batch with a duplicate, naming it, and stores nothing', async () => {
    const res = await t.api.post<{ errors: { index: number; message: string }[] }>(
      '/aacsb/teachingProgramDegreeProgram/batchAdd',
      {
        degreeProgramsId: ids.bba,
        effectiveYear: 2030,
        items: [
          { courseId: ids.acc, studyYear: 1, term: 1 },
          { courseId: ids.mkt, studyYear: 1, term: 2 },
          { courseId: ids.acc, studyYear: 2, term: 1 },
        ],
      },
      { token: admin, lang: 'en-US' },
    );
    expect(res.status).toBe(400);
    expect(res.body.result.errors).toHaveLength(1);
    expect(res.body.result.errors[0].index).toBe(2);
    expect(res.body.message).toContain('TACC1 Accounting is listed twice');
    const list = await t.api.get<Page>('/aacsb/teachingProgram/list', {
      token: admin,
      query: { degreeProgramsId: ids.bba, pageSize: -1 },
    });
    expect(list.body.result.total).toBe(0);
  });

  it('adds every course in one call with credits and type from the course', async () => {
    const res = await t.api.post<{ count: number; ids: string[] }>(
      '/aacsb/teachingProgramDegreeProgram/batchAdd',
      {
        degreeProgramsId: ids.bba,
        effectiveYear: 2030,
        items: [
          { courseId: ids.acc, studyYear: 1, term: 1 },
          { courseId: ids.mkt, studyYear: 1, term: 2, credits: 2.5 },
        ],
      },
      { token: admin },
    );
    expect(res.status).toBe(200);
    expect(res.body.result.count).toBe(2);
    [ids.planAcc, ids.planMkt] = res.body.result.ids;
    const row = await t.api.get<Record<string, unknown>>('/aacsb/teachingProgram/queryById', {
      token: admin,
      query: { id: ids.planAcc },
    });
    expect(row.body.result).toMatchObject({ credits: 3, courseType: '1', studyYear: 1, term: 1 });
    const mkt = await t.api.get<Record<string, unknown>>('/aacsb/teachingProgram/queryById', {
      token: admin,
      query: { id: ids.planMkt },
    });
    expect(mkt.body.result).toMatchObject({ credits: 2.5, courseType: '2' });
  });

  it('names a course already in that plan version, in Chinese too', async () => {
    const res = await t.api.post(
      '/aacsb/teachingProgramDegreeProgram/batchAdd',
      {
        degreeProgramsId: ids.bba,
        effectiveYear: 2030,
        items: [
          { courseId: ids.fin, studyYear: 2, term: 1 },
          { courseId: ids.acc, studyYear: 1, term: 1 },
        ],
      },
      { token: admin, lang: 'zh-CN' },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('TACC1 会计学 已在 2030 版培养方案中');
    const list = await t.api.get<Page>('/aacsb/teachingProgram/list', {
      token: admin,
      query: { degreeProgramsId: ids.bba, pageSize: -1 },
    });
    expect(list.body.result.total).toBe(2);
  });

  it('limits a programme head to their own programmes', async () => {
    const other = await t.api.post(
      '/aacsb/teachingProgramDegreeProgram/batchAdd',
      {
        degreeProgramsId: ids.msc,
        effectiveYear: 2030,
        items: [{ courseId: ids.fin, studyYear: 1, term: 1 }],
      },
      { token: head },
    );
    expect(other.status).toBe(403);
    const viaEngine = await t.api.post(
      '/aacsb/teachingProgram/add',
      { degreeProgramsId: ids.msc, courseId: ids.fin, effectiveYear: 2030, studyYear: 1, term: 1 },
      { token: head },
    );
    expect(viaEngine.status).toBe(400);
    const own = await t.api.post<{ ids: string[] }>(
      '/aacsb/teachingProgramDegreeProgram/batchAdd',
      {
        degreeProgramsId: ids.bba,
        effectiveYear: 2030,
        items: [{ courseId: ids.fin, studyYear: 2, term: 1 }],
      },
      { token: head },
    );
    expect(own.status).toBe(200);
    ids.planFin = own.body.result.ids[0];
    const all = await t.api.get<Page>('/aacsb/teachingProgram/list', {
      token: admin,
      query: { pageSize: -1 },
    });
    expect(all.body.result.records.filter((r) => r.degreeProgramsId === ids.msc)).toHaveLength(0);
  });
});

describe('course teachers and the view', () => {
  it('copies programme and course from the plan row and counts the class', async () => {
    ids.ctAcc = await add('teachingProgramTeacher', {
      teachingProgramId: ids.planAcc,
      teacherId,
      semesterId: ids.semester,
      classId: ids.class,
    });
    const row = await t.api.get<Record<string, unknown>>('/aacsb/teachingProgramTeacher/queryById', {
      token: admin,
      query: { id: ids.ctAcc },
    });
    expect(row.body.result).toMatchObject({
      degreeProgramsId: ids.bba,
      courseId: ids.acc,
      enrolledStudents: 3,
    });
    const twice = await t.api.post(
      '/aacsb/teachingProgramTeacher/add',
      { teachingProgramId: ids.planAcc, teacherId, semesterId: ids.semester, classId: ids.class },
      { token: admin },
    );
    expect(twice.status).toBe(400);
    ids.ctMkt = await add('teachingProgramTeacher', {
      teachingProgramId: ids.planMkt,
      teacherId,
      semesterId: ids.semester,
      enrolledStudents: 40,
    });
  });

  it('lists course teachers with their plan, course, teacher, semester and class', async () => {
    const res = await t.api.get<Page>('/aacsb/viewTeachingProgramTeacher/list', {
      token: admin,
      query: { degreeProgramsId: ids.bba, course_code: 'TACC1', pageSize: -1 },
    });
    expect(res.status).toBe(200);
    expect(res.body.result.total).toBe(1);
    expect(res.body.result.records[0]).toMatchObject({
      id: ids.ctAcc,
      plan_studyYear: 1,
      plan_term: 1,
      plan_credits: 3,
      plan_effectiveYear: 2030,
      course_code: 'TACC1',
      course_nameEn: 'Accounting',
      semester_name: 'T 2030 Spring',
      class_code: 'TBBA30A',
      enrolledStudents: 3,
    });
    expect(res.body.result.records[0].teacher_name).toBeTruthy();
  });
});

describe('teachingProgram/generateAssignments', () => {
  it('creates one assignment per course-teacher row, then changes nothing, and leaves typed ones', async () => {
    const typed = await add('teachingAssignment', {
      teacherId,
      courseCode: 'TYPED1',
      courseName: 'Typed by hand',
      year: 2030,
      term: '2030-1',
      degreeLevel: '1',
      creditHours: 3,
    });
    const first = await t.api.post<GenerateResult>(
      '/aacsb/teachingProgram/generateAssignments',
      { semesterId: ids.semester },
      { token: admin },
    );
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({ created: 2, updated: 0, removed: 0, year: 2030 });
    const rows = await t.database.db
      .select()
      .from(assignments)
      .where(eq(col(assignments, 'sourceId'), ids.ctAcc));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      teacherId,
      courseCode: 'TACC1',
      courseName: 'Accounting',
      degreeLevel: '1',
      creditHours: 3,
      contactHours: 48,
      enrolledStudents: 3,
      year: 2030,
    });
    const again = await t.api.post<GenerateResult>(
      '/aacsb/teachingProgram/generateAssignments',
      { semesterId: ids.semester },
      { token: admin },
    );
    expect(again.body.result).toMatchObject({ created: 0, updated: 0, unchanged: 2, removed: 0 });
    const loaded = await loadAssignments(t.database.db, 2030);
    expect(loaded.filter((a) => a.courseCode === 'TACC1' && a.teacherId === teacherId)).toHaveLength(1);
    expect(loaded.some((a) => a.id === typed)).toBe(true);
  });

  it('updates changed plan credits and removes assignments whose course teacher is gone', async () => {
    await t.api.put('/aacsb/teachingProgram/edit', { id: ids.planAcc, credits: 4 }, { token: admin });
    const removed = await t.api.delete('/aacsb/teachingProgramTeacher/delete', {
      token: admin,
      query: { id: ids.ctMkt },
    });
    expect(removed.status).toBe(200);
    const res = await t.api.post<GenerateResult>(
      '/aacsb/teachingProgram/generateAssignments',
      { semesterId: ids.semester },
      { token: admin },
    );
    expect(res.body.result).toMatchObject({ created: 0, updated: 1, removed: 1 });
    const loaded = await loadAssignments(t.database.db, 2030);
    expect(loaded.find((a) => a.courseCode === 'TACC1')?.creditHours).toBe(4);
    expect(loaded.some((a) => a.courseCode === 'TYPED1')).toBe(true);
    expect(loaded.some((a) => a.courseCode === 'TMKT1')).toBe(false);
  });

  it('is refused to a programme head (teaching assignments are read-only to them)', async () => {
    const res = await t.api.post(
      '/aacsb/teachingProgram/generateAssignments',
      { semesterId: ids.semester },
      { token: head },
    );
    expect(res.status).toBe(403);
  });
});

describe('myCourse/list', () => {
  it("shows the teacher's courses this semester with classes, students and syllabus state", async () => {
    const res = await t.api.get<{
      semester: { id: string } | null;
      courses: { code: string; students: number; classes: { name: string }[]; syllabus: { state: string } }[];
      tasks: { kind: string; code: string }[];
    }>('/aacsb/myCourse/list', { token: teacherToken, query: { semesterId: ids.semester } });
    expect(res.status).toBe(200);
    expect(res.body.result.semester?.id).toBe(ids.semester);
    const acc = res.body.result.courses.find((c) => c.code === 'TACC1');
    expect(acc).toMatchObject({
      students: 3,
      classes: [{ name: '工管 2030 甲班' }],
      syllabus: { state: 'none' },
    });
    expect(res.body.result.tasks).toContainEqual(
      expect.objectContaining({ kind: 'writeSyllabus', code: 'TACC1' }),
    );
  });

  it('is empty, not an error, for an account without a teacher record', async () => {
    const user = await buildUser(t.database.db, { roles: ['4'] });
    const token = await t.tokenFor(user.username);
    const res = await t.api.get<{ teacher: unknown; courses: unknown[] }>('/aacsb/myCourse/list', { token });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ teacher: null, courses: [] });
  });

  it('removing a plan row in batch takes its course teachers with it', async () => {
    const res = await t.api.post<{ count: number }>(
      '/aacsb/teachingProgramDegreeProgram/deleteBatch',
      { ids: ids.planAcc },
      { token: admin },
    );
    expect(res.status).toBe(200);
    const left = await t.api.get<Page>('/aacsb/teachingProgramTeacher/list', {
      token: admin,
      query: { teachingProgramId: ids.planAcc },
    });
    expect(left.body.result.total).toBe(0);
  });
});
