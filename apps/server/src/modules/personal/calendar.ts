import { zEnvelope, zPage } from '@accredit/shared';
import { and, asc, count, eq, gte, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext } from '../../core/access.ts';
import type { App, Deps } from '../../core/app-types.ts';
import type { Executor } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { notFound, unauthorized } from '../../core/errors.ts';
import { calendarEvent } from './schema.ts';

/** What leaves the server for one event (never the owner's id). */
export const ZCalendarEvent = z.object({
  id: z.string(),
  title: z.string(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  allDay: z.boolean(),
  description: z.string().nullable(),
  color: z.string().nullable(),
});
export type TCalendarEvent = z.infer<typeof ZCalendarEvent>;

const ZEventFields = z
  .object({
    title: z.string().trim().min(1).max(100),
    startTime: z.iso.datetime({ offset: true }),
    endTime: z.iso.datetime({ offset: true }).nullish(),
    allDay: z.boolean().default(false),
    description: z.string().max(1000).nullish(),
    color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/)
      .nullish(),
  })
  .refine((v) => !v.endTime || Date.parse(v.endTime) >= Date.parse(v.startTime), {
    message: 'shell.calendar.endBeforeStart',
    path: ['endTime'],
  });

export function presentEvent(row: typeof calendarEvent.$inferSelect): TCalendarEvent {
  return {
    id: row.id,
    title: row.title,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime?.toISOString() ?? null,
    allDay: row.allDay,
    description: row.description,
    color: row.color,
  };
}

function owner(auth: AuthContext | null): AuthContext {
  if (!auth) throw unauthorized();
  return auth;
}

/** Events of one user from `from` (inclusive), soonest first. */
export async function upcomingEvents(db: Executor, userId: string, from: Date, limit: number) {
  const rows = await db
    .select()
    .from(calendarEvent)
    .where(and(eq(calendarEvent.userId, userId), gte(calendarEvent.startTime, from)))
    .orderBy(asc(calendarEvent.startTime))
    .limit(limit);
  return rows.map(presentEvent);
}

/**
 * /aacsb/calendarEvent/list|queryById|add|edit|delete: the signed-in user's own events only.
 * Any signed-in user may keep a calendar, so access is 'authenticated' and every query is scoped
 * to the session's user id (another user's id answers 404, never the row).
 */
export function calendarRoutes(app: App, { database }: Deps): void {
  const db = database.db;
  const tags = ['personal'];
  const mine = (auth: AuthContext, id: string) =>
    and(eq(calendarEvent.id, id), eq(calendarEvent.userId, auth.user.id));

  app.get(
    '/aacsb/calendarEvent/list',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'My calendar events, optionally between two instants',
        querystring: z.object({
          start: z.iso.datetime({ offset: true }).optional(),
          end: z.iso.datetime({ offset: true }).optional(),
          pageNo: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce
            .number()
            .int()
            .refine((n) => n === -1 || (n >= 1 && n <= 1_000_000))
            .default(-1),
          _t: z.coerce.number().optional(),
        }),
        response: { 200: zEnvelope(zPage(ZCalendarEvent)) },
      },
    },
    async (request) => {
      const auth = owner(request.auth);
      const { start, end, pageNo, pageSize } = request.query;
      const where = and(
        eq(calendarEvent.userId, auth.user.id),
        start ? gte(calendarEvent.startTime, new Date(start)) : undefined,
        end ? lt(calendarEvent.startTime, new Date(end)) : undefined,
      );
      const [{ total }] = await db.select({ total: count() }).from(calendarEvent).where(where);
      const size = pageSize === -1 ? Math.max(total, 1) : pageSize;
      const rows = await db
        .select()
        .from(calendarEvent)
        .where(where)
        .orderBy(asc(calendarEvent.startTime), asc(calendarEvent.id))
        .limit(size)
        .offset((pageNo - 1) * size);
      return ok({
        records: rows.map(presentEvent),
        total,
        size,
        current: pageNo,
        pages: Math.ceil(total / size),
      });
    },
  );

  app.get(
    '/aacsb/calendarEvent/queryById',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'One of my calendar events',
        querystring: z.object({ id: z.string().min(1).max(64), _t: z.coerce.number().optional() }),
        response: { 200: zEnvelope(ZCalendarEvent) },
      },
    },
    async (request) => {
      const auth = owner(request.auth);
      const [row] = await db.select().from(calendarEvent).where(mine(auth, request.query.id));
      if (!row) throw notFound();
      return ok(presentEvent(row));
    },
  );

  app.post(
    '/aacsb/calendarEvent/add',
    {
      config: { access: 'authenticated', audit: 'Add calendar event' },
      schema: {
        tags,
        summary: 'Add an event to my calendar',
        body: ZEventFields,
        response: { 200: zEnvelope(ZCalendarEvent) },
      },
    },
    async (request) => {
      const auth = owner(request.auth);
      const b = request.body;
      const [row] = await db
        .insert(calendarEvent)
        .values({
          userId: auth.user.id,
          title: b.title,
          startTime: new Date(b.startTime),
          endTime: b.endTime ? new Date(b.endTime) : null,
          allDay: b.allDay,
          description: b.description ?? null,
          color: b.color ?? null,
          createBy: auth.user.username,
          sysOrgCode: auth.user.orgCode,
        })
        .returning();
      return ok(presentEvent(row));
    },
  );

  app.put(
    '/aacsb/calendarEvent/edit',
    {
      config: { access: 'authenticated', audit: 'Edit calendar event' },
      schema: {
        tags,
        summary: 'Change one of my calendar events',
        body: z.intersection(z.object({ id: z.string().min(1).max(64) }), ZEventFields),
        response: { 200: zEnvelope(ZCalendarEvent) },
      },
    },
    async (request) => {
      const auth = owner(request.auth);
      const b = request.body;
      const [row] = await db
        .update(calendarEvent)
        .set({
          title: b.title,
          startTime: new Date(b.startTime),
          endTime: b.endTime ? new Date(b.endTime) : null,
          allDay: b.allDay,
          description: b.description ?? null,
          color: b.color ?? null,
          updateBy: auth.user.username,
          updateTime: new Date(),
        })
        .where(mine(auth, b.id))
        .returning();
      if (!row) throw notFound();
      return ok(presentEvent(row));
    },
  );

  app.delete(
    '/aacsb/calendarEvent/delete',
    {
      config: { access: 'authenticated', audit: 'Delete calendar event' },
      schema: {
        tags,
        summary: 'Delete one of my calendar events',
        querystring: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      const auth = owner(request.auth);
      const gone = await db
        .delete(calendarEvent)
        .where(mine(auth, request.query.id))
        .returning({ id: calendarEvent.id });
      if (!gone.length) throw notFound();
      return ok(null);
    },
  );
}
