import { RESOURCE } from '@accredit/shared';
import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../core/db.ts';
import { newId } from '../core/ids.ts';
import { resourceTable } from '../crud/table.ts';
import { sysUser } from '../modules/system/schema.ts';
import { approvalHistory } from '../workflow/schema.ts';
import { insertAll } from './base.ts';
import type { CurriculumIds } from './demo-curriculum.ts';
import { DEMO_COURSES, DEMO_PLANS } from './demo-curriculum-courses.ts';
import {
  COHORTS,
  type DemoCalendar,
  type DemoClass,
  type DemoSemester,
  demoClasses,
  demoStudents,
} from './demo-curriculum-people.ts';
import { DEMO_PROGRAMMES } from './demo-curriculum-programmes.ts';
import {
  DEMO_SYLLABI,
  type DemoSyllabus,
  FIRST_REJECT_REASON,
  REJECT_REASON,
  RESUBMIT_REASON,
} from './demo-curriculum-syllabi.ts';
import { assessmentOf, proseOf, scheduleOf, textbooksOf } from './demo-curriculum-syllabus-parts.ts';
import { prng } from './demo-school-data.ts';

/**
 * The people side of the demo curriculum: school years and semesters, classes with their students
 * and class-student links, who teaches each plan course to each class this and last semester
 * (the demo account `teacher`, Chen Jing, has two or three courses each term), and the syllabi
 * with their review history.
 */

/** Courses whose first class a demo account's teacher record teaches (and whose syllabus is theirs). */
const LEADS: Record<string, 'teacher' | 'multirole'> = {
  BUS101: 'teacher',
  BUS230: 'teacher',
  MBA620: 'teacher',
  BUS360: 'teacher',
  MBA600: 'teacher',
  MAC500: 'multirole',
};

const REVIEWERS = { progadmin: 'Zhao Min', unitadmin: 'Lin Wei' } as const;
const NAMES: Record<string, string> = { ...REVIEWERS, teacher: 'Chen Jing', multirole: 'Huang Lei' };

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

interface Teachers {
  /** Teacher ids of a department (by organisation code), demo accounts' records left out. */
  byOrg: Map<string, string[]>;
  /** Teacher id of a demo account. */
  account: Map<string, string>;
}

async function loadTeachers(db: Executor, departments: ReadonlyMap<string, string>): Promise<Teachers> {
  const t = resourceTable(RESOURCE.teacher);
  const users = await db
    .select({ id: sysUser.id, username: sysUser.username })
    .from(sysUser)
    .where(inArray(sysUser.username, ['teacher', 'multirole']));
  const usernameOf = new Map(users.map((u) => [u.id, u.username]));
  const rows = await db
    .select({ id: t.id, collegeId: t.collegeId, userId: t.userId })
    .from(t)
    .orderBy(asc(t.staffId));
  const orgOf = new Map([...departments].map(([org, id]) => [id, org]));
  const byOrg = new Map<string, string[]>();
  const account = new Map<string, string>();
  for (const r of rows) {
    const username = r.userId ? usernameOf.get(String(r.userId)) : undefined;
    if (username) {
      account.set(username, String(r.id));
      continue;
    }
    const org = orgOf.get(String(r.collegeId));
    if (org) byOrg.set(org, [...(byOrg.get(org) ?? []), String(r.id)]);
  }
  return { byOrg, account };
}

