import {
  type CourseResult,
  isMapLevel,
  type MapLevel,
  type ProgrammeResult,
  programmeResults,
  qualitativeResults,
  quantitativeColumnResults,
  type YearResult,
} from '@accredit/shared';
import { mapVersionFor } from '@accredit/shared/curriculum/syllabus.ts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import type { Row } from '../../crud/present.ts';
import { indirectOfYear } from '../questionnaire/results-indirect.ts';
import {
  curriculumMapTable,
  evaluationScoreTable,
  evaluationTable,
  qualitativeEvaluationTable,
} from '../resources/schema.ts';
import {
  type Assessment,
  assessedLoIds,
  assessmentOf,
  classMembers,
  columnsFor,
  coursesOf,
  goalsAndLos,
  KIND_METHOD,
  type LoInfo,
  type Named,
  positionsOf,
  programmeInfo,
  type ScoreColumn,
  type StudentInfo,
  scoreColumnsOf,
  studentsIn,
  type YearRules,
} from './results-data.ts';

/**
 * A programme's figures for one evaluation year (issue 17 item 4): every assessment of the year
 * through the shared model (one query for all their scores, one for all their students), then
 * programmeResults with the curriculum map version in force that year. An assessment without a
 * usable configuration is reported, not fatal. Indirect measures (I_j) are the answers to the
 * questionnaires of the programme and the year's school year mapped to its objectives
 * (questionnaire/results-indirect.ts).
 */
export interface YearCourse {
  assessment: Assessment;
  course: Named | null;
  /** The course's figures per objective (without per-student rows or per-class figures). */
  result: CourseResult | null;
  /** Students counted (of the assessment's classes), 0 without a result. */
  students: number;
  /** Why there is no result (an assessment not configured yet). */
  problem: string | null;
}

export interface YearData {
  year: YearRules;
  programme: Named & { goalTarget: number | null };
  goals: (Named & { target: number | null })[];
  los: LoInfo[];
  courses: YearCourse[];
  mapYear: number | null;
  mapLevels: { courseId: string; loId: string; level: MapLevel }[];
  result: ProgrammeResult;
}

async function assessmentsOfYear(db: Executor, yearId: string): Promise<Assessment[]> {
  const [quant, qual] = await Promise.all([
    db.select().from(evaluationTable).where(eq(evaluationTable.evaluationYearId, yearId)),
    db
      .select()
      .from(qualitativeEvaluationTable)
      .where(eq(qualitativeEvaluationTable.evaluationYearId, yearId)),
  ]);
  return [
    ...(quant as Row[]).map((r) => assessmentOf('quantitative', r)),
    ...(qual as Row[]).map((r) => assessmentOf('qualitative', r)),
  ];
}

function listIn<T>(map: Map<string, T[]>, key: string): T[] {
  const list = map.get(key);
  if (list) return list;
  const fresh: T[] = [];
  map.set(key, fresh);
  return fresh;
}

/** The ratings of the qualitative assessments among these (one query), grouped by assessment. */
async function ratingsByAssessment(db: Executor, ids: readonly string[]) {
  const ratings = new Map<string, { studentId: string; loId: string; level: string }[]>();
  if (ids.length === 0) return ratings;
  const e = evaluationScoreTable;
  const rows = await db
    .select({ evaluationId: e.evaluationId, studentId: e.studentId, loId: e.loId, level: e.level })
    .from(e)
    .where(and(inArray(e.evaluationId, [...ids]), eq(e.method, KIND_METHOD.qualitative)));
  for (const r of rows)
    if (typeof r.level === 'string' && r.level !== '')
      listIn(ratings, String(r.evaluationId)).push({
        studentId: String(r.studentId),
        loId: String(r.loId),
        level: r.level,
      });
  return ratings;
}

/** The cells of the map version in force in the year (the latest effective year not after it). */
async function mapInForce(db: Executor, programmeId: string, startYear: number | null) {
  const m = curriculumMapTable;
  const versions = await db
    .selectDistinct({ year: m.effectiveYear })
    .from(m)
    .where(eq(m.degreeProgramsId, programmeId));
  const mapYear = mapVersionFor(
    versions.map((v) => Number(v.year)),
    startYear,
  );
  if (mapYear === null) return { mapYear, mapLevels: [] };
  const rows = await db
    .select({ courseId: m.courseId, loId: m.loId, level: m.level })
    .from(m)
    .where(and(eq(m.degreeProgramsId, programmeId), eq(m.effectiveYear, mapYear)));
  const mapLevels = rows.flatMap((r) =>
    isMapLevel(r.level) ? [{ courseId: String(r.courseId), loId: String(r.loId), level: r.level }] : [],
  );
  return { mapYear, mapLevels };
}

