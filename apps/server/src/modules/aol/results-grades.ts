import {
  type AnalysableAssessment,
  type GradeAnswer,
  type GradeComponent,
  gradeAnalysis,
  Rational,
  sumOf,
} from '@accredit/shared';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { evaluationTable, evaluationYearTable } from '../resources/schema.ts';
import {
  type Assessment,
  assessedLoIds,
  assessmentOf,
  classesOf,
  coursesOf,
  notConfigured,
  scoresOf,
  studentsOf,
  yearRules,
} from './results-data.ts';

/**
 * Grade analysis (issue 17 item 5): the statistics of DOMAIN.md section 5 (gradeAnalysis of the
 * shared model) over one quantitative assessment, one of its classes or all, and one component or
 * the total, with a ten-bin histogram. A student's grade is the sum of their scores on the marks
 * aimed at the objectives (x_sjk); its full marks the sum of those marks (S_jk), since only those
 * marks are recorded. Missing scores follow the year's method: counted as 0, or the student left
 * out of that analysis.
 */
export const HISTOGRAM_BINS = 10;

export async function gradeStats(
  db: Executor,
  a: Assessment,
  classId: string | null,
  componentKey: string | null,
): Promise<GradeAnswer> {
  if (a.kind !== 'quantitative') throw new AppError(400, 'aolResults.errors.notQuantitative');
  if (classId !== null && !a.classIds.includes(classId))
    throw new AppError(400, 'aolResults.errors.classNotAssessed');
  const loIds = new Set(assessedLoIds(a));
  const aims = a.aims.filter(
    (x) => loIds.has(x.loId) && (componentKey === null || x.componentKey === componentKey),
  );
  if (componentKey !== null && !a.components.some((c) => c.key === componentKey))
    throw new AppError(400, 'aolResults.errors.noComponent', { key: componentKey });
  if (aims.length === 0) throw notConfigured('aims');
  const [years, students, scores, classes, courses] = await Promise.all([
    yearRules(db, [a.evaluationYearId]),
    studentsOf(db, classId ? [classId] : a.classIds),
    scoresOf(db, a.id),
    classesOf(db, a.classIds),
    coursesOf(db, [a.courseId]),
  ]);
  const method = years.get(a.evaluationYearId)?.missingMethod ?? 'zero';
  const pairs = new Set(aims.map((x) => `${x.loId}\u0000${x.componentKey}`));
  const byStudent = new Map<string, Rational[]>();
  for (const s of scores) {
    if (!pairs.has(`${s.loId}\u0000${s.componentKey}`)) continue;
    const list = byStudent.get(s.studentId);
    if (list) list.push(Rational.from(s.score));
    else byStudent.set(s.studentId, [Rational.from(s.score)]);
  }
  const grades: Rational[] = [];
  for (const s of students) {
    const got = byStudent.get(s.id) ?? [];
    if (method === 'exclude' && got.length < pairs.size) continue;
    grades.push(sumOf(got));
  }
  const full = sumOf(aims.map((x) => Rational.from(x.marks)));
  const fullMarks = full.toNumber();
  return {
    assessmentId: a.id,
    course: courses[0] ?? null,
    classId,
    componentKey,
    fullMarks,
    missingMethod: method,
    enrolled: students.length,
    leftOut: students.length - grades.length,
    stats: gradeAnalysis(
      grades.map((g) => g.toNumber()),
      fullMarks,
    ),
    histogram: histogram(grades, full),
    classes,
    components: componentsOf(a),
  };
}

const componentsOf = (a: Assessment): GradeComponent[] =>
  a.components.map((c) => ({ key: c.key, name: c.name, nameEn: c.nameEn ?? null, fullMarks: c.fullMarks }));

/** Counts in ten equal bins of [0, full]; a grade at the full marks goes in the last. */
function histogram(grades: readonly Rational[], full: Rational): GradeAnswer['histogram'] {
  const bins = Array.from({ length: HISTOGRAM_BINS }, (_, i) => ({
    from: full.mul(i).div(HISTOGRAM_BINS).toNumber(),
    to: full
      .mul(i + 1)
      .div(HISTOGRAM_BINS)
      .toNumber(),
    count: 0,
  }));
  if (full.isZero()) return bins;
  for (const g of grades) {
    const scaled = g.mul(HISTOGRAM_BINS).div(full);
    const index = Math.min(HISTOGRAM_BINS - 1, Math.max(0, Number(scaled.n / scaled.d)));
    bins[index].count += 1;
  }
  return bins;
}

/** The quantitative assessments one may analyse (inside `scope`), for a school year or programme. */
export async function analysableAssessments(
  db: Executor,
  scope: SQL[],
  filter: { schoolYearId?: string; degreeProgramsId?: string },
): Promise<AnalysableAssessment[]> {
  const e = evaluationTable;
  const y = evaluationYearTable;
  const conditions: SQL[] = [...scope];
  if (filter.schoolYearId) conditions.push(eq(y.schoolYearId, filter.schoolYearId));
  if (filter.degreeProgramsId) conditions.push(eq(e.degreeProgramsId, filter.degreeProgramsId));
  const rows = await db
    .select({
      id: e.id,
      evaluationYearId: e.evaluationYearId,
      degreeProgramsId: e.degreeProgramsId,
      courseId: e.courseId,
      teacherId: e.teacherId,
      classIds: e.classIds,
      loIds: e.loIds,
      status: e.status,
      components: e.components,
      aims: e.aims,
      bands: e.bands,
      schoolYearId: y.schoolYearId,
      yearName: y.name,
    })
    .from(e)
    .innerJoin(y, eq(y.id, e.evaluationYearId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(y.name), asc(e.courseId));
  const assessments = rows.map((r) => ({ row: r, a: assessmentOf('quantitative', r) }));
  const [courses, classes] = await Promise.all([
    coursesOf(db, [...new Set(assessments.map((x) => x.a.courseId))]),
    classesOf(db, [...new Set(assessments.flatMap((x) => x.a.classIds))]),
  ]);
  const courseById = new Map(courses.map((c) => [c.id, c]));
  const classById = new Map(classes.map((c) => [c.id, c]));
  return assessments
    .map(({ row, a }) => ({
      id: a.id,
      evaluationYearId: a.evaluationYearId,
      yearName: String(row.yearName ?? ''),
      schoolYearId: String(row.schoolYearId ?? ''),
      degreeProgramsId: a.degreeProgramsId,
      courseId: a.courseId,
      courseCode: courseById.get(a.courseId)?.code ?? '',
      courseName: courseById.get(a.courseId)?.name ?? '',
      courseNameEn: courseById.get(a.courseId)?.nameEn ?? null,
      status: a.status,
      classes: a.classIds.flatMap((id) => {
        const c = classById.get(id);
        return c ? [c] : [];
      }),
      components: componentsOf(a),
    }))
    .sort((x, y) => x.yearName.localeCompare(y.yearName) || x.courseCode.localeCompare(y.courseCode));
}
