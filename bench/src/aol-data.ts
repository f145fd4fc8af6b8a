import { sql } from 'drizzle-orm';
import type { BenchEnv } from './env.ts';

/**
 * Issue 17's assurance-of-learning school, generated in SQL in a fresh database: one programme of
 * 6 goals x 5 objectives (30), 40 courses each assessing two objectives with 8 components (four
 * aimed at each objective, weights 0.25), 3,000 students in 30 classes, every student assessed by
 * every course: 40 x 3,000 x 8 = 960,000 scores. Plus one class of IMPORT_ROWS students for the
 * score-import measure, whose assessment has no scores yet.
 */
export const AOL = {
  programme: 'BENCH-AOL',
  year: 'BENCH-AOL-Y',
  goals: 6,
  perGoal: 5,
  courses: 40,
  classes: 30,
  perClass: 100,
  components: 8,
  importRows: 10_000,
  importEvaluation: 'BAE-IMPORT',
  importClass: 'BAK-IMPORT',
} as const;

export const AOL_OBJECTIVES = AOL.goals * AOL.perGoal;
export const AOL_STUDENTS = AOL.classes * AOL.perClass;
export const AOL_SCORES = AOL.courses * AOL_STUDENTS * AOL.components;

const componentsJson = JSON.stringify(
  Array.from({ length: AOL.components }, (_, i) => ({
    key: `k${i + 1}`,
    kind: i % 2 === 0 ? 'exam' : 'ordinary',
    name: `环节${i + 1}`,
    nameEn: `Component ${i + 1}`,
    fullMarks: 100,
  })),
);

/** The two objectives course c (1-based) assesses. */
function objectivesOf(c: number): [number, number] {
  return [((c - 1) % AOL_OBJECTIVES) + 1, ((c + 14) % AOL_OBJECTIVES) + 1];
}

function aimsJson(c: number): string {
  const [a, b] = objectivesOf(c);
  return JSON.stringify(
    Array.from({ length: AOL.components }, (_, i) => ({
      loId: `BAO${i < AOL.components / 2 ? a : b}`,
      componentKey: `k${i + 1}`,
      marks: 25,
      weight: 0.25,
    })),
  );
}

