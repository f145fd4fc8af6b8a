import { zEnvelope } from '@accredit/shared';
import { z } from 'zod';
import type { App } from '../../core/app-types.ts';
import type { Db } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { unauthorized } from '../../core/errors.ts';
import { setHooks } from '../../crud/hooks.ts';
import { loadPlanTree } from './plan-data.ts';
import {
  strategicActionHooks,
  strategicGoalHooks,
  strategicPlanHooks,
  strategicPriorityHooks,
} from './plan-hooks.ts';

/**
 * The strategic plan's calls beyond the engine's lists and forms (issue 19 item 2): the plan tree
 * with progress, overdue counts and the timeline. Adding, editing, deleting and changing an
 * action's status go through the engine's routes of strategicPlan, strategicPriority,
 * strategicGoal and strategicAction, whose rules are the hooks set here (plan-hooks.ts).
 */
export function registerPlanRoutes(app: App, db: Db): void {
  setHooks('strategicPlan', strategicPlanHooks);
  setHooks('strategicPriority', strategicPriorityHooks);
  setHooks('strategicGoal', strategicGoalHooks);
  setHooks('strategicAction', strategicActionHooks);

  app.get(
    '/aacsb/strategicPlan/tree',
    {
      config: { access: { permission: 'strategicPlan:query' } },
      schema: {
        tags: ['strategicPlan'],
        summary:
          'A strategic plan with its priorities > goals > actions (owner, dates, status, standards, evidence, files), progress and overdue counts at each level, and the timeline',
        querystring: z.object({
          planId: z.string().trim().min(1).max(64),
          _t: z.coerce.number().optional(),
        }),
        response: { 200: zEnvelope(z.unknown()) },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthorized();
      return ok(await loadPlanTree(db, request.auth, request.query.planId, request.locale));
    },
  );
}
