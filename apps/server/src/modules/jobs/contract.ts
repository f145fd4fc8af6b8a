import type { JobFile, Locale } from '@accredit/shared';
import type { AuthContext } from '../../core/access.ts';
import type { Db } from '../../core/db.ts';
import type { FileStorage } from '../../core/storage.ts';

/**
 * The contract of background jobs (issue 22 item 3), fixed before the queue is written so that
 * every kind (resource export and import, report export, full data export) is written against it.
 *
 * Life of a job: enqueueJob (in the asker's transaction) -> 'queued' -> a worker claims it with a
 * lease -> 'running' (progress written as it goes, the lease renewed) -> 'done' | 'failed' |
 * 'cancelled'. A server that stops mid-job leaves a lease that runs out; the job is then claimed
 * again from the start (attempts + 1) or, past the kind's maxAttempts, failed with a message.
 */
export { JOB_STATUS, type JobFile, type JobStatus } from '@accredit/shared';

/** What a finished job reports: a file to download and/or figures (rows written, problems...). */
export interface JobResult {
  file?: JobFile;
  [key: string]: unknown;
}

export interface JobRow {
  id: string;
  kind: string;
  ownerId: string;
  roleId: string | null;
  locale: Locale;
  params: unknown;
  attempts: number;
}

/** Thrown by ctx.progress() once a cancel is asked for (or the server is closing). */
export class JobStopped extends Error {
  constructor(readonly reason: 'cancelled' | 'closing') {
    super(`job ${reason}`);
  }
}

export interface JobContext {
  job: JobRow;
  db: Db;
  storage: FileStorage;
  /**
   * The owner's rights as they are now (their role's permissions and data rules): a job runs with
   * what the asker may do when it runs, not when it was asked.
   */
  auth: AuthContext;
  /**
   * Records progress (rows done of total; total 0 while unknown), renews the lease, and throws
   * JobStopped when a cancel was asked for or the server is closing. Cheap to call often: it
   * writes at most a few times a second.
   */
  progress(done: number, total?: number): Promise<void>;
  /** Aborted on cancel or shutdown (for work that takes a signal). */
  signal: AbortSignal;
  /** Stores the job's output as a file its owner may download (GET /sys/job/download?id=). */
  saveFile(fileName: string, bytes: Buffer, mime: string): Promise<JobFile>;
}

export interface JobKind {
  kind: string;
  /** Who may ask for it is checked by the route that enqueues; this re-checks at run time. */
  permission?: string;
  /** Times a job is run from the start after its server stopped; then it fails. Default 2. */
  maxAttempts?: number;
  run(ctx: JobContext): Promise<JobResult>;
}

/**
 * Thrown by a kind to fail with a message (an i18n key and its values, in the job's language)
 * while still reporting a result: an import refused for its bad rows lists every one of them.
 */
export class JobFailed extends Error {
  constructor(
    readonly key: string,
    readonly values: Record<string, unknown> = {},
    readonly result?: JobResult,
  ) {
    super(key);
  }
}
