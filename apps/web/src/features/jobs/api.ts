import type { JobFile, JobStatus, Page } from '@accredit/shared';
import { api } from '../../api/client.ts';
import { download } from '../../api/files.ts';
import type { ImportProblem } from '../../crud/api.ts';

/**
 * Background jobs (issue 22 item 3): exports and imports too large for one request run on the
 * server as jobs kept in the database. These are the calls of `/sys/job/*`; a resource starts one
 * with `{resourceBase}/exportXls/job` or `/importExcel/job` (crud/api.ts).
 */
export type { JobFile, JobStatus } from '@accredit/shared';

/** What a finished job reports: its file, and for an import the synchronous import's answer. */
export interface JobResult {
  file?: JobFile;
  count?: number;
  errors?: ImportProblem[];
  [key: string]: unknown;
}

export interface Job {
  id: string;
  kind: string;
  title: string;
  status: JobStatus;
  done: number;
  /** 0 while the job does not know yet how much there is to do. */
  total: number;
  result: JobResult | null;
  error: string | null;
  createTime: string;
  startTime: string | null;
  finishTime: string | null;
}

export const JOBS_PAGE_SIZE = 20;

export const jobsApi = {
  list: (pageNo = 1, pageSize = JOBS_PAGE_SIZE) =>
    api.get<Page<Job>>('/sys/job/list', { pageNo, pageSize }, { quiet: true }),
  queryById: (id: string) => api.get<Job>('/sys/job/queryById', { id }),
  cancel: (id: string) => api.post<unknown>('/sys/job/cancel', { id }),
  download: (job: Job) =>
    download('/sys/job/download', { id: job.id }, job.result?.file?.fileName ?? `${job.title}.xlsx`),
};

/** Still to finish: the header's badge counts these, and the list polls while there are any. */
export function isActive(job: Pick<Job, 'status'>): boolean {
  return job.status === 'queued' || job.status === 'running';
}

/** Whole percent done, or null while the total is unknown (the bar then runs without a figure). */
export function percentOf(job: Pick<Job, 'done' | 'total' | 'status'>): number | null {
  if (job.status === 'done') return 100;
  if (job.total <= 0) return null;
  return Math.min(100, Math.floor((job.done / job.total) * 100));
}

export function isImport(job: Pick<Job, 'kind'>): boolean {
  return job.kind.startsWith('import');
}
