import { RESOURCE, resourcePermission, zEnvelope } from '@accredit/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { App, Module } from '../../core/app-types.ts';
import { type Db, inTransaction } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { AppError, forbidden, unauthorized } from '../../core/errors.ts';
import { translate } from '../../core/i18n.ts';
import { ResourceContext } from '../../crud/context.ts';
import { setHooks } from '../../crud/hooks.ts';
import { findInScope, stamp } from '../../crud/records.ts';
import { col } from '../../crud/scope.ts';
import { headHooks } from './head-hooks.ts';
import {
  degreeProgramsHooks,
  learningGoalHooks,
  learningObjectiveHooks,
  trainingObjectiveHooks,
} from './programme-hooks.ts';

/**
 * Degree programmes and their goal tree (issue 16 items 1 and 7): the rules of the engine
 * resources (hooks) and one call of its own, `POST /aacsb/degreePrograms/reorder`, which puts the
 * siblings of one list (a programme's training objectives or goals, a goal's objectives) in the
 * order given, in one transaction, so a reorder never leaves half the list renumbered.
 */
setHooks('degreePrograms', degreeProgramsHooks);
setHooks('degreeProgramsHead', headHooks);
setHooks('trainingObjective', trainingObjectiveHooks);
setHooks('degreeProgramsLg', learningGoalHooks);
setHooks('degreeProgramsLo', learningObjectiveHooks);

const ORDERED = ['trainingObjective', 'degreeProgramsLg', 'degreeProgramsLo'] as const;
const STEP = 10;

const zReorder = z.object({
  resource: z.enum(ORDERED),
  ids: z.array(z.string().min(1).max(64)).min(1).max(500),
});

export function registerProgrammeRoutes(app: App, db: Db): void {
  app.post(
    '/aacsb/degreePrograms/reorder',
    {
      config: {
        access: { permission: resourcePermission(RESOURCE.degreePrograms, 'edit') },
        audit: 'reorder goal tree',
      },
      schema: {
        tags: ['degreePrograms'],
        summary: 'Put training objectives, learning goals or a goal’s objectives in this order',
        body: zReorder,
        response: { 200: zEnvelope(z.object({ count: z.number() })) },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      const { resource, ids } = request.body;
      if (new Set(ids).size !== ids.length) throw new AppError(400, 'programmes.errors.reorderRepeats');
      const r = new ResourceContext(RESOURCE[resource], db);
      const count = await inTransaction(db, async (tx) => {
        const rows = await findInScope(tx, r.table, ids, await r.scope(tx, auth, 'edit'));
        if (rows.length !== ids.length) throw forbidden('crud.errors.notFoundOrForbidden');
        // One list only: the same programme, and for objectives the same goal.
        const parent = (row: Record<string, unknown>) =>
          resource === 'degreeProgramsLo' ? row.lgId : row.degreeProgramsId;
        if (new Set(rows.map(parent)).size !== 1) throw new AppError(400, 'programmes.errors.reorderMixed');
        for (const [index, id] of ids.entries())
          await tx
            .update(r.table)
            .set({ sort: (index + 1) * STEP, ...stamp(auth, 'edit') })
            .where(eq(col(r.table, 'id'), id));
        return ids.length;
      });
      return ok({ count }, translate(request.locale, 'programmes.messages.reordered'));
    },
  );
}

export const programmeModule: Module = (app, { database }) => {
  registerProgrammeRoutes(app, database.db);
};
