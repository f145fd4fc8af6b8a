import { RESOURCE } from '@accredit/shared';
import { asc, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../core/db.ts';
import { newId } from '../core/ids.ts';
import { resourceTable } from '../crud/table.ts';
import {
  evaluationHistoryTable,
  evaluationScoreTable,
  evaluationTable,
  evaluationYearCourseTable,
  evaluationYearLoTable,
  evaluationYearTable,
  improvementActionTable,
  qualitativeEvaluationTable,
} from '../modules/resources/schema.ts';
import { sysUser } from '../modules/system/schema.ts';
import { batches, insertAll } from './base.ts';
import {
  type AolAimRow,
  type AolCoursePlan,
  aimsOf,
  assessmentSeed,
  attainmentAim,
  componentsOf,
  DEMO_BANDS,
  DEMO_RUBRIC,
  demoAolPlan,
  IN_PROGRESS,
  UNLOCK_REASON,
  UNLOCKED,
  UNMET,
  UNMET_ACTION,
  unmetFinding,
  unmetOutcome,
  yearRemark,
} from './demo-aol-data.ts';
import { type AolStudent, drawRatings, drawScores, type ScoreRow } from './demo-aol-scores.ts';
import { demoCalendar } from './demo-curriculum-people.ts';

/**
 * The demo school's assurance of learning (issue 17 item 10): for the four programmes, last
 * year's and this year's evaluation years with the objectives assessed, the assessing courses and
 * their classes, one quantitative or qualitative assessment per course with its configuration,
 * scores for every student (ratings for a sample), the lock history, and the improvement action
 * for the one objective that missed its target last year (BBA LO5.2), which this year meets.
 * Last year's assessments are all submitted; this year one is left at the score-entry step (its
 * first class scored) and one unlocked for a correction. Runs after seedDemoCurriculum, reading
 * the programmes, classes, students and course teachers it stored. Multi-row inserts only.
 */

export interface AolSeedSummary {
  years: number;
  objectives: number;
  courses: number;
  quantitative: number;
  qualitative: number;
  scores: number;
  ratings: number;
  history: number;
  actions: number;
}

type Row = Record<string, unknown>;
const DAY = 86_400_000;
const MAP_WEIGHT = { H: 3, M: 2, L: 1 } as const;

/**
 * The scores, about ten thousand rows: each chunk travels as one json parameter (as the score
 * writer sends them), half the work of binding every value.
 */
async function insertScores(db: Executor, rows: Row[]) {
  for (const batch of batches(rows, 4000)) {
    const json = JSON.stringify(batch.map((r) => ({ id: newId(), ...r })));
    await db.execute(sql`
      insert into ${evaluationScoreTable} (id, evaluation_id, method, degree_programs_id, class_id, student_id,
        lo_id, component_key, score, level, create_by, sys_org_code)
      select u.id, u."evaluationId", u.method, u."degreeProgramsId", u."classId", u."studentId", u."loId",
        u."componentKey", u.score, u.level, u."createBy", u."sysOrgCode"
      from jsonb_to_recordset(${json}::jsonb) as u(id text, "evaluationId" text, method text,
        "degreeProgramsId" text, "classId" text, "studentId" text, "loId" text, "componentKey" text,
        score double precision, level text, "createBy" text, "sysOrgCode" text)`);
  }
}

interface Context {
  programmes: Map<string, { id: string; org: string }>;
  los: Map<string, { id: string; lgId: string }>;
  courses: Map<string, { id: string; departmentId: string | null }>;
  /** Classes by "programmeId:intake", in code order. */
  classes: Map<string, { id: string; code: string }[]>;
  students: Map<string, AolStudent[]>;
  schoolYears: Map<number, string>;
  teacherOf: (courseId: string, departmentId: string | null) => string | null;
  accountOf: Map<string, string>;
  progadmin: string | null;
}

async function load(db: Executor, currentYear: number): Promise<Context> {
  const p = resourceTable(RESOURCE.degreePrograms);
  const lo = resourceTable(RESOURCE.degreeProgramsLo);
  const c = resourceTable(RESOURCE.course);
  const cl = resourceTable(RESOURCE.classes);
  const st = resourceTable(RESOURCE.student);
  const sy = resourceTable(RESOURCE.schoolYear);
  const tpt = resourceTable(RESOURCE.teachingProgramTeacher);
  const t = resourceTable(RESOURCE.teacher);
  const programmeRows = await db.select({ id: p.id, code: p.code, org: p.sysOrgCode }).from(p);
  const programmes = new Map(
    programmeRows.map((r) => [String(r.code), { id: String(r.id), org: String(r.org) }]),
  );
  const codeOf = new Map(programmeRows.map((r) => [String(r.id), String(r.code)]));
  const loRows = await db
    .select({ id: lo.id, code: lo.code, lgId: lo.lgId, programme: lo.degreeProgramsId })
    .from(lo);
  const los = new Map(
    loRows.map((r) => [
      `${codeOf.get(String(r.programme))}:${r.code}`,
      { id: String(r.id), lgId: String(r.lgId) },
    ]),
  );
  const courseRows = await db.select({ id: c.id, code: c.code, departmentId: c.departmentId }).from(c);
  const courses = new Map(
    courseRows.map((r) => [
      String(r.code),
      { id: String(r.id), departmentId: r.departmentId ? String(r.departmentId) : null },
    ]),
  );
  const classRows = await db
    .select({ id: cl.id, code: cl.code, programme: cl.degreeProgramsId, intake: cl.enrolYear })
    .from(cl)
    .orderBy(asc(cl.code));
  const classes = new Map<string, { id: string; code: string }[]>();
  for (const r of classRows) {
    const key = `${r.programme}:${r.intake}`;
    classes.set(key, [...(classes.get(key) ?? []), { id: String(r.id), code: String(r.code) }]);
  }
  const studentRows = await db
    .select({ id: st.id, classId: st.classId, studentNumber: st.studentNumber })
    .from(st)
    .orderBy(asc(st.studentNumber));
  const students = new Map<string, AolStudent[]>();
  for (const r of studentRows) {
    if (!r.classId) continue;
    const number = String(r.studentNumber);
    const key = `${currentYear - Number(number.slice(0, 4))}:${number.slice(4)}`;
    const s = { id: String(r.id), classId: String(r.classId), key };
    students.set(s.classId, [...(students.get(s.classId) ?? []), s]);
  }
  const yearRows = await db.select({ id: sy.id, startTime: sy.startTime }).from(sy);
  const schoolYears = new Map(yearRows.map((r) => [Number(String(r.startTime).slice(0, 4)), String(r.id)]));

  // The teacher of a course's first class (any semester), else any of its course teachers,
  // else the first teacher of the department that runs it.
  const classCode = new Map(classRows.map((r) => [String(r.id), String(r.code)]));
  const taught = await db
    .select({ courseId: tpt.courseId, classId: tpt.classId, teacherId: tpt.teacherId })
    .from(tpt);
  const lead = new Map<string, string>();
  const any = new Map<string, string>();
  for (const r of taught) {
    const course = String(r.courseId);
    if (!any.has(course)) any.set(course, String(r.teacherId));
    if (classCode.get(String(r.classId))?.endsWith('-1') && !lead.has(course))
      lead.set(course, String(r.teacherId));
  }
  const teacherRows = await db
    .select({ id: t.id, collegeId: t.collegeId, userId: t.userId })
    .from(t)
    .orderBy(asc(t.staffId));
  const users = await db
    .select({ id: sysUser.id, username: sysUser.username })
    .from(sysUser)
    .where(inArray(sysUser.username, ['teacher', 'multirole', 'progadmin']));
  const usernameOf = new Map(users.map((u) => [u.id, u.username]));
  const accountOf = new Map<string, string>();
  for (const r of teacherRows) {
    const username = r.userId ? usernameOf.get(String(r.userId)) : undefined;
    if (username) accountOf.set(String(r.id), username);
  }
  const teacherOf = (courseId: string, departmentId: string | null) =>
    lead.get(courseId) ??
    any.get(courseId) ??
    (teacherRows.find((r) => r.collegeId === departmentId && !accountOf.has(String(r.id)))?.id as
      | string
      | undefined) ??
    null;
  return {
    programmes,
    los,
    courses,
    classes,
    students,
    schoolYears,
    teacherOf,
    accountOf,
    progadmin: users.find((u) => u.username === 'progadmin')?.id ?? null,
  };
}

/** a_sj averaged over the students (a missing score counts 0): the course attainment A_cj. */
function courseAttainment(loId: string, aims: readonly AolAimRow[], students: number, scores: ScoreRow[]) {
  let sum = 0;
  for (const s of scores) {
    const aim = aims.find((a) => a.loId === loId && a.componentKey === s.componentKey);
    if (s.loId === loId && aim) sum += (aim.weight * s.score) / aim.marks;
  }
  return students ? sum / students : 0;
}

export async function seedDemoAol(db: Executor, today = new Date()): Promise<AolSeedSummary> {
  const calendar = demoCalendar(today);
  const ctx = await load(db, calendar.year);
  const rows = {
    years: [] as Row[],
    los: [] as Row[],
    courses: [] as Row[],
    quantitative: [] as Row[],
    qualitative: [] as Row[],
    scores: [] as Row[],
    history: [] as Row[],
    actions: [] as Row[],
  };
  let ratings = 0;
  /** Submission dates: the end of the course's term, but never later than two days ago. */
  const latest = today.getTime() - 2 * DAY;
  const submitted = (year: number, term: number, n: number) =>
    new Date(Math.min(Date.UTC(year + 1, term === 1 ? 0 : 6, 10 + n, 9, 30), latest - (n % 5) * DAY));
  /** The figure of the unmet objective last year, and the year and LO it belongs to. */
  let before: { value: number; yearId: string; lo: { id: string; lgId: string } } | null = null;

  for (const [code, programme] of ctx.programmes) {
    const head = code === 'BBA' || code === 'MACC' ? 'progadmin' : 'unitadmin';
    for (const year of [calendar.year - 1, calendar.year]) {
      const plan = demoAolPlan(code, year, calendar.year);
      const yearId = newId();
      const schoolYearId = ctx.schoolYears.get(year);
      if (!schoolYearId) throw new Error(`No demo school year ${year}`);
      const stamp = { degreeProgramsId: programme.id, createBy: head, sysOrgCode: programme.org };
      rows.years.push({
        id: yearId,
        schoolYearId,
        // As the evaluation-year hook names a year left blank: programme code and school year.
        name: `${code} ${year}-${year + 1}`,
        missingMethod: 'zero',
        courseRule: 'min',
        goalRule: 'min',
        theta: 0.8,
        remark: yearRemark(code, plan.current),
        ...stamp,
      });
      const loOf = (lo: string) => {
        const found = ctx.los.get(`${code}:${lo}`);
        if (!found) throw new Error(`Unknown demo objective ${code}:${lo}`);
        return found;
      };
      for (const lo of plan.los) rows.los.push({ evaluationYearId: yearId, loId: loOf(lo).id, ...stamp });
      const unmet: { level: keyof typeof MAP_WEIGHT; a: number }[] = [];

      for (const [n, course] of plan.courses.entries()) {
        const c = ctx.courses.get(course.course);
        if (!c) throw new Error(`Unknown demo course ${course.course}`);
        const classes = ctx.classes.get(`${programme.id}:${course.intake}`) ?? [];
        const classIds = classes.map((x) => x.id);
        const teacherId = ctx.teacherOf(c.id, c.departmentId);
        const loIds = course.los.map((l) => loOf(l.code).id);
        for (const loId of loIds)
          rows.courses.push({
            evaluationYearId: yearId,
            loId,
            courseId: c.id,
            method: course.method,
            teacherId,
            classIds,
            ...stamp,
          });
        const state = stateOf(code, course, plan.current);
        const id = newId();
        const submitTime = state.status === '0' ? null : submitted(year, course.term, n);
        const common = {
          id,
          evaluationYearId: yearId,
          courseId: c.id,
          teacherId,
          classIds,
          loIds,
          status: state.status,
          step: state.status === '0' ? IN_PROGRESS.step : course.method === '1' ? 5 : 3,
          submitTime,
          ...stamp,
          createBy: (teacherId && ctx.accountOf.get(teacherId)) || head,
        };
        // Only the first class is scored while the assessment is in progress.
        const assessed = (state.status === '0' ? classes.slice(0, 1) : classes).flatMap(
          (x) => ctx.students.get(x.id) ?? [],
        );
        const codeOfLo = new Map(course.los.map((l, i) => [loIds[i], l.code]));
        const aimFor = (loId: string) =>
          attainmentAim(code, codeOfLo.get(loId) ?? '', course.course, plan.current);
        const seed = assessmentSeed(code, course.course, plan.current);
        const scoreStamp = {
          evaluationId: id,
          method: course.method,
          degreeProgramsId: programme.id,
          createBy: common.createBy,
          sysOrgCode: programme.org,
        };
        if (course.method === '1') {
          const aims = aimsOf(course.course, loIds);
          rows.quantitative.push({
            ...common,
            components: componentsOf(course.course),
            aims,
            bands: DEMO_BANDS,
          });
          const scores = drawScores(seed, assessed, aims, aimFor);
          for (const s of scores) rows.scores.push({ ...s, level: null, ...scoreStamp });
          if (code === UNMET.programme && !plan.current) {
            const i = course.los.findIndex((l) => l.code === UNMET.lo);
            if (i >= 0)
              unmet.push({
                level: course.los[i].level,
                a: courseAttainment(loIds[i], aims, assessed.length, scores),
              });
          }
        } else {
          rows.qualitative.push({ ...common, rubric: DEMO_RUBRIC });
          const drawn = drawRatings(seed, assessed, loIds, aimFor);
          ratings += drawn.length;
          for (const r of drawn) rows.scores.push({ ...r, componentKey: '', score: null, ...scoreStamp });
        }
        if (submitTime)
          rows.history.push(
            ...historyOf(id, course.method, state.status, submitTime, n, latest, {
              ...stamp,
              createBy: common.createBy,
            }),
          );
      }
      if (unmet.length) {
        const total = unmet.reduce((s, u) => s + MAP_WEIGHT[u.level], 0);
        const value = unmet.reduce((s, u) => s + (MAP_WEIGHT[u.level] / total) * u.a, 0);
        before = { value, yearId, lo: loOf(UNMET.lo) };
      }
    }
  }

  if (before) {
    const programme = ctx.programmes.get(UNMET.programme);
    const figure = (Math.round(before.value * 1000) / 1000).toFixed(3);
    const [finding, findingEn] = unmetFinding(figure, `${calendar.year - 1}-${calendar.year}`);
    rows.actions.push({
      degreeProgramsId: programme?.id,
      evaluationYearId: before.yearId,
      loId: before.lo.id,
      lgId: before.lo.lgId,
      finding,
      findingEn,
      action: UNMET_ACTION[0],
      actionEn: UNMET_ACTION[1],
      ownerId: ctx.progadmin,
      dueDate: `${calendar.year}-08-31`,
      status: '3',
      beforeValue: Number(figure),
      outcome: unmetOutcome(`${calendar.year}-${calendar.year + 1}`),
      createBy: 'progadmin',
      createTime: new Date(Date.UTC(calendar.year, 6, 20, 10, 0)),
      sysOrgCode: programme?.org,
    });
  }

  await insertAll(db, evaluationYearTable, rows.years);
  await insertAll(db, evaluationYearLoTable, rows.los);
  await insertAll(db, evaluationYearCourseTable, rows.courses);
  await insertAll(db, evaluationTable, rows.quantitative);
  await insertAll(db, qualitativeEvaluationTable, rows.qualitative);
  await insertScores(db, rows.scores);
  await insertAll(db, evaluationHistoryTable, rows.history);
  await insertAll(db, improvementActionTable, rows.actions);
  return {
    years: rows.years.length,
    objectives: rows.los.length,
    courses: rows.courses.length,
    quantitative: rows.quantitative.length,
    qualitative: rows.qualitative.length,
    scores: rows.scores.length - ratings,
    ratings,
    history: rows.history.length,
    actions: rows.actions.length,
  };
}

function stateOf(programme: string, course: AolCoursePlan, current: boolean): { status: '0' | '1' | '2' } {
  if (!current) return { status: '1' };
  if (programme === IN_PROGRESS.programme && course.course === IN_PROGRESS.course) return { status: '0' };
  if (programme === UNLOCKED.programme && course.course === UNLOCKED.course) return { status: '2' };
  return { status: '1' };
}

/**
 * Scores imported (every other assessment) and submitted by the assessment's author; the unlocked
 * one unlocked since by the programme head.
 */
function historyOf(
  evaluationId: string,
  method: string,
  status: string,
  submitTime: Date,
  n: number,
  latest: number,
  stamp: Row,
): Row[] {
  const row = (action: string, at: number, reason: string | null = null) => ({
    evaluationId,
    method,
    action,
    reason,
    actionTime: new Date(at),
    ...stamp,
    ...(action === 'unlock' ? { createBy: 'progadmin' } : {}),
  });
  const out: Row[] = [];
  if (method === '1' && n % 2 === 0) out.push(row('import', submitTime.getTime() - 3 * DAY));
  out.push(row('submit', submitTime.getTime()));
  if (status === '2')
    out.push(row('unlock', Math.min(submitTime.getTime() + 2 * DAY, latest + DAY), UNLOCK_REASON));
  return out;
}
