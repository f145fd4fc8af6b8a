import { sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db.ts';
import { TEXT_MIME } from './limits.ts';

/**
 * The extraction queue is the files' own status (file_info.text_status: '0' no text, '1' queued,
 * '2' indexed, '3' failed): a file queued in the transaction that stored its version stays queued
 * through a restart until a worker (jobs.ts) has read it. The workers are woken when the
 * transaction commits: PostgreSQL delivers a NOTIFY then, to every server; on the embedded
 * database a query waits for an open transaction, so a word to this process's worker suffices.
 */
export const TEXT_CHANNEL = 'accredit_file_text';

export const TEXT_STATUS = { none: '0', queued: '1', indexed: '2', failed: '3' } as const;

/** The stored upload's id in a file address (/obe/file/<id>), as a SQL regular expression's group. */
export const FILE_URL_ID = '^/obe/file/([A-Za-z0-9]+)$';

const wakers = new Set<() => void>();

/** This process's workers are told of queued files (returns the function that stops it). */
export function onTextQueued(wake: () => void): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}

function wakeWorkers(): void {
  for (const wake of wakers) setImmediate(wake);
}

/**
 * Marks a shared file's current version for text extraction (called in the write transaction
 * that stored the version): queued when its stored content is a PDF or a Word file, "no text"
 * otherwise. The type is the stored upload's (sys_file.mime, decided by content at upload).
 */
export async function queueTextExtraction(db: Executor, fileId: string): Promise<void> {
  const queued = await db.execute(sql`
    update file_info f
       set text_status = case when s.mime in (${TEXT_MIME.pdf}, ${TEXT_MIME.docx})
                              then ${TEXT_STATUS.queued} else ${TEXT_STATUS.none} end
      from sys_file s
     where f.id = ${fileId} and s.id = substring(f.url from ${FILE_URL_ID})
    returning f.text_status as status`);
  const status = (queued as unknown as { rows: { status: string }[] }).rows[0]?.status;
  if (status === undefined) {
    // No stored upload behind the address: nothing to read.
    await db.execute(sql`update file_info set text_status = ${TEXT_STATUS.none} where id = ${fileId}`);
    return;
  }
  if (status === TEXT_STATUS.queued) {
    await db.execute(sql`select pg_notify(${TEXT_CHANNEL}, ${fileId})`);
    wakeWorkers();
  }
}
