import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../core/db.ts';
import { createEmptyDatabase } from '../test/db.ts';
import { readMigrations, runMigrations } from './migrate.ts';

/**
 * 0004_venue_peer_reviewed on a school's existing rows: journals on a ranking list (or whose
 * reported grade names one) become peer reviewed, "Other" and unlisted ones do not, and journal
 * articles already linked to a refereed journal become peer-reviewed journal articles.
 */
let database: Database | null = null;
afterAll(async () => {
  await database?.close();
});

const journals: [string, string | null, string | null][] = [
  ['smj', 'FT50', 'FT50 / ABS 4*'],
  ['cssci', 'CSSCI', 'CSSCI'],
  ['graded', null, 'ABS 3'],
  ['other', 'OTHER', null],
  ['unlisted', null, null],
  ['absurd', null, 'Absolutely not ranked'],
];

describe('0004_venue_peer_reviewed', () => {
  it('marks listed journals and the articles linked to them peer reviewed, and nothing else', async () => {
    database = await createEmptyDatabase();
    const all = readMigrations();
    const before = all.filter((m) => m.tag < '0004_venue_peer_reviewed');
    await runMigrations(database, { only: before.map(({ when, hash }) => ({ when, hash })) });
    for (const [id, list, ranking] of journals)
      await database.db.execute(
        sql`insert into periodical_standard (id, name_zh, name_en, ranking_list, ranking) values (${id}, ${id}, ${id}, ${list}, ${ranking})`,
      );
    const outputs: [string, string, string | null][] = [
      ['a1', '1', 'smj'],
      ['a2', '1', 'graded'],
      ['a3', '1', 'other'],
      ['a4', '1', null],
      ['p1', '2', 'smj'],
    ];
    for (const [id, type, ref] of outputs)
      await database.db.execute(
        sql`insert into research_output (id, output_type, venue_ref, peer_reviewed) values (${id}, ${type}, ${ref}, false)`,
      );

    expect(await runMigrations(database)).toContain('0004_venue_peer_reviewed');

    const refereed = await database.rows<{ id: string; peer_reviewed: boolean }>(
      sql`select id, peer_reviewed from periodical_standard order by id`,
    );
    expect(Object.fromEntries(refereed.map((r) => [r.id, r.peer_reviewed]))).toEqual({
      smj: true,
      cssci: true,
      graded: true,
      other: false,
      unlisted: false,
      absurd: false,
    });
    const articles = await database.rows<{ id: string; peer_reviewed: boolean }>(
      sql`select id, peer_reviewed from research_output order by id`,
    );
    expect(Object.fromEntries(articles.map((r) => [r.id, r.peer_reviewed]))).toEqual({
      a1: true,
      a2: true,
      a3: false,
      a4: false,
      // A journal position is not an article: it has no peer review to take.
      p1: false,
    });
  }, 180_000);
});
