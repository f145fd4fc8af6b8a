import { planCompletedDate, planTransitionProblem } from '@accredit/shared';
import { count, inArray } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import type { HookContext, ResourceHooks } from '../../crud/hooks.ts';
import type { Row } from '../../crud/present.ts';
import { rowById } from '../../crud/records.ts';
import { col } from '../../crud/scope.ts';
import type { ResourceTable } from '../../crud/table.ts';
import {
  strategicActionTable as actions,
  strategicGoalTable as goals,
  supportMaterialsTable as materials,
  strategicPlanTable as plans,
  strategicPriorityTable as priorities,
} from '../resources/schema.ts';

/**
 * The rules of the strategic plan's records (issue 19 item 2), kept by the engine's hooks:
 * a plan's last year is not before its first; every record names a parent that exists; an
 * action's status moves as the shared model allows (planTransitionProblem) and its completion
 * date follows its status; a plan, priority or goal that still holds records below it is not
 * deleted (the person is told what to delete first) rather than leaving orphans.
 */
const REF = 'crud.validation.refNotFound';

/** Today in UTC, as the completion date (the hooks have no other clock). */
export const utcToday = () => new Date().toISOString().slice(0, 10);

/** A reference submitted (or changed) to an id that names no record: the field's problem. */
async function refProblem(
  ctx: HookContext,
  values: Row,
  existing: Row | null,
  key: string,
  table: ResourceTable,
): Promise<Record<string, string>> {
  const value = values[key];
  if (value === undefined || value === null || value === '') return {};
  if (existing && existing[key] === value) return {};
  return (await rowById(ctx.tx, table, value)) ? {} : { [key]: REF };
}

/** Refuses to delete rows that still hold children, naming the first such row and its count. */
function keepParents(children: ResourceTable, parentKey: string, key: string, title: (row: Row) => string) {
  return async (ctx: HookContext, rows: Row[]) => {
    const ids = rows.map((r) => String(r.id));
    const held = await ctx.tx
      .select({ id: col(children, parentKey), n: count() })
      .from(children)
      .where(inArray(col(children, parentKey), ids))
      .groupBy(col(children, parentKey));
    const first = rows.find((r) => held.some((h) => h.id === r.id));
    if (!first) return;
    const n = Number(held.find((h) => h.id === first.id)?.n ?? 0);
    throw new AppError(400, key, { name: title(first), count: n });
  };
}

const nameOf = (row: Row) => [row.code, row.nameZh].filter(Boolean).join(' ');

export const strategicPlanHooks: ResourceHooks = {
  beforeWrite(_ctx, values, existing): Record<string, string> {
    const merged = { ...(existing ?? {}), ...values };
    const start = Number(merged.startYear);
    const end = Number(merged.endYear);
    if (merged.startYear != null && merged.endYear != null && end < start)
      return { endYear: 'plan.errors.endBeforeStart' };
    return {};
  },
  beforeDelete: keepParents(priorities, 'planId', 'plan.errors.planHasPriorities', nameOf),
};

export const strategicPriorityHooks: ResourceHooks = {
  beforeWrite: (ctx, values, existing) => refProblem(ctx, values, existing, 'planId', plans),
  beforeDelete: keepParents(goals, 'priorityId', 'plan.errors.priorityHasGoals', nameOf),
};

export const strategicGoalHooks: ResourceHooks = {
  beforeWrite: (ctx, values, existing) => refProblem(ctx, values, existing, 'priorityId', priorities),
  beforeDelete: keepParents(actions, 'goalId', 'plan.errors.goalHasActions', nameOf),
};

export const strategicActionHooks: ResourceHooks = {
  async beforeWrite(ctx, values, existing) {
    const problems = {
      ...(await refProblem(ctx, values, existing, 'goalId', goals)),
      ...(await refProblem(ctx, values, existing, 'evidenceId', materials)),
    };
    if (!('status' in values) || values.status == null) return problems;
    const from = existing ? String(existing.status) : null;
    const to = String(values.status);
    const refused = planTransitionProblem(from, to);
    if (refused) return { ...problems, status: refused };
    const stored = existing?.completedDate == null ? null : String(existing.completedDate);
    const completed = planCompletedDate(from, to, stored, utcToday());
    if (completed !== stored || !existing) values.completedDate = completed;
    return problems;
  },
};
