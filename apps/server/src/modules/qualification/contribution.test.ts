import { randomSchool } from '@accredit/shared/aacsb/random-school.ts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { clearFaculty, insertSchool } from './testing.ts';

/**
 * Issue 22: research_contribution (each teacher once per research output, with the output's
 * attributes) is derived by triggers (migration 0016) and Table 3-1's contribution tallies read it.
 * After every kind of write to outputs and authors, alone or in bulk, it must hold exactly what
 * the outputs and authors give when grouped afresh.
 */
const t = useTestApp();

type Row = Record<string, unknown>;
const run = (q: ReturnType<typeof sql>) => t.database.rows<Row>(q);

/** The derived rows, and the same grouped afresh from the outputs and authors. */
async function expectDerived(): Promise<number> {
  const kept = await run(sql`
    select output_id, teacher_id, is_lead, output_type, peer_reviewed, venue_level,
           publish_date::text as publish_date, review_status
    from research_contribution order by output_id, teacher_id`);
  const fresh = await run(sql`
    select a.output_id, a.teacher_id, bool_or(a.is_lead) as is_lead, o.output_type, o.peer_reviewed,
           o.venue_level, o.publish_date::text as publish_date, o.review_status
    from research_output_author a join research_output o on o.id = a.output_id
    where a.teacher_id is not null
    group by a.output_id, a.teacher_id, o.id
    order by a.output_id, a.teacher_id`);
  expect(kept).toEqual(fresh);
  return kept.length;
}

const one = async (q: ReturnType<typeof sql>) => (await run(q))[0];

describe('research_contribution', () => {
  it('holds each teacher once per output after bulk inserts, edits and deletes', async () => {
    await clearFaculty(t.database.db);
    expect(await expectDerived()).toBe(0);
    const school = randomSchool(11, { teachers: 60, outputs: 300, activities: 10 });
    await insertSchool(t.database.db, school);
    const rows = await expectDerived();
    expect(rows).toBeGreaterThan(200);

    // An author moves to another teacher (both teachers' rows change), then loses the lead.
    const author = await one(sql`
      select id, output_id, teacher_id from research_output_author where teacher_id is not null and is_lead limit 1`);
    const other = await one(sql`
      select id from teacher where id <> ${author.teacher_id as string} order by id limit 1`);
    await run(
      sql`update research_output_author set teacher_id = ${other.id as string} where id = ${author.id as string}`,
    );
    await expectDerived();
    await run(sql`update research_output_author set is_lead = false where id = ${author.id as string}`);
    await expectDerived();

    // The same teacher listed twice on one item: one row, lead when either entry is.
    await run(sql`
      insert into research_output_author (id, output_id, author_order, teacher_id, is_lead)
      values ('dup-1', ${author.output_id as string}, 9, ${other.id as string}, true)`);
    expect(
      await one(sql`select is_lead from research_contribution
        where output_id = ${author.output_id as string} and teacher_id = ${other.id as string}`),
    ).toEqual({ is_lead: true });
    await expectDerived();
    await run(sql`delete from research_output_author where id = 'dup-1'`);
    expect(
      await one(sql`select is_lead from research_contribution
        where output_id = ${author.output_id as string} and teacher_id = ${other.id as string}`),
    ).toEqual({ is_lead: false });
    await expectDerived();

    // An external author (no teacher) is no contribution.
    await run(sql`update research_output_author set teacher_id = null where id = ${author.id as string}`);
    await expectDerived();

    // The output's own changes that the rows keep, one and many at a time; a title edit changes nothing.
    const output = author.output_id as string;
    await run(sql`update research_output set review_status = 0 where id = ${output}`);
    await run(sql`update research_output set publish_date = date '2020-02-02', output_type = '3', peer_reviewed = true,
      venue_level = 'ABS 4' where id = ${output}`);
    await expectDerived();
    await run(sql`update research_output set review_status = 1 - review_status where id in (
      select id from research_output order by id limit 40)`);
    await run(sql`update research_output set title_en = 'renamed' where id = ${output}`);
    await expectDerived();

    // Deleting an output takes its rows; authors written before their output count once it comes.
    await run(sql`delete from research_output where id = ${output}`);
    expect(
      await one(sql`select count(*)::int as n from research_contribution where output_id = ${output}`),
    ).toEqual({
      n: 0,
    });
    await run(sql`
      insert into research_output_author (id, output_id, author_order, teacher_id, is_lead)
      values ('early-1', 'later-output', 1, ${other.id as string}, true)`);
    await expectDerived();
    await run(sql`
      insert into research_output (id, output_type, title_en, peer_reviewed, publish_date, review_status)
      values ('later-output', '1', 'Later', true, date '2024-05-05', 1)`);
    expect(
      await one(sql`select count(*)::int as n from research_contribution where output_id = 'later-output'`),
    ).toEqual({
      n: 1,
    });
    await expectDerived();

    // Many authors deleted in one statement, then everything.
    await run(
      sql`delete from research_output_author where output_id in (select id from research_output order by id limit 50)`,
    );
    await expectDerived();
    await run(sql`truncate research_output_author`);
    expect(await expectDerived()).toBe(0);
    await clearFaculty(t.database.db);
  });

  it('stays right when two transactions change the same output at once (PostgreSQL)', async (ctx) => {
    if (t.database.driver !== 'postgres') ctx.skip();
    const db = t.database.db;
    await clearFaculty(db);
    await insertSchool(db, randomSchool(5, { teachers: 10, outputs: 5, activities: 1 }));
    const [x, y] = (await run(sql`select id from teacher order by id limit 2`)).map((r) => r.id as string);
    await run(sql`insert into research_output (id, output_type, title_en, peer_reviewed, publish_date, review_status)
      values ('race', '1', 'Race', true, date '2024-01-01', 1)`);
    await run(sql`insert into research_output_author (id, output_id, author_order, teacher_id, is_lead)
      values ('race-x', 'race', 1, ${x}, true)`);
    // One adds teacher y while the other removes teacher x, on two connections of their own: the
    // second's rebuild must run after the first commits and see its author. (The data version row
    // of migration 0014 already orders writers of these tables; the rebuild's lock on the output
    // keeps it so without that. With neither, the second failed on a duplicate row.)
    const [{ name }] = await run(sql`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${name as string}`;
    const first = new pg.Client({ connectionString: url.toString() });
    const second = new pg.Client({ connectionString: url.toString() });
    await first.connect();
    await second.connect();
    try {
      await first.query('begin');
      await first.query(
        `insert into research_output_author (id, output_id, author_order, teacher_id, is_lead)
        values ('race-y', 'race', 2, $1, false)`,
        [y],
      );
      await second.query('begin');
      const removing = second.query(`delete from research_output_author where id = 'race-x'`);
      await new Promise((r) => setTimeout(r, 300));
      await first.query('commit');
      await removing;
      await second.query('commit');
    } finally {
      await first.end();
      await second.end();
    }
    expect(await run(sql`select teacher_id from research_contribution where output_id = 'race'`)).toEqual([
      { teacher_id: y },
    ]);
    await expectDerived();
    await clearFaculty(db);
  });
});
