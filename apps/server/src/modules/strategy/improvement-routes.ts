import { zEnvelope, zPage } from '@accredit/shared';
import { z } from 'zod';
import type { App } from '../../core/app-types.ts';
import type { Db } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { unauthorized } from '../../core/errors.ts';
import { loadImprovements, SORT_COLUMNS } from './improvement-data.ts';
import { utcToday } from './plan-hooks.ts';

/**
 * Continuous improvement in one list (issue 19 item 4; spec 001 section 7,
 * viewContinuousImprovement/list): the improvement records and, for a caller who reads them, the
 * improvement actions of assurance of learning, paged in the engine's envelope. Adding, editing and
 * deleting stay with the engine's routes of continuousImprovement and improvementAction.
 */
const STATUS = z.enum(['1', '2', '3']);

export function registerImprovementRoutes(app: App, db: Db): void {
  app.get(
    '/aacsb/viewContinuousImprovement/list',
    {
      config: { access: { permission: ['continuousImprovement:query', 'improvementAction:query'] } },
      schema: {
        tags: ['continuousImprovement'],
        summary:
          'Improvement records and assurance-of-learning improvement actions in one list (origin ci | aol), each in its own row scope and only with its query code; overdue = not completed and due before today',
        querystring: z.object({
          pageNo: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce
            .number()
            .int()
            .refine((n) => n === -1 || (n >= 1 && n <= 1000), 'pageSize must be -1 or 1..1000')
            .default(10),
          column: z.enum(SORT_COLUMNS).default('dueDate'),
          order: z.enum(['asc', 'desc']).default('asc'),
          status: z.union([STATUS, z.literal('')]).optional(),
          keyword: z.string().trim().max(200).optional(),
          origin: z.union([z.enum(['ci', 'aol']), z.literal('')]).optional(),
          _t: z.coerce.number().optional(),
        }),
        response: { 200: zEnvelope(zPage(z.record(z.string(), z.unknown()))) },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthorized();
      const q = request.query;
      return ok(
        await loadImprovements(
          db,
          request.auth,
          {
            status: q.status || undefined,
            keyword: q.keyword || undefined,
            origin: q.origin || undefined,
            column: q.column,
            order: q.order,
            pageNo: q.pageNo,
            pageSize: q.pageSize,
          },
          request.locale,
          utcToday(),
        ),
      );
    },
  );
}
