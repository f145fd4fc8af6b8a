import { AOL_DEFAULTS, RESOURCE } from '@accredit/shared';
import { eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import type { ResourceHooks } from '../../crud/hooks.ts';
import type { Row } from '../../crud/present.ts';
import { col } from '../../crud/scope.ts';
import { resourceTable } from '../../crud/table.ts';
import { assertProgrammeInReach, countWhere, programmes } from '../curriculum/programme-reach.ts';
import {
  actions,
  changes,
  evaluations,
  qualitatives,
  REF_PROBLEM,
  rowById,
  scores,
  yearCourses,
  yearLos,
} from './hooks-common.ts';

/**
 * The rules of an evaluation year (issue 17 item 1): written only under a programme the caller
 * may edit; a blank name becomes "<programme code> <school year>"; the figures' rules default to
 * the school defaults (AOL_DEFAULTS); a year that holds assessments, scores or improvement actions
 * is not deleted (the message counts them), and its plan rows go with it otherwise.
 */
const schoolYears = resourceTable(RESOURCE.schoolYear);

const RULE_DEFAULTS = {
  missingMethod: AOL_DEFAULTS.missingMethod,
  courseRule: AOL_DEFAULTS.courseRule,
  goalRule: AOL_DEFAULTS.goalRule,
  theta: AOL_DEFAULTS.theta,
} as const;

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** What a year holds: its assessments, their scores, its improvement actions, its plan rows. */
export async function yearHoldings(db: Executor, yearId: string) {
  const ofYear = (table: typeof evaluations) => eq(col(table, 'evaluationYearId'), yearId);
  const assessmentIds = (table: typeof evaluations) =>
    db
      .select({ id: col(table, 'id') })
      .from(table)
      .where(ofYear(table));
  return {
    assessments:
      (await countWhere(db, evaluations, ofYear(evaluations))) +
      (await countWhere(db, qualitatives, ofYear(qualitatives))),
    scores: await countWhere(
      db,
      scores,
      or(
        inArray(col(scores, 'evaluationId'), assessmentIds(evaluations)),
        inArray(col(scores, 'evaluationId'), assessmentIds(qualitatives)),
      ) as SQL,
    ),
    actions: await countWhere(db, actions, eq(col(actions, 'evaluationYearId'), yearId)),
    plan: await countWhere(db, yearLos, eq(col(yearLos, 'evaluationYearId'), yearId)),
  };
}

async function defaultName(db: Executor, merged: Row): Promise<string | null> {
  const [programme, schoolYear] = await Promise.all([
    rowById(db, programmes, merged.degreeProgramsId),
    rowById(db, schoolYears, merged.schoolYearId),
  ]);
  if (!programme || !schoolYear) return null;
  return `${String(programme.code)} ${String(schoolYear.name)}`;
}

export const evaluationYearHooks: ResourceHooks = {
  async beforeWrite(ctx, values, existing): Promise<Record<string, string>> {
    const merged = { ...(existing ?? {}), ...values };
    await assertProgrammeInReach(ctx.tx, ctx.auth, merged.degreeProgramsId);
    if (changes('schoolYearId', values, existing) || !existing) {
      if (!(await rowById(ctx.tx, schoolYears, merged.schoolYearId))) return { schoolYearId: REF_PROBLEM };
    }
    // Its plan and assessments carry the programme: the year cannot move to another one.
    if (existing && changes('degreeProgramsId', values, existing)) {
      const held = await yearHoldings(ctx.tx, String(existing.id));
      if (held.assessments + held.plan > 0) return { degreeProgramsId: 'aolPlan.errors.yearProgrammeFixed' };
    }
    for (const [key, value] of Object.entries(RULE_DEFAULTS))
      if (existing ? key in values && values[key] == null : values[key] == null) values[key] = value;
    if (existing ? 'name' in values && blank(values.name) : blank(values.name))
      values.name = await defaultName(ctx.tx, merged);
    return {};
  },
  async beforeDelete(ctx, rows) {
    for (const row of rows) {
      const {
        assessments,
        scores: scoreCount,
        actions: actionCount,
      } = await yearHoldings(ctx.tx, String(row.id));
      if (assessments + scoreCount + actionCount > 0)
        throw new AppError(400, 'aolPlan.errors.yearInUse', {
          name: row.name,
          assessments,
          scores: scoreCount,
          actions: actionCount,
        });
    }
    // The plan is not content of its own: it goes with the year.
    const ids = rows.map((r) => String(r.id));
    await ctx.tx.delete(yearCourses).where(inArray(col(yearCourses, 'evaluationYearId'), ids));
    await ctx.tx.delete(yearLos).where(inArray(col(yearLos, 'evaluationYearId'), ids));
  },
};
