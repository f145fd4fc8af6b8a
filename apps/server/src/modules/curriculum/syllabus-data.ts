import { RESOURCE } from '@accredit/shared';
import {
  type LoInfo,
  type MapCheck,
  mapFlags,
  type SyllabusObjective,
} from '@accredit/shared/curriculum/syllabus.ts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import type { Row } from '../../crud/present.ts';
import { rowById } from '../../crud/records.ts';
import { col } from '../../crud/scope.ts';
import { resourceTable } from '../../crud/table.ts';

/**
 * What the syllabus routes read beside the syllabus row: its course, school year and teacher, the
 * programme learning objectives it links to (with their programmes), and the curriculum map cells
 * that decide whether each link is in the map (one query per table, whatever the size).
 */
const courses = resourceTable(RESOURCE.course);
const years = resourceTable(RESOURCE.schoolYear);
const teachers = resourceTable(RESOURCE.teacher);
const los = resourceTable(RESOURCE.degreeProgramsLo);
const programmes = resourceTable(RESOURCE.degreePrograms);
const plan = resourceTable(RESOURCE.teachingProgram);
const cellsTable = resourceTable(RESOURCE.curriculumMap);

/** Learning objectives with their programme's names, by id (or those of the given programmes). */
async function loRows(db: Executor, where: ReturnType<typeof eq>): Promise<LoInfo[]> {
  const rows = await db
    .select({
      id: col(los, 'id'),
      code: col(los, 'code'),
      name: col(los, 'name'),
      nameEn: col(los, 'nameEn'),
      degreeProgramsId: col(los, 'degreeProgramsId'),
      programme: col(programmes, 'name'),
      programmeEn: col(programmes, 'nameEn'),
    })
    .from(los)
    .innerJoin(programmes, eq(col(programmes, 'id'), col(los, 'degreeProgramsId')))
    .where(where)
    .orderBy(asc(col(programmes, 'code')), asc(col(los, 'sort')), asc(col(los, 'code')));
  return rows as LoInfo[];
}

export function losByIds(db: Executor, ids: readonly string[]): Promise<LoInfo[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return loRows(db, inArray(col(los, 'id'), [...ids]));
}

/** The learning objectives a course's syllabus may link to: those of every programme whose plan has the course. */
export function losOfCourse(db: Executor, courseId: string): Promise<LoInfo[]> {
  return loRows(
    db,
    inArray(
      col(los, 'degreeProgramsId'),
      db
        .selectDistinct({ id: col(plan, 'degreeProgramsId') })
        .from(plan)
        .where(eq(col(plan, 'courseId'), courseId)),
    ),
  );
}

/** The start year of a school year (from its start date), or null when unknown. */
export function startYear(schoolYear: Row | null): number | null {
  const start = schoolYear?.startTime;
  const text = start instanceof Date ? start.toISOString() : typeof start === 'string' ? start : '';
  const year = Number(text.slice(0, 4));
  return Number.isInteger(year) && year > 0 ? year : null;
}

/** The links of this syllabus's course objectives that the applicable curriculum map lacks. */
export async function mapCheckOf(db: Executor, syllabus: Row, schoolYear: Row | null): Promise<MapCheck> {
  const objectives = (Array.isArray(syllabus.objectives) ? syllabus.objectives : []) as SyllabusObjective[];
  const linked = [...new Set(objectives.flatMap((o) => o.loIds ?? []))];
  const year = startYear(schoolYear);
  const info = await losByIds(db, linked);
  const programmeIds = [...new Set(info.map((l) => l.degreeProgramsId))];
  const courseId = String(syllabus.courseId);
  const [versions, cells] =
    programmeIds.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .selectDistinct({
              degreeProgramsId: col(cellsTable, 'degreeProgramsId'),
              effectiveYear: col(cellsTable, 'effectiveYear'),
            })
            .from(cellsTable)
            .where(inArray(col(cellsTable, 'degreeProgramsId'), programmeIds)),
          db
            .select({
              degreeProgramsId: col(cellsTable, 'degreeProgramsId'),
              effectiveYear: col(cellsTable, 'effectiveYear'),
              courseId: col(cellsTable, 'courseId'),
              loId: col(cellsTable, 'loId'),
            })
            .from(cellsTable)
            .where(
              and(
                inArray(col(cellsTable, 'degreeProgramsId'), programmeIds),
                eq(col(cellsTable, 'courseId'), courseId),
              ),
            ),
        ]);
  const programmeYears = new Map<string, number[]>();
  for (const v of versions as { degreeProgramsId: string; effectiveYear: number }[])
    programmeYears.set(v.degreeProgramsId, [
      ...(programmeYears.get(v.degreeProgramsId) ?? []),
      v.effectiveYear,
    ]);
  const byId = new Map(info.map((l) => [l.id, l]));
  const flags = mapFlags(
    courseId,
    year,
    objectives,
    new Map(info.map((l) => [l.id, l.degreeProgramsId])),
    programmeYears,
    cells as { degreeProgramsId: string; effectiveYear: number; courseId: string; loId: string }[],
  );
  return {
    year,
    checked: objectives.reduce((n, o) => n + (o.loIds?.length ?? 0), 0),
    flags: flags.map((f) => ({
      ...f,
      loCode: byId.get(f.loId)?.code ?? f.loId,
      programme: byId.get(f.loId)?.programme ?? '',
    })),
  };
}

export interface SyllabusContext {
  course: Row | null;
  schoolYear: Row | null;
  teacher: Row | null;
  los: Map<string, LoInfo>;
}

export async function contextOf(db: Executor, syllabus: Row): Promise<SyllabusContext> {
  const objectives = (Array.isArray(syllabus.objectives) ? syllabus.objectives : []) as SyllabusObjective[];
  const [course, schoolYear, teacher, info] = await Promise.all([
    rowById(db, courses, syllabus.courseId),
    rowById(db, years, syllabus.schoolYearId),
    rowById(db, teachers, syllabus.teacherId),
    losByIds(db, [...new Set(objectives.flatMap((o) => o.loIds ?? []))]),
  ]);
  return { course, schoolYear, teacher, los: new Map(info.map((l) => [l.id, l])) };
}
