import { zEnvelope, zPage } from '@accredit/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext } from '../../core/access.ts';
import type { App } from '../../core/app-types.ts';
import type { Db } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { notFound } from '../../core/errors.ts';
import type { FileStorage } from '../../core/storage.ts';
import { fetchPage, iso, pageOf, said, signedIn, ZPaging } from '../system/http.ts';
import { sysFile } from '../upload/schema.ts';
import { JOB_STATUS } from './contract.ts';
import { fileOfResult, JOB_FILE_KIND } from './files.ts';
import { requestCancel } from './queue.ts';
import { sysJob } from './schema.ts';

/**
 * A person's background jobs: their list (newest first), one job, cancelling one, and the file a
 * finished job made. Every call is limited to the caller's own jobs; holders of ADMIN_PERMISSION
 * (the operation log's reader: administrators) may also list, read and cancel everyone's, but
 * download only their own files (a job's file holds what its owner's rights let them read).
 */
export const ADMIN_PERMISSION = 'log:query';
const tags = ['jobs'];

const ZJobFile = z.object({ fileId: z.string(), fileName: z.string(), size: z.number(), mime: z.string() });
export const ZJob = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  status: z.enum(Object.values(JOB_STATUS) as [string, ...string[]]),
  done: z.number(),
  total: z.number(),
  result: z.object({ file: ZJobFile.optional() }).catchall(z.unknown()).nullable(),
  error: z.string().nullable(),
  attempts: z.number(),
  cancelRequested: z.boolean(),
  createTime: z.string().nullable(),
  startTime: z.string().nullable(),
  finishTime: z.string().nullable(),
});

type JobRecord = typeof sysJob.$inferSelect;

export function presentJob(j: JobRecord): z.infer<typeof ZJob> {
  return {
    id: j.id,
    kind: j.kind,
    title: j.title,
    status: j.status,
    done: j.done,
    total: j.total,
    result: (j.result as z.infer<typeof ZJob>['result']) ?? null,
    error: j.error,
    attempts: j.attempts,
    cancelRequested: j.cancelRequested !== null,
    createTime: iso(j.createTime),
    startTime: iso(j.startTime),
    finishTime: iso(j.finishTime),
  };
}

const isAdmin = (auth: AuthContext) => auth.permissions.has(ADMIN_PERMISSION);

/** The job when the caller may see it (their own, or anyone's for an administrator), else 404. */
async function visibleJob(db: Db, auth: AuthContext, id: string, ownOnly = false): Promise<JobRecord> {
  const [job] = await db.select().from(sysJob).where(eq(sysJob.id, id));
  if (!job || (job.ownerId !== auth.user.id && (ownOnly || !isAdmin(auth))))
    throw notFound('jobs.errors.notFound');
  return job;
}

const ZId = z.object({ id: z.string().min(1).max(64), _t: z.coerce.number().optional() });

export function jobRoutes(app: App, db: Db, storage: FileStorage): void {
  app.get(
    '/sys/job/list',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'The caller’s background jobs, newest first (administrators: everyone’s with all=true)',
        querystring: ZPaging.extend({
          status: z.enum(Object.values(JOB_STATUS) as [string, ...string[]]).optional(),
          kind: z.string().max(64).optional(),
          all: z.enum(['true', 'false', '1', '0']).optional(),
        }),
        response: { 200: zEnvelope(zPage(ZJob)) },
      },
    },
    async (request) => {
      const auth = signedIn(request.auth);
      const q = request.query;
      const everyone = (q.all === 'true' || q.all === '1') && isAdmin(auth);
      const where: SQL[] = [];
      if (!everyone) where.push(eq(sysJob.ownerId, auth.user.id));
      if (q.status) where.push(eq(sysJob.status, q.status));
      if (q.kind) where.push(eq(sysJob.kind, q.kind));
      const condition = where.length ? and(...where) : undefined;
      const { rows, total } = await fetchPage(
        db,
        db.select().from(sysJob).where(condition).orderBy(desc(sysJob.createTime), desc(sysJob.id)),
        () => db.select({ total: count() }).from(sysJob).where(condition),
        condition,
        q,
      );
      return ok(pageOf(rows.map(presentJob), total, q));
    },
  );

  app.get(
    '/sys/job/queryById',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'One of the caller’s jobs (404 for another’s)',
        querystring: ZId,
        response: { 200: zEnvelope(ZJob) },
      },
    },
    async (request) => {
      const auth = signedIn(request.auth);
      return ok(presentJob(await visibleJob(db, auth, request.query.id)));
    },
  );

  app.post(
    '/sys/job/cancel',
    {
      config: { access: 'authenticated', audit: 'cancel job' },
      schema: {
        tags,
        summary: 'Cancels a job: a queued one at once, a running one at its next step',
        body: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: zEnvelope(ZJob) },
      },
    },
    async (request) => {
      const auth = signedIn(request.auth);
      const job = await visibleJob(db, auth, request.body.id);
      const outcome = await requestCancel(db, job.id);
      const key =
        outcome === 'cancelled'
          ? 'jobs.cancel.done'
          : outcome === 'asked'
            ? 'jobs.cancel.asked'
            : 'jobs.cancel.ended';
      return ok(presentJob(await visibleJob(db, auth, job.id)), said(request, key));
    },
  );

  app.get(
    '/sys/job/download',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'The file a finished job made (its owner only), as an attachment',
        querystring: ZId,
      },
    },
    async (request, reply) => {
      const auth = signedIn(request.auth);
      const job = await visibleJob(db, auth, request.query.id, true);
      const file = job.status === JOB_STATUS.done ? fileOfResult(job.result) : null;
      if (!file) throw notFound('jobs.errors.noFile');
      const [stored] = await db
        .select()
        .from(sysFile)
        .where(and(eq(sysFile.id, file.fileId), eq(sysFile.kind, JOB_FILE_KIND)));
      const body = stored ? await storage.get(stored.storedName).catch(() => null) : null;
      if (!stored || !body) throw notFound('jobs.errors.noFile');
      const ascii = stored.originalName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      return reply
        .header('content-type', stored.mime)
        .header(
          'content-disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(stored.originalName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`,
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
}