export async function seedDemoClassesAndTeaching(
  db: Executor,
  calendar: DemoCalendar,
  ids: CurriculumIds,
): Promise<{ students: number; syllabi: number }> {
  const rng = prng(16);
  const teachers = await loadTeachers(db, ids.departments);
  const courseOrg = new Map(DEMO_COURSES.map((c) => [c.code, c.orgCode]));
  const majorOrg = (programme: string) => {
    const org = DEMO_PROGRAMMES.find((p) => p.code === programme)?.orgCode ?? 'A01A03';
    return org === 'A01' ? 'A01A03' : org;
  };
  /** Who teaches class `index` of a course: a demo account for the first class of its courses. */
  const teacherOf = (course: string, index: number): string | undefined => {
    const lead = LEADS[course];
    if (index === 0 && lead && teachers.account.has(lead)) return teachers.account.get(lead);
    const pool = teachers.byOrg.get(courseOrg.get(course) ?? '') ?? teachers.byOrg.get('A01A03') ?? [];
    return pool.length ? pool[(hash(course) + index) % pool.length] : undefined;
  };

  const yearTable = resourceTable(RESOURCE.schoolYear);
  const yearIds = new Map(calendar.schoolYears.map((y) => [y.year, newId()]));
  await insertAll(
    db,
    yearTable,
    calendar.schoolYears.map(({ year, ...y }) => ({ id: yearIds.get(year), ...y, createBy: 'admin' })),
  );
  const semesterIds = new Map(calendar.semesters.map((s) => [s.name, newId()]));
  await insertAll(
    db,
    resourceTable(RESOURCE.semester),
    calendar.semesters.map((s) => ({
      id: semesterIds.get(s.name),
      name: s.name,
      startTime: s.startTime,
      endTime: s.endTime,
      createBy: 'admin',
    })),
  );

  const classes = demoClasses(rng, calendar.year);
  const [account] = await db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(inArray(sysUser.username, ['student']));
  const students = demoStudents(
    rng,
    classes,
    (programme) => ({
      collegeId: ids.departments.get('A01') ?? '',
      majorId: ids.departments.get(majorOrg(programme)) ?? '',
      orgCode: majorOrg(programme),
    }),
    account?.id ?? null,
    calendar.year,
  );
  const size = new Map<string, number>();
  for (const s of students) size.set(s.classId, (size.get(s.classId) ?? 0) + 1);
  await insertAll(
    db,
    resourceTable(RESOURCE.classes),
    classes.map((c) => {
      const advisers = teachers.byOrg.get(majorOrg(c.programme)) ?? [];
      return {
        id: c.id,
        code: c.code,
        name: c.name,
        nameEn: c.nameEn,
        degreeProgramsId: ids.programmes.get(c.programme),
        enrolYear: c.intake,
        headTeacherId: advisers.length ? advisers[(c.intake + c.index) % advisers.length] : null,
        // Kept by the class hooks when members change through the API (ignored where the column is absent).
        memberCount: size.get(c.id) ?? 0,
        createBy: 'unitadmin',
        sysOrgCode: majorOrg(c.programme),
      };
    }),
  );
  await insertAll(
    db,
    resourceTable(RESOURCE.student),
    students.map((s) => s.row),
  );
  await insertAll(
    db,
    resourceTable(RESOURCE.classStudent),
    students.map((s) => ({ classId: s.classId, studentId: s.id, createBy: 'unitadmin' })),
  );

  const courseTeachers = [calendar.previous, calendar.current].flatMap((semester) =>
    courseTeacherRows(semester, classes, size, ids, semesterIds, teacherOf),
  );
  await insertAll(db, resourceTable(RESOURCE.teachingProgramTeacher), courseTeachers);

  const syllabi = syllabusRows(calendar, ids, yearIds, teacherOf, teachers.account);
  await insertAll(
    db,
    resourceTable(RESOURCE.syllabus),
    syllabi.map((s) => s.row),
  );
  await insertAll(
    db,
    approvalHistory,
    syllabi.flatMap((s) => s.history),
  );
  return { students: students.length, syllabi: syllabi.length };
}

/** One row per plan course of the semester's term and class of the cohort in that year of study. */
function courseTeacherRows(
  semester: DemoSemester,
  classes: readonly DemoClass[],
  size: ReadonlyMap<string, number>,
  ids: CurriculumIds,
  semesterIds: ReadonlyMap<string, string>,
  teacherOf: (course: string, index: number) => string | undefined,
): Record<string, unknown>[] {
  const rows: Record<string, unknown>[] = [];
  for (const [programme, lines] of Object.entries(DEMO_PLANS)) {
    if (!COHORTS[programme]) continue;
    for (const [course, studyYear, term] of lines) {
      if (term !== semester.term) continue;
      const intake = semester.year - studyYear + 1;
      for (const c of classes.filter((x) => x.programme === programme && x.intake === intake)) {
        const teacherId = teacherOf(course, c.index);
        if (!teacherId) continue;
        rows.push({
          teachingProgramId: ids.plan.get(`${programme}:${course}`),
          degreeProgramsId: ids.programmes.get(programme),
          courseId: ids.courses.get(course),
          teacherId,
          semesterId: semesterIds.get(semester.name),
          classId: c.id,
          enrolledStudents: size.get(c.id) ?? 0,
          createBy: 'unitadmin',
          sysOrgCode: DEMO_PROGRAMMES.find((p) => p.code === programme)?.orgCode,
        });
      }
    }
  }
  return rows;
}

