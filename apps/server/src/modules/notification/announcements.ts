import { zEnvelope, zPage } from '@accredit/shared';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext } from '../../core/access.ts';
import type { Module } from '../../core/app-types.ts';
import { type Executor, inTransaction } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { AppError, notFound } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { sanitizeRichText } from '../../core/rich-text.ts';
import { dataRuleWhere } from '../system/data-rules.ts';
import {
  fetchPage,
  idsOf,
  ilike,
  iso,
  orderOf,
  pageOf,
  said,
  ZIdQuery,
  ZIdsQuery,
  ZPaging,
} from '../system/http.ts';
import { assertMayReference } from '../upload/references.ts';
import { deliverAnnouncement } from './deliver.ts';
import { sysAnnouncement, sysAnnouncementFile } from './schema.ts';

/**
 * /sys/annountCement (the spec's spelling): announcements written by administrators, released
 * to an audience (doReleaseData) and revoked (doReovkeData). Release creates one notification
 * row per person; data rules on the announcement screen narrow every call alike.
 */
const tags = ['system: announcements'];

const ZFile = z.object({
  fileName: z.string().trim().min(1).max(255),
  filePath: z.string().trim().min(1).max(500),
});
const ZInput = z.object({
  title: z.string().trim().min(1).max(200),
  content: z.string().max(200_000).default(''),
  priority: z.enum(['L', 'M', 'H']).default('M'),
  msgType: z.enum(['ALL', 'ROLE', 'DEPART', 'USER']).default('ALL'),
  audienceIds: z.union([z.string().max(100_000), z.array(z.string().max(64)).max(10_000)]).default([]),
  files: z.array(ZFile).max(20).default([]),
});

export const ZAnnouncement = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  priority: z.string(),
  msgType: z.string(),
  audienceIds: z.array(z.string()),
  sendStatus: z.string(),
  sender: z.string().nullable(),
  sendTime: z.string().nullable(),
  cancelTime: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  files: z.array(ZFile.extend({ id: z.string() })),
});

const RULE_COLUMNS = { create_by: sysAnnouncement.createBy, sys_org_code: sysAnnouncement.sysOrgCode };
type Row = typeof sysAnnouncement.$inferSelect;

function audienceOf(raw: string | string[]): string[] {
  return Array.isArray(raw) ? [...new Set(raw.filter(Boolean))] : idsOf(raw);
}

/** Links must point at files uploaded through /obe/uploadFile, never elsewhere. */
function checkFiles(files: z.infer<typeof ZFile>[]) {
  for (const f of files)
    if (!/^\/obe\/file\/[a-z0-9]{20}$/.test(f.filePath)) throw new AppError(400, 'errors.field.invalid');
}

async function present(db: Executor, rows: Row[]) {
  const ids = rows.map((r) => r.id);
  const files = ids.length
    ? await db
        .select()
        .from(sysAnnouncementFile)
        .where(inArray(sysAnnouncementFile.announcementId, ids))
        .orderBy(asc(sysAnnouncementFile.sortOrder))
    : [];
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    content: r.content,
    priority: r.priority,
    msgType: r.msgType,
    audienceIds: r.audienceIds,
    sendStatus: r.sendStatus,
    sender: r.sender,
    sendTime: iso(r.sendTime),
    cancelTime: iso(r.cancelTime),
    createBy: r.createBy,
    createTime: iso(r.createTime),
    files: files
      .filter((f) => f.announcementId === r.id)
      .map((f) => ({ id: f.id, fileName: f.fileName, filePath: f.filePath })),
  }));
}

async function findVisible(
  db: Executor,
  auth: AuthContext | null,
  id: string,
  codes: string[],
): Promise<Row> {
  const rules = await dataRuleWhere(db, auth, codes, RULE_COLUMNS);
  const [row] = await db
    .select()
    .from(sysAnnouncement)
    .where(
      and(
        eq(sysAnnouncement.id, id),
        eq(sysAnnouncement.delFlag, false),
        eq(sysAnnouncement.category, 'announcement'),
        ...rules,
      ),
    );
  if (!row) throw notFound();
  return row;
}

