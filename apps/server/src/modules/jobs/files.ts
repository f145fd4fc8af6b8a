import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Db, Executor } from '../../core/db.ts';
import { newId } from '../../core/ids.ts';
import type { FileStorage } from '../../core/storage.ts';
import { sysFile } from '../upload/schema.ts';
import { JOB_STATUS, type JobFile } from './contract.ts';
import { sysJob } from './schema.ts';

/**
 * A job's output is a stored file (sys_file, kind 'job', owned by the job's owner), served only
 * through GET /sys/job/download to that owner. Finished jobs and their files go after a week.
 */
export const JOB_FILE_KIND = 'job';
export const KEEP_DAYS = 7;

let storage: FileStorage | null = null;

/** The storage job files go to (set by the jobs module from the configuration). */
export function setJobStorage(s: FileStorage): void {
  storage = s;
}

export function jobStorage(): FileStorage {
  if (!storage) throw new Error('The jobs module is not started');
  return storage;
}

/** A safe stored name's extension (the name the person sees is kept apart). */
function extensionOf(fileName: string): string {
  const ext = /\.([A-Za-z0-9]{1,8})$/.exec(fileName)?.[1]?.toLowerCase();
  return ext ?? 'bin';
}

export async function saveJobFile(
  db: Executor,
  storage: FileStorage,
  auth: AuthContext,
  fileName: string,
  bytes: Buffer,
  mime: string,
): Promise<JobFile> {
  const id = newId();
  const storedName = `jobs/${id.slice(0, 2)}/${id}.${extensionOf(fileName)}`;
  await storage.put(storedName, bytes, mime);
  const cleanName =
    [...fileName]
      .map((c) => (c.charCodeAt(0) < 0x20 || c === '"' || c === '/' || c === '\\' ? '_' : c))
      .join('')
      .slice(0, 150) || 'file';
  await db.insert(sysFile).values({
    id,
    storedName,
    originalName: cleanName,
    mime,
    size: bytes.length,
    kind: JOB_FILE_KIND,
    createBy: auth.user.username,
    sysOrgCode: auth.user.orgCode,
  });
  return { fileId: id, fileName: cleanName, size: bytes.length, mime };
}

export function fileOfResult(result: unknown): JobFile | null {
  const file = (result as { file?: JobFile } | null)?.file;
  return file && typeof file.fileId === 'string' ? file : null;
}

/** The uploaded file a job works on (an import's workbook), kept as a job file until the job ends. */
export function inputFileOf(params: unknown): string | null {
  const id = (params as { inputFileId?: unknown } | null)?.inputFileId;
  return typeof id === 'string' ? id : null;
}

/** Removes job files (the stored bytes, then the rows). */
export async function deleteJobFiles(db: Executor, files: FileStorage, ids: string[]): Promise<void> {
  if (!ids.length) return;
  const stored = await db
    .select({ id: sysFile.id, storedName: sysFile.storedName })
    .from(sysFile)
    .where(and(inArray(sysFile.id, ids), eq(sysFile.kind, JOB_FILE_KIND)));
  for (const f of stored) await files.delete(f.storedName);
  await db.delete(sysFile).where(and(inArray(sysFile.id, ids), eq(sysFile.kind, JOB_FILE_KIND)));
}

/**
 * Deletes jobs that ended more than KEEP_DAYS ago, with their files (stored bytes first: a file
 * row left behind by a failed delete is retried the next day). Returns the jobs removed.
 */
export async function cleanOldJobs(db: Db, files: FileStorage, days = KEEP_DAYS): Promise<number> {
  const old = await db
    .select({ id: sysJob.id, result: sysJob.result, params: sysJob.params })
    .from(sysJob)
    .where(
      and(
        inArray(sysJob.status, [JOB_STATUS.done, JOB_STATUS.failed, JOB_STATUS.cancelled]),
        lt(sysJob.finishTime, sql`now() - make_interval(days => ${days})`),
      ),
    )
    .limit(1000);
  if (!old.length) return 0;
  const fileIds = old
    .flatMap((j) => [fileOfResult(j.result)?.fileId, inputFileOf(j.params)])
    .filter((id): id is string => Boolean(id));
  await deleteJobFiles(db, files, fileIds);
  await db.delete(sysJob).where(
    inArray(
      sysJob.id,
      old.map((j) => j.id),
    ),
  );
  return old.length;
}
