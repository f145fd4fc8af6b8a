import { RESOURCE } from '@accredit/shared';
import { eq, inArray } from 'drizzle-orm';
import { AppError, forbidden } from '../../core/errors.ts';
import type { HookContext, ResourceHooks } from '../../crud/hooks.ts';
import type { Row } from '../../crud/present.ts';
import { col } from '../../crud/scope.ts';
import { type ResourceTable, resourceTable } from '../../crud/table.ts';
import {
  assertProgrammeInReach,
  boundToProgrammes,
  codeTakenInProgramme,
  countWhere,
} from './programme-reach.ts';

/**
 * The rules of a degree programme and its goal tree (issue 16 item 1): training objectives,
 * learning goals (Lg) and their objectives (Lo). Every record is written under a programme the
 * caller may edit; codes are unique within a programme; an objective takes its programme from its
 * goal; targets default to 0.7 (DOMAIN.md section 5); a programme or goal that still holds records
 * is not deleted (the message says what it holds), so an objective's assessment history is never
 * lost by a slip of the mouse.
 */
export const DEFAULT_TARGET = 0.7;

const objectives = resourceTable(RESOURCE.trainingObjective);
const goals = resourceTable(RESOURCE.degreeProgramsLg);
const los = resourceTable(RESOURCE.degreeProgramsLo);
const heads = resourceTable(RESOURCE.degreeProgramsHead);
const plan = resourceTable(RESOURCE.teachingProgram);
const classes = resourceTable(RESOURCE.classes);
const map = resourceTable(RESOURCE.curriculumMap);

/** An empty target (on add, or cleared on edit) becomes the default. */
function defaultTarget(values: Row, existing: Row | null, key: string): void {
  if (existing ? key in values && values[key] == null : values[key] == null) values[key] = DEFAULT_TARGET;
}

/** Shared by the records of a programme: reach, the per-programme code, the default target. */
async function programmeChildProblems(
  ctx: HookContext,
  table: ResourceTable,
  values: Row,
  existing: Row | null,
): Promise<Record<string, string>> {
  const programmeId = values.degreeProgramsId ?? existing?.degreeProgramsId;
  await assertProgrammeInReach(ctx.tx, ctx.auth, programmeId);
  const code = values.code ?? existing?.code;
  if (
    await codeTakenInProgramme(ctx.tx, table, programmeId, code, existing ? String(existing.id) : undefined)
  )
    return { code: 'programmes.errors.codeTaken' };
  return {};
}

export const degreeProgramsHooks: ResourceHooks = {
  async beforeWrite(ctx, values, existing) {
    // A head's new programme would vanish from their own list (they head only assigned ones).
    if (!existing && (await boundToProgrammes(ctx.tx, ctx.auth)))
      throw forbidden('programmes.errors.headCannotCreate');
    defaultTarget(values, existing, 'goalTarget');
    return {};
  },
  async beforeDelete(ctx, rows) {
    const ids = rows.map((r) => String(r.id));
    for (const row of rows) {
      const id = String(row.id);
      const held = {
        goals: await countWhere(ctx.tx, goals, eq(col(goals, 'degreeProgramsId'), id)),
        objectives: await countWhere(ctx.tx, objectives, eq(col(objectives, 'degreeProgramsId'), id)),
        courses: await countWhere(ctx.tx, plan, eq(col(plan, 'degreeProgramsId'), id)),
        classes: await countWhere(ctx.tx, classes, eq(col(classes, 'degreeProgramsId'), id)),
      };
      if (Object.values(held).some((n) => n > 0))
        throw new AppError(400, 'programmes.errors.programmeInUse', { name: row.name, ...held });
    }
    // Head assignments and stray map cells are not content of their own: they go with it.
    await ctx.tx.delete(heads).where(inArray(col(heads, 'degreeProgramsId'), ids));
    await ctx.tx.delete(map).where(inArray(col(map, 'degreeProgramsId'), ids));
  },
};

export const trainingObjectiveHooks: ResourceHooks = {
  beforeWrite: (ctx, values, existing) => programmeChildProblems(ctx, objectives, values, existing),
};

export const learningGoalHooks: ResourceHooks = {
  async beforeWrite(ctx, values, existing) {
    defaultTarget(values, existing, 'target');
    const problems = await programmeChildProblems(ctx, goals, values, existing);
    const moved =
      existing && 'degreeProgramsId' in values && values.degreeProgramsId !== existing.degreeProgramsId;
    if (moved && (await countWhere(ctx.tx, los, eq(col(los, 'lgId'), String(existing.id)))) > 0)
      problems.degreeProgramsId = 'programmes.errors.goalMoveWithObjectives';
    return problems;
  },
  async beforeDelete(ctx, rows) {
    for (const row of rows) {
      const n = await countWhere(ctx.tx, los, eq(col(los, 'lgId'), String(row.id)));
      if (n > 0) throw new AppError(400, 'programmes.errors.goalHasObjectives', { code: row.code, count: n });
    }
  },
};

export const learningObjectiveHooks: ResourceHooks = {
  async beforeWrite(ctx, values, existing) {
    defaultTarget(values, existing, 'target');
    const lgId = values.lgId ?? existing?.lgId;
    const [goal] =
      typeof lgId === 'string'
        ? await ctx.tx
            .select({ programmeId: col(goals, 'degreeProgramsId') })
            .from(goals)
            .where(eq(col(goals, 'id'), lgId))
        : [];
    if (!goal) return { lgId: 'programmes.errors.goalMissing' };
    const programmeId = String(goal.programmeId);
    const stated = values.degreeProgramsId ?? existing?.degreeProgramsId;
    // The goal decides: an objective sent with another programme's goal is refused, not moved.
    if ('degreeProgramsId' in values && stated !== programmeId)
      return { lgId: 'programmes.errors.goalOfOtherProgramme' };
    if (!('degreeProgramsId' in values) && existing && existing.degreeProgramsId !== programmeId)
      return { lgId: 'programmes.errors.goalOfOtherProgramme' };
    values.degreeProgramsId = programmeId;
    return programmeChildProblems(ctx, los, values, existing);
  },
  async beforeDelete(ctx, rows) {
    for (const row of rows) {
      const n = await countWhere(ctx.tx, map, eq(col(map, 'loId'), String(row.id)));
      if (n > 0) throw new AppError(400, 'programmes.errors.objectiveMapped', { code: row.code, count: n });
    }
  },
};
