import { randomBytes } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../../core/db.ts';
import type { FileStorage } from '../../../core/storage.ts';
import { reindexRecords } from '../../search/indexer.ts';
import { DEFAULT_LIMITS, type ExtractLimits, textKindOf } from './limits.ts';
import { FILE_URL_ID, TEXT_STATUS } from './queue.ts';
import { TextExtractor } from './runner.ts';

/**
 * Reading queued files: claim one, read its current version's stored bytes, extract the text,
 * keep it with the version and mark the file indexed (or failed), then re-index the file for
 * search. A claim is a lease row in sys_meta, so two servers on one PostgreSQL never read the same
 * file at once, and a server that stopped mid-file leaves a lease that simply runs out.
 */
export interface TextJobContext {
  db: Db;
  storage: FileStorage;
  extractor: TextExtractor;
  limits?: ExtractLimits;
  log?: (msg: string) => void;
  /** True once the server is closing: a file cut short stays queued instead of failing. */
  stopping?: () => boolean;
}

export type JobOutcome = 'indexed' | 'failed' | 'none' | 'skipped' | 'retry';

const LEASE_PREFIX = 'fileText:';
const BATCH = 20;
/** Who holds a lease (for someone reading sys_meta); the lease's time is what counts. */
const OWNER = `${process.pid}-${randomBytes(4).toString('hex')}`;

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A lease outlives the longest extraction (its time limit, the thread's grace, reading the bytes). */
function leaseSeconds(limits: ExtractLimits): number {
  return Math.ceil((limits.timeoutMs * 2) / 1000) + 60;
}

async function claim(db: Db, fileId: string, limits: ExtractLimits): Promise<boolean> {
  const won = await rows(
    db,
    sql`insert into sys_meta (key, value, update_time) values (${LEASE_PREFIX + fileId}, ${OWNER}, now())
        on conflict (key) do update set value = excluded.value, update_time = now()
        where sys_meta.update_time < now() - make_interval(secs => ${leaseSeconds(limits)})
        returning key`,
  );
  return won.length > 0;
}

async function release(db: Db, fileId: string): Promise<void> {
  await db.execute(sql`delete from sys_meta where key = ${LEASE_PREFIX + fileId}`);
}

/** Every lease at once: on the embedded database (one process owns it) any lease left is from before a restart. */
export async function clearLeases(db: Db): Promise<void> {
  await db.execute(sql`delete from sys_meta where key like ${`${LEASE_PREFIX}%`}`);
}

/** Queued files, oldest change first. */
export async function queuedFiles(db: Executor, limit = BATCH): Promise<string[]> {
  const found = await rows<{ id: string }>(
    db,
    sql`select id from file_info where text_status = ${TEXT_STATUS.queued}
        order by coalesce(update_time, create_time), id limit ${limit}`,
  );
  return found.map((r) => r.id);
}

interface Current {
  url: string;
  storedName: string | null;
  mime: string | null;
  hasVersion: boolean;
  knownText: string | null;
}

async function current(db: Db, fileId: string): Promise<Current | undefined> {
  const [row] = await rows<Current>(
    db,
    sql`select f.url, s.stored_name as "storedName", s.mime,
               (v.id is not null) as "hasVersion", v.text_content as "knownText"
          from file_info f
          left join sys_file s on s.id = substring(f.url from ${FILE_URL_ID})
          left join file_version v on v.file_id = f.id and v.url = f.url
         where f.id = ${fileId} and f.text_status = ${TEXT_STATUS.queued}`,
  );
  return row;
}

/**
 * Writes the outcome for the version that was read, the status only while that version is still
 * current, and re-indexes the file in the same transaction (so "indexed" means searchable). The
 * index is written in a savepoint: its failure does not undo the extraction (a rebuild repairs it).
 */
async function finish(
  ctx: TextJobContext,
  fileId: string,
  url: string,
  status: string,
  text: string | null,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    // The file row first, as a delete does: a folder deleted meanwhile waits for this write or
    // this write finds nothing (a deadlock between the two was seen under load).
    if ((await rows(tx, sql`select id from file_info where id = ${fileId} for update`)).length === 0) return;
    if (text !== null)
      await tx.execute(
        sql`update file_version set text_content = ${text} where file_id = ${fileId} and url = ${url}`,
      );
    await tx.execute(
      sql`update file_info set text_status = ${status}
           where id = ${fileId} and url = ${url} and text_status = ${TEXT_STATUS.queued}`,
    );
    await tx
      .transaction((savepoint) => reindexRecords(savepoint, 'fileInfo', [fileId]))
      .catch((e: unknown) =>
        ctx.log?.(`Search index of shared file ${fileId} not updated: ${e instanceof Error ? e.message : e}`),
      );
  });
}