type History = typeof approvalHistory.$inferInsert;

/** The reviewer of a course's syllabus: the head of a programme whose plan has it, else the unit administrator. */
function reviewerOf(course: string): keyof typeof REVIEWERS {
  const headed = ['BBA', 'MACC'].some((p) => DEMO_PLANS[p].some((line) => line[0] === course));
  return headed ? 'progadmin' : 'unitadmin';
}

function syllabusRows(
  calendar: DemoCalendar,
  ids: CurriculumIds,
  yearIds: ReadonlyMap<number, string>,
  teacherOf: (course: string, index: number) => string | undefined,
  accounts: ReadonlyMap<string, string>,
): { row: Record<string, unknown>; history: History[] }[] {
  const y = calendar.year;
  const at = (day: number) => new Date(Date.UTC(y, 7, day, 8, 0, 0));
  return DEMO_SYLLABI.map((s: DemoSyllabus) => {
    const id = newId();
    const course = DEMO_COURSES.find((c) => c.code === s.course);
    if (!course) throw new Error(`Unknown demo course ${s.course}`);
    const teacherId = (s.account && accounts.get(s.account)) || teacherOf(s.course, 0);
    const reviewer = reviewerOf(s.course);
    const step = (
      action: string,
      fromStatus: number,
      toStatus: number,
      day: number,
      reason: string | null,
    ) => ({
      resource: 'syllabus',
      recordId: id,
      action,
      fromStatus,
      toStatus,
      reason,
      // The author resubmits; the reviewer decides.
      operator: action === 'resubmit' ? (s.account ?? 'unitadmin') : reviewer,
      operatorName: NAMES[action === 'resubmit' ? (s.account ?? 'unitadmin') : reviewer],
      operateTime: at(day),
    });
    const history: History[] = [];
    if (s.resubmitted)
      history.push(
        step('reject', 0, 2, 19, FIRST_REJECT_REASON),
        step('resubmit', 2, 0, 22, RESUBMIT_REASON),
      );
    if (s.state === 'approved') history.push(step('approve', 0, 1, 26, null));
    if (s.state === 'rejected') history.push(step('reject', 0, 2, 25, REJECT_REASON));
    const decided = history.at(-1);
    const row = {
      id,
      courseId: ids.courses.get(s.course),
      schoolYearId: yearIds.get(y),
      version: 1,
      teacherId,
      ...proseOf(s),
      objectives: s.objectives.map(([text, textEn, refs], i) => ({
        code: `CO${i + 1}`,
        text,
        textEn,
        loIds: refs.split(' ').map((ref) => {
          const lo = ids.los.get(ref);
          if (!lo) throw new Error(`Unknown demo objective ${ref}`);
          return lo;
        }),
      })),
      assessment: assessmentOf(s.template),
      schedule: scheduleOf(s, course.credits),
      textbooks: textbooksOf(s),
      reviewStatus: s.state === 'approved' ? 1 : s.state === 'rejected' ? 2 : 0,
      reviewReason: s.state === 'rejected' ? REJECT_REASON : null,
      reviewBy: s.state === 'waiting' ? null : reviewer,
      reviewTime: s.state === 'waiting' ? null : (decided?.operateTime ?? null),
      createBy: s.account ?? 'unitadmin',
      createTime: s.state === 'waiting' ? undefined : at(12),
      sysOrgCode: course.orgCode,
    };
    return { row, history };
  });
}
