import {
  type AolAim,
  type AolBand,
  type AolComponent,
  type AolRubricLevel,
  type CourseResult,
  type LoSummary,
  qualitativeResults,
  quantitativeColumnResults,
  type StudentLo,
} from '@accredit/shared';
import type { Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import {
  type Assessment,
  assessedLoIds,
  classesOf,
  columnsFor,
  coursesOf,
  type LoInfo,
  losOf,
  type Named,
  notConfigured,
  positionsOf,
  ratingsOf,
  type StudentInfo,
  scoreColumnsOf,
  studentsOf,
  type YearRules,
  yearRules,
} from './results-data.ts';

/**
 * One assessment's results (B/results): the shared model's CourseResult, computed from the
 * loaded configuration, students and scores, with the names a screen or a report prints beside
 * each figure. Nothing here computes a figure: quantitativeResults / qualitativeResults do.
 */
export interface NamedLo extends LoSummary {
  code: string;
  name: string;
  nameEn: string | null;
  lgId: string;
}

export interface NamedStudent {
  studentId: string;
  classId: string | null;
  studentNumber: string;
  name: string;
  nameEn: string | null;
  los: StudentLo[];
}

export interface CourseResultsAnswer {
  method: CourseResult['method'];
  course: CourseResult['course'];
  los: NamedLo[];
  students: NamedStudent[];
  classes: Named[];
  assessment: {
    id: string;
    kind: Assessment['kind'];
    evaluationYearId: string;
    degreeProgramsId: string;
    courseId: string;
    courseCode: string;
    courseName: string;
    courseNameEn: string | null;
    teacherId: string | null;
    status: string;
    classIds: string[];
    /** The class the figures are limited to (null: all the assessment's classes). */
    classId: string | null;
    yearName: string;
    schoolYearId: string;
    missingMethod: YearRules['missingMethod'];
    courseRule: YearRules['courseRule'];
  };
  components: AolComponent[];
  aims: AolAim[];
  bands: AolBand[];
  rubric: AolRubricLevel[];
}

export interface CourseData {
  assessment: Assessment;
  year: YearRules;
  los: LoInfo[];
  students: StudentInfo[];
  classes: Named[];
  course: Named | null;
  result: CourseResult;
}

/** Loads what the model needs (a handful of set-based queries) and calls it. */
export async function computeCourse(
  db: Executor,
  assessment: Assessment,
  classId: string | null = null,
): Promise<CourseData> {
  if (classId !== null && !assessment.classIds.includes(classId))
    throw new AppError(400, 'aolResults.errors.classNotAssessed');
  const loIds = assessedLoIds(assessment);
  const classIds = classId ? [classId] : assessment.classIds;
  const [years, los, students, classes, courses] = await Promise.all([
    yearRules(db, [assessment.evaluationYearId]),
    losOf(db, loIds),
    studentsOf(db, classIds),
    classesOf(db, assessment.classIds),
    coursesOf(db, [assessment.courseId]),
  ]);
  const year = years.get(assessment.evaluationYearId);
  if (!year) throw new AppError(404, 'aolResults.errors.noYear');
  const result = await resultOf(db, assessment, year, los, students);
  return { assessment, year, los, students, classes, course: courses[0] ?? null, result };
}

async function resultOf(
  db: Executor,
  a: Assessment,
  year: YearRules,
  los: LoInfo[],
  students: StudentInfo[],
): Promise<CourseResult> {
  const targets = Object.fromEntries(los.map((l) => [l.id, l.target]));
  const who = students.map((s) => ({ studentId: s.id, classId: s.classId }));
  if (a.kind === 'qualitative') {
    const enrolled = new Set(students.map((s) => s.id));
    if (los.length === 0) throw notConfigured('loIds');
    const ratings = (await ratingsOf(db, a.id)).filter((r) => enrolled.has(r.studentId));
    return qualitativeResults({
      rubric: a.rubric,
      loIds: los.map((l) => l.id),
      targets,
      students: who,
      ratings,
      courseRule: year.courseRule,
    });
  }
  if (a.components.length === 0) throw notConfigured('components');
  if (a.aims.length === 0) throw notConfigured('aims');
  const columns = (await scoreColumnsOf(db, [a.id])).get(a.id) ?? [];
  return quantitativeColumnResults({
    components: a.components,
    aims: a.aims,
    bands: a.bands,
    targets,
    students: who,
    columns: columnsFor(columns, positionsOf(students), students.length),
    missingMethod: year.missingMethod,
    courseRule: year.courseRule,
  });
}

/** The answer of B/results: the model's result with names beside each figure. */
export function presentCourse(data: CourseData, classId: string | null): CourseResultsAnswer {
  const { assessment: a, year, result } = data;
  const loById = new Map(data.los.map((l) => [l.id, l]));
  const studentById = new Map(data.students.map((s) => [s.id, s]));
  return {
    method: result.method,
    course: result.course,
    los: result.los.map((l) => {
      const info = loById.get(l.loId);
      return {
        ...l,
        code: info?.code ?? l.loId,
        name: info?.name ?? '',
        nameEn: info?.nameEn ?? null,
        lgId: info?.lgId ?? '',
      };
    }),
    students: result.students.map((s) => {
      const info = studentById.get(s.studentId);
      return {
        ...s,
        studentNumber: info?.studentNumber ?? '',
        name: info?.name ?? '',
        nameEn: info?.nameEn ?? null,
      };
    }),
    classes: data.classes,
    assessment: {
      id: a.id,
      kind: a.kind,
      evaluationYearId: a.evaluationYearId,
      degreeProgramsId: a.degreeProgramsId,
      courseId: a.courseId,
      courseCode: data.course?.code ?? '',
      courseName: data.course?.name ?? '',
      courseNameEn: data.course?.nameEn ?? null,
      teacherId: a.teacherId,
      status: a.status,
      classIds: a.classIds,
      classId,
      yearName: year.name,
      schoolYearId: year.schoolYearId,
      missingMethod: year.missingMethod,
      courseRule: year.courseRule,
    },
    components: a.components,
    aims: a.aims,
    bands: a.kind === 'quantitative' ? a.bands : [],
    rubric: a.kind === 'qualitative' ? a.rubric : [],
  };
}
