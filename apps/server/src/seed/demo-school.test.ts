import { OUTPUT_TYPES } from '@accredit/shared';
import {
  checkSyllabusPart,
  type MapCell,
  mapFlags,
  SYLLABUS_PART_KEYS,
  type SyllabusObjective,
} from '@accredit/shared/curriculum/syllabus.ts';
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

it('has four degree programmes with goals, objectives and a complete map but for one deliberate gap', async () => {
  const programmes = await t.database.rows<{ code: string; los: number; gaps: string[] }>(sql`
    select p.code, (select count(*)::int from degree_programs_lo lo where lo.degree_programs_id = p.id) as los,
      coalesce((select array_agg(lo.code order by lo.code) from degree_programs_lo lo
        where lo.degree_programs_id = p.id and not exists (select 1 from curriculum_map m
          where m.lo_id = lo.id and m.level = 'H' and m.effective_year =
            (select max(effective_year) from curriculum_map v where v.degree_programs_id = p.id))), '{}') as gaps
    from degree_programs p order by p.sort`);
  expect(programmes.map((p) => p.code)).toEqual(['BBA', 'MBA', 'MSF', 'MACC']);
  for (const p of programmes) expect(p.los).toBeGreaterThanOrEqual(8);
  expect(programmes.map((p) => p.gaps)).toEqual([[], [], [], ['LO5.1']]);
  const shape = await one<{
    courses: number;
    shared: number;
    unmapped: number;
    bbaVersions: number;
    targets: number;
  }>(sql`
    select (select count(*)::int from course) as courses,
      (select count(*)::int from (select course_id from teaching_program group by course_id
         having count(distinct degree_programs_id) > 1) s) as shared,
      (select count(*)::int from teaching_program tp where not exists (select 1 from curriculum_map m
         where m.degree_programs_id = tp.degree_programs_id and m.course_id = tp.course_id
           and m.effective_year = tp.effective_year)) as unmapped,
      (select count(distinct m.effective_year)::int from curriculum_map m
         join degree_programs p on p.id = m.degree_programs_id where p.code = 'BBA') as "bbaVersions",
      (select count(*)::int from degree_programs_lo where target <> 0.7) as targets`);
  expect(shape.courses).toBeGreaterThanOrEqual(40);
  expect(shape.shared).toBeGreaterThanOrEqual(3);
  expect(shape.unmapped).toBe(0);
  expect(shape.bbaVersions).toBe(2);
  expect(shape.targets).toBe(0);
  const taught = await t.database.rows<{ code: string }>(
    sql`select distinct course_code as code from teaching_assignment where course_code not in (select code from course)`,
  );
  expect(taught).toEqual([]);
});

it('has about 600 students, each in a class, and a programme head of two programmes', async () => {
  const counts = await one<{ students: number; linked: number; classes: number; heads: string[] }>(sql`
    select (select count(*)::int from student) as students,
      (select count(*)::int from student s where s.class_id is not null and exists
         (select 1 from class_student cs where cs.student_id = s.id and cs.class_id = s.class_id)) as linked,
      (select count(*)::int from classes) as classes,
      (select array_agg(p.code order by p.code) from degree_programs_head h
         join degree_programs p on p.id = h.degree_programs_id
         join sys_user u on u.id = h.user_id where u.username = 'progadmin') as heads`);
  expect(counts.students).toBeGreaterThanOrEqual(550);
  expect(counts.students).toBeLessThanOrEqual(650);
  expect(counts.linked).toBe(counts.students);
  expect(counts.classes).toBe(20);
  expect(counts.heads).toEqual(['BBA', 'MACC']);
});

it('gives the demo account `teacher` courses this semester and syllabi in every review state', async () => {
  const mine = await t.database.rows<{ code: string }>(sql`
    select c.code from teaching_program_teacher tpt
      join semester sm on sm.id = tpt.semester_id and current_date between sm.start_time and sm.end_time
      join teacher t on t.id = tpt.teacher_id join sys_user u on u.id = t.user_id and u.username = 'teacher'
      join course c on c.id = tpt.course_id`);
  expect(mine.length).toBeGreaterThanOrEqual(2);
  expect(mine.length).toBeLessThanOrEqual(3);
  const states = await t.database.rows<{
    status: number;
    n: number;
    history: number;
    draftsByTeacher: number;
  }>(sql`
    select s.review_status as status, count(*)::int as n,
      count(*) filter (where exists (select 1 from approval_history h where h.resource = 'syllabus'
        and h.record_id = s.id and h.to_status = s.review_status))::int as history,
      count(*) filter (where s.create_by = 'teacher')::int as "draftsByTeacher"
    from syllabus s group by s.review_status order by s.review_status`);
  expect(states.map((s) => s.status)).toEqual([0, 1, 2]);
  expect(states[1].n).toBe(10);
  expect(states[1].history).toBe(10);
  expect(states[2].history).toBe(states[2].n);
  expect(states[0].draftsByTeacher).toBeGreaterThanOrEqual(1);
  const weights = await t.database.rows(sql`
    select s.id from syllabus s where (select sum((a->>'weight')::numeric) from jsonb_array_elements(s.assessment) a) <> 100`);
  expect(weights).toEqual([]);
});

it('links syllabus objectives only to objectives the map supports, but for one flagged draft', async () => {
  const syllabi = await t.database.rows<{
    code: string;
    course_id: string;
    year: number;
    objectives: SyllabusObjective[];
  }>(
    sql`select c.code, s.course_id, extract(year from y.start_time)::int as year, s.objectives
      from syllabus s join course c on c.id = s.course_id join school_year y on y.id = s.school_year_id`,
  );
  const los = await t.database.rows<{ id: string; programme: string }>(
    sql`select id, degree_programs_id as programme from degree_programs_lo`,
  );
  const cells = await t.database.rows<MapCell>(sql`select degree_programs_id as "degreeProgramsId",
    effective_year as "effectiveYear", course_id as "courseId", lo_id as "loId" from curriculum_map`);
  const years = new Map<string, number[]>();
  for (const c of cells)
    years.set(c.degreeProgramsId, [...(years.get(c.degreeProgramsId) ?? []), c.effectiveYear]);
  const loProgramme = new Map(los.map((l) => [l.id, l.programme]));
  const flagged = syllabi
    .map((s) => ({
      code: s.code,
      flags: mapFlags(s.course_id, s.year, s.objectives, loProgramme, years, cells),
    }))
    .filter((s) => s.flags.length > 0)
    .map((s) => [s.code, s.flags.map((f) => f.objective)]);
  expect(flagged).toEqual([['ETH510', ['CO3']]]);
  // Every structured part passes the checks the syllabus editor and hook apply.
  const parts = await t.database.rows<Record<string, unknown>>(
    sql`select objectives, assessment, schedule, textbooks from syllabus`,
  );
  for (const row of parts)
    for (const part of SYLLABUS_PART_KEYS) expect(checkSyllabusPart(part, row[part]).problems).toEqual([]);
});
