import { type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../core/db.ts';
import { appliedMigrations } from './migrate.ts';

/**
 * The database's rows as JSON, table by table, and back: the one portable format of the
 * baseline upgrade fixture and of backups. It reads and writes through SQL only, so it works
 * the same on the embedded database and on PostgreSQL, whatever their versions.
 *
 * Rows are loaded into a schema at the migration level they were read at (the dump names its
 * migrations); newer migrations then upgrade them like any installation's rows.
 */
export type Row = Record<string, unknown>;

export type AppliedMigration = { hash: string; when: number };

interface Rows<T> {
  rows: T[];
}

async function query<T>(db: Executor, q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(q)) as unknown as Rows<T>).rows;
}

const ident = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);

/**
 * Tables that only hold what triggers derive from other tables (migration 0016), like an index:
 * no snapshot, backup, export or count includes them, and loading the tables they come from fills
 * them again.
 */
export const DERIVED_TABLES: ReadonlySet<string> = new Set(['research_contribution']);

/**
 * The tables of schema public but the derived ones, parents before the tables whose foreign keys
 * point at them.
 */
export async function tablesInLoadOrder(db: Executor): Promise<string[]> {
  const tables = (
    await query<{ name: string }>(
      db,
      sql`select tablename as name from pg_tables where schemaname = 'public'`,
    )
  )
    .map((r) => r.name)
    .filter((name) => !DERIVED_TABLES.has(name))
    .sort();
  const edges = await query<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent
          from pg_constraint k
          join pg_class c on c.oid = k.conrelid
          join pg_class p on p.oid = k.confrelid
          join pg_namespace n on n.oid = c.relnamespace
         where k.contype = 'f' and n.nspname = 'public' and c.relname <> p.relname`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const e of edges) if (e.child === table) visit(e.parent, path);
    placed.add(table);
    ordered.push(table);
  };
  for (const t of tables) visit(t, new Set());
  return ordered;
}

/**
 * Reads every table in one repeatable-read snapshot (consistent while the
 * server keeps writing) and hands each table's rows to `onTable`.
 */
export async function readSnapshot(
  database: Database,
  onTable: (table: string, rows: Row[]) => Promise<void>,
): Promise<AppliedMigration[]> {
  let held: Row[] = [];
  return readSnapshotInBatches(
    database,
    async (table, rows, last) => {
      held = held.concat(rows);
      if (!last) return;
      const all = held;
      held = [];
      await onTable(table, all);
    },
    { skip: DERIVED_TABLES },
  );
}

export interface SnapshotOptions {
  /** Rows per call (default 1000). */
  batch?: number;
  /** Tables left out (not read at all). */
  skip?: ReadonlySet<string>;
  /** Per table, a condition on its rows (alias `t`): rows it rejects are left out. */
  where?: Readonly<Record<string, SQL>>;
  /** Called once inside the snapshot, before any row: the row count of every table read. */
  onCounts?: (counts: Record<string, number>) => Promise<void>;
}

/**
 * The same snapshot read a batch at a time through a cursor, so a big table never sits in memory
 * whole: `onBatch` is called at least once per table (parents first), `last` on its final batch.
 */
export async function readSnapshotInBatches(
  database: Database,
  onBatch: (table: string, rows: Row[], last: boolean) => Promise<void>,
  options: SnapshotOptions = {},
): Promise<AppliedMigration[]> {
  return readSnapshotLines(
    database,
    (table, lines, last) =>
      onBatch(
        table,
        lines.map((l) => JSON.parse(l) as Row),
        last,
      ),
    options,
  );
}

/**
 * The snapshot's rows as PostgreSQL writes them in JSON (row_to_json), one text per row: big
 * numbers keep every digit, and the text can be stored as it is (the full data export's lines).
 */
export async function readSnapshotLines(
  database: Database,
  onBatch: (table: string, lines: string[], last: boolean) => Promise<void>,
  options: SnapshotOptions = {},
): Promise<AppliedMigration[]> {
  const batch = options.batch ?? 1000;
  return database.db.transaction(
    async (tx) => {
      const migrations = await appliedMigrations(tx);
      const tables = (await tablesInLoadOrder(tx)).filter((t) => !options.skip?.has(t));
      if (options.onCounts) await options.onCounts(await countRows(tx, tables, options.where));
      for (const table of tables) {
        const where = options.where?.[table];
        await tx.execute(
          sql`declare dump_rows no scroll cursor for select row_to_json(t)::text as j from ${ident(table)} t ${where ? sql`where ${where}` : sql``}`,
        );
        for (;;) {
          const rows = await query<{ j: string }>(tx, sql.raw(`fetch forward ${batch} from dump_rows`));
          const last = rows.length < batch;
          await onBatch(
            table,
            rows.map((r) => r.j),
            last,
          );
          if (last) break;
        }
        await tx.execute(sql`close dump_rows`);
      }
      return migrations;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function writableColumns(db: Executor, table: string): Promise<Set<string>> {
  const rows = await query<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
         where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'`,
  );
  return new Set(rows.map((r) => r.name));
}

