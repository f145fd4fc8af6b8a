import {
  AOL_DEFAULTS,
  type AolComponent,
  checkAims,
  checkBands,
  checkComponents,
  checkRubric,
  ROLE,
  zAolAim,
  zAolBand,
  zAolComponent,
  zAolRubricLevel,
} from '@accredit/shared';
import { count, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../core/errors.ts';
import type { HookContext, ResourceHooks } from '../../crud/hooks.ts';
import type { Row } from '../../crud/present.ts';
import { col } from '../../crud/scope.ts';
import { assertProgrammeInReach } from '../curriculum/programme-reach.ts';
import {
  assessmentTable,
  changes,
  classIdsProblem,
  configMessage,
  courses,
  history,
  loCodes,
  loIdsProblem,
  REF_PROBLEM,
  rowById,
  STATUS,
  scores,
  shapeMessage,
  teachers,
  yearOfRecord,
} from './hooks-common.ts';

/**
 * The rules of a quantitative or qualitative assessment (issue 17 items 2, 3 and 7) written
 * through the engine (the wizards save their steps with the resource's edit): the programme comes
 * from the evaluation year; the objectives are the programme's and the classes exist; the json
 * configuration (components, aims, bands; the rubric) is checked by the shared model's checks,
 * with their named messages in the caller's language; empty bands and rubric take the school
 * defaults. A new assessment starts In progress at step 1. A submitted one is locked: nothing of
 * it changes until the programme head unlocks it (the message says so). An assessment that holds
 * scores is not deleted; its history goes with one that holds none.
 */
type Kind = 'quantitative' | 'qualitative';
/** Fields fixed once the assessment exists: it is the assessment of one course in one year. */
const FIXED = ['evaluationYearId', 'courseId'] as const;

const isEmpty = (v: unknown) => v === null || v === undefined || (Array.isArray(v) && v.length === 0);

/** Parses one json list; on a bad shape, sets the field's problem and gives null. */
function parsed<T>(
  ctx: HookContext,
  problems: Record<string, string>,
  key: string,
  schema: z.ZodType<T>,
  value: unknown,
): T[] | null {
  const result = z.array(schema).safeParse(value ?? []);
  if (result.success) return result.data;
  problems[key] = shapeMessage(ctx.locale, result.error);
  return null;
}

/** Checks one json list with the model's check, storing the parsed rows when they pass. */
async function checked<T>(
  ctx: HookContext,
  problems: Record<string, string>,
  values: Row,
  key: string,
  schema: z.ZodType<T>,
  check: (rows: T[]) => ReturnType<typeof checkBands>,
): Promise<void> {
  const rows = parsed(ctx, problems, key, schema, values[key]);
  if (!rows) return;
  const found = check(rows);
  if (found.length) {
    const ids = found.flatMap((p) => [
      ...(typeof p.params?.loId === 'string' ? [p.params.loId] : []),
      ...(p.path.startsWith('los.') ? [p.path.slice(4)] : []),
    ]);
    problems[key] = configMessage(ctx.locale, found, await loCodes(ctx.tx, ids));
  } else values[key] = rows;
}

/** A default gauge (bands or rubric) when none is given on add, or when one is cleared. */
function gaugeDefault(values: Row, existing: Row | null, key: string, fallback: readonly object[]): boolean {
  const asked = existing ? key in values : true;
  if (!asked || !isEmpty(values[key])) return false;
  values[key] = fallback.map((row) => ({ ...row }));
  return true;
}

async function configProblems(ctx: HookContext, kind: Kind, values: Row, existing: Row | null) {
  const problems: Record<string, string> = {};
  const merged = { ...(existing ?? {}), ...values };
  if (kind === 'qualitative') {
    if (!gaugeDefault(values, existing, 'rubric', AOL_DEFAULTS.rubric) && 'rubric' in values)
      await checked(ctx, problems, values, 'rubric', zAolRubricLevel, checkRubric);
    return problems;
  }
  if (!gaugeDefault(values, existing, 'bands', AOL_DEFAULTS.bands) && 'bands' in values)
    await checked(ctx, problems, values, 'bands', zAolBand, checkBands);
  if ('components' in values)
    await checked(ctx, problems, values, 'components', zAolComponent, checkComponents);
  const aimsTouched = ['aims', 'components', 'loIds'].some((k) => k in values);
  if (aimsTouched && !isEmpty(merged.aims) && !problems.components) {
    const components = (parsed(ctx, {}, 'components', zAolComponent, merged.components) ??
      []) as AolComponent[];
    const loIds = Array.isArray(merged.loIds) ? (merged.loIds as string[]) : [];
    const aims = { aims: merged.aims } as Row;
    await checked(ctx, problems, aims, 'aims', zAolAim, (rows) => checkAims(rows, components, loIds));
    if (!problems.aims && 'aims' in values) values.aims = aims.aims;
  }
  return problems;
}

function assessmentHooks(kind: Kind): ResourceHooks {
  return {
    async beforeWrite(ctx, values, existing) {
      if (
        existing?.status === STATUS.submitted &&
        Object.keys(values).some((k) => changes(k, values, existing))
      )
        throw new AppError(400, 'aolPlan.errors.locked');
      const problems: Record<string, string> = {};
      if (existing)
        for (const key of FIXED)
          if (changes(key, values, existing)) problems[key] = 'aolPlan.errors.fixedOnEdit';
      // A teacher works on the assessments they are given; handing one on is the head's call.
      if (existing && ctx.auth.roleCode === ROLE.teacher && changes('teacherId', values, existing))
        problems.teacherId = 'aolPlan.errors.teacherFixed';
      if (Object.keys(problems).length) return problems;
      const year = await yearOfRecord(ctx, values, existing);
      if (!year) return { evaluationYearId: REF_PROBLEM };
      if (!existing && !(await rowById(ctx.tx, courses, values.courseId))) problems.courseId = REF_PROBLEM;
      if (values.teacherId && !(await rowById(ctx.tx, teachers, values.teacherId)))
        problems.teacherId = REF_PROBLEM;
      const classProblem = await classIdsProblem(ctx.tx, values);
      if (classProblem) problems.classIds = classProblem;
      const loProblem = await loIdsProblem(ctx.tx, values, year.degreeProgramsId);
      if (loProblem) problems.loIds = loProblem;
      if (!existing) {
        values.status = STATUS.draft;
        values.step ??= 1;
      }
      return { ...problems, ...(await configProblems(ctx, kind, values, existing)) };
    },
    async beforeDelete(ctx, rows) {
      if (rows.some((r) => r.status === STATUS.submitted)) throw new AppError(400, 'aolPlan.errors.locked');
      const ids = rows.map((r) => String(r.id));
      const [{ n }] = await ctx.tx
        .select({ n: count() })
        .from(scores)
        .where(inArray(col(scores, 'evaluationId'), ids));
      if (Number(n) > 0) throw new AppError(400, 'aolPlan.errors.assessmentHasScores', { count: Number(n) });
      await ctx.tx.delete(history).where(inArray(col(history, 'evaluationId'), ids));
    },
  };
}

export const evaluationHooks = assessmentHooks('quantitative');
export const qualitativeEvaluationHooks = assessmentHooks('qualitative');

/**
 * A history entry is added for an assessment (by method) and takes its programme. The entries are
 * the lock routes' to write; an edit through the engine that names no known assessment keeps the
 * entry's programme, and one naming another assessment must stay within the caller's programmes.
 */
export const evaluationHistoryHooks: ResourceHooks = {
  async beforeWrite(ctx, values, existing): Promise<Record<string, string>> {
    const merged = { ...(existing ?? {}), ...values };
    const table = assessmentTable(merged.method);
    const assessment = table ? await rowById(ctx.tx, table, merged.evaluationId) : null;
    if (!assessment && !existing) return { evaluationId: 'aolPlan.errors.noAssessment' };
    const programmeId = assessment ? assessment.degreeProgramsId : existing?.degreeProgramsId;
    values.degreeProgramsId = programmeId;
    await assertProgrammeInReach(ctx.tx, ctx.auth, programmeId);
    if (!existing && values.actionTime == null) values.actionTime = new Date();
    return {};
  },
};
