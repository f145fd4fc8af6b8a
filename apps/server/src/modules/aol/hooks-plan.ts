import { and, eq } from 'drizzle-orm';
import { newId } from '../../core/ids.ts';
import type { HookContext, ResourceHooks } from '../../crud/hooks.ts';
import type { Row } from '../../crud/present.ts';
import { stamp } from '../../crud/records.ts';
import { col } from '../../crud/scope.ts';
import {
  classIdsProblem,
  courses,
  existingIds,
  los,
  REF_PROBLEM,
  rowById,
  teachers,
  yearCourses,
  yearLos,
  yearOfRecord,
} from './hooks-common.ts';

/**
 * The rows of an evaluation year's plan (issue 17 item 1) written one at a time through the
 * engine (the plan screen saves them all at once through PUT /aacsb/evaluationYear/plan): each
 * takes its programme from its year, names an objective of that programme, and a course row's
 * classes must exist. A course row keeps its objective listed as assessed; deleting an objective
 * from the year takes its course rows with it.
 */
async function planRowProblems(ctx: HookContext, values: Row, existing: Row | null) {
  const year = await yearOfRecord(ctx, values, existing);
  if (!year) return { evaluationYearId: REF_PROBLEM };
  const problems: Record<string, string> = {};
  const loId = values.loId ?? existing?.loId;
  if ('loId' in values || 'evaluationYearId' in values) {
    const known = await existingIds(ctx.tx, los, [String(loId)], year.degreeProgramsId);
    if (!known.has(String(loId))) problems.loId = 'aolPlan.errors.loOfOtherProgramme';
  }
  return problems;
}

export const evaluationYearLoHooks: ResourceHooks = {
  beforeWrite: planRowProblems,
  async beforeDelete(ctx, rows) {
    for (const row of rows)
      await ctx.tx
        .delete(yearCourses)
        .where(
          and(
            eq(col(yearCourses, 'evaluationYearId'), String(row.evaluationYearId)),
            eq(col(yearCourses, 'loId'), String(row.loId)),
          ),
        );
  },
};

export const evaluationYearCourseHooks: ResourceHooks = {
  async beforeWrite(ctx, values, existing) {
    const problems = await planRowProblems(ctx, values, existing);
    if ('courseId' in values && !(await rowById(ctx.tx, courses, values.courseId)))
      problems.courseId = REF_PROBLEM;
    if (values.teacherId && !(await rowById(ctx.tx, teachers, values.teacherId)))
      problems.teacherId = REF_PROBLEM;
    const classProblem = await classIdsProblem(ctx.tx, values);
    if (classProblem) problems.classIds = classProblem;
    return problems;
  },
  /** The objective a course assesses is one the year assesses. */
  async afterWrite(ctx, _id, values, existing) {
    const merged = { ...(existing ?? {}), ...values };
    const yearId = String(merged.evaluationYearId);
    const loId = String(merged.loId);
    const [listed] = await ctx.tx
      .select({ id: col(yearLos, 'id') })
      .from(yearLos)
      .where(and(eq(col(yearLos, 'evaluationYearId'), yearId), eq(col(yearLos, 'loId'), loId)));
    if (!listed)
      await ctx.tx.insert(yearLos).values({
        id: newId(),
        evaluationYearId: yearId,
        degreeProgramsId: merged.degreeProgramsId,
        loId,
        ...stamp(ctx.auth, 'add'),
      });
  },
};