/** Reads one queued file if no other worker holds it. */
export async function processFile(ctx: TextJobContext, fileId: string): Promise<JobOutcome> {
  const { db, log } = ctx;
  const limits = ctx.limits ?? DEFAULT_LIMITS;
  if (!(await claim(db, fileId, limits))) return 'skipped';
  let keepLease = false;
  try {
    const file = await current(db, fileId);
    if (!file) return 'skipped'; // done by another worker, or no longer queued
    const kind = textKindOf(file.mime);
    if (!kind || !file.storedName) {
      await finish(ctx, fileId, file.url, TEXT_STATUS.none, null);
      return 'none';
    }
    if (!file.hasVersion) {
      log?.(`Text of shared file ${fileId} not kept: its current version has no file_version row`);
      await finish(ctx, fileId, file.url, TEXT_STATUS.failed, null);
      return 'failed';
    }
    let text = file.knownText;
    if (text === null) {
      let bytes: Buffer | null;
      try {
        bytes = await ctx.storage.get(file.storedName);
      } catch (e) {
        // The storage is unreachable for now: try again once the lease runs out.
        log?.(`Text of shared file ${fileId} not read, will retry: ${e instanceof Error ? e.message : e}`);
        keepLease = true;
        return 'retry';
      }
      try {
        if (!bytes) throw new Error('the stored file is missing');
        text = await ctx.extractor.run(kind, bytes, limits);
      } catch (e) {
        if (ctx.stopping?.()) return 'retry';
        log?.(`Text of shared file ${fileId} could not be read: ${e instanceof Error ? e.message : e}`);
        await finish(ctx, fileId, file.url, TEXT_STATUS.failed, null);
        return 'failed';
      }
    }
    await finish(ctx, fileId, file.url, TEXT_STATUS.indexed, text);
    return 'indexed';
  } finally {
    if (!keepLease) await release(db, fileId);
  }
}

export interface DrainReport {
  indexed: number;
  failed: number;
  none: number;
}

/** Reads queued files until none is left that this worker may claim. */
export async function drainWith(ctx: TextJobContext): Promise<DrainReport> {
  const report: DrainReport = { indexed: 0, failed: 0, none: 0 };
  const tried = new Set<string>();
  for (;;) {
    if (ctx.stopping?.()) return report;
    const ids = (await queuedFiles(ctx.db, BATCH + tried.size)).filter((id) => !tried.has(id));
    if (!ids.length) return report;
    for (const id of ids) {
      if (ctx.stopping?.()) return report;
      tried.add(id);
      const outcome = await processFile(ctx, id);
      if (outcome === 'indexed' || outcome === 'failed' || outcome === 'none') report[outcome]++;
    }
  }
}

/**
 * Reads every queued file now and returns when done (tests, the demo seed). Runs in a thread
 * unless told otherwise; the thread is ended before returning.
 */
export async function drainTextQueue(
  db: Db,
  storage: FileStorage,
  options: { threads?: boolean; limits?: ExtractLimits; log?: (msg: string) => void } = {},
): Promise<DrainReport> {
  const extractor = new TextExtractor({ threads: options.threads ?? true, log: options.log });
  try {
    return await drainWith({ db, storage, extractor, limits: options.limits, log: options.log });
  } finally {
    await extractor.close();
  }
}