const BATCH = 500;

/** Inserts rows read by `readSnapshot` into the same table of an empty database. */
export async function loadRows(db: Executor, table: string, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  await loadLines(
    db,
    table,
    rows.map((r) => JSON.stringify(r)),
    Object.keys(rows[0]),
  );
}

/**
 * Inserts rows given as JSON texts (as `readSnapshotLines` reads them) having the keys `keys`,
 * which are column names; a column the rows lack keeps its default, a key the table lacks is
 * ignored (the rows come from an older migration level).
 */
export async function loadLines(db: Executor, table: string, lines: string[], keys: string[]): Promise<void> {
  if (lines.length === 0) return;
  const writable = await writableColumns(db, table);
  if (writable.size === 0) throw new Error(`Table ${table} does not exist in this database`);
  const columns = keys.filter((c) => writable.has(c));
  const list = sql.join(
    columns.map((c) => ident(c)),
    sql`, `,
  );
  for (let i = 0; i < lines.length; i += BATCH) {
    const json = `[${lines.slice(i, i + BATCH).join(',')}]`;
    await db.execute(
      sql`insert into ${ident(table)} (${list}) overriding system value
          select ${list} from json_populate_recordset(null::${ident(table)}, ${json}::json)`,
    );
  }
}

/** After loading: every serial and identity sequence continues after the highest value. */
export async function resetSequences(db: Executor): Promise<void> {
  const columns = await query<{ table_name: string; column_name: string; seq: string }>(
    db,
    sql`select table_name, column_name, pg_get_serial_sequence('public.' || quote_ident(table_name), column_name) as seq
          from information_schema.columns
         where table_schema = 'public' and (column_default like 'nextval(%' or is_identity = 'YES')`,
  );
  for (const c of columns) {
    if (!c.seq) continue;
    await db.execute(
      sql`select setval(${c.seq}::regclass, coalesce((select max(${ident(c.column_name)}) from ${ident(c.table_name)}), 0) + 1, false)`,
    );
  }
}

async function countRows(
  db: Executor,
  tables: readonly string[],
  where: Readonly<Record<string, SQL>> = {},
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const only = where[table];
    const [row] = await query<{ n: string | number }>(
      db,
      sql`select count(*) as n from ${ident(table)} t ${only ? sql`where ${only}` : sql``}`,
    );
    counts[table] = Number(row.n);
  }
  return counts;
}

/** Row counts of every table of schema public. */
export async function rowCounts(db: Executor): Promise<Record<string, number>> {
  return countRows(db, await tablesInLoadOrder(db));
}

/** True when no table of schema public has a row (a fresh or never-started installation). */
export async function isEmpty(db: Executor): Promise<boolean> {
  const counts = await rowCounts(db);
  return Object.values(counts).every((n) => n === 0);
}
