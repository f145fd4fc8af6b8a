import type { ResourceDef } from '@accredit/shared';
import { and, asc, count, gt, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../core/db.ts';
import type { WriteListener } from '../../crud/hooks.ts';
import type { Row } from '../../crud/present.ts';
import { col } from '../../crud/scope.ts';
import { getMeta, setMeta } from '../../seed/base.ts';
import { buildDocuments, deleteDocuments, type SearchTextLoader, storeDocuments } from './documents.ts';
import { searchDoc } from './schema.ts';
import {
  indexSignature,
  type SearchSource,
  searchSource,
  searchSources,
  titleDependents,
} from './sources.ts';

export type { SearchTextLoader } from './documents.ts';

/**
 * Keeps the search index (search_doc) in step with the records (issue 20): every engine write
 * re-indexes its record in the same transaction (searchWriteListener), modules call
 * reindexRecords for changes the engine does not see (a file's extracted text, evidence tags),
 * and a background sweep catches rows changed by anything else. The whole index is rebuilt when
 * it is empty or was built by another tokenizer or for other resources (indexSignature).
 */

const loaders = new Map<string, SearchTextLoader>();

/** Extra text of a resource's records for the index (a shared file's extracted text), by record id. */
export function registerSearchText(resource: string, loader: SearchTextLoader): void {
  loaders.set(resource, loader);
}

export function searchTextLoader(resource: string): SearchTextLoader | undefined {
  return loaders.get(resource);
}

/** The signature of an index built now, with the extra text loaders registered so far. */
export function currentSignature(): string {
  return indexSignature([...loaders.keys()]);
}

const BATCH = 500;
const SIGNATURE_KEY = 'search_index_signature';
const WATERMARK_KEY = 'search_index_watermark';

async function indexRows(db: Executor, source: SearchSource, rows: Row[]): Promise<void> {
  const docs = await buildDocuments(db, source, rows, loaders.get(source.def.name));
  await storeDocuments(db, docs);
}

/**
 * Re-indexes records of one resource now (in the caller's transaction when given one): stored
 * records get a fresh document, missing ones lose theirs. A resource search does not cover is
 * ignored.
 */
export async function reindexRecords(db: Executor, resource: string, ids: readonly string[]): Promise<void> {
  const source = searchSource(resource);
  if (!source || ids.length === 0) return;
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += BATCH) {
    const part = unique.slice(i, i + BATCH);
    const rows = (await db
      .select()
      .from(source.table)
      .where(inArray(col(source.table, 'id'), part))) as Row[];
    await indexRows(db, source, rows);
    const found = new Set(rows.map((r) => String(r.id)));
    const gone = part.filter((id) => !found.has(id));
    if (gone.length) await deleteDocuments(db, resource, gone);
  }
}

/** Records whose title names this one (a syllabus by its course), at most a few thousand. */
async function reindexDependents(tx: Executor, resource: string, id: string): Promise<void> {
  for (const { source, field } of titleDependents(resource)) {
    const rows = (await tx
      .select()
      .from(source.table)
      .where(sql`${col(source.table, field.key)} = ${id}`)
      .limit(2000)) as Row[];
    await indexRows(tx, source, rows);
  }
}

/** Records whose title names any of these (an import's batch), a few thousand per batch of ids at most. */
async function reindexDependentsOfMany(
  tx: Executor,
  resource: string,
  ids: readonly string[],
): Promise<void> {
  for (const { source, field } of titleDependents(resource))
    for (let i = 0; i < ids.length; i += BATCH) {
      const rows = (await tx
        .select()
        .from(source.table)
        .where(inArray(col(source.table, field.key), ids.slice(i, i + BATCH)))
        .limit(2000)) as Row[];
      await indexRows(tx, source, rows);
    }
}

/**
 * Engine writes: a stored record is indexed, deleted ones leave the index, inside the write's
 * transaction. Indexing runs in a savepoint so a failure never undoes the write itself (the
 * sweep indexes the record later); it is reported as a warning.
 */
export const searchWriteListener: WriteListener = {
  async stored(tx: Tx, def: ResourceDef, id: string) {
    if (!searchSource(def.name) && titleDependents(def.name).length === 0) return;
    await guarded(tx, async (sp) => {
      await reindexRecords(sp, def.name, [id]);
      await reindexDependents(sp, def.name, id);
    });
  },
  async storedMany(tx: Tx, def: ResourceDef, ids: readonly string[]) {
    if (!searchSource(def.name) && titleDependents(def.name).length === 0) return;
    await guarded(tx, async (sp) => {
      await reindexRecords(sp, def.name, ids);
      await reindexDependentsOfMany(sp, def.name, ids);
    });
  },
  async deleted(tx: Tx, def: ResourceDef, ids: readonly string[]) {
    if (!searchSource(def.name)) return;
    await guarded(tx, (sp) => deleteDocuments(sp, def.name, ids));
  },
};

async function guarded(tx: Tx, work: (sp: Tx) => Promise<void>): Promise<void> {
  try {
    await tx.transaction(work);
  } catch (e) {
    process.emitWarning(`search index not updated: ${e instanceof Error ? e.message : String(e)}`);
  }
}

