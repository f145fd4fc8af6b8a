import { zEnvelope, zPage } from '@accredit/shared';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Module } from '../../core/app-types.ts';
import type { Executor } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { forbidden, notFound } from '../../core/errors.ts';
import {
  fetchPage,
  ilike,
  iso,
  orderOf,
  pageOf,
  said,
  signedIn,
  window,
  ZIdQuery,
  ZPaging,
} from '../system/http.ts';
import { catchUpEveryone } from './deliver.ts';
import { sysAnnouncement, sysAnnouncementFile, userSystemNotification } from './schema.ts';

/**
 * A person's own notifications, with the calls exactly as spec 000 section 7 and spec 001
 * section 7 give them. Every call is limited to the caller's own rows whatever `userId` says:
 * nobody reads or marks another person's notifications.
 */
const tags = ['notifications'];

const ZNotification = z.object({
  id: z.string(),
  userSystemNotificationId: z.string(),
  systemNotificationId: z.string(),
  title: z.string(),
  content: z.string(),
  priority: z.string(),
  sender: z.string().nullable(),
  createTime: z.string().nullable(),
  ifRead: z.number(),
});
const ZFile = z.object({ id: z.string(), fileName: z.string(), filePath: z.string() });

const columns = {
  id: userSystemNotification.id,
  systemNotificationId: userSystemNotification.systemNotificationId,
  title: sysAnnouncement.title,
  content: sysAnnouncement.content,
  priority: sysAnnouncement.priority,
  sender: sysAnnouncement.sender,
  createTime: userSystemNotification.createTime,
  ifRead: userSystemNotification.ifRead,
};
type Row = { createTime: Date } & Omit<
  z.infer<typeof ZNotification>,
  'createTime' | 'userSystemNotificationId'
>;
const present = (r: Row) => ({ ...r, userSystemNotificationId: r.id, createTime: iso(r.createTime) });

/** Released, not deleted: a revoked announcement leaves the list. */
const live = and(eq(sysAnnouncement.sendStatus, '1'), eq(sysAnnouncement.delFlag, false));

function inbox(db: Executor) {
  return db
    .select(columns)
    .from(userSystemNotification)
    .innerJoin(sysAnnouncement, eq(sysAnnouncement.id, userSystemNotification.systemNotificationId));
}

