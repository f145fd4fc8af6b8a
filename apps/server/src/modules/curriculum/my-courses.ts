import { RESOURCE, REVIEW_STATUS, zEnvelope } from '@accredit/shared';
import { and, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../core/app-types.ts';
import type { Db, Executor } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { unauthorized } from '../../core/errors.ts';
import type { Row } from '../../crud/present.ts';
import { col } from '../../crud/scope.ts';
import { type ResourceTable, resourceTable } from '../../crud/table.ts';
import { personIdOfUser, TEACHER } from '../faculty/people.ts';
import { classSizes, courses, courseTeachers, plans, programmes } from './teaching-hooks.ts';

/**
 * GET /aacsb/myCourse/list (issue 16 item 6): for the signed-in teacher, in one call, this
 * semester's courses and classes from the course-teacher rows, the students of each, each
 * course's syllabus state for the current school year, and what waits for them (syllabi to write
 * or fix). What it shows is decided by who the caller is (the teacher linked to their account),
 * never by data rules; an account without a teacher record gets an empty answer.
 */
const semesters = resourceTable(RESOURCE.semester);
const schoolYears = resourceTable(RESOURCE.schoolYear);
const syllabi = resourceTable(RESOURCE.syllabus);
const classes = resourceTable(RESOURCE.classes);

export type SyllabusState = 'none' | 'submitted' | 'rejected' | 'approved';

const zNamed = z.object({ id: z.string(), name: z.string(), nameEn: z.string().nullable() });
const zPeriod = z.object({ id: z.string(), name: z.string(), startTime: z.string(), endTime: z.string() });
const zSyllabus = z.object({
  state: z.enum(['none', 'submitted', 'rejected', 'approved']),
  id: z.string().nullable(),
  version: z.number().nullable(),
  reason: z.string().nullable(),
});
const zCourse = z.object({
  courseId: z.string(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  credits: z.number().nullable(),
  programmes: z.array(zNamed),
  classes: z.array(zNamed.extend({ id: z.string().nullable(), students: z.number() })),
  students: z.number(),
  syllabus: zSyllabus,
});
const zTask = z.object({
  kind: z.enum(['writeSyllabus', 'fixSyllabus']),
  courseId: z.string(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  syllabusId: z.string().nullable(),
  reason: z.string().nullable(),
});
export const zMyCourses = z.object({
  teacher: zNamed.nullable(),
  semester: zPeriod.nullable(),
  schoolYear: zPeriod.nullable(),
  courses: z.array(zCourse),
  tasks: z.array(zTask),
});
export type MyCourses = z.infer<typeof zMyCourses>;
type Period = z.infer<typeof zPeriod>;

/** The period whose dates contain today, else the one that started last. */
async function currentPeriod(db: Executor, table: ResourceTable, today: string): Promise<Period | null> {
  const [inside] = (await db
    .select()
    .from(table)
    .where(and(lte(col(table, 'startTime'), today), gte(col(table, 'endTime'), today)))
    .orderBy(desc(col(table, 'startTime')))
    .limit(1)) as Row[];
  const [latest] = inside
    ? [inside]
    : ((await db
        .select()
        .from(table)
        .orderBy(desc(col(table, 'startTime')))
        .limit(1)) as Row[]);
  if (!latest) return null;
  return {
    id: String(latest.id),
    name: String(latest.name),
    startTime: String(latest.startTime),
    endTime: String(latest.endTime),
  };
}

const text = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));

/**
 * A syllabus's state from the engine's review columns: Unreviewed is written and waiting for
 * review (a new version starts Unreviewed too), Rejected comes back with the reviewer's reason.
 */
export function syllabusState(row: Row | undefined): z.infer<typeof zSyllabus> {
  if (!row) return { state: 'none', id: null, version: null, reason: null };
  const base = {
    id: String(row.id),
    version: row.version === null ? null : Number(row.version),
    reason: null,
  };
  if (Number(row.reviewStatus) === REVIEW_STATUS.reviewed) return { ...base, state: 'approved' };
  if (Number(row.reviewStatus) === REVIEW_STATUS.rejected)
    return { ...base, state: 'rejected', reason: text(row.reviewReason) };
  return { ...base, state: 'submitted' };
}

async function periodById(db: Executor, table: ResourceTable, id: string): Promise<Period | null> {
  const [row] = (await db
    .select()
    .from(table)
    .where(eq(col(table, 'id'), id))) as Row[];
  return row
    ? {
        id: String(row.id),
        name: String(row.name),
        startTime: String(row.startTime),
        endTime: String(row.endTime),
      }
    : null;
}

/** The caller's courses in a semester (by default the current one: see currentPeriod). */
export async function loadMyCourses(
  db: Executor,
  userId: string,
  today: string,
  semesterId?: string,
): Promise<MyCourses> {
  const empty: MyCourses = { teacher: null, semester: null, schoolYear: null, courses: [], tasks: [] };
  const teacherId = await personIdOfUser(db, TEACHER, userId);
  if (!teacherId) return empty;
  const teachers = resourceTable(RESOURCE.teacher);
  const [me] = (await db
    .select()
    .from(teachers)
    .where(eq(col(teachers, 'id'), teacherId))) as Row[];
  const [semester, schoolYear] = await Promise.all([
    semesterId ? periodById(db, semesters, semesterId) : currentPeriod(db, semesters, today),
    currentPeriod(db, schoolYears, today),
  ]);
  const out: MyCourses = {
    ...empty,
    teacher: { id: teacherId, name: String(me?.name ?? ''), nameEn: text(me?.nameEn) },
    semester,
    schoolYear,
  };
  if (!semester) return out;

  const rows = await db
    .select({
      courseId: col(courses, 'id'),
      code: col(courses, 'code'),
      name: col(courses, 'name'),
      nameEn: col(courses, 'nameEn'),
      courseCredits: col(courses, 'credits'),
      credits: col(plans, 'credits'),
      programmeId: col(programmes, 'id'),
      programme: col(programmes, 'name'),
      programmeEn: col(programmes, 'nameEn'),
      classId: col(courseTeachers, 'classId'),
      enrolled: col(courseTeachers, 'enrolledStudents'),
    })
    .from(courseTeachers)
    .innerJoin(plans, eq(col(plans, 'id'), col(courseTeachers, 'teachingProgramId')))
    .innerJoin(courses, eq(col(courses, 'id'), col(plans, 'courseId')))
    .innerJoin(programmes, eq(col(programmes, 'id'), col(plans, 'degreeProgramsId')))
    .where(
      and(
        eq(col(courseTeachers, 'teacherId'), teacherId),
        eq(col(courseTeachers, 'semesterId'), semester.id),
      ),
    )
    .orderBy(col(courses, 'code'));
  if (rows.length === 0) return out;

  const classIds = [...new Set(rows.map((r) => text(r.classId)).filter((v): v is string => v !== null))];
  const [classRows, sizes] = await Promise.all([
    classIds.length
      ? (db
          .select()
          .from(classes)
          .where(inArray(col(classes, 'id'), classIds)) as Promise<Row[]>)
      : Promise.resolve([] as Row[]),
    classSizes(db, classIds),
  ]);
  const classById = new Map(classRows.map((c) => [String(c.id), c]));
  const courseIds = [...new Set(rows.map((r) => String(r.courseId)))];
  const syllabusRows = schoolYear
    ? ((await db
        .select()
        .from(syllabi)
        .where(
          and(inArray(col(syllabi, 'courseId'), courseIds), eq(col(syllabi, 'schoolYearId'), schoolYear.id)),
        )
        .orderBy(desc(col(syllabi, 'version')), desc(col(syllabi, 'createTime')))) as Row[])
    : [];
  const latestSyllabus = new Map<string, Row>();
  for (const s of syllabusRows)
    if (!latestSyllabus.has(String(s.courseId))) latestSyllabus.set(String(s.courseId), s);

  const byCourse = new Map<string, MyCourses['courses'][number]>();
  for (const r of rows) {
    const id = String(r.courseId);
    let course = byCourse.get(id);
    if (!course) {
      course = {
        courseId: id,
        code: String(r.code),
        name: String(r.name),
        nameEn: text(r.nameEn),
        credits:
          r.credits === null
            ? r.courseCredits === null
              ? null
              : Number(r.courseCredits)
            : Number(r.credits),
        programmes: [],
        classes: [],
        students: 0,
        syllabus: syllabusState(latestSyllabus.get(id)),
      };
      byCourse.set(id, course);
    }
    if (!course.programmes.some((p) => p.id === String(r.programmeId)))
      course.programmes.push({
        id: String(r.programmeId),
        name: String(r.programme),
        nameEn: text(r.programmeEn),
      });
    const classId = text(r.classId);
    const cls = classId ? classById.get(classId) : undefined;
    const students = r.enrolled === null ? (classId ? (sizes.get(classId) ?? 0) : 0) : Number(r.enrolled);
    course.classes.push({
      id: classId,
      name: String(cls?.name ?? ''),
      nameEn: text(cls?.nameEn),
      students,
    });
    course.students += students;
  }
  out.courses = [...byCourse.values()];
  out.tasks = out.courses.flatMap((c) => {
    const state = c.syllabus.state;
    if (state !== 'none' && state !== 'rejected') return [];
    return [
      {
        kind: state === 'none' ? ('writeSyllabus' as const) : ('fixSyllabus' as const),
        courseId: c.courseId,
        code: c.code,
        name: c.name,
        nameEn: c.nameEn,
        syllabusId: c.syllabus.id,
        reason: c.syllabus.reason,
      },
    ];
  });
  return out;
}

export function registerMyCourseRoutes(app: App, db: Db): void {
  app.get(
    '/aacsb/myCourse/list',
    {
      config: { access: { permission: 'myCourse:query' } },
      schema: {
        tags: ['myCourse'],
        summary:
          "The signed-in teacher's courses this semester, their syllabi's state and what waits for them",
        querystring: z.object({ semesterId: z.string().max(64).optional(), _t: z.string().optional() }),
        response: { 200: zEnvelope(zMyCourses) },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      const today = new Date().toISOString().slice(0, 10);
      return ok(await loadMyCourses(db, auth.user.id, today, request.query.semesterId || undefined));
    },
  );
}
