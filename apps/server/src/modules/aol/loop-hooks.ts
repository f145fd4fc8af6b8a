import { eq } from 'drizzle-orm';
import { type HookContext, hooksOf, type ResourceHooks, setHooks } from '../../crud/hooks.ts';
import type { Row } from '../../crud/present.ts';
import { improvementActionTable } from '../resources/schema.ts';
import { figureFor } from './loop-data.ts';
import { notifyNewOwner } from './loop-remind.ts';
import { yearRules } from './results-data.ts';
import { computeYear } from './results-programme.ts';

/**
 * Closing the loop, on write (issue 17 item 6): an improvement action added for an objective (or a
 * goal) and a year takes the year's figure as its "before" value (B_j, or G_g), as printed (three
 * decimals); changing its objective, goal or year takes the new one's. The planning hooks
 * (hooks-action.ts) check the action; this runs after them, in the same transaction. A new owner
 * hears of the action (loop-remind.ts).
 */
const COMPOSED = Symbol('aolLoopHooks');

async function setBeforeValue(ctx: HookContext, id: string, values: Row, existing: Row | null) {
  const merged = { ...(existing ?? {}), ...values };
  const moved =
    !existing ||
    ['evaluationYearId', 'loId', 'lgId'].some((k) => (existing[k] ?? null) !== (merged[k] ?? null));
  if (!moved) return;
  const yearId = typeof merged.evaluationYearId === 'string' ? merged.evaluationYearId : null;
  const loId = typeof merged.loId === 'string' && merged.loId ? merged.loId : null;
  const lgId = typeof merged.lgId === 'string' && merged.lgId ? merged.lgId : null;
  let value: number | null = null;
  if (yearId && (loId || lgId)) {
    const year = (await yearRules(ctx.tx, [yearId])).get(yearId);
    if (year) {
      try {
        const figure = figureFor(await computeYear(ctx.tx, year), loId, lgId);
        value = figure ? Number(figure.shown) : null;
      } catch {
        // A year whose figures cannot be computed yet leaves "before" empty rather than refusing the action.
        value = null;
      }
    }
  }
  await ctx.tx
    .update(improvementActionTable)
    .set({ beforeValue: value } as Record<string, unknown>)
    .where(eq(improvementActionTable.id, id));
}

/**
 * Adds the before-value rule and the new owner's notice to the improvement action's hooks, after
 * whatever the planning module registered (called when the app is built, so every module's hooks
 * are in place; idempotent).
 */
export function registerLoopHooks(): void {
  const current = hooksOf('improvementAction') as ResourceHooks & { [COMPOSED]?: true };
  if (current[COMPOSED]) return;
  const composed: ResourceHooks & { [COMPOSED]: true } = {
    ...current,
    async afterWrite(ctx, id, values, existing) {
      await current.afterWrite?.(ctx, id, values, existing);
      await setBeforeValue(ctx, id, values, existing);
      await notifyNewOwner(ctx, id, values, existing);
    },
    [COMPOSED]: true,
  };
  setHooks('improvementAction', composed);
}
