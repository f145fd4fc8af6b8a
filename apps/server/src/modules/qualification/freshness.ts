import { RESOURCE, type ResourceDef } from '@accredit/shared';
import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../../core/db.ts';
import type { WriteListener } from '../../crud/hooks.ts';

/**
 * Issue 22: the AACSB tables of a year are kept in process memory and answered again while
 * nothing that feeds them changed. What "changed" means is one row in sys_meta, the tables'
 * data version: every write that feeds the tables (teachers, accreditation records, discipline
 * shares, outputs, authors, engagement, teaching assignments, their review, departments, the
 * school's Table 8-1 settings, the qualification settings, rules and identifications) gives it a
 * new random value inside its own transaction. A reader reads the version first (one tiny
 * query), so a result is only ever reused for the version it was computed under, and several
 * servers on one database stay right: each reads the same row.
 *
 * A random value (not a counter) never repeats: a rolled-back bump, a deleted row or two
 * databases in one process cannot make an old result look current. Work done inside a caller's
 * transaction is never kept (it may see writes that are later rolled back).
 */
const VERSION_KEY = 'aacsbTables:version';

/** The resources whose engine writes (add, edit, import, delete, review) feed the tables. */
export const FEEDING_RESOURCES: ReadonlySet<string> = new Set(
  [
    RESOURCE.teacher,
    RESOURCE.teacherAccreditation,
    RESOURCE.teacherDiscipline,
    RESOURCE.researchOutput,
    RESOURCE.researchOutputAuthor,
    RESOURCE.professionalEngagement,
    RESOURCE.teachingAssignment,
  ].map((d) => d.name),
);

/** Marks every kept table result stale; call inside the write's transaction. */
export async function markTablesStale(tx: Executor): Promise<void> {
  await tx.execute(
    sql`insert into sys_meta (key, value, update_time) values (${VERSION_KEY}, gen_random_uuid()::text, now())
      on conflict (key) do update set value = excluded.value, update_time = excluded.update_time`,
  );
}

/** The tables' current data version (one tiny query). */
export async function readVersion(db: Executor): Promise<string> {
  const result = (await db.execute(sql`select value from sys_meta where key = ${VERSION_KEY}`)) as {
    rows: { value?: string }[];
  };
  return result.rows[0]?.value ?? 'none';
}

async function markIfFeeding(tx: Tx, def: ResourceDef): Promise<void> {
  if (FEEDING_RESOURCES.has(def.name)) await markTablesStale(tx);
}

/** The engine's writes of the feeding resources (registered by the qualification module). */
export const tablesWriteListener: WriteListener = {
  stored: markIfFeeding,
  storedMany: markIfFeeding,
  deleted: markIfFeeding,
  reviewed: markIfFeeding,
};

interface Kept<T> {
  version: string;
  entries: Map<string, Promise<T>>;
}

/** Per database handle (a test process or the bench may hold several). */
const kept = new WeakMap<object, Kept<unknown>>();
/**
 * Results kept per database; the least recently asked goes first. A large school's full result
 * holds its loaded records (100,000 outputs are tens of MB), so few: Tables 3-1/3-2 share one
 * result per year and Table 8-1 has one, and the pages' figures (figures.ts, a few MB) one each.
 */
const MAX_ENTRIES = 10;

/**
 * `compute()`'s result for `key` under the current data version: computed once per version and
 * shared by concurrent callers. Inside a transaction it always computes afresh.
 */
export async function keptFor<T>(db: Executor, key: string, compute: () => Promise<T>): Promise<T> {
  if (db instanceof PgTransaction) return compute();
  // The version is read before the data, so a result is never newer-keyed than its data.
  const version = await readVersion(db);
  let state = kept.get(db) as Kept<T> | undefined;
  if (!state || state.version !== version) {
    state = { version, entries: new Map() };
    kept.set(db, state as Kept<unknown>);
  }
  const hit = state.entries.get(key);
  if (hit) {
    // Most recently used last.
    state.entries.delete(key);
    state.entries.set(key, hit);
    return hit;
  }
  const entries = state.entries;
  const pending = compute();
  entries.set(key, pending);
  pending.catch(() => entries.delete(key));
  while (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest === undefined) break;
    entries.delete(oldest);
  }
  return pending;
}
