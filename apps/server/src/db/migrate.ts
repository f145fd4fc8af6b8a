import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../core/db.ts';

/**
 * Schema upgrades. `apps/server/drizzle` holds numbered SQL migrations made by
 * `npm run db:generate`; 0000_init is the frozen baseline and a committed migration is never
 * rewritten (migrations.test.ts checks them against checksums.json). At start the server applies
 * what the database lacks, each migration in its own transaction under an advisory lock, so two
 * servers starting at once on one PostgreSQL apply it once, and a failing migration leaves
 * nothing of itself behind and stops the server with its name.
 *
 * The bookkeeping table is drizzle's own (`drizzle.__drizzle_migrations`: hash, created_at =
 * the journal's `when`), so databases made by earlier builds at the baseline are recognised.
 */
export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Any number; the same on every server so that they serialise their migrations. */
const LOCK_KEY = 7_240_613;

export interface Migration {
  tag: string;
  when: number;
  hash: string;
  statements: string[];
}

export class MigrationError extends Error {}

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

/** The migrations in a folder, in journal order. */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const journal = JSON.parse(readFileSync(join(dir, 'meta/_journal.json'), 'utf8')) as Journal;
  return [...journal.entries]
    .sort((a, b) => a.idx - b.idx)
    .map((entry) => {
      const text = readFileSync(join(dir, `${entry.tag}.sql`), 'utf8');
      return {
        tag: entry.tag,
        when: entry.when,
        hash: createHash('sha256').update(text).digest('hex'),
        statements: text
          .split('--> statement-breakpoint')
          .map((s) => s.trim())
          .filter(Boolean),
      };
    });
}

/** What the database records as applied (empty before the first migration). */
export async function appliedMigrations(db: Executor): Promise<{ hash: string; when: number }[]> {
  const result = (await db.execute(
    sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at`,
  )) as unknown as { rows: { hash: string; created_at: string | number }[] };
  return result.rows.map((r) => ({ hash: r.hash, when: Number(r.created_at) }));
}

/**
 * Earlier texts of a migration that landed and did the same, by the hash a database records for
 * them. 0016's backfill landed calling the rebuild function the triggers use (the file's text), then
 * for one release grouping the outputs and authors itself: the same rows either way, so a database
 * that applied either text is at the same level.
 */
const EQUIVALENT_HASHES: Record<string, readonly string[]> = {
  '0016_research_contribution': ['f3e968dcb7ad33cb3853bbd39de6cc069e6f6add199a6abf4ee0791cbfedc2ba'],
};

/** Refuses a database whose recorded history is not a prefix of these migrations. */
function checkHistory(applied: { hash: string; when: number }[], migrations: Migration[]): void {
  for (const row of applied) {
    const known = migrations.find((m) => m.when === row.when);
    if (!known) {
      throw new MigrationError(
        `The database records a migration (created ${new Date(row.when).toISOString()}) that this version does not have: ` +
          'it was made by a newer version, or by a build from before the 0000_init baseline. ' +
          'Start the version that made it, or restore a backup into an empty database (see "Upgrades, backup and restore" in the README).',
      );
    }
    if (known.hash !== row.hash && !EQUIVALENT_HASHES[known.tag]?.includes(row.hash)) {
      throw new MigrationError(
        `Migration ${known.tag} recorded in the database differs from this version's file: the database was made by a build ` +
          'from before the 0000_init baseline. Restore a backup into an empty database (see the README).',
      );
    }
  }
}

export interface MigrateOptions {
  /** The migrations folder (tests use others). */
  dir?: string;
  /** Apply only these (by `when`): a backup's or fixture's level, before loading its rows. */
  only?: { when: number; hash: string }[];
}

/** The migrations named by a backup or fixture; refused when this version lacks one of them. */
function levelOf(all: Migration[], wanted: { when: number; hash: string }[]): Migration[] {
  checkHistory(wanted, all);
  const whens = new Set(wanted.map((w) => w.when));
  return all.filter((m) => whens.has(m.when));
}

/** Applies the migrations that the database lacks; returns the tags applied. */
export async function runMigrations(database: Database, options: MigrateOptions = {}): Promise<string[]> {
  const all = readMigrations(options.dir);
  const migrations = options.only ? levelOf(all, options.only) : all;
  const { db } = database;
  // "if not exists" races between two servers: the same lock as the migrations.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
    await tx.execute(sql`create extension if not exists pg_trgm`);
    await tx.execute(sql`create schema if not exists drizzle`);
    await tx.execute(
      sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
    );
  });
  checkHistory(await appliedMigrations(db), all);
  const done: string[] = [];
  for (const migration of migrations) {
    try {
      const applied = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
        // Another server may have applied it while this one waited for the lock.
        const rows = await appliedMigrations(tx);
        if (rows.some((r) => r.when === migration.when)) return false;
        for (const statement of migration.statements) await tx.execute(sql.raw(statement));
        await tx.execute(
          sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.when})`,
        );
        return true;
      });
      if (applied) done.push(migration.tag);
    } catch (e) {
      const reason = e instanceof Error ? e.message : String(e);
      throw new MigrationError(
        `Migration ${migration.tag} failed and was not applied (nothing of it was kept): ${reason}`,
      );
    }
  }
  return done;
}
