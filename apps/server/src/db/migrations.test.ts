import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../core/db.ts';
import { createEmptyDatabase } from '../test/db.ts';
import { fileChecksum, readChecksums } from './checksums.ts';
import { loadRows, type Row, resetSequences, rowCounts } from './dump.ts';
import { readFixture } from './fixtures/baseline.ts';
import {
  appliedMigrations,
  MIGRATIONS_DIR,
  MigrationError,
  readMigrations,
  runMigrations,
} from './migrate.ts';

const open: Database[] = [];
async function emptyDatabase(): Promise<Database> {
  const database = await createEmptyDatabase();
  open.push(database);
  return database;
}
afterAll(async () => {
  for (const d of open) await d.close();
});

describe('committed migrations', () => {
  it('are never rewritten: each file matches the checksum recorded when it was generated', () => {
    const recorded = readChecksums();
    const migrations = readMigrations();
    expect(migrations[0].tag).toBe('0000_init');
    for (const { tag } of migrations) {
      expect(recorded[tag], `${tag} has no checksum: run npm run db:generate`).toBeDefined();
      expect(fileChecksum(tag), `${tag} was edited after it was committed: add a new migration instead`).toBe(
        recorded[tag],
      );
    }
    const files = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql'));
    expect(files.sort()).toEqual(migrations.map((m) => `${m.tag}.sql`).sort());
  });
});

/** Tables a later migration removed on purpose, with the migration and where their data went. */
const DROPPED: Record<string, string> = {
  sys_login_guard: '0002_drop_login_guard (short-lived sign-in failure counts; now sys_login_throttle)',
};

/** The "English name" custom field of teachers, moved into teacher.name_en by 0003_english_values. */
const isEnglishNameField = (f: Row) => f.module === 'teacher' && f.label_en === 'English name';
function movedRows(tables: Record<string, Row[]>): Record<string, number> {
  const fields = new Set(
    (tables.module_field_customization ?? []).filter(isEnglishNameField).map((f) => f.id),
  );
  return {
    module_field_customization: fields.size,
    module_field_value: (tables.module_field_value ?? []).filter((v) => fields.has(v.field_id)).length,
  };
}

describe('upgrading a school', () => {
  it('keeps every row of the demo school made at the baseline when migrating to the newest schema', async () => {
    const fixture = readFixture();
    const database = await emptyDatabase();
    await runMigrations(database, { only: fixture.migrations });
    await database.db.transaction(async (tx) => {
      for (const [table, rows] of Object.entries(fixture.tables)) await loadRows(tx, table, rows);
      await resetSequences(tx);
    });
    await runMigrations(database);

    const counts = await rowCounts(database.db);
    const moved = movedRows(fixture.tables);
    expect(moved.module_field_value).toBe(65);
    for (const [table, rows] of Object.entries(fixture.tables)) {
      if (table in DROPPED)
        expect(counts[table], `${table} was dropped by ${DROPPED[table]}`).toBeUndefined();
      else expect(counts[table], table).toBe(rows.length - (moved[table] ?? 0));
    }
    // The custom field's English names are now the teachers' own English names, every one of them.
    const fieldIds = new Set(
      fixture.tables.module_field_customization.filter(isEnglishNameField).map((f) => f.id),
    );
    const english = new Map(
      fixture.tables.module_field_value
        .filter((v) => fieldIds.has(v.field_id))
        .map((v) => [String(v.record_id), String(v.value)]),
    );
    const teachers = await database.rows<{ id: string; name: string; name_en: string | null }>(
      sql`select id, name, name_en from teacher`,
    );
    expect(teachers.length).toBe(65);
    for (const t of teachers) expect(t.name_en, t.name).toBe(english.get(t.id));
    expect(teachers.find((t) => t.name === '大卫·米勒')?.name_en).toBe('David Miller');
    // A specialty kept as "中文 / English" in one box is split into its two values.
    const [specialty] = await database.rows<{ specialty: string; specialty_en: string | null }>(
      sql`select specialty, specialty_en from teacher_accreditation where specialty like '分析师预测%' limit 1`,
    );
    expect(specialty).toEqual({ specialty: '分析师预测', specialty_en: 'Analyst forecasts' });
    const [left] = await database.rows<{ n: number }>(
      sql`select count(*)::int as n from teacher_accreditation where specialty like '% / %'`,
    );
    expect(left.n).toBe(0);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBeGreaterThan(1000);
    expect((await appliedMigrations(database.db)).length).toBe(readMigrations().length);

    const admin = fixture.tables.sys_user.find((u) => u.username === 'admin');
    const [row] = await database.rows<{ password_hash: string; realname: string }>(
      sql`select password_hash, realname from sys_user where username = 'admin'`,
    );
    expect(row).toEqual({ password_hash: admin?.password_hash, realname: admin?.realname });
    // Identity sequences continue after the loaded rows, so new rows do not collide.
    const [seq] = await database.rows<{ ok: boolean }>(
      sql`select nextval(pg_get_serial_sequence('qualification_identification', 'seq')) > coalesce(max(seq), 0) as ok from qualification_identification`,
    );
    expect(seq.ok).toBe(true);
  });
});

