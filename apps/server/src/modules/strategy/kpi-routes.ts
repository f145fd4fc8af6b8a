import { KPI_LIVE_SOURCES, zEnvelope } from '@accredit/shared';
import { z } from 'zod';
import type { App } from '../../core/app-types.ts';
import type { Db } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { unauthorized } from '../../core/errors.ts';
import { setHooks } from '../../crud/hooks.ts';
import { loadBoard } from './kpi-data.ts';
import { performanceTargetHooks } from './kpi-hooks.ts';
import { LiveCache, liveValue } from './kpi-live.ts';

/**
 * Performance targets beyond the engine's lists and forms (issue 19 item 3): the board (every KPI
 * with its years, live actuals, statuses and summary) and the preview of a live source's figure
 * for a year. KPIs and their years are added, edited and deleted through the engine's routes of
 * performanceTarget and performanceTargetYear (rules in kpi-hooks.ts).
 */
const tags = ['performanceTarget'];
const ZYear = z.coerce.number().int().min(1900).max(2200);
const ZId = z.string().trim().min(1).max(64);

export function registerKpiRoutes(app: App, db: Db): void {
  setHooks('performanceTarget', performanceTargetHooks);

  app.get(
    '/aacsb/performanceTarget/board',
    {
      config: { access: { permission: 'performanceTarget:query' } },
      schema: {
        tags,
        summary:
          'Every performance target the caller may read with its years (target, actual typed or live, status met/notMet/missed/late/pending, gap) and a summary; id narrows to one KPI',
        querystring: z.object({ id: ZId.optional(), _t: z.coerce.number().optional() }),
        response: { 200: zEnvelope(z.unknown()) },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthorized();
      return ok(await loadBoard(db, request.auth, request.locale, { id: request.query.id }));
    },
  );

  app.get(
    '/aacsb/performanceTarget/liveValue',
    {
      config: { access: { permission: 'performanceTarget:query' } },
      schema: {
        tags,
        summary:
          'The current figure of a live source for a year (Table 3-1, Table 8-1, assurance of learning, questionnaires, learner progression), programme optional',
        querystring: z.object({
          source: z.enum(KPI_LIVE_SOURCES),
          year: ZYear,
          programmeId: ZId.optional(),
          _t: z.coerce.number().optional(),
        }),
        response: { 200: zEnvelope(z.unknown()) },
      },
    },
    async (request) => {
      const { source, year, programmeId } = request.query;
      return ok(await liveValue(new LiveCache(db), source, year, programmeId ?? null));
    },
  );
}
