import { zEnvelope, zPage } from '@accredit/shared';
import { and, count, countDistinct, desc, eq, gte, inArray, lt, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Module } from '../../../core/app-types.ts';
import { ok } from '../../../core/envelope.ts';
import { notFound } from '../../../core/errors.ts';
import { listRows } from '../../../core/list-statements.ts';
import { LIST_TOTAL_CAP } from '../../../core/list-total.ts';
import { idsOf, ilike, iso, orderOf, pageOf, said, ZIdQuery, ZIdsQuery, ZPaging } from '../http.ts';
import { sysLog } from '../schema.ts';

/**
 * /sys/log: the login log (type 1) and the operation log (type 2, every write through the API),
 * visit figures for the workplace, and deletion for administrators. Deleting is a write, so it is
 * itself kept in the operation log by core/audit.ts.
 */
const tags = ['system: logs'];

const ZLog = z.object({
  id: z.string(),
  logType: z.number(),
  logContent: z.string(),
  operateType: z.string().nullable(),
  userid: z.string().nullable(),
  username: z.string().nullable(),
  ip: z.string().nullable(),
  method: z.string().nullable(),
  requestUrl: z.string().nullable(),
  requestParam: z.string().nullable(),
  target: z.string().nullable(),
  costTime: z.number().nullable(),
  status: z.number().nullable(),
  outcome: z.string().nullable(),
  createTime: z.string().nullable(),
  /**
   * What the entry says as a code, for the screen to word in the viewer's language (logContent
   * is the English wording kept for exports and old clients): `login.<outcome>` for the login log.
   */
  logCode: z.string().nullable(),
});

/** The code of a login-log entry: its outcome, kept in `extra.reason` by auth/login-log.ts. */
function logCodeOf(row: { logType: number; extra: unknown }): string | null {
  const reason = (row.extra as { reason?: unknown } | null)?.reason;
  return row.logType === 1 && typeof reason === 'string' && /^[a-z_]{1,40}$/.test(reason)
    ? `login.${reason}`
    : null;
}

/**
 * A log row as the API gives it, built field by field: a copy made with rest and spread
 * (`{ extra, ...r }`) is a slow dictionary object, which made presenting and serialising a page
 * several times dearer than the page's own query work (issue 22).
 */
function presentLog(row: typeof sysLog.$inferSelect): z.infer<typeof ZLog> {
  return {
    id: row.id,
    logType: row.logType,
    logContent: row.logContent,
    operateType: row.operateType,
    userid: row.userid,
    username: row.username,
    ip: row.ip,
    method: row.method,
    requestUrl: row.requestUrl,
    requestParam: row.requestParam,
    target: row.target,
    costTime: row.costTime,
    status: row.status,
    outcome: row.outcome,
    createTime: iso(row.createTime),
    logCode: logCodeOf(row),
  };
}

const ZDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, 'errors.field.date')
  .optional();

/** A successful sign-in counts as a visit. */
const visit = and(eq(sysLog.logType, 1), eq(sysLog.operateType, 'login'), eq(sysLog.outcome, 'success'));

function startOfDay(offsetDays = 0): Date {
  const d = new Date();
  d.setHours(0, 0, 0, 0);
  d.setDate(d.getDate() + offsetDays);
  return d;
}

function endDate(raw: string): Date {
  // A date alone means the whole of that day.
  return raw.length === 10
    ? new Date(new Date(`${raw}T00:00:00`).getTime() + 86_400_000)
    : new Date(raw.replace(' ', 'T'));
}

