import {
  AOL_DEFAULTS,
  type MapCell,
  RESOURCE,
  type ResourceAction,
  resourcePermission,
} from '@accredit/shared';
import { mapVersionFor } from '@accredit/shared/curriculum/syllabus.ts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Executor } from '../../core/db.ts';
import type { Row } from '../../crud/present.ts';
import { findOneInScope } from '../../crud/records.ts';
import { col, rowScope } from '../../crud/scope.ts';
import { resourceTable } from '../../crud/table.ts';
import { versionCells, versionYears } from '../curriculum/map-data.ts';
import { programmes } from '../curriculum/programme-reach.ts';
import { startYear } from '../curriculum/syllabus-data.ts';
import {
  classes,
  courses,
  goals,
  los,
  rowById,
  teachers,
  yearCourses,
  yearLos,
  years,
} from './hooks-common.ts';

/**
 * Reading an evaluation year's plan (issue 17 item 1): the year (inside the caller's row scope),
 * its programme and school year, the programme's goals and objectives with their targets, the
 * objectives the year assesses with their assessing courses, the curriculum map version in force
 * for the school year (the latest effective year not after its start) whose cells make each
 * objective's candidate courses, and the programme's classes. A handful of queries, none per row.
 */
export const schoolYears = resourceTable(RESOURCE.schoolYear);

const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** The evaluation year if the caller may act on it (404 when it is not there or out of their scope). */
export async function yearInScope(
  db: Executor,
  auth: AuthContext,
  id: string,
  action: ResourceAction,
): Promise<Row> {
  const def = RESOURCE.evaluationYear;
  const scope = await rowScope(db, def, years, auth, resourcePermission(def, action));
  return findOneInScope(db, years, id, scope);
}

export interface PlanCourseRow {
  loId: string;
  courseId: string;
  method: string;
  teacherId: string | null;
  classIds: string[];
}

/** The plan rows of a year: objectives assessed (in their stored order) and course rows. */
export async function planRows(db: Executor, yearId: string) {
  const [loRows, courseRows] = await Promise.all([
    db
      .select({ loId: col(yearLos, 'loId') })
      .from(yearLos)
      .where(eq(col(yearLos, 'evaluationYearId'), yearId)),
    db
      .select({
        loId: col(yearCourses, 'loId'),
        courseId: col(yearCourses, 'courseId'),
        method: col(yearCourses, 'method'),
        teacherId: col(yearCourses, 'teacherId'),
        classIds: col(yearCourses, 'classIds'),
      })
      .from(yearCourses)
      .where(eq(col(yearCourses, 'evaluationYearId'), yearId))
      .orderBy(asc(col(yearCourses, 'createTime')), asc(col(yearCourses, 'id'))),
  ]);
  return {
    loIds: loRows.map((r) => String(r.loId)),
    courses: courseRows.map(
      (r): PlanCourseRow => ({
        loId: String(r.loId),
        courseId: String(r.courseId),
        method: String(r.method),
        teacherId: str(r.teacherId),
        classIds: Array.isArray(r.classIds) ? (r.classIds as string[]) : [],
      }),
    ),
  };
}

/** The map version in force for a school year and its cells (none when the programme has no map). */
export async function mapInForce(
  db: Executor,
  programmeId: string,
  schoolYear: Row | null,
): Promise<{ year: number | null; cells: MapCell[] }> {
  const year = mapVersionFor(await versionYears(db, programmeId), startYear(schoolYear));
  return { year, cells: year === null ? [] : await versionCells(db, programmeId, year) };
}

export interface NamedCourse {
  id: string;
  code: string;
  name: string;
  nameEn: string | null;
}

export async function namedRows(
  db: Executor,
  table: typeof courses,
  ids: readonly string[],
  code = 'code',
): Promise<Map<string, NamedCourse>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: col(table, 'id'),
      code: col(table, code),
      name: col(table, 'name'),
      nameEn: col(table, 'nameEn'),
    })
    .from(table)
    .where(inArray(col(table, 'id'), [...new Set(ids)]));
  return new Map(
    rows.map((r) => [
      String(r.id),
      { id: String(r.id), code: String(r.code), name: String(r.name), nameEn: str(r.nameEn) },
    ]),
  );
}