export async function generateAol(env: BenchEnv): Promise<void> {
  const run = (q: ReturnType<typeof sql>) => env.database.db.execute(q);
  const { programme, year } = AOL;
  await run(sql`
    insert into degree_programs (id, create_by, code, name, name_en, degree_level, map_scale, sort)
    values (${programme}, 'bench', ${programme}, '评估基准项目', 'AoL bench programme', '1', 'HML', 998)`);
  await run(sql`
    insert into school_year (id, create_by, name, start_time, end_time)
    values ('BAY', 'bench', 'Bench 2030-2031', '2030-09-01', '2031-07-31')`);
  await run(sql`
    insert into degree_programs_lg (id, create_by, degree_programs_id, code, name, name_en, target, sort)
    select 'BAG' || g, 'bench', ${programme}, 'LG' || g, '毕业要求' || g, 'Goal ' || g, 0.7, g
    from generate_series(1, ${AOL.goals}) g`);
  await run(sql`
    insert into degree_programs_lo (id, create_by, degree_programs_id, lg_id, code, name, name_en, target, sort)
    select 'BAO' || o, 'bench', ${programme}, 'BAG' || ((o - 1) / ${AOL.perGoal} + 1),
           'LO' || ((o - 1) / ${AOL.perGoal} + 1) || '.' || ((o - 1) % ${AOL.perGoal} + 1),
           '指标点' || o, 'Objective ' || o, 0.7, o
    from generate_series(1, ${AOL_OBJECTIVES}) o`);
  await run(sql`
    insert into course (id, create_by, code, name, name_en, credits, course_type)
    select 'BAC' || c, 'bench', 'BA' || lpad(c::text, 3, '0'), '评估课程' || c, 'AoL course ' || c, 3, '1'
    from generate_series(1, ${AOL.courses}) c`);
  const pairs = Array.from({ length: AOL.courses }, (_, i) => i + 1).flatMap((c) =>
    objectivesOf(c).map((o, n) => ({ c, o, level: (['H', 'M', 'L'] as const)[(c + n) % 3] })),
  );
  await run(sql`
    insert into curriculum_map (id, create_by, degree_programs_id, effective_year, course_id, lo_id, level)
    select 'BAM' || p.c || '-' || p.o, 'bench', ${programme}, 2030, 'BAC' || p.c, 'BAO' || p.o, p.level
    from jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as p(c int, o int, level text)`);
  // Classes and students (3,000 in 30 classes), and the import class.
  await run(sql`
    insert into classes (id, create_by, code, name, name_en, degree_programs_id, enrol_year, member_count)
    select 'BAK' || k, 'bench', 'BAK' || k, '评估班' || k, 'AoL class ' || k, ${programme}, 2030, ${AOL.perClass}
    from generate_series(1, ${AOL.classes}) k`);
  await run(sql`
    insert into classes (id, create_by, code, name, name_en, degree_programs_id, enrol_year, member_count)
    values (${AOL.importClass}, 'bench', ${AOL.importClass}, '导入班', 'Import class', ${programme}, 2030, ${AOL.importRows})`);
  await run(sql`
    insert into student (id, create_by, student_number, name, name_en, sex, class_id)
    select 'BAS' || s, 'bench', 'BA' || lpad(s::text, 6, '0'), '学生' || s, 'Student ' || s, '1',
           'BAK' || ((s - 1) / ${AOL.perClass} + 1)
    from generate_series(1, ${AOL_STUDENTS}) s`);
  await run(sql`
    insert into student (id, create_by, student_number, name, name_en, sex, class_id)
    select 'BAI' || s, 'bench', 'BI' || lpad(s::text, 6, '0'), '导入生' || s, 'Import ' || s, '1', ${AOL.importClass}
    from generate_series(1, ${AOL.importRows}) s`);
  await run(sql`
    insert into class_student (id, create_by, class_id, student_id)
    select 'BAL' || id, 'bench', class_id, id from student where id like 'BA%' and class_id is not null`);
  // The evaluation year, its plan, and one quantitative assessment per course.
  await run(sql`
    insert into evaluation_year (id, create_by, degree_programs_id, school_year_id, name, missing_method, course_rule, goal_rule, theta)
    values (${year}, 'bench', ${programme}, 'BAY', 'Bench AoL 2030', 'zero', 'min', 'min', 0.8)`);
  await run(sql`
    insert into evaluation_year_lo (id, create_by, evaluation_year_id, degree_programs_id, lo_id)
    select 'BAYL' || o, 'bench', ${year}, ${programme}, 'BAO' || o from generate_series(1, ${AOL_OBJECTIVES}) o`);
  const classIds = JSON.stringify(Array.from({ length: AOL.classes }, (_, k) => `BAK${k + 1}`));
  await run(sql`
    insert into evaluation_year_course (id, create_by, evaluation_year_id, degree_programs_id, lo_id, course_id, method, class_ids)
    select 'BAYC' || p.c || '-' || p.o, 'bench', ${year}, ${programme}, 'BAO' || p.o, 'BAC' || p.c, '1', ${classIds}::jsonb
    from jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as p(c int, o int, level text)`);
  const evaluations = Array.from({ length: AOL.courses }, (_, i) => ({
    c: i + 1,
    los: JSON.stringify(objectivesOf(i + 1).map((o) => `BAO${o}`)),
    aims: aimsJson(i + 1),
  }));
  await run(sql`
    insert into evaluation (id, create_by, evaluation_year_id, degree_programs_id, course_id, class_ids, lo_ids, status, step, components, aims, bands)
    select 'BAE' || e.c, 'bench', ${year}, ${programme}, 'BAC' || e.c, ${classIds}::jsonb, e.los::jsonb, '1', 5,
           ${componentsJson}::jsonb, e.aims::jsonb, null
    from jsonb_to_recordset(${JSON.stringify(evaluations)}::jsonb) as e(c int, los text, aims text)`);
  // The import measure's assessment: course 1's configuration in a later year, the import class, no scores.
  await run(sql`
    insert into school_year (id, create_by, name, start_time, end_time)
    values ('BAY2', 'bench', 'Bench 2031-2032', '2031-09-01', '2032-07-31')`);
  await run(sql`
    insert into evaluation_year (id, create_by, degree_programs_id, school_year_id, name, missing_method, course_rule, goal_rule, theta)
    values (${`${year}2`}, 'bench', ${programme}, 'BAY2', 'Bench AoL 2031', 'zero', 'min', 'min', 0.8)`);
  await run(sql`
    insert into evaluation (id, create_by, evaluation_year_id, degree_programs_id, course_id, class_ids, lo_ids, status, step, components, aims)
    select ${AOL.importEvaluation}, 'bench', ${`${year}2`}, ${programme}, 'BAC1', ${JSON.stringify([AOL.importClass])}::jsonb,
           lo_ids, '0', 4, components, aims from evaluation where id = 'BAE1'`);
  // 960,000 scores: per course, student and component, on the component's 25 marks; a few missing.
  await run(sql`
    insert into evaluation_score (id, create_by, evaluation_id, method, degree_programs_id, class_id, student_id, lo_id, component_key, score)
    select 'BAX' || c || '-' || s || '-' || k, 'bench', 'BAE' || c, '1', ${programme},
           'BAK' || ((s - 1) / ${AOL.perClass} + 1), 'BAS' || s,
           case when k <= ${AOL.components / 2} then 'BAO' || (((c - 1) % ${AOL_OBJECTIVES}) + 1)
                else 'BAO' || (((c + 14) % ${AOL_OBJECTIVES}) + 1) end,
           'k' || k, ((s * 37 + c * 11 + k * 7) % 26)::double precision
    from generate_series(1, ${AOL.courses}) c
    cross join generate_series(1, ${AOL_STUDENTS}) s
    cross join generate_series(1, ${AOL.components}) k
    where (s * 13 + c * 7 + k) % 97 <> 0`);
  await run(sql.raw('analyze evaluation_score'));
}