export const logRoutes: Module = (app, { database }) => {
  const db = database.db;
  app.get(
    '/sys/log/list',
    {
      config: { access: { permission: 'log:query' } },
      schema: {
        tags,
        summary: 'Login or operation log, by keyword and date range',
        querystring: ZPaging.extend({
          logType: z.coerce.number().int().min(1).max(2).optional(),
          keyWord: z.string().max(200).optional(),
          createTime_begin: ZDate,
          createTime_end: ZDate,
        }),
        response: { 200: zEnvelope(zPage(ZLog)) },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, ...counted } = await listRows<typeof sysLog.$inferSelect>(
        db,
        sysLog,
        [
          q.logType ? eq(sysLog.logType, q.logType) : undefined,
          q.keyWord
            ? or(
                ilike(sysLog.logContent, q.keyWord),
                ilike(sysLog.username, q.keyWord),
                ilike(sysLog.ip, q.keyWord),
              )
            : undefined,
          q.createTime_begin
            ? gte(sysLog.createTime, new Date(q.createTime_begin.replace(' ', 'T')))
            : undefined,
          q.createTime_end ? lt(sysLog.createTime, endDate(q.createTime_end)) : undefined,
        ].filter((c) => c !== undefined),
        [
          orderOf(
            { createTime: sysLog.createTime, costTime: sysLog.costTime, username: sysLog.username },
            q.column,
            q.order,
            desc(sysLog.createTime),
          ),
        ],
        { ...q, cap: LIST_TOTAL_CAP, exact: q.exactTotal === 'true' || q.exactTotal === '1' },
      );
      return ok(pageOf(rows.map(presentLog), counted, q));
    },
  );

  app.delete(
    '/sys/log/delete',
    {
      config: { access: { permission: 'log:delete' }, audit: 'delete log entry' },
      schema: {
        tags,
        summary: 'Delete one log entry',
        querystring: ZIdQuery,
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      const [row] = await db
        .delete(sysLog)
        .where(eq(sysLog.id, request.query.id))
        .returning({ id: sysLog.id });
      if (!row) throw notFound();
      return ok(null, said(request, 'system.deleted'));
    },
  );

  app.delete(
    '/sys/log/deleteBatch',
    {
      config: { access: { permission: 'log:delete' }, audit: 'delete log entries' },
      schema: {
        tags,
        summary: 'Delete several log entries',
        querystring: ZIdsQuery,
        response: { 200: zEnvelope(z.number()) },
      },
    },
    async (request) => {
      const rows = await db
        .delete(sysLog)
        .where(inArray(sysLog.id, idsOf(request.query.ids)))
        .returning({ id: sysLog.id });
      return ok(rows.length, said(request, 'system.deleted'));
    },
  );

  app.get(
    '/sys/loginfo',
    {
      config: { access: { permission: 'log:query' } },
      schema: {
        tags,
        summary: 'Total and today’s visits and today’s distinct addresses',
        querystring: z.object({ _t: z.coerce.number().optional() }),
        response: {
          200: zEnvelope(
            z.object({ totalVisitCount: z.number(), todayVisitCount: z.number(), todayIp: z.number() }),
          ),
        },
      },
    },
    async () => {
      const [total] = await db.select({ n: count() }).from(sysLog).where(visit);
      const [today] = await db
        .select({ n: count(), ips: countDistinct(sysLog.ip) })
        .from(sysLog)
        .where(and(visit, gte(sysLog.createTime, startOfDay())));
      return ok({ totalVisitCount: total.n, todayVisitCount: today.n, todayIp: today.ips });
    },
  );

  app.get(
    '/sys/visitInfo',
    {
      config: { access: { permission: 'log:query' } },
      schema: {
        tags,
        summary: 'Visits and distinct addresses for each of the last 7 days',
        querystring: z.object({ _t: z.coerce.number().optional() }),
        response: {
          200: zEnvelope(
            z.array(z.object({ ymd: z.string(), type: z.string(), visit: z.number(), ip: z.number() })),
          ),
        },
      },
    },
    async () => {
      const since = startOfDay(-6);
      const rows = await db
        .select({ createTime: sysLog.createTime, ip: sysLog.ip })
        .from(sysLog)
        .where(and(visit, gte(sysLog.createTime, since)));
      const days = Array.from({ length: 7 }, (_, i) => startOfDay(i - 6));
      const out = days.map((day) => {
        const next = new Date(day.getTime() + 86_400_000);
        const hits = rows.filter((r) => r.createTime >= day && r.createTime < next);
        const ymd = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
        return { ymd, type: ymd.slice(5), visit: hits.length, ip: new Set(hits.map((h) => h.ip)).size };
      });
      return ok(out);
    },
  );
};
