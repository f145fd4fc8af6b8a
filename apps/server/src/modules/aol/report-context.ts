import { isMapLevel, type MapLevel, REVIEW_STATUS } from '@accredit/shared';
import { mapVersionFor, type SyllabusObjective } from '@accredit/shared/curriculum/syllabus.ts';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import type { Row } from '../../crud/present.ts';
import { curriculumMapTable, syllabusTable } from '../resources/schema.ts';
import { actionsOfYear, type YearAction } from './loop-data.ts';
import type { CourseData } from './results-course.ts';
import { courseDetail, goalsAndLos, type Named, programmeInfo, teacherNames } from './results-data.ts';

/**
 * What the course attainment report prints beside the figures: the course's details, programme,
 * teacher, the course objectives of its syllabus for the year (approved first, then the latest)
 * with the programme objectives they support, the map level of each assessed objective in the
 * map in force, the goals, and the improvement actions of the year for its objectives.
 */
export interface CourseReportContext {
  course: Row | null;
  programme: Named | null;
  teacher: Row | null;
  objectives: SyllabusObjective[];
  levels: Map<string, MapLevel>;
  goals: Map<string, Named>;
  loCodes: Map<string, string>;
  actions: YearAction[];
}

async function syllabusObjectives(db: Executor, courseId: string, schoolYearId: string) {
  const s = syllabusTable;
  const rows = await db
    .select({ objectives: s.objectives, reviewStatus: s.reviewStatus })
    .from(s)
    .where(and(eq(s.courseId, courseId), eq(s.schoolYearId, schoolYearId)))
    .orderBy(desc(s.version));
  const pick = rows.find((r) => r.reviewStatus === REVIEW_STATUS.reviewed) ?? rows[0];
  return Array.isArray(pick?.objectives) ? (pick.objectives as SyllabusObjective[]) : [];
}

async function levelsOf(
  db: Executor,
  programmeId: string,
  courseId: string,
  startYear: number | null,
): Promise<Map<string, MapLevel>> {
  const m = curriculumMapTable;
  const versions = await db
    .selectDistinct({ year: m.effectiveYear })
    .from(m)
    .where(eq(m.degreeProgramsId, programmeId));
  const year = mapVersionFor(
    versions.map((v) => Number(v.year)),
    startYear,
  );
  if (year === null) return new Map();
  const rows = await db
    .select({ loId: m.loId, level: m.level })
    .from(m)
    .where(and(eq(m.degreeProgramsId, programmeId), eq(m.effectiveYear, year), eq(m.courseId, courseId)));
  return new Map(rows.flatMap((r) => (isMapLevel(r.level) ? [[String(r.loId), r.level] as const] : [])));
}

export async function courseReportContext(db: Executor, data: CourseData): Promise<CourseReportContext> {
  const a = data.assessment;
  const programmeId = a.degreeProgramsId || data.year.degreeProgramsId;
  const [course, programme, teacher, objectives, levels, tree, actions] = await Promise.all([
    courseDetail(db, a.courseId),
    programmeInfo(db, programmeId).catch(() => null),
    teacherNames(db, a.teacherId),
    syllabusObjectives(db, a.courseId, data.year.schoolYearId),
    levelsOf(db, programmeId, a.courseId, data.year.startYear),
    goalsAndLos(db, programmeId),
    actionsOfYear(
      db,
      a.evaluationYearId,
      data.los.map((l) => l.id),
    ),
  ]);
  return {
    course,
    programme,
    teacher,
    objectives,
    levels,
    goals: new Map(tree.goals.map((g) => [g.id, g])),
    loCodes: new Map(tree.los.map((l) => [l.id, l.code])),
    actions,
  };
}
