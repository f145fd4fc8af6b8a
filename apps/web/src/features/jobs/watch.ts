import { isActive, type Job, type JobStatus } from './api.ts';

/** How often the list is asked again while a job is queued or running. */
export const JOB_POLL_MS = 1000;

export const jobsKey = (userId: string) => ['jobs', 'list', userId] as const;

/** The key of a job's finished notice (one per job, replaced rather than stacked). */
export const noticeKey = (jobId: string) => `job-${jobId}`;

/**
 * Jobs that finished since the list was last seen: those seen queued or running before and
 * finished now, and those started on this page (announceJob) that finished between two polls.
 * A job the user cancelled is not news. `seen` is updated in place.
 */
export function newlyFinished(seen: Map<string, JobStatus>, jobs: Job[], startedHere: Set<string>): Job[] {
  const out: Job[] = [];
  for (const job of jobs) {
    const before = seen.get(job.id);
    seen.set(job.id, job.status);
    if (isActive(job) || job.status === 'cancelled') continue;
    const wasRunning = before !== undefined && (before === 'queued' || before === 'running');
    const startedUnseen = before === undefined && startedHere.has(job.id);
    if (wasRunning || startedUnseen) out.push(job);
    startedHere.delete(job.id);
  }
  return out;
}