export const inboxRoutes: Module = (app, { database }) => {
  const db = database.db;

  app.get(
    '/aacsb/viewUserNotification/list',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary:
          'The caller’s notifications (ifRead 1 = unread); the unread count is this list with ifRead=1',
        querystring: ZPaging.extend({
          userId: z.string().max(64).optional(),
          ifRead: z.coerce.number().int().min(0).max(1).optional(),
          title: z.string().max(200).optional(),
        }),
        response: { 200: zEnvelope(zPage(ZNotification)) },
      },
    },
    async (request) => {
      const auth = signedIn(request.auth);
      const q = request.query;
      await catchUpEveryone(db, auth.user.id);
      const where: (SQL | undefined)[] = [eq(userSystemNotification.userId, auth.user.id), live];
      if (q.ifRead !== undefined) where.push(eq(userSystemNotification.ifRead, q.ifRead));
      if (q.title) where.push(ilike(sysAnnouncement.title, q.title));
      const order = orderOf(
        {
          createTime: userSystemNotification.createTime,
          create_time: userSystemNotification.createTime,
          ifRead: userSystemNotification.ifRead,
        },
        q.column,
        q.order,
        desc(userSystemNotification.createTime),
      );
      const { rows, total } = await fetchPage(
        db,
        inbox(db)
          .where(and(...where))
          .orderBy(order, desc(userSystemNotification.id)),
        () =>
          db
            .select({ total: count() })
            .from(userSystemNotification)
            .innerJoin(sysAnnouncement, eq(sysAnnouncement.id, userSystemNotification.systemNotificationId))
            .where(and(...where)),
        and(...where),
        q,
      );
      return ok(pageOf(rows.map(present), total, q));
    },
  );

  // The header badge polls this every few seconds: one count, no rows.
  app.get(
    '/aacsb/viewUserNotification/unreadCount',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'How many of the caller’s notifications are unread (the header badge polls it)',
        querystring: z.object({ _t: z.coerce.number().optional() }),
        response: { 200: zEnvelope(z.object({ count: z.number() })) },
      },
    },
    async (request) => {
      const auth = signedIn(request.auth);
      await catchUpEveryone(db, auth.user.id);
      const [{ total }] = await db
        .select({ total: count() })
        .from(userSystemNotification)
        .innerJoin(sysAnnouncement, eq(sysAnnouncement.id, userSystemNotification.systemNotificationId))
        .where(
          and(eq(userSystemNotification.userId, auth.user.id), eq(userSystemNotification.ifRead, 1), live),
        );
      return ok({ count: total });
    },
  );

  app.get(
    '/aacsb/userSystemNotification/queryById',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'One of the caller’s notifications with its attachments (code 0)',
        querystring: ZIdQuery,
        response: { 200: zEnvelope(ZNotification.extend({ files: z.array(ZFile) })) },
      },
    },
    async (request) => {
      const auth = signedIn(request.auth);
      const [row] = await inbox(db).where(
        and(
          eq(userSystemNotification.id, request.query.id),
          eq(userSystemNotification.userId, auth.user.id),
          live,
        ),
      );
      if (!row) throw notFound();
      const files = await db
        .select({
          id: sysAnnouncementFile.id,
          fileName: sysAnnouncementFile.fileName,
          filePath: sysAnnouncementFile.filePath,
        })
        .from(sysAnnouncementFile)
        .where(eq(sysAnnouncementFile.announcementId, row.systemNotificationId))
        .orderBy(asc(sysAnnouncementFile.sortOrder));
      return ok({ ...present(row), files }, '', 0);
    },
  );

  app.put(
    '/aacsb/userSystemNotification/edit',
    {
      config: { access: 'authenticated', audit: 'mark notification read' },
      schema: {
        tags,
        summary: 'Mark one of the caller’s notifications read (ifRead 0) or unread (1)',
        body: z
          .object({ id: z.string().min(1).max(64), ifRead: z.coerce.number().int().min(0).max(1) })
          .loose(),
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      const auth = signedIn(request.auth);
      const { id, ifRead } = request.body;
      const [row] = await db
        .update(userSystemNotification)
        .set({ ifRead, readTime: ifRead === 0 ? new Date() : null })
        .where(and(eq(userSystemNotification.id, id), eq(userSystemNotification.userId, auth.user.id)))
        .returning({ id: userSystemNotification.id });
      if (!row) throw notFound();
      return ok(null, said(request, 'system.saved'));
    },
  );

  app.get(
    '/aacsb/systemNotification/fileList',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Attachments of an announcement the caller received (or may manage)',
        querystring: ZPaging.extend({ parentId: z.string().min(1).max(64) }),
        response: { 200: zEnvelope(zPage(ZFile)) },
      },
    },
    async (request) => {
      const auth = signedIn(request.auth);
      const { parentId } = request.query;
      if (!auth.permissions.has('announcement:query')) {
        const [mine] = await inbox(db).where(
          and(
            eq(userSystemNotification.systemNotificationId, parentId),
            eq(userSystemNotification.userId, auth.user.id),
            live,
          ),
        );
        if (!mine) throw forbidden();
      }
      const { limit, offset } = window(request.query);
      const base = db
        .select({
          id: sysAnnouncementFile.id,
          fileName: sysAnnouncementFile.fileName,
          filePath: sysAnnouncementFile.filePath,
        })
        .from(sysAnnouncementFile)
        .where(eq(sysAnnouncementFile.announcementId, parentId))
        .orderBy(asc(sysAnnouncementFile.sortOrder))
        .offset(offset);
      const rows = limit ? await base.limit(limit) : await base;
      const [{ total }] = await db
        .select({ total: count() })
        .from(sysAnnouncementFile)
        .where(eq(sysAnnouncementFile.announcementId, parentId));
      return ok(pageOf(rows, total, request.query));
    },
  );
};
