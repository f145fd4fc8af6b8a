import { randomBytes } from 'node:crypto';
import type { Locale } from '@accredit/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { newId } from '../../core/ids.ts';
import { JOB_STATUS, type JobKind, type JobRow } from './contract.ts';
import { sysJob } from './schema.ts';

/**
 * The job queue is sys_job itself: a job is inserted in the transaction that asks for it, and
 * workers (worker.ts) claim it with `FOR UPDATE SKIP LOCKED` and a lease, so two servers on one
 * PostgreSQL never run the same job and a server that stops mid-job leaves a lease that runs out.
 * Workers are woken when the asking transaction commits: PostgreSQL delivers the NOTIFY then (to
 * every server); on the embedded database a query waits for the open transaction, so a word to
 * this process's worker is enough. Either way a worker also polls every few seconds.
 */
export const JOB_CHANNEL = 'accredit_job';

const kinds = new Map<string, JobKind>();

/** Makes a kind runnable. A kind registered twice keeps the last handler (a module built again in tests). */
export function registerJobKind(kind: JobKind): void {
  kinds.set(kind.kind, kind);
}

export function jobKindOf(name: string): JobKind | undefined {
  return kinds.get(name);
}

export const DEFAULT_MAX_ATTEMPTS = 2;

export interface EnqueueInput {
  kind: string;
  /** What the kind needs (JSON). */
  params: unknown;
  ownerId: string;
  roleId: string | null;
  locale: Locale;
  /** A person-readable title in the asker's language. */
  title: string;
}

const wakers = new Set<() => void>();

/** This process's workers hear of new jobs (returns the function that stops it). */
export function onJobQueued(wake: () => void): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}

export function wakeJobWorkers(): void {
  for (const wake of wakers) setImmediate(wake);
}

/**
 * Queues a job in the caller's transaction (or on its own) and returns its id. The kind must be
 * registered: a job nobody can run is refused here rather than failing later.
 */
export async function enqueueJob(db: Executor, input: EnqueueInput): Promise<string> {
  if (!kinds.has(input.kind)) throw new Error(`Unknown job kind: ${input.kind}`);
  const id = newId();
  await db.insert(sysJob).values({
    id,
    kind: input.kind,
    status: JOB_STATUS.queued,
    ownerId: input.ownerId,
    roleId: input.roleId,
    locale: input.locale,
    params: input.params ?? {},
    title: input.title.slice(0, 500),
    createBy: input.ownerId,
  });
  await db.execute(sql`select pg_notify(${JOB_CHANNEL}, ${id})`);
  wakeJobWorkers();
  return id;
}

/** Who holds a lease (for someone reading the table); the lease's time is what counts. */
export const LEASE_OWNER = `${process.pid}-${randomBytes(4).toString('hex')}`;

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

interface ClaimedRow {
  id: string;
  kind: string;
  owner_id: string;
  role_id: string | null;
  locale: string;
  params: unknown;
  attempts: number;
  cancel_requested: Date | string | null;
}

/**
 * Claims the oldest job that is queued, or running on a lease that ran out (its server stopped):
 * it becomes running under this worker's lease, attempts + 1, progress from zero.
 */
export async function claimJob(
  db: Executor,
  leaseSeconds: number,
  owner = LEASE_OWNER,
): Promise<(JobRow & { cancelRequested: boolean }) | null> {
  const [row] = await rows<ClaimedRow>(
    db,
    sql`update sys_job
           set status = ${JOB_STATUS.running}, attempts = attempts + 1, done = 0, total = 0,
               lease_until = now() + make_interval(secs => ${leaseSeconds}), lease_owner = ${owner},
               start_time = now(), update_time = now()
         where id = (
           select id from sys_job
            where status = ${JOB_STATUS.queued}
               or (status = ${JOB_STATUS.running} and lease_until < now())
            order by create_time, id
            limit 1
            for update skip locked)
        returning id, kind, owner_id, role_id, locale, params, attempts, cancel_requested`,
  );
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    ownerId: row.owner_id,
    roleId: row.role_id,
    locale: row.locale as Locale,
    params: row.params,
    attempts: Number(row.attempts),
    cancelRequested: row.cancel_requested !== null,
  };
}