async function replaceFiles(
  db: Executor,
  auth: AuthContext | null,
  announcementId: string,
  files: z.infer<typeof ZFile>[],
) {
  const held = await db
    .select({ url: sysAnnouncementFile.filePath })
    .from(sysAnnouncementFile)
    .where(eq(sysAnnouncementFile.announcementId, announcementId));
  await assertMayReference(
    db,
    auth,
    files.map((f) => f.filePath),
    { held: held.map((h) => h.url), announcementId },
  );
  await db.delete(sysAnnouncementFile).where(eq(sysAnnouncementFile.announcementId, announcementId));
  if (files.length)
    await db
      .insert(sysAnnouncementFile)
      .values(files.map((f, i) => ({ id: newId(), announcementId, ...f, sortOrder: i })));
}

export const announcementRoutes: Module = (app, { database }) => {
  const db = database.db;
  const one = { 200: zEnvelope(ZAnnouncement) };

  app.get(
    '/sys/annountCement/list',
    {
      config: { access: { permission: 'announcement:query' } },
      schema: {
        tags,
        summary: 'Announcements, paged',
        querystring: ZPaging.extend({
          title: z.string().max(200).optional(),
          sendStatus: z.enum(['0', '1', '2']).optional(),
        }),
        response: { 200: zEnvelope(zPage(ZAnnouncement)) },
      },
    },
    async (request) => {
      const q = request.query;
      // Notices to named people from other modules (notifyUsers) are not administrators' announcements.
      const where: SQL[] = [eq(sysAnnouncement.delFlag, false), eq(sysAnnouncement.category, 'announcement')];
      if (q.title) where.push(ilike(sysAnnouncement.title, q.title));
      if (q.sendStatus) where.push(eq(sysAnnouncement.sendStatus, q.sendStatus));
      where.push(...(await dataRuleWhere(db, request.auth, ['announcement:query'], RULE_COLUMNS)));
      const order = orderOf(
        {
          createTime: sysAnnouncement.createTime,
          sendTime: sysAnnouncement.sendTime,
          title: sysAnnouncement.title,
        },
        q.column,
        q.order,
        desc(sysAnnouncement.createTime),
      );
      const { rows, ...counted } = await fetchPage(
        db,
        db
          .select()
          .from(sysAnnouncement)
          .where(and(...where))
          .orderBy(order),
        sysAnnouncement,
        and(...where),
        q,
      );
      return ok(pageOf(await present(db, rows), counted, q));
    },
  );

  app.get(
    '/sys/annountCement/queryById',
    {
      config: { access: { permission: ['announcement:get', 'announcement:query'] } },
      schema: { tags, summary: 'One announcement', querystring: ZIdQuery, response: one },
    },
    async (request) => {
      const row = await findVisible(db, request.auth, request.query.id, [
        'announcement:get',
        'announcement:query',
      ]);
      return ok((await present(db, [row]))[0]);
    },
  );

  app.post(
    '/sys/annountCement/add',
    {
      config: { access: { permission: 'announcement:add' }, audit: 'add announcement' },
      schema: {
        tags,
        summary: 'Write an announcement (a draft until released)',
        body: ZInput,
        response: one,
      },
    },
    async (request) => {
      const { files, audienceIds, content, ...input } = request.body;
      checkFiles(files);
      const row = await inTransaction(db, async (tx) => {
        const [created] = await tx
          .insert(sysAnnouncement)
          .values({
            ...input,
            content: sanitizeRichText(content),
            audienceIds: audienceOf(audienceIds),
            createBy: request.auth?.user.username,
            sysOrgCode: request.auth?.user.orgCode,
          })
          .returning();
        await replaceFiles(tx, request.auth, created.id, files);
        return created;
      });
      return ok((await present(db, [row]))[0], said(request, 'system.saved'));
    },
  );

  app.put(
    '/sys/annountCement/edit',
    {
      config: { access: { permission: 'announcement:edit' }, audit: 'edit announcement' },
      schema: {
        tags,
        summary: 'Edit an announcement that is not released',
        body: ZInput.extend({ id: z.string().min(1).max(64) }),
        response: one,
      },
    },
    async (request) => {
      const { id, files, audienceIds, content, ...input } = request.body;
      checkFiles(files);
      const current = await findVisible(db, request.auth, id, ['announcement:edit']);
      // What people have already received stays as they received it: revoke first, then edit.
      if (current.sendStatus === '1') throw new AppError(400, 'system.announcement.released');
      const row = await inTransaction(db, async (tx) => {
        const [updated] = await tx
          .update(sysAnnouncement)
          .set({
            ...input,
            content: sanitizeRichText(content),
            audienceIds: audienceOf(audienceIds),
            updateBy: request.auth?.user.username,
            updateTime: new Date(),
          })
          .where(eq(sysAnnouncement.id, id))
          .returning();
        await replaceFiles(tx, request.auth, id, files);
        return updated;
      });
      return ok((await present(db, [row]))[0], said(request, 'system.saved'));
    },
  );

  const remove = async (auth: AuthContext | null, ids: string[]) => {
    let n = 0;
    for (const id of ids) {
      const rules = await dataRuleWhere(db, auth, ['announcement:delete'], RULE_COLUMNS);
      const rows = await db
        .update(sysAnnouncement)
        .set({ delFlag: true })
        .where(
          and(
            eq(sysAnnouncement.id, id),
            eq(sysAnnouncement.delFlag, false),
            eq(sysAnnouncement.category, 'announcement'),
            ...rules,
          ),
        )
        .returning({ id: sysAnnouncement.id });
      n += rows.length;
    }
    if (!n) throw notFound();
    return n;
  };

  app.delete(
    '/sys/annountCement/delete',
    {
      config: { access: { permission: 'announcement:delete' }, audit: 'delete announcement' },
      schema: {
        tags,
        summary: 'Delete an announcement (it leaves everyone’s list)',
        querystring: ZIdQuery,
        response: { 200: zEnvelope(z.number()) },
      },
    },
    async (request) => ok(await remove(request.auth, [request.query.id]), said(request, 'system.deleted')),
  );

  app.delete(
    '/sys/annountCement/deleteBatch',
    {
      config: { access: { permission: 'announcement:delete' }, audit: 'delete announcements' },
      schema: {
        tags,
        summary: 'Delete several announcements',
        querystring: ZIdsQuery,
        response: { 200: zEnvelope(z.number()) },
      },
    },
    async (request) =>
      ok(await remove(request.auth, idsOf(request.query.ids)), said(request, 'system.deleted')),
  );

  app.put(
    '/sys/annountCement/doReleaseData',
    {
      config: { access: { permission: 'announcement:enable' }, audit: 'release announcement' },
      schema: {
        tags,
        summary: 'Release: every person in the audience gets a notification',
        querystring: ZIdQuery,
        response: { 200: zEnvelope(z.object({ delivered: z.number() })) },
      },
    },
    async (request) => {
      const row = await findVisible(db, request.auth, request.query.id, ['announcement:enable']);
      if (row.sendStatus === '1') throw new AppError(400, 'system.announcement.released');
      const delivered = await inTransaction(db, async (tx) => {
        await tx
          .update(sysAnnouncement)
          .set({
            sendStatus: '1',
            sendTime: new Date(),
            sender: request.auth?.user.username,
            cancelTime: null,
          })
          .where(eq(sysAnnouncement.id, row.id));
        return deliverAnnouncement(tx, row.id, row);
      });
      return ok({ delivered }, said(request, 'system.announcement.releasedOk'));
    },
  );

  app.put(
    '/sys/annountCement/doReovkeData',
    {
      config: { access: { permission: 'announcement:disable' }, audit: 'revoke announcement' },
      schema: {
        tags,
        summary: 'Revoke: the notification leaves everyone’s list',
        querystring: ZIdQuery,
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      const row = await findVisible(db, request.auth, request.query.id, ['announcement:disable']);
      if (row.sendStatus !== '1') throw new AppError(400, 'system.announcement.notReleased');
      await db
        .update(sysAnnouncement)
        .set({ sendStatus: '2', cancelTime: new Date() })
        .where(eq(sysAnnouncement.id, row.id));
      return ok(null, said(request, 'system.announcement.revokedOk'));
    },
  );
};
