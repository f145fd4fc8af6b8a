import type { Module } from '../../core/app-types.ts';
import { startDaily } from '../../core/daily.ts';
import type { Db } from '../../core/db.ts';
import { type FileStorage, storageFor } from '../../core/storage.ts';
import { cleanOldJobs, setJobStorage } from './files.ts';
import { configureResourceExport } from './kinds/resource-export.ts';
import './kinds/resource-import.ts';
import { reportExportJobRoute } from './kinds/report-export.ts';
import { jobRoutes } from './routes.ts';
import { type JobWorker, startJobWorker } from './worker.ts';

/**
 * Background jobs (issue 22 item 3): long work kept in sys_job, run by a worker in every server,
 * surviving a restart; the person's job list, cancel and download routes under /sys/job. Kinds
 * register themselves with registerJobKind (queue.ts) where their work lives.
 */
let current: JobWorker | null = null;

/** This process's worker (tests wait on it). */
export function jobWorker(): JobWorker | null {
  return current;
}

export const jobsModule: Module = (app, deps) => {
  const storage = storageFor(deps.config);
  setJobStorage(storage);
  configureResourceExport({ paceMs: deps.config.JOB_EXPORT_PACE_MS });
  jobRoutes(app, deps.database.db, storage);
  reportExportJobRoute(app, deps.database.db);
  let worker: JobWorker | null = null;
  app.addHook('onReady', async () => {
    worker = await startJobWorker({
      database: deps.database,
      storage,
      leaseSeconds: deps.config.JOB_LEASE_SECONDS,
      concurrency: deps.config.JOB_CONCURRENCY,
      log: (msg) => app.log.warn(msg),
    });
    current = worker;
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
    if (current === worker) current = null;
  });
};

/** Finished jobs and their files go a week after they ended: once a day (started by main.ts). */
export function startJobCleanup(db: Db, storage: FileStorage, log: (msg: string) => void): () => void {
  return startDaily(db, (d) => cleanOldJobs(d, storage), 'old background job removal', log);
}
