import type { Locale } from '@accredit/shared';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Tx } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { translate } from '../../core/i18n.ts';
import { newId } from '../../core/ids.ts';
import type { Row } from '../../crud/present.ts';
import { stamp } from '../../crud/records.ts';
import { col } from '../../crud/scope.ts';
import { batches } from '../../seed/base.ts';
import {
  classes,
  courses,
  existingIds,
  los,
  rowById,
  teachers,
  yearCourses,
  yearLos,
  years,
} from './hooks-common.ts';
import { mapInForce, namedRows, type PlanCourseRow, planRows, schoolYears } from './plan-data.ts';

/**
 * Writing an evaluation year's plan (issue 17 item 1): the whole plan replaced at once (every
 * objective of the year's programme, every course, teacher and class existing, or nothing is
 * written), with a warning, not a refusal, for each course assessing an objective without a cell in
 * the curriculum map in force; and last year's plan copied into an empty year.
 */
export interface PlanInput {
  loId: string;
  courses: { courseId: string; method: '1' | '2'; teacherId?: string | null; classIds?: string[] }[];
}

export interface PlanWarning {
  loId: string;
  loCode: string;
  courseId: string;
  courseCode: string;
  message: string;
}

const missing = (wanted: readonly string[], known: Set<string>) =>
  [...new Set(wanted)].filter((id) => !known.has(id));

function refuse(key: string, ids: readonly string[]): never {
  throw new AppError(400, key, { ids: ids.join(', ') });
}

async function checkPlan(tx: Tx, programmeId: string, input: readonly PlanInput[]): Promise<void> {
  const loIds = input.map((l) => l.loId);
  const repeatedLo = loIds.find((id, i) => loIds.indexOf(id) !== i);
  if (repeatedLo) refuse('aolPlan.errors.loRepeated', [repeatedLo]);
  for (const lo of input) {
    const ids = lo.courses.map((c) => c.courseId);
    const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
    if (repeated) refuse('aolPlan.errors.courseRepeated', [repeated]);
  }
  const rows = input.flatMap((l) => l.courses);
  const courseIds = rows.map((c) => c.courseId);
  const teacherIds = rows.flatMap((c) => (c.teacherId ? [c.teacherId] : []));
  const classIds = rows.flatMap((c) => c.classIds ?? []);
  const [knownLos, knownCourses, knownTeachers, knownClasses] = await Promise.all([
    existingIds(tx, los, loIds, programmeId),
    existingIds(tx, courses, courseIds),
    existingIds(tx, teachers, teacherIds),
    existingIds(tx, classes, classIds),
  ]);
  const checks: [string, string[]][] = [
    ['aolPlan.errors.losOfOtherProgramme', missing(loIds, knownLos)],
    ['aolPlan.errors.unknownCourses', missing(courseIds, knownCourses)],
    ['aolPlan.errors.unknownTeachers', missing(teacherIds, knownTeachers)],
    ['aolPlan.errors.unknownClasses', missing(classIds, knownClasses)],
  ];
  for (const [key, ids] of checks) if (ids.length) refuse(key, ids);
}

/** Courses assessing an objective without a cell in the map version in force for the year. */
export async function unmappedWarnings(
  tx: Tx,
  year: Row,
  rows: readonly Pick<PlanCourseRow, 'loId' | 'courseId'>[],
  locale: Locale,
): Promise<PlanWarning[]> {
  if (rows.length === 0) return [];
  const schoolYear = await rowById(tx, schoolYears, year.schoolYearId);
  const { year: mapYear, cells } = await mapInForce(tx, String(year.degreeProgramsId), schoolYear);
  const mapped = new Set(cells.map((c) => `${c.courseId}|${c.loId}`));
  const unmapped = rows.filter((r) => !mapped.has(`${r.courseId}|${r.loId}`));
  if (unmapped.length === 0) return [];
  const [loNames, courseNames] = await Promise.all([
    namedRows(
      tx,
      los,
      unmapped.map((r) => r.loId),
    ),
    namedRows(
      tx,
      courses,
      unmapped.map((r) => r.courseId),
    ),
  ]);
  return unmapped.map((r) => {
    const loCode = loNames.get(r.loId)?.code ?? r.loId;
    const courseCode = courseNames.get(r.courseId)?.code ?? r.courseId;
    const message =
      mapYear === null
        ? translate(locale, 'aolPlan.warnings.noMap', { course: courseCode, lo: loCode })
        : translate(locale, 'aolPlan.warnings.noCell', { course: courseCode, lo: loCode, year: mapYear });
    return { loId: r.loId, loCode, courseId: r.courseId, courseCode, message };
  });
}

