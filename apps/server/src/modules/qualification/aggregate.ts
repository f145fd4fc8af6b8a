import { REVIEW_STATUS } from '@accredit/shared';
import {
  type ActivityTally,
  type Category,
  type ContributionTally,
  type CountingSettings,
  countedKinds,
  type OutputColumn,
  sharesOf,
  type Table81Tallies,
  type Teacher,
  type Window,
} from '@accredit/shared/aacsb/index.ts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { jsonTuplesOf } from '../../core/json-rows.ts';
import { T } from './load.ts';
import { researchContribution } from './schema.ts';

/**
 * Issue 22: the sums the AACSB tables are computed from, grouped by the database, so a school's
 * 100,000 research outputs and their authors never leave it. These queries only filter by what
 * the pure model hands them (the window's years, the kinds of output the mapping counts with the
 * column each goes to, each teacher's disciplines) and group; the rules that turn the sums into
 * figures stay in packages/shared/src/aacsb/tally.ts and table81.ts, which make the same tallies
 * from the records (aggregate.test.ts holds the two against each other).
 */

/** `[from-01-01, (to+1)-01-01)`: a timestamp lies in the window when its year does (dateInWindow). */
const bounds = (w: Window) => ({ from: `${w.from}-01-01`, until: `${w.to + 1}-01-01` });

/** The counted kinds as a JSON table the query joins on: type, peer-reviewed, column, journal. */
function kindsJson(counting: CountingSettings): string {
  return JSON.stringify(
    countedKinds(counting).map((k) => ({
      type: k.type,
      peer: k.peerReviewed,
      target: k.target,
      journal: k.journal,
    })),
  );
}

/**
 * Each teacher's approved contributions dated in `w`, counted per column, journal flag, lead and
 * (when a rule looks at levels) venue level: what statusesFromTallies needs for the statuses.
 */
export async function contributionTalliesOf(
  db: Executor,
  w: Window,
  counting: CountingSettings,
  withLevels: boolean,
): Promise<ContributionTally[]> {
  const c = researchContribution;
  const b = bounds(w);
  const rows = await jsonTuplesOf<[string, OutputColumn, boolean, boolean, string | null, number]>(
    db,
    // research_contribution holds each item once per teacher (a teacher listed twice on one item is
    // one row, lead when either entry is), kept by triggers as outputs and authors change: the
    // tally groups it directly instead of joining and deduplicating every author link.
    sql`with k as (
          select * from json_to_recordset(${kindsJson(counting)}::json)
            as k(type text, peer boolean, target text, journal boolean))
        select json_build_array(teacher, target, journal, lead, venue, n) as r
        from (
          select ${c.teacherId} as teacher, k.target, k.journal, ${c.isLead} as lead,
                 case when k.journal and ${withLevels} then ${c.venueLevel} end as venue, count(*)::int as n
          from ${c} join k on k.type = ${c.outputType} and k.peer = ${c.peerReviewed}
          where ${c.reviewStatus} = ${REVIEW_STATUS.reviewed}
            and ${c.publishDate} >= ${b.from} and ${c.publishDate} < ${b.until}
          group by 1, 2, 3, 4, 5
        ) x`,
  );
  return rows.map((r) => ({
    teacherId: r[0],
    target: r[1],
    journal: r[2],
    isLead: r[3],
    venueLevel: r[4],
    count: r[5],
  }));
}

/** Approved activities by teacher and the years they start and end, those that may touch `w`. */
export async function activityTalliesOf(db: Executor, w: Window): Promise<ActivityTally[]> {
  const e = T.engagement;
  const b = bounds(w);
  const rows = await jsonTuplesOf<[string, number | null, number | null, number]>(
    db,
    // A prefilter only: spanInWindow decides on the years returned.
    sql`select json_build_array(${e.teacherId}, extract(year from ${e.startTime})::int,
          extract(year from ${e.endTime})::int, count(*)::int) as r
        from ${e}
        where ${e.reviewStatus} = ${REVIEW_STATUS.reviewed} and ${e.teacherId} is not null
          and ${e.startTime} < ${b.until} and coalesce(${e.endTime}, ${e.startTime}) >= ${b.from}
        group by ${e.teacherId}, extract(year from ${e.startTime})::int, extract(year from ${e.endTime})::int`,
  );
  return rows.map((r) => ({ teacherId: r[0], startYear: r[1], endYear: r[2], count: r[3] }));
}

/**
 * Table 8-1's tallies for the window `w`: items of each counted kind per discipline of their
 * authors among `teachers` (the base year's faculty, with their disciplines as sharesOf gives
 * them), which kinds of author each has there, the producing teachers and the uncategorised items.
 */
export async function table81TalliesOf(
  db: Executor,
  w: Window,
  counting: CountingSettings,
  teachers: readonly Teacher[],
): Promise<Table81Tallies> {
  const o = T.output;
  const a = T.author;
  const b = bounds(w);
  const shares = JSON.stringify(
    teachers.flatMap((t) => sharesOf(t).map((s) => ({ teacher: t.id, discipline: s.disciplineId }))),
  );
  const result = (await db.execute(
    sql`with k as (
          select * from json_to_recordset(${kindsJson(counting)}::json) as k(type text, peer boolean, target text)),
        s as (select * from json_to_recordset(${shares}::json) as s(teacher text, discipline text)),
        -- The item-author links first, then their teachers' disciplines: joining the disciplines
        -- (a small JSON table the planner cannot size) last keeps the plan on hash joins.
        authored as materialized (
          select ${o.id} as id, case when ${o.category} in ('1', '2', '3') then ${o.category} end as category,
                 k.target, ${a.teacherId} as teacher, coalesce(${a.isLead}, false) as lead
          from ${o}
          join k on k.type = ${o.outputType} and k.peer = coalesce(${o.peerReviewed}, false)
          join ${a} on ${a.outputId} = ${o.id}
          where ${o.reviewStatus} = ${REVIEW_STATUS.reviewed} and ${a.teacherId} is not null
            and ${o.publishDate} >= ${b.from} and ${o.publishDate} < ${b.until}),
        links as materialized (select x.*, s.discipline from authored x join s on s.teacher = x.teacher),
        items as (
          select id, category, target, discipline, bool_or(lead) as lead, bool_or(not lead) as other
          from links where category is not null group by id, category, target, discipline)
        select
          (select coalesce(json_agg(json_build_array(discipline, target, category, lead, other, n)), '[]')::text
             from (select discipline, target, category, lead, other, count(*)::int as n
                   from items group by discipline, target, category, lead, other) x) as items,
          (select coalesce(json_agg(distinct teacher), '[]')::text from links where category is not null) as producing,
          (select coalesce(json_agg(distinct id), '[]')::text from links where category is null) as uncategorised`,
  )) as { rows: { items: string; producing: string; uncategorised: string }[] };
  const row = result.rows[0];
  const items = JSON.parse(row.items) as [string, OutputColumn, Category, boolean, boolean, number][];
  return {
    items: items.map(([disciplineId, target, category, lead, other, count]) => ({
      disciplineId,
      target,
      category,
      lead,
      other,
      count,
    })),
    producing: JSON.parse(row.producing) as string[],
    uncategorised: JSON.parse(row.uncategorised) as string[],
  };
}
