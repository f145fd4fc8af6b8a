import { zEnvelope, zPage } from '@accredit/shared';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../core/app-types.ts';
import type { Db } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { notFound } from '../../core/errors.ts';
import { fetchPage, ilike, iso, orderOf, pageOf, said, signedIn, ZPaging } from '../system/http.ts';
import { aiChatHistory } from './schema.ts';

/**
 * AI chat history (spec 000 section 7): every read, rating and delete is limited to the caller's
 * own rows (create_by = username), whatever their role, and a `createBy` sent by the client is
 * ignored. Questions and answers stay out of the operation log.
 */
const tags = ['ai'];
const access = { permission: 'ai' } as const;

const ZRecord = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  statue: z.string(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
});

const present = (r: typeof aiChatHistory.$inferSelect) => ({
  id: r.id,
  question: r.question,
  answer: r.answer,
  statue: r.statue,
  createBy: r.createBy,
  createTime: iso(r.createTime),
});

const SORTABLE = { create_time: aiChatHistory.createTime, createTime: aiChatHistory.createTime };

export function registerHistoryRoutes(app: App, db: Db): void {
  app.post(
    '/aacsb/aiChatHistory/add',
    {
      config: { access, audit: false },
      schema: {
        tags,
        summary: 'Save one answered question of the caller',
        body: z.object({
          question: z.string().trim().min(1, 'ai.errors.empty').max(2000, 'ai.errors.tooLong'),
          answer: z.string().max(100_000),
        }),
        response: { 200: zEnvelope(z.object({ id: z.string() })) },
      },
    },
    async (request) => {
      const auth = signedIn(request.auth);
      const [row] = await db
        .insert(aiChatHistory)
        .values({
          question: request.body.question,
          answer: request.body.answer,
          createBy: auth.user.username,
          sysOrgCode: auth.user.orgCode,
        })
        .returning({ id: aiChatHistory.id });
      return ok({ id: row.id });
    },
  );

  app.get(
    '/aacsb/aiChatHistory/list',
    {
      config: { access },
      schema: {
        tags,
        summary: "The caller's own questions, newest first; `question=*text*` searches",
        querystring: ZPaging.extend({
          question: z.string().max(2000).optional(),
          createBy: z.string().max(100).optional(),
        }),
        response: { 200: zEnvelope(zPage(ZRecord)) },
      },
    },
    async (request) => {
      const auth = signedIn(request.auth);
      const q = request.query;
      const where: SQL[] = [eq(aiChatHistory.createBy, auth.user.username)];
      if (q.question?.replace(/\*/g, '').trim()) where.push(ilike(aiChatHistory.question, q.question.trim()));
      const order = orderOf(SORTABLE, q.column, q.order ?? 'desc', desc(aiChatHistory.createTime));
      const { rows, ...counted } = await fetchPage(
        db,
        db
          .select()
          .from(aiChatHistory)
          .where(and(...where))
          .orderBy(order, desc(aiChatHistory.id)),
        aiChatHistory,
        and(...where),
        q,
      );
      return ok(pageOf(rows.map(present), counted, q));
    },
  );

  app.delete(
    '/aacsb/aiChatHistory/delete',
    {
      config: { access, audit: 'delete AI chat history' },
      schema: {
        tags,
        summary: 'Delete one of the caller’s own questions',
        querystring: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      const auth = signedIn(request.auth);
      const gone = await db
        .delete(aiChatHistory)
        .where(and(eq(aiChatHistory.id, request.query.id), eq(aiChatHistory.createBy, auth.user.username)))
        .returning({ id: aiChatHistory.id });
      if (!gone.length) throw notFound();
      return ok(null, said(request, 'ai.history.deleted'));
    },
  );

  app.put(
    '/aacsb/aiChatHistory/edit',
    {
      config: { access, audit: false },
      schema: {
        tags,
        summary: 'Rate one of the caller’s own answers: statue 0 none, 1 unhelpful, 2 helpful',
        body: z.object({
          id: z.string().min(1).max(64),
          statue: z
            .union([z.enum(['0', '1', '2']), z.literal(0), z.literal(1), z.literal(2)])
            .transform(String),
        }),
        response: { 200: zEnvelope(ZRecord) },
      },
    },
    async (request) => {
      const auth = signedIn(request.auth);
      const [row] = await db
        .update(aiChatHistory)
        .set({ statue: request.body.statue, updateBy: auth.user.username, updateTime: new Date() })
        .where(and(eq(aiChatHistory.id, request.body.id), eq(aiChatHistory.createBy, auth.user.username)))
        .returning();
      if (!row) throw notFound();
      return ok(present(row));
    },
  );
}
