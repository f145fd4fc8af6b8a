import { APP_VERSION, zEnvelope } from '@accredit/shared';
import { z } from 'zod';
import type { Module } from '../../core/app-types.ts';
import { ping } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';

/** GET /api/health: the database is reachable, and which version runs on which driver. */
export const healthModule: Module = (app, { database }) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Health check',
        response: {
          200: zEnvelope(
            z.object({
              status: z.literal('ok'),
              database: z.boolean(),
              driver: z.string(),
              version: z.string(),
            }),
          ),
          503: zEnvelope(
            z.object({
              status: z.literal('down'),
              database: z.boolean(),
              driver: z.string(),
              version: z.string(),
            }),
          ),
        },
      },
    },
    async (_request, reply) => {
      const up = await ping(database.db);
      const body = { database: up, driver: database.driver, version: APP_VERSION };
      if (!up)
        return reply
          .status(503)
          .send({ ...ok({ status: 'down' as const, ...body }), success: false, code: 503 });
      return ok({ status: 'ok' as const, ...body });
    },
  );
};
