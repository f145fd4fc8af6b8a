import { zEnvelope } from '@accredit/shared';
import { z } from 'zod';
import type { App } from '../../core/app-types.ts';
import type { Db } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { unauthorized } from '../../core/errors.ts';
import { pickerOptions } from '../../crud/refs.ts';
import { zPickerQuery, zRefOption } from '../../crud/refs-routes.ts';
import { programmeFor } from '../curriculum/map-data.ts';
import { actionScope, actionsOf, beforeAfterOf, proposalsOf } from './loop-data.ts';
import { registerRemindRoute } from './loop-remind.ts';
import { readYear, yearsOfProgramme } from './results-data.ts';
import { computeYear, programmeYears } from './results-programme.ts';

/**
 * Closing the loop's calls (issue 17 item 6): the actions a year's unmet objectives and goals
 * propose, before and after for a programme's actions, and the accounts an action's owner is
 * picked from; and the reminders of due actions (loop-remind.ts). Years are read under both the
 * improvement actions' and the evaluation years' data rules.
 */
const ZId = z.string().trim().min(1).max(64);
const T_ = z.object({ _t: z.coerce.number().optional() });
const CODES = ['improvementAction:query', 'evaluationYear:query'];

export function registerLoopRoutes(app: App, db: Db): void {
  const base = '/aacsb/improvementAction';
  const tags = ['improvementAction'];

  app.get(
    `${base}/proposals`,
    {
      config: { access: { permission: 'improvementAction:query' } },
      schema: {
        tags,
        summary:
          'The unmet objectives and goals of an evaluation year without an action yet, each with its figure and a proposed action',
        querystring: T_.extend({ evaluationYearId: ZId }),
        response: { 200: zEnvelope(z.unknown()) },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthorized();
      const year = await readYear(db, request.auth, request.query.evaluationYearId, CODES);
      return ok(await proposalsOf(db, await computeYear(db, year)));
    },
  );

  // A programme head names an action's owner without the right to list users (user:query): names
  // and usernames only, as the accounts picker of the engine gives them.
  app.get(
    `${base}/owners`,
    {
      config: { access: { permission: ['improvementAction:add', 'improvementAction:edit'] } },
      schema: {
        tags,
        summary: "Accounts by name or username (or these ids), to name an improvement action's owner",
        querystring: T_.extend(zPickerQuery.shape),
        response: { 200: zEnvelope(z.array(zRefOption)) },
      },
    },
    async (request) => {
      return ok(await pickerOptions(db, 'user', request.locale, request.query));
    },
  );

  app.get(
    `${base}/beforeAfter`,
    {
      config: { access: { permission: 'improvementAction:query' } },
      schema: {
        tags,
        summary:
          'For each improvement action of a programme, the figure of its year and of the next year assessing its objective (or goal)',
        querystring: T_.extend({ degreeProgramsId: ZId }),
        response: { 200: zEnvelope(z.unknown()) },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      const programme = await programmeFor(db, auth, request.query.degreeProgramsId, 'query');
      const [years, actions] = await Promise.all([
        yearsOfProgramme(db, auth, programme.id, CODES),
        actionScope(db, auth).then((scope) => actionsOf(db, programme.id, scope)),
      ]);
      const { computed, results } = await programmeYears(db, years);
      return ok(beforeAfterOf(actions, computed, results));
    },
  );

  registerRemindRoute(app, db);
}
