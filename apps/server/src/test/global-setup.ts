import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type Database, openDatabase, PGLITE_EXTENSIONS } from '../core/db.ts';
import { runMigrations } from '../db/migrate.ts';
import { seed } from '../seed/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates and seeds one template database per run; each test file then starts from a copy of it
 * (a PGlite data-dir dump, or CREATE DATABASE ... TEMPLATE on PostgreSQL) instead of migrating.
 */
export default async function setup(project: TestProject) {
  const driver = project.config.env?.TEST_DRIVER ?? process.env.TEST_DRIVER ?? 'pglite';
  if (driver === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is needed for the PostgreSQL test project');
    const name = `accredit_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.query(noFlushWait(name));
    const database = await openDatabase({ url: withDatabase(url, name), poolSize: 2 });
    await runMigrations(database);
    await seed(database, { demo: true });
    await compact(database);
    await database.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    };
  }
  const pglite = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const database = await openDatabase({ pglite });
  await runMigrations(database);
  await seed(database, { demo: true });
  await compact(database);
  // PGlite reserves its shared memory (128 MB of buffers, 100 connections' worth) and clears it each
  // time a copy opens; a test database is about 50 MB and has one connection. Smaller, the copies
  // open in 0.32 s instead of 0.42 s (16 opens, medians); the product's own database is unchanged.
  await pglite.exec(`alter system set shared_buffers = '32MB'`);
  await pglite.exec('alter system set max_connections = 20');
  // Without a checkpoint every copy replays the whole migration and seed from the WAL when it
  // opens (measured: 1.3 s of CPU a test file instead of 1.0 s).
  await pglite.exec('checkpoint');
  await dropRecycledWal(pglite);
  const dump = await pglite.dumpDataDir('none');
  const dir = mkdtempSync(join(tmpdir(), 'accredit-tpl-'));
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}

/**
 * Rewrites the template's tables and indexes without the space that migrating and seeding left
 * behind (about a third: index pages split while rows went in one by one, catalog rows of altered
 * tables). Every test file copies the template: CREATE DATABASE ... TEMPLATE took 0.92 s on
 * PostgreSQL before and 0.2 s after (medians of 8 on this machine). Rows keep their order and
 * their values; only their pages change.
 */
async function compact(database: Database): Promise<void> {
  await database.rows(sql.raw('vacuum full'));
}

/**
 * Removes the WAL segments past the one being written: segments PostgreSQL renamed for later use
 * after a checkpoint, not yet written, which it makes again when it needs them. Three of 16 MB
 * each were half the template, and every test file copies the template (about 0.16 s a file).
 */
async function dropRecycledWal(pglite: PGlite): Promise<void> {
  const { rows } = await pglite.query<{ file: string }>(
    'select pg_walfile_name(pg_current_wal_lsn()) as file',
  );
  const current = rows[0].file;
  const fs = (
    pglite as unknown as { Module: { FS: { readdir(p: string): string[]; unlink(p: string): void } } }
  ).Module.FS;
  const dir = '/pglite/data/pg_wal';
  for (const file of fs.readdir(dir))
    if (/^[0-9A-F]{24}$/.test(file) && file > current) fs.unlink(`${dir}/${file}`);
}

/**
 * A test database's commits do not wait for the write-ahead log to reach the disk: with the
 * server's fsync on, each commit waited for it (about 3.8 ms a commit on this machine's disk against
 * 0.45 ms without), and the tests commit at almost every request. Nothing else changes: a crash of
 * the server could lose the last commits of a database that is dropped at the end anyway, never
 * corrupt it. Every connection to the database takes the setting, a server started by a test too.
 */
export const noFlushWait = (name: string) => `alter database "${name}" set synchronous_commit = off`;

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
