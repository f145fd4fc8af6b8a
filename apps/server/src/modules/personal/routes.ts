import { zEnvelope } from '@accredit/shared';
import { and, count, eq, gte, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Module } from '../../core/app-types.ts';
import { ok } from '../../core/envelope.ts';
import { unauthorized } from '../../core/errors.ts';
import { calendarRoutes, upcomingEvents, ZCalendarEvent } from './calendar.ts';
import { calendarEvent } from './schema.ts';
import { summaryCounts, unreadNotifications } from './summary.ts';

/**
 * Personal module: what the application shell needs that belongs to no other area: the user's
 * own calendar and the workplace summary (one call, so the workplace opens with one round trip).
 */
export const personalModule: Module = (app, deps) => {
  calendarRoutes(app, deps);
  const db = deps.database.db;

  app.get(
    '/aacsb/workplace/summary',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['personal'],
        summary: 'What the signed-in person needs today',
        querystring: z.object({ _t: z.coerce.number().optional() }),
        response: {
          200: zEnvelope(
            z.object({
              unreadNotifications: z.number(),
              upcomingEvents: z.array(ZCalendarEvent),
              eventsNext7Days: z.number(),
              counts: z.array(z.object({ key: z.string(), count: z.number(), path: z.string().nullable() })),
            }),
          ),
        },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      const now = new Date();
      const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate());
      const weekAhead = new Date(startOfToday.getTime() + 7 * 86_400_000);
      const [{ n }] = await db
        .select({ n: count() })
        .from(calendarEvent)
        .where(
          and(
            eq(calendarEvent.userId, auth.user.id),
            gte(calendarEvent.startTime, startOfToday),
            lt(calendarEvent.startTime, weekAhead),
          ),
        );
      return ok({
        unreadNotifications: await unreadNotifications(db, auth),
        upcomingEvents: await upcomingEvents(db, auth.user.id, startOfToday, 5),
        eventsNext7Days: n,
        counts: await summaryCounts(db, auth),
      });
    },
  );
};