/**
 * Renews this worker's lease and records progress (when given); answers whether a cancel was
 * asked for, or null when the lease is no longer this worker's (the job was taken over or ended).
 */
export async function renewLease(
  db: Executor,
  id: string,
  leaseSeconds: number,
  progress?: { done: number; total?: number },
  owner = LEASE_OWNER,
): Promise<{ cancelRequested: boolean } | null> {
  const set = progress
    ? sql`, done = ${Math.max(0, Math.floor(progress.done))}${
        progress.total === undefined ? sql`` : sql`, total = ${Math.max(0, Math.floor(progress.total))}`
      }`
    : sql``;
  const [row] = await rows<{ cancel_requested: unknown }>(
    db,
    sql`update sys_job set lease_until = now() + make_interval(secs => ${leaseSeconds})${set}
         where id = ${id} and status = ${JOB_STATUS.running} and lease_owner = ${owner}
        returning cancel_requested`,
  );
  return row ? { cancelRequested: row.cancel_requested !== null } : null;
}

/**
 * Ends a job this worker holds: done, failed or cancelled (with the result or message). False when
 * the lease was no longer this worker's (nothing written).
 */
export async function finishJob(
  db: Executor,
  id: string,
  outcome:
    | { status: 'done'; result: unknown; done?: number }
    | { status: 'failed'; error: string; result?: unknown }
    | { status: 'cancelled' },
  owner = LEASE_OWNER,
): Promise<boolean> {
  const result =
    outcome.status === 'cancelled' || outcome.result === undefined ? null : JSON.stringify(outcome.result);
  const error = outcome.status === 'failed' ? outcome.error.slice(0, 2000) : null;
  const done =
    outcome.status !== 'done'
      ? sql`done`
      : outcome.done !== undefined
        ? sql`${Math.floor(outcome.done)}`
        : sql`greatest(done, total)`;
  const ended = await rows(
    db,
    sql`update sys_job
           set status = ${outcome.status}, result = ${result}::jsonb, error = ${error}, done = ${done},
               finish_time = now(), update_time = now(), lease_until = null, lease_owner = null
         where id = ${id} and status = ${JOB_STATUS.running} and lease_owner = ${owner}
        returning id`,
  );
  return ended.length > 0;
}

/**
 * Hands a job back because this server is closing: queued again (the stop does not count as an
 * attempt), so the next server to look runs it from the start.
 */
export async function releaseJob(db: Executor, id: string, owner = LEASE_OWNER): Promise<void> {
  await db.execute(
    sql`update sys_job
           set status = ${JOB_STATUS.queued}, attempts = greatest(attempts - 1, 0), lease_until = null,
               lease_owner = null, update_time = now()
         where id = ${id} and status = ${JOB_STATUS.running} and lease_owner = ${owner}`,
  );
}

/**
 * On the embedded database one process owns the data: a lease found at start was left by a
 * stopped process (the data-dir lock proves it is gone), so it is made to run out now.
 */
export async function expireAllLeases(db: Executor): Promise<void> {
  await db.execute(
    sql`update sys_job set lease_until = now() - interval '1 second'
         where status = ${JOB_STATUS.running} and lease_until >= now()`,
  );
}

/** Marks a cancel: a queued job ends at once; a running one at its next progress call. */
export async function requestCancel(db: Executor, id: string): Promise<'cancelled' | 'asked' | 'ended'> {
  const [row] = await rows<{ status: string }>(
    db,
    sql`update sys_job
           set cancel_requested = coalesce(cancel_requested, now()),
               status = case when status = ${JOB_STATUS.queued} then ${JOB_STATUS.cancelled} else status end,
               finish_time = case when status = ${JOB_STATUS.queued} then now() else finish_time end,
               update_time = now()
         where id = ${id} and status in (${JOB_STATUS.queued}, ${JOB_STATUS.running})
        returning status`,
  );
  if (!row) return 'ended';
  return row.status === JOB_STATUS.cancelled ? 'cancelled' : 'asked';
}
