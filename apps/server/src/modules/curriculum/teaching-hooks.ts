import { RESOURCE, type ResourceAction, resourcePermission } from '@accredit/shared';
import { and, count, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Executor } from '../../core/db.ts';
import type { HookContext, ResourceHooks } from '../../crud/hooks.ts';
import type { Row } from '../../crud/present.ts';
import { col, rowScope } from '../../crud/scope.ts';
import { resourceTable } from '../../crud/table.ts';

/**
 * Rules of the teaching programme (培养方案) that its definitions cannot say:
 * - a plan row's programme must be one the caller may work on (a programme head: theirs), and its
 *   credits and required/elective default from the course;
 * - a course-teacher row takes its programme and course from its plan row (so the programme
 *   head's rule and "My Courses" filter on them directly), its student count defaults to the
 *   class's members, and the same teacher is not entered twice for one plan row, semester and class;
 * - removing a plan row removes who teaches it.
 */
export const programmes = resourceTable(RESOURCE.degreePrograms);
export const plans = resourceTable(RESOURCE.teachingProgram);
export const courseTeachers = resourceTable(RESOURCE.teachingProgramTeacher);
export const courses = resourceTable(RESOURCE.course);
export const classMembers = resourceTable(RESOURCE.classStudent);

/**
 * The programmes among `ids` the caller may give plan rows to for an action: the data rules bound
 * to the teaching programme's button (or screen), applied to the programme table, where the
 * programme's own id answers for `degree_programs_id`.
 */
export async function programmesInScope(
  db: Executor,
  auth: AuthContext,
  ids: readonly string[],
  action: ResourceAction,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const code = resourcePermission(RESOURCE.teachingProgram, action);
  const scope = await rowScope(db, RESOURCE.degreePrograms, programmes, auth, code);
  const rows = await db
    .select({ id: col(programmes, 'id') })
    .from(programmes)
    .where(and(inArray(col(programmes, 'id'), [...ids]), ...scope));
  return new Set(rows.map((r) => String(r.id)));
}

/** Members of each class, by class id. */
export async function classSizes(db: Executor, classIds: readonly string[]): Promise<Map<string, number>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .select({ classId: col(classMembers, 'classId'), n: count() })
    .from(classMembers)
    .where(inArray(col(classMembers, 'classId'), [...classIds]))
    .groupBy(col(classMembers, 'classId'));
  return new Map(rows.map((r) => [String(r.classId), Number(r.n)]));
}

const blank = (v: unknown) => v === null || v === undefined || v === '';

async function checkProgramme(
  ctx: HookContext,
  programmeId: unknown,
  existing: Row | null,
): Promise<Record<string, string>> {
  if (blank(programmeId)) return {};
  const id = String(programmeId);
  const [found] = await ctx.tx
    .select({ id: col(programmes, 'id') })
    .from(programmes)
    .where(eq(col(programmes, 'id'), id));
  if (!found) return { degreeProgramsId: 'teaching.errors.noProgramme' };
  const allowed = await programmesInScope(ctx.tx, ctx.auth, [id], existing ? 'edit' : 'add');
  return allowed.has(id) ? {} : { degreeProgramsId: 'teaching.errors.programmeOutOfScope' };
}

export const teachingProgramHooks: ResourceHooks = {
  async beforeWrite(ctx, values, existing) {
    const merged = { ...(existing ?? {}), ...values };
    const problems: Record<string, string> = await checkProgramme(ctx, merged.degreeProgramsId, existing);
    if (blank(merged.courseId)) return problems;
    const [course] = (await ctx.tx
      .select()
      .from(courses)
      .where(eq(col(courses, 'id'), String(merged.courseId)))) as Row[];
    if (!course) return { ...problems, courseId: 'teaching.errors.noCourse' };
    if (!existing && blank(values.credits)) values.credits = course.credits;
    if (!existing && blank(values.courseType)) values.courseType = course.courseType;
    return problems;
  },
  async beforeDelete(ctx, rows) {
    await ctx.tx.delete(courseTeachers).where(
      inArray(
        col(courseTeachers, 'teachingProgramId'),
        rows.map((r) => String(r.id)),
      ),
    );
  },
};

export const teachingProgramTeacherHooks: ResourceHooks = {
  async beforeWrite(ctx, values, existing) {
    const merged = { ...(existing ?? {}), ...values };
    if (blank(merged.teachingProgramId)) return {};
    const [plan] = (await ctx.tx
      .select()
      .from(plans)
      .where(eq(col(plans, 'id'), String(merged.teachingProgramId)))) as Row[];
    if (!plan) return { teachingProgramId: 'teaching.errors.noPlanRow' };
    values.degreeProgramsId = plan.degreeProgramsId;
    values.courseId = plan.courseId;
    const problems = await checkProgramme(ctx, plan.degreeProgramsId, existing);
    if (blank(values.enrolledStudents) && !blank(merged.classId)) {
      const sizes = await classSizes(ctx.tx, [String(merged.classId)]);
      values.enrolledStudents = sizes.get(String(merged.classId)) ?? 0;
    }
    if (!blank(merged.teacherId) && !blank(merged.semesterId)) {
      const same: SQL[] = [
        eq(col(courseTeachers, 'teachingProgramId'), String(plan.id)),
        eq(col(courseTeachers, 'teacherId'), String(merged.teacherId)),
        eq(col(courseTeachers, 'semesterId'), String(merged.semesterId)),
      ];
      same.push(
        blank(merged.classId)
          ? isNull(col(courseTeachers, 'classId'))
          : eq(col(courseTeachers, 'classId'), String(merged.classId)),
      );
      if (existing) same.push(ne(col(courseTeachers, 'id'), String(existing.id)));
      const [hit] = await ctx.tx
        .select({ id: col(courseTeachers, 'id') })
        .from(courseTeachers)
        .where(and(...same))
        .limit(1);
      if (hit) problems.teacherId = 'teaching.errors.teacherTwice';
    }
    return problems;
  },
};