describe('a migration that fails', () => {
  it('leaves nothing of itself, names itself, and the next start applies the mended one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'accredit-mig-'));
    try {
      mkdirSync(join(dir, 'meta'));
      copyFileSync(join(MIGRATIONS_DIR, '0000_init.sql'), join(dir, '0000_init.sql'));
      writeFileSync(
        join(dir, '0001_broken.sql'),
        'CREATE TABLE "half_done" ("id" text);\n--> statement-breakpoint\nALTER TABLE "no_such_table" ADD COLUMN "x" text;',
      );
      const database = await emptyDatabase();
      // The real baseline's `when`, so the copied 0000_init counts as the same migration.
      const baseline = readMigrations()[0];
      writeFileSync(
        join(dir, 'meta/_journal.json'),
        JSON.stringify({
          version: '7',
          dialect: 'postgresql',
          entries: [
            { idx: 0, version: '7', when: baseline.when, tag: '0000_init', breakpoints: true },
            { idx: 1, version: '7', when: baseline.when + 1, tag: '0001_broken', breakpoints: true },
          ],
        }),
      );

      const failure = await runMigrations(database, { dir }).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(MigrationError);
      expect((failure as Error).message).toContain('0001_broken');
      expect((failure as Error).message).toContain('no_such_table');
      const [half] = await database.rows<{ t: string | null }>(
        sql`select to_regclass('public.half_done')::text as t`,
      );
      expect(half.t).toBeNull();
      expect((await appliedMigrations(database.db)).map((m) => m.when)).toEqual([baseline.when]);

      writeFileSync(join(dir, '0001_broken.sql'), 'CREATE TABLE "half_done" ("id" text);');
      expect(await runMigrations(database, { dir })).toEqual(['0001_broken']);
      expect(await runMigrations(database, { dir })).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a database made by a build from before the baseline, with a message instead of "already exists"', async () => {
    const database = await emptyDatabase();
    await database.db.execute(sql`create schema drizzle`);
    await database.db.execute(
      sql`create table drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
    );
    await database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('an-older-init', 1790000000000)`,
    );
    await expect(runMigrations(database)).rejects.toThrow(/before the 0000_init baseline/);
  });

  it('accepts a database that applied an earlier text of a migration doing the same, and no other', async () => {
    const database = await emptyDatabase();
    await runMigrations(database);
    const when = readMigrations().find((m) => m.tag === '0016_research_contribution')?.when;
    const recordAs = (hash: string) =>
      database.db.execute(
        sql`update drizzle.__drizzle_migrations set hash = ${hash} where created_at = ${when}`,
      );
    await recordAs('f3e968dcb7ad33cb3853bbd39de6cc069e6f6add199a6abf4ee0791cbfedc2ba');
    expect(await runMigrations(database)).toEqual([]);
    await recordAs('another-text');
    await expect(runMigrations(database)).rejects.toThrow(
      /0016_research_contribution recorded in the database differs/,
    );
  });
});

describe.runIf(process.env.TEST_DRIVER === 'postgres')('two servers starting at once', () => {
  it('apply each migration once', async () => {
    const database = await emptyDatabase();
    const [a, b] = await Promise.all([runMigrations(database), runMigrations(database)]);
    expect([...a, ...b].sort()).toEqual(readMigrations().map((m) => m.tag));
    expect((await appliedMigrations(database.db)).length).toBe(readMigrations().length);
  });
});