/** Replaces the year's objective and course rows (inside the caller's transaction). */
async function writeRows(
  tx: Tx,
  auth: AuthContext,
  year: Row,
  loIds: readonly string[],
  rows: readonly PlanCourseRow[],
): Promise<void> {
  const yearId = String(year.id);
  const common = { evaluationYearId: yearId, degreeProgramsId: year.degreeProgramsId, ...stamp(auth, 'add') };
  await tx.delete(yearCourses).where(eq(col(yearCourses, 'evaluationYearId'), yearId));
  await tx.delete(yearLos).where(eq(col(yearLos, 'evaluationYearId'), yearId));
  for (const batch of batches(loIds.map((loId) => ({ id: newId(), ...common, loId }))))
    await tx.insert(yearLos).values(batch);
  // Created one after another so the plan reads back in the order it was given.
  const base = Date.now();
  const courseRows = rows.map((r, i) => ({ id: newId(), ...common, ...r, createTime: new Date(base + i) }));
  for (const batch of batches(courseRows)) await tx.insert(yearCourses).values(batch);
}

export async function savePlan(
  tx: Tx,
  auth: AuthContext,
  year: Row,
  input: readonly PlanInput[],
  locale: Locale,
) {
  await checkPlan(tx, String(year.degreeProgramsId), input);
  const rows: PlanCourseRow[] = input.flatMap((lo) =>
    lo.courses.map((c) => ({
      loId: lo.loId,
      courseId: c.courseId,
      method: c.method,
      teacherId: c.teacherId ?? null,
      classIds: [...new Set(c.classIds ?? [])],
    })),
  );
  await writeRows(
    tx,
    auth,
    year,
    input.map((l) => l.loId),
    rows,
  );
  return {
    los: input.length,
    courses: rows.length,
    warnings: await unmappedWarnings(tx, year, rows, locale),
  };
}

/** The programme's latest evaluation year before this one (by school year start) that has a plan. */
async function previousPlanned(tx: Tx, year: Row): Promise<Row | null> {
  const schoolYear = await rowById(tx, schoolYears, year.schoolYearId);
  if (!schoolYear) return null;
  const earlier = await tx
    .select({ id: col(years, 'id'), name: col(years, 'name') })
    .from(years)
    .innerJoin(schoolYears, eq(col(schoolYears, 'id'), col(years, 'schoolYearId')))
    .where(
      and(
        eq(col(years, 'degreeProgramsId'), String(year.degreeProgramsId)),
        lt(col(schoolYears, 'startTime'), schoolYear.startTime as string),
      ),
    )
    .orderBy(desc(col(schoolYears, 'startTime')));
  for (const candidate of earlier) {
    const [listed] = await tx
      .select({ id: col(yearLos, 'id') })
      .from(yearLos)
      .where(eq(col(yearLos, 'evaluationYearId'), String(candidate.id)))
      .limit(1);
    if (listed) return candidate as Row;
  }
  return null;
}

/** Copies the latest earlier plan into an empty year; objectives, courses and classes since removed are left out. */
export async function copyPreviousPlan(tx: Tx, auth: AuthContext, year: Row) {
  const current = await planRows(tx, String(year.id));
  if (current.loIds.length || current.courses.length) throw new AppError(400, 'aolPlan.errors.planExists');
  const from = await previousPlanned(tx, year);
  if (!from) throw new AppError(400, 'aolPlan.errors.noPreviousPlan');
  const plan = await planRows(tx, String(from.id));
  const [knownLos, knownCourses, knownTeachers, knownClasses] = await Promise.all([
    existingIds(tx, los, plan.loIds, year.degreeProgramsId),
    existingIds(
      tx,
      courses,
      plan.courses.map((c) => c.courseId),
    ),
    existingIds(
      tx,
      teachers,
      plan.courses.flatMap((c) => (c.teacherId ? [c.teacherId] : [])),
    ),
    existingIds(
      tx,
      classes,
      plan.courses.flatMap((c) => c.classIds),
    ),
  ]);
  const loIds = plan.loIds.filter((id) => knownLos.has(id));
  const rows = plan.courses
    .filter((c) => knownLos.has(c.loId) && knownCourses.has(c.courseId))
    .map((c) => ({
      ...c,
      teacherId: c.teacherId && knownTeachers.has(c.teacherId) ? c.teacherId : null,
      classIds: c.classIds.filter((id) => knownClasses.has(id)),
    }));
  await writeRows(tx, auth, year, loIds, rows);
  return {
    from: { id: String(from.id), name: from.name === null ? null : String(from.name) },
    los: loIds.length,
    courses: rows.length,
  };
}