export interface IndexRunOptions {
  /** Stop between batches when this says so (the server is closing). */
  stopped?: () => boolean;
}

/** The next rows of one resource in id order after `last`; `where` narrows (the sweep). */
function nextRows(db: Executor, source: SearchSource, last: string, where: SQL | undefined, size: number) {
  const id = col(source.table, 'id');
  return db
    .select()
    .from(source.table)
    .where(and(gt(id, last), where))
    .orderBy(asc(id))
    .limit(size) as Promise<Row[]>;
}

/**
 * Every record of these resources, interleaved: each round indexes a share of every resource in
 * proportion to its size. Documents are then stored mixed, so a search bounded to the first
 * matches in the table's order (a very common word, query.ts) sees every type in proportion
 * rather than only the types indexed first.
 */
async function indexAll(
  db: Executor,
  sources: readonly SearchSource[],
  where: SQL | undefined,
  options: IndexRunOptions,
): Promise<number> {
  const sizes = await Promise.all(
    sources.map(async (s) => {
      const [{ n }] = await db.select({ n: count() }).from(s.table).where(where);
      return Number(n);
    }),
  );
  const rounds = Math.max(1, Math.ceil(sizes.reduce((a, b) => a + b, 0) / (BATCH * 4)));
  const cursors = sources.map((source, i) => ({
    source,
    last: '',
    done: sizes[i] === 0,
    share: Math.min(BATCH * 2, Math.max(1, Math.ceil(sizes[i] / rounds))),
  }));
  let indexed = 0;
  while (cursors.some((c) => !c.done)) {
    for (const c of cursors.filter((x) => !x.done)) {
      if (options.stopped?.()) return indexed;
      const rows = await nextRows(db, c.source, c.last, where, c.share);
      // Rows added while this runs are taken too: a cursor ends only on an empty page.
      if (rows.length === 0) {
        c.done = true;
        continue;
      }
      await indexRows(db, c.source, rows);
      indexed += rows.length;
      c.last = String(rows[rows.length - 1].id);
    }
  }
  return indexed;
}

/** Documents whose record is gone (deleted by something other than the engine), and of resources no longer searched. */
async function dropOrphans(db: Executor): Promise<void> {
  const sources = searchSources();
  await db.delete(searchDoc).where(
    notInArray(
      searchDoc.resource,
      sources.map((s) => s.def.name),
    ),
  );
  for (const source of sources) {
    const table = source.table;
    await db
      .delete(searchDoc)
      .where(
        sql`${searchDoc.resource} = ${source.def.name} and not exists (select 1 from ${table} where ${col(table, 'id')} = ${searchDoc.recordId})`,
      );
  }
}

/** The database's clock, so servers with different clocks agree on the watermark. */
async function dbNow(db: Executor): Promise<Date> {
  const result = (await db.execute(sql`select now() as now`)) as unknown as {
    rows: { now: string | Date }[];
  };
  return new Date(result.rows[0].now);
}

/** Rows changed up to this long before the last sweep are looked at again (clocks and long transactions). */
const SWEEP_OVERLAP_MS = 5 * 60 * 1000;

/**
 * Builds the whole index again (tests, the demo seed, POST /aacsb/search/rebuild, a tokenizer
 * change). Batches commit one by one, so the index stays usable while it runs.
 */
export async function rebuildSearchIndex(db: Executor, options: IndexRunOptions = {}): Promise<number> {
  const started = await dbNow(db);
  const indexed = await indexAll(db, searchSources(), undefined, options);
  if (options.stopped?.()) return indexed;
  await dropOrphans(db);
  await setMeta(db, SIGNATURE_KEY, currentSignature());
  await setMeta(db, WATERMARK_KEY, new Date(started.getTime() - SWEEP_OVERLAP_MS).toISOString());
  return indexed;
}

/** Re-indexes rows created or changed since the last sweep, and drops documents of deleted rows. */
export async function sweepSearchIndex(db: Executor, options: IndexRunOptions = {}): Promise<number> {
  const started = await dbNow(db);
  const mark = await getMeta(db, WATERMARK_KEY);
  const since = mark ? new Date(mark) : new Date(0);
  let indexed = 0;
  for (const source of searchSources()) {
    const t = source.table;
    const changed = or(gt(col(t, 'createTime'), since), gt(col(t, 'updateTime'), since));
    indexed += await indexAll(db, [source], changed, options);
  }
  if (options.stopped?.()) return indexed;
  await dropOrphans(db);
  await setMeta(db, WATERMARK_KEY, new Date(started.getTime() - SWEEP_OVERLAP_MS).toISOString());
  return indexed;
}

/** True when the index must be built from scratch: never built, or built for another tokenizer or set of resources. */
export async function indexOutOfDate(db: Executor): Promise<boolean> {
  if ((await getMeta(db, SIGNATURE_KEY)) !== currentSignature()) return true;
  const [any] = await db.select({ r: searchDoc.resource }).from(searchDoc).limit(1);
  return !any;
}
