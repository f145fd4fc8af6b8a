import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from '../db/schema.ts';

export type Schema = typeof schema;
/** One type for both drivers: PGlite (embedded) and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything a query can run on: the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Runs raw SQL and returns rows; used by benchmarks and a few reports. */
  rows<T = Record<string, unknown>>(query: SQL): Promise<T[]>;
  /**
   * Calls `onMessage` for each NOTIFY on `channel` from any process (PostgreSQL: a connection
   * of its own, re-opened when it drops); returns a stop function. On the embedded database,
   * which one process owns, there is no other process to hear from.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { url: string; poolSize?: number }
  | { dataDir: string }
  | { pglite: PGlite }
  | { memory: true };

export const PGLITE_EXTENSIONS = { pg_trgm };

/** The driver behind each database opened here (a query tuned for one may not suit the other). */
const drivers = new WeakMap<object, Database['driver']>();

/** Whether `db` is the embedded database (PGlite); false for PostgreSQL and for a transaction. */
export const isEmbedded = (db: Executor): boolean => drivers.get(db) === 'pglite';

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client dropped by the server (restart, admin termination) must not crash the
    // process; the pool replaces it on the next query.
    pool.on('error', (err) => process.emitWarning(`PostgreSQL idle client error: ${err.message}`));
    // A client checked out by a request (a transaction) whose connection is cut (a restart, an
    // administrator's pg_terminate_backend) emits 'error' too: without a listener Node would end
    // the process. The query in flight fails instead and the request answers 503.
    pool.on('connect', (client) => {
      client.on('error', (err) => process.emitWarning(`PostgreSQL connection lost: ${err.message}`));
    });
    // Fail fast with a clear message when the server is unreachable.
    const client = await pool.connect();
    client.release();
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    drivers.set(db, 'postgres');
    return {
      db,
      driver: 'postgres',
      rows: async <T>(q: SQL) => ((await db.execute(q)) as unknown as { rows: T[] }).rows,
      listen: (channel, onMessage) => listenPg(options.url, channel, onMessage),
      close: () => pool.end(),
    };
  }
  const client =
    'pglite' in options
      ? options.pglite
      : 'dataDir' in options
        ? new PGlite(options.dataDir, { extensions: PGLITE_EXTENSIONS })
        : new PGlite({ extensions: PGLITE_EXTENSIONS }); // (undefined, options) would drop the options
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  drivers.set(db, 'pglite');
  return {
    db,
    driver: 'pglite',
    rows: async <T>(q: SQL) => ((await db.execute(q)) as unknown as { rows: T[] }).rows,
    listen: async () => async () => {},
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function listenPg(url: string, channel: string, onMessage: (payload: string) => void) {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('error', () => {}); // a dropped connection is noticed by 'end' below
    c.on('notification', (n) => {
      if (n.channel === channel) onMessage(n.payload ?? '');
    });
    c.on('end', () => {
      if (client === c) client = null;
      if (!stopped) retry = setTimeout(() => connect().catch(() => undefined), 1000);
    });
    await c.connect();
    await c.query(`listen "${channel.replaceAll('"', '')}"`);
    client = c;
    // Whatever changed while the connection was down is caught up by the listener's owner.
    onMessage('*');
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

/** Everything that writes more than one row runs in one transaction. */
export function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(work);
}

export async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
