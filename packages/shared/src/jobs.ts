/**
 * What the server (apps/server/src/modules/jobs) and the web app (features/jobs) say about a
 * background job: its states and the file a finished one keeps.
 */
export const JOB_STATUS = {
  queued: 'queued',
  running: 'running',
  done: 'done',
  failed: 'failed',
  cancelled: 'cancelled',
} as const;
export type JobStatus = (typeof JOB_STATUS)[keyof typeof JOB_STATUS];

/** A stored job file (a sys_file row owned by the job's owner). */
export interface JobFile {
  fileId: string;
  fileName: string;
  size: number;
  mime: string;
}