/** Goals (by order, then code) with their objectives and targets (the default when none is set). */
export async function goalTree(db: Executor, programmeId: string) {
  const pick = (t: typeof goals) => ({
    id: col(t, 'id'),
    code: col(t, 'code'),
    name: col(t, 'name'),
    nameEn: col(t, 'nameEn'),
    target: col(t, 'target'),
  });
  const [goalRows, loRows] = await Promise.all([
    db
      .select(pick(goals))
      .from(goals)
      .where(eq(col(goals, 'degreeProgramsId'), programmeId))
      .orderBy(asc(col(goals, 'sort')), asc(col(goals, 'code'))),
    db
      .select({ ...pick(los), lgId: col(los, 'lgId') })
      .from(los)
      .where(eq(col(los, 'degreeProgramsId'), programmeId))
      .orderBy(asc(col(los, 'sort')), asc(col(los, 'code'))),
  ]);
  const statement = (r: Record<string, unknown>, fallback: number) => ({
    id: String(r.id),
    code: String(r.code),
    name: String(r.name),
    nameEn: str(r.nameEn),
    target: num(r.target) ?? fallback,
  });
  return goalRows.map((g) => ({
    ...statement(g, AOL_DEFAULTS.goalTarget),
    los: loRows.filter((o) => String(o.lgId) === String(g.id)).map((o) => statement(o, AOL_DEFAULTS.target)),
  }));
}

/** The whole plan screen's data for one year (see the module header). */
export async function loadPlan(db: Executor, year: Row) {
  const programmeId = String(year.degreeProgramsId);
  const [programme, schoolYear, tree, plan] = await Promise.all([
    rowById(db, programmes, programmeId),
    rowById(db, schoolYears, year.schoolYearId),
    goalTree(db, programmeId),
    planRows(db, String(year.id)),
  ]);
  const map = await mapInForce(db, programmeId, schoolYear);
  const levelOf = new Map(map.cells.map((c) => [`${c.courseId}|${c.loId}`, c.level]));
  const [courseNames, teacherNames, classRows] = await Promise.all([
    namedRows(db, courses, [...plan.courses.map((c) => c.courseId), ...map.cells.map((c) => c.courseId)]),
    namedRows(
      db,
      teachers,
      plan.courses.flatMap((c) => (c.teacherId ? [c.teacherId] : [])),
      'staffId',
    ),
    db
      .select({
        id: col(classes, 'id'),
        code: col(classes, 'code'),
        name: col(classes, 'name'),
        nameEn: col(classes, 'nameEn'),
        enrolYear: col(classes, 'enrolYear'),
      })
      .from(classes)
      .where(eq(col(classes, 'degreeProgramsId'), programmeId))
      .orderBy(asc(col(classes, 'code'))),
  ]);
  const assessed = new Set(plan.loIds);
  const course = (id: string) => {
    const c = courseNames.get(id);
    return { courseId: id, code: c?.code ?? id, name: c?.name ?? '', nameEn: c?.nameEn ?? null };
  };
  const byCode = (a: { code: string }, b: { code: string }) => a.code.localeCompare(b.code);
  return {
    year: {
      id: String(year.id),
      name: str(year.name),
      degreeProgramsId: programmeId,
      schoolYearId: String(year.schoolYearId),
      schoolYear: str(schoolYear?.name),
      startYear: startYear(schoolYear),
      missingMethod: str(year.missingMethod),
      courseRule: str(year.courseRule),
      goalRule: str(year.goalRule),
      theta: num(year.theta),
    },
    programme: {
      id: programmeId,
      code: String(programme?.code ?? ''),
      name: String(programme?.name ?? ''),
      nameEn: str(programme?.nameEn),
      mapScale: str(programme?.mapScale),
    },
    mapYear: map.year,
    goals: tree.map((g) => ({
      ...g,
      los: g.los.map((lo) => ({
        ...lo,
        assessed: assessed.has(lo.id),
        courses: plan.courses
          .filter((c) => c.loId === lo.id)
          .map((c) => {
            const teacher = c.teacherId ? teacherNames.get(c.teacherId) : undefined;
            return {
              ...course(c.courseId),
              method: c.method,
              teacherId: c.teacherId,
              teacherName: teacher?.name ?? null,
              teacherNameEn: teacher?.nameEn ?? null,
              classIds: c.classIds,
              level: levelOf.get(`${c.courseId}|${lo.id}`) ?? null,
            };
          }),
        candidates: map.cells
          .filter((cell) => cell.loId === lo.id)
          .map((cell) => ({ ...course(cell.courseId), level: cell.level }))
          .sort(byCode),
      })),
    })),
    classes: classRows.map((r) => ({
      id: String(r.id),
      code: String(r.code),
      name: String(r.name),
      nameEn: str(r.nameEn),
      enrolYear: num(r.enrolYear),
    })),
  };
}

export type PlanView = Awaited<ReturnType<typeof loadPlan>>;
