import type { Locale } from '@accredit/shared';
import { eq } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Db, Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { translate } from '../../core/i18n.ts';
import type { FileStorage } from '../../core/storage.ts';
import { notifyUsers } from '../notification/notify.ts';
import { ownerAuth } from './auth.ts';
import {
  type JobContext,
  JobFailed,
  type JobFile,
  type JobResult,
  type JobRow,
  JobStopped,
} from './contract.ts';
import { deleteJobFiles, saveJobFile } from './files.ts';
import { DEFAULT_MAX_ATTEMPTS, finishJob, jobKindOf, releaseJob, renewLease } from './queue.ts';
import { sysJob } from './schema.ts';

/**
 * Running one claimed job: the owner's rights rebuilt as they are now, the kind's handler given a
 * context whose progress() records progress, renews the lease and stops the handler on a cancel
 * or a shutdown; then the outcome written (only while the lease is still this worker's) and the
 * owner notified in their language. Files of a job that does not end 'done' are removed.
 */
export interface RunOptions {
  db: Db;
  storage: FileStorage;
  leaseSeconds: number;
  job: JobRow & { cancelRequested: boolean };
  abort: AbortController;
  stopping: () => boolean;
  log?: (msg: string) => void;
}

/** Progress is written at most this often (the last call of a run is written by the finish). */
const PROGRESS_EVERY_MS = 250;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const downloadPath = (jobId: string) => `/api/sys/job/download?id=${jobId}`;

/** The message a person reads for an error: an AppError's own, else a general one (the detail is logged). */
function messageOf(e: unknown, locale: Locale): string {
  if (e instanceof AppError) return translate(locale, e.key, e.values);
  return translate(locale, 'jobs.errors.failed');
}

export async function runClaimed(options: RunOptions): Promise<void> {
  const { db, storage, job, abort, log } = options;
  const locale = job.locale;
  const kind = jobKindOf(job.kind);
  const saved: JobFile[] = [];

  const fail = async (message: string, result?: JobResult) => {
    if (await finishJob(db, job.id, { status: 'failed', error: message, result }))
      await notifyFailed(db, job, message);
  };

  if (!kind) return fail(translate(locale, 'jobs.errors.unknownKind', { kind: job.kind }));
  if (job.cancelRequested) {
    await finishJob(db, job.id, { status: 'cancelled' });
    return;
  }
  if (job.attempts > (kind.maxAttempts ?? DEFAULT_MAX_ATTEMPTS))
    return fail(translate(locale, 'jobs.errors.interrupted', { attempts: job.attempts - 1 }));

  let auth: AuthContext;
  try {
    auth = await ownerAuth(db, job);
    if (kind.permission && !auth.permissions.has(kind.permission))
      throw new AppError(403, 'jobs.errors.forbidden');
  } catch (e) {
    return fail(messageOf(e, locale));
  }

  let lastWrite = 0;
  let stopReason: 'cancelled' | 'closing' | null = null;
  const stop = (reason: 'cancelled' | 'closing') => {
    stopReason ??= reason;
    if (!abort.signal.aborted) abort.abort(reason);
  };
  abort.signal.addEventListener('abort', () => {
    stopReason ??= abort.signal.reason === 'cancelled' ? 'cancelled' : 'closing';
  });
  const check = (answer: { cancelRequested: boolean } | null) => {
    // No answer: the lease is no longer this worker's (taken over after a long pause); let go.
    if (!answer) stop('closing');
    else if (answer.cancelRequested) stop('cancelled');
  };

  // The lease is renewed by progress() and, for a handler that is quiet for a while, by a timer.
  const heartbeat = setInterval(
    () => {
      renewLease(db, job.id, options.leaseSeconds)
        .then(check)
        .catch(() => undefined);
    },
    Math.max(500, (options.leaseSeconds * 1000) / 3),
  );
  heartbeat.unref();

  const ctx: JobContext = {
    job,
    db,
    storage,
    auth,
    signal: abort.signal,
    async progress(done, total) {
      if (stopReason) throw new JobStopped(stopReason);
      const now = Date.now();
      if (now - lastWrite < PROGRESS_EVERY_MS) return;
      lastWrite = now;
      check(await renewLease(db, job.id, options.leaseSeconds, { done, total }));
      if (stopReason) throw new JobStopped(stopReason);
    },
    async saveFile(fileName, bytes, mime) {
      const file = await saveJobFile(db, storage, auth, fileName, bytes, mime);
      saved.push(file);
      return file;
    },
  };

  let result: JobResult | undefined;
  let failure: unknown = null;
  try {
    result = await kind.run(ctx);
  } catch (e) {
    failure = e;
  } finally {
    clearInterval(heartbeat);
  }

  const removeFiles = () =>
    deleteJobFiles(
      db,
      storage,
      saved.map((f) => f.fileId),
    ).catch(() => undefined);
  if (failure === null && !stopReason) {
    const ended = await db.transaction(async (tx) => {
      if (!(await finishJob(tx, job.id, { status: 'done', result }))) return false;
      await notifyDone(tx, job, result);
      return true;
    });
    if (!ended) await removeFiles();
    return;
  }
  await removeFiles();
  const reason =
    failure instanceof JobStopped ? failure.reason : (stopReason ?? (options.stopping() ? 'closing' : null));
  if (reason === 'cancelled') {
    await finishJob(db, job.id, { status: 'cancelled' });
    return;
  }
  if (reason === 'closing') {
    await releaseJob(db, job.id).catch(() => undefined);
    return;
  }
  if (failure instanceof JobFailed)
    return fail(translate(locale, failure.key, failure.values), failure.result);
  if (!(failure instanceof AppError))
    log?.(
      `Job ${job.id} (${job.kind}) failed: ${failure instanceof Error ? (failure.stack ?? failure.message) : String(failure)}`,
    );
  await fail(messageOf(failure, locale));
}

async function notifyDone(db: Executor, job: JobRow, result?: JobResult) {
  const locale = job.locale;
  const title = await jobTitle(db, job.id);
  const file = result?.file;
  const link = file ? `<p><a href="${downloadPath(job.id)}">${escapeHtml(file.fileName)}</a></p>` : '';
  await notifyUsers(db, {
    userIds: [job.ownerId],
    title: translate(locale, 'jobs.notice.doneTitle', { title }),
    content: `<p>${escapeHtml(translate(locale, file ? 'jobs.notice.doneWithFile' : 'jobs.notice.done', { title }))}</p>${link}`,
  });
}

async function notifyFailed(db: Db, job: JobRow, message: string) {
  const locale = job.locale;
  const title = await jobTitle(db, job.id);
  await notifyUsers(db, {
    userIds: [job.ownerId],
    title: translate(locale, 'jobs.notice.failedTitle', { title }),
    content: `<p>${escapeHtml(message)}</p>`,
    priority: 'H',
  });
}

async function jobTitle(db: Executor, id: string): Promise<string> {
  const [row] = await db.select({ title: sysJob.title }).from(sysJob).where(eq(sysJob.id, id));
  return row?.title ?? '';
}
