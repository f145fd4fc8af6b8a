import type { Database, Db } from '../../core/db.ts';
import type { FileStorage } from '../../core/storage.ts';
import { claimJob, expireAllLeases, JOB_CHANNEL, onJobQueued } from './queue.ts';
import { runClaimed } from './run.ts';

/**
 * The server's job worker: woken when a job is queued (this process, or another server through
 * NOTIFY) and every few seconds (a word missed, a lease run out on another server's job). It runs
 * up to `concurrency` jobs at once. On stop it takes no more jobs and tells the running ones to
 * stop (JobStopped('closing')); they go back to the queue for the next server to run.
 */
export interface JobWorker {
  wake(): void;
  /** Resolves when no job is running and none is claimable right now (tests). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export interface JobWorkerOptions {
  database: Database;
  storage: FileStorage;
  leaseSeconds: number;
  concurrency: number;
  pollMs?: number;
  log?: (msg: string) => void;
  /** How long a stop waits for running jobs to notice before leaving their leases to run out. */
  stopWaitMs?: number;
}

export async function startJobWorker(options: JobWorkerOptions): Promise<JobWorker> {
  const { database, storage, leaseSeconds, log } = options;
  const db: Db = database.db;
  const running = new Map<string, { abort: AbortController; done: Promise<void> }>();
  let stopped = false;
  let filling: Promise<void> | null = null;
  let again = false;

  // The embedded database belongs to this process alone: a job left running was stopped with
  // the process before this one, and may be run again at once.
  if (database.driver === 'pglite') await expireAllLeases(db);

  const fill = (): void => {
    if (stopped) return;
    if (filling) {
      again = true;
      return;
    }
    filling = (async () => {
      do {
        again = false;
        while (!stopped && running.size < options.concurrency) {
          let claimed: Awaited<ReturnType<typeof claimJob>>;
          try {
            claimed = await claimJob(db, leaseSeconds);
          } catch (e) {
            if (!stopped) log?.(`Job claim failed: ${e instanceof Error ? e.message : String(e)}`);
            break;
          }
          if (!claimed) break;
          const abort = new AbortController();
          const job = claimed;
          const done = runClaimed({ db, storage, leaseSeconds, log, job, abort, stopping: () => stopped })
            .catch((e: unknown) => log?.(`Job ${job.id} ended badly: ${e instanceof Error ? e.message : e}`))
            .finally(() => {
              running.delete(job.id);
              // A slot is free: look for the next job.
              if (!stopped) setImmediate(fill);
            });
          running.set(job.id, { abort, done });
        }
      } while (again && !stopped);
    })().finally(() => {
      filling = null;
    });
  };

  const unhook = onJobQueued(fill);
  const unlisten = await database.listen(JOB_CHANNEL, fill).catch((e: unknown) => {
    log?.(`Jobs do not hear other servers (poll instead): ${e instanceof Error ? e.message : e}`);
    return async () => {};
  });
  const timer = setInterval(fill, options.pollMs ?? 3000);
  timer.unref();
  fill();

  return {
    wake: fill,
    async idle() {
      for (;;) {
        while (filling) await filling;
        if (running.size === 0) {
          // One more look: a job queued while the last one ran.
          fill();
          while (filling) await filling;
          if (running.size === 0) return;
        }
        await Promise.all([...running.values()].map((r) => r.done));
      }
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      unhook();
      await unlisten();
      while (filling) await filling;
      for (const r of running.values()) r.abort.abort('closing');
      const all = Promise.all([...running.values()].map((r) => r.done));
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([
        all,
        new Promise((resolve) => {
          timeout = setTimeout(resolve, options.stopWaitMs ?? 10_000);
        }),
      ]);
      clearTimeout(timeout);
    },
  };
}