/** The students of an assessment's classes and their positions, shared by assessments of the same classes. */
interface Roll {
  students: StudentInfo[];
  positions: Map<string, number>;
  /** Where the students of each loaded list of ids sit in `students`. */
  lookups: Map<readonly string[], Int32Array>;
}

function courseResultOf(
  a: Assessment,
  year: YearRules,
  loById: Map<string, LoInfo>,
  roll: Roll,
  columns: ScoreColumn[],
  ratings: { studentId: string; loId: string; level: string }[],
): { result: CourseResult | null; problem: string | null } {
  const loIds = assessedLoIds(a).filter((id) => loById.has(id));
  const targets = Object.fromEntries(loIds.map((id) => [id, loById.get(id)?.target ?? null]));
  const { students, positions, lookups } = roll;
  const who = students.map((s) => ({ studentId: s.id, classId: s.classId }));
  // The programme reads each course's figures per objective: no per-student or per-class rows.
  const detail = { students: false, classes: false };
  if (a.kind === 'qualitative') {
    if (loIds.length === 0) return { result: null, problem: 'loIds' };
    return {
      result: qualitativeResults(
        {
          rubric: a.rubric,
          loIds,
          targets,
          students: who,
          ratings: ratings.filter((r) => positions.has(r.studentId)),
          courseRule: year.courseRule,
        },
        detail,
      ),
      problem: null,
    };
  }
  if (a.components.length === 0) return { result: null, problem: 'components' };
  if (a.aims.length === 0) return { result: null, problem: 'aims' };
  return {
    result: quantitativeColumnResults(
      {
        components: a.components,
        aims: a.aims,
        bands: a.bands,
        targets,
        students: who,
        columns: columnsFor(columns, positions, students.length, lookups),
        missingMethod: year.missingMethod,
        courseRule: year.courseRule,
      },
      detail,
    ),
    problem: null,
  };
}

/** Every figure of a programme's evaluation year. */
export async function computeYear(db: Executor, year: YearRules): Promise<YearData> {
  const programmeId = year.degreeProgramsId;
  const assessments = await assessmentsOfYear(db, year.id);
  const classIds = [...new Set(assessments.flatMap((a) => a.classIds))];
  const ids = (kind: Assessment['kind']) => assessments.filter((a) => a.kind === kind).map((a) => a.id);
  const [programme, { goals, los }, allStudents, scores, ratings, map, courses] = await Promise.all([
    programmeInfo(db, programmeId),
    goalsAndLos(db, programmeId),
    classMembers(db, classIds),
    scoreColumnsOf(db, ids('quantitative')),
    ratingsByAssessment(db, ids('qualitative')),
    mapInForce(db, programmeId, year.startYear),
    coursesOf(db, [...new Set(assessments.map((a) => a.courseId))]),
  ]);
  const indirect = await indirectOfYear(db, programmeId, year.schoolYearId, new Set(los.map((l) => l.id)));
  const loById = new Map(los.map((l) => [l.id, l]));
  const courseById = new Map(courses.map((c) => [c.id, c]));
  const rolls = new Map<string, Roll>();
  const rollOf = (a: Assessment): Roll => {
    const key = a.classIds.join('\u0000');
    const known = rolls.get(key);
    if (known) return known;
    const students = studentsIn(a.classIds, allStudents);
    const roll = { students, positions: positionsOf(students), lookups: new Map() };
    rolls.set(key, roll);
    return roll;
  };
  const yearCourses: YearCourse[] = assessments.map((a) => {
    const roll = rollOf(a);
    const { result, problem } = courseResultOf(
      a,
      year,
      loById,
      roll,
      scores.get(a.id) ?? [],
      ratings.get(a.id) ?? [],
    );
    return {
      assessment: a,
      course: courseById.get(a.courseId) ?? null,
      result,
      students: result ? roll.students.length : 0,
      problem,
    };
  });
  yearCourses.sort((x, y) => (x.course?.code ?? '').localeCompare(y.course?.code ?? ''));
  const courseResults = yearCourses.flatMap((c) =>
    (c.result?.los ?? []).flatMap((l) =>
      l.A ? [{ courseId: c.assessment.courseId, loId: l.loId, A: l.A }] : [],
    ),
  );
  const result = programmeResults({
    goals: goals.map((g) => ({ id: g.id, code: g.code, target: g.target ?? programme.goalTarget })),
    los: los.map((l) => ({ id: l.id, code: l.code, lgId: l.lgId, target: l.target })),
    courseResults,
    mapLevels: map.mapLevels,
    indirect,
    theta: year.theta,
    goalRule: year.goalRule,
  });
  return {
    year,
    programme,
    goals,
    los,
    courses: yearCourses,
    mapYear: map.mapYear,
    mapLevels: map.mapLevels,
    result,
  };
}

