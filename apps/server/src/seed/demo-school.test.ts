import { OUTPUT_TYPES } from '@accredit/shared';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useTestApp } from '../test/harness.ts';

/** The demo school is big and varied enough for every table and chart to show real structure. */
const t = useTestApp();

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const rows = await t.database.rows<T>(query);
  return rows[0];
}

it('has at least 60 teachers in five disciplines, some part-time, some split', async () => {
  const counts = await one<{ teachers: number; disciplines: number; part: number; split: number }>(sql`
    select (select count(*)::int from teacher) as teachers,
      (select count(distinct discipline_id)::int from teacher_discipline) as disciplines,
      (select count(distinct teacher_id)::int from teacher_accreditation where employment_status = '2') as part,
      (select count(*)::int from (select teacher_id from teacher_discipline where year = 2025
         group by teacher_id having count(*) > 1) s) as split`);
  expect(counts.teachers).toBeGreaterThanOrEqual(60);
  expect(counts.disciplines).toBe(5);
  expect(counts.part).toBeGreaterThan(3);
  expect(counts.split).toBeGreaterThan(3);
  const over = await t.database.rows(sql`select teacher_id, year from teacher_discipline
    group by teacher_id, year having sum(percent) > 100`);
  expect(over).toEqual([]);
});

it('has seven years of at least 800 research outputs of every type, with external co-authors', async () => {
  const types = await t.database.rows<{ output_type: string; n: number }>(
    sql`select output_type, count(*)::int as n from research_output group by output_type`,
  );
  expect(types.map((r) => r.output_type).sort()).toEqual(OUTPUT_TYPES.map((o) => o.code).sort());
  expect(types.reduce((s, r) => s + r.n, 0)).toBeGreaterThanOrEqual(800);
  const shape = await one<{
    years: number;
    external: number;
    coauthored: number;
    waiting: number;
    rejected: number;
  }>(sql`
    select (select count(distinct extract(year from publish_date))::int from research_output) as years,
      (select count(*)::int from research_output_author where external_name is not null) as external,
      (select count(*)::int from (select output_id from research_output_author group by output_id
         having count(*) > 1) s) as coauthored,
      (select count(*)::int from research_output where review_status = 0) as waiting,
      (select count(*)::int from research_output where review_status = 2) as rejected`);
  expect(shape.years).toBe(7);
  expect(shape.external).toBeGreaterThan(100);
  expect(shape.coauthored).toBeGreaterThan(300);
  expect(shape.waiting).toBeGreaterThan(0);
  expect(shape.rejected).toBeGreaterThan(0);
  const engagement = await one<{ teaching: number; engagement: number }>(sql`
    select (select count(distinct type)::int from teaching_contribution) as teaching,
      (select count(distinct type)::int from professional_engagement) as engagement`);
  expect(engagement).toEqual({ teaching: 7, engagement: 9 });
});

it('makes the demo account `teacher` a teacher of Management with a believable record', async () => {
  const record = await one<{ name: string; outputs: number; years: number }>(sql`
    select t.name, (select count(*)::int from research_output_author a where a.teacher_id = t.id) as outputs,
      (select count(*)::int from teacher_accreditation r where r.teacher_id = t.id) as years
    from teacher t join sys_user u on u.id = t.user_id where u.username = 'teacher'`);
  expect(record.name).toBe('陈静');
  expect(record.outputs).toBeGreaterThan(8);
  expect(record.years).toBe(7);
});