/** The answer of evaluationYear/results: the programme result with names, per-course figures and errors. */
export function presentYear(data: YearData, message: (courseCode: string, loCode: string) => string) {
  const { year, result } = data;
  const loById = new Map(data.los.map((l) => [l.id, l]));
  const goalById = new Map(data.goals.map((g) => [g.id, g]));
  const courseById = new Map(data.courses.flatMap((c) => (c.course ? [[c.course.id, c.course]] : [])));
  const kindOf = new Map(data.courses.map((c) => [c.assessment.courseId, c.assessment.kind]));
  const named = (id: string, map: Map<string, Named>) => {
    const x = map.get(id);
    return { code: x?.code ?? id, name: x?.name ?? '', nameEn: x?.nameEn ?? null };
  };
  return {
    year: {
      id: year.id,
      name: year.name,
      schoolYearId: year.schoolYearId,
      schoolYear: year.schoolYear,
      startYear: year.startYear,
      missingMethod: year.missingMethod,
      courseRule: year.courseRule,
      goalRule: year.goalRule,
      theta: year.theta,
      mapYear: data.mapYear,
    },
    programme: {
      id: data.programme.id,
      code: data.programme.code,
      name: data.programme.name,
      nameEn: data.programme.nameEn,
    },
    goals: result.goals.map((g) => ({
      ...g,
      ...named(g.lgId, goalById),
      loIds: data.los.filter((l) => l.lgId === g.lgId).map((l) => l.id),
    })),
    los: result.los.map((l) => ({
      ...l,
      name: loById.get(l.loId)?.name ?? '',
      nameEn: loById.get(l.loId)?.nameEn ?? null,
      courses: l.courses.map((c) => ({
        ...c,
        ...named(c.courseId, courseById),
        kind: kindOf.get(c.courseId) ?? null,
      })),
    })),
    courses: data.courses.map((c) => ({
      assessmentId: c.assessment.id,
      kind: c.assessment.kind,
      courseId: c.assessment.courseId,
      ...named(c.assessment.courseId, courseById),
      status: c.assessment.status,
      classIds: c.assessment.classIds,
      students: c.students,
      A: c.result?.course.A ?? null,
      rule: year.courseRule,
      problem: c.problem,
      los: (c.result?.los ?? []).map((l) => ({
        loId: l.loId,
        code: loById.get(l.loId)?.code ?? l.loId,
        target: l.target,
        students: l.students,
        A: l.A,
        P: l.P,
        met: l.met,
        bands: l.bands,
      })),
    })),
    errors: result.errors.map((e) => {
      const courseCode = courseById.get(e.courseId)?.code ?? e.courseId;
      const loCode = loById.get(e.loId)?.code ?? e.loId;
      return { ...e, courseCode, loCode, message: message(courseCode, loCode) };
    }),
  };
}

export type YearAnswer = ReturnType<typeof presentYear>;

/** Every year of a programme computed, oldest first, as the model's YearResult list. */
export async function programmeYears(db: Executor, years: readonly YearRules[]) {
  const computed: YearData[] = [];
  for (const y of years) computed.push(await computeYear(db, y));
  const results: YearResult[] = computed.map((d) => ({
    startYear: d.year.startYear ?? 0,
    label: d.year.name,
    result: d.result,
  }));
  return { computed, results };
}
