import {
  isMapLevel,
  type MapCell,
  type MapScale,
  mapCoverage,
  mapGaps,
  RESOURCE,
  scaleOf,
} from '@accredit/shared';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Executor } from '../../core/db.ts';
import { AppError, notFound } from '../../core/errors.ts';
import { rowScope } from '../../crud/scope.ts';
import {
  courseTable,
  curriculumMapTable,
  degreeProgramsLgTable,
  degreeProgramsLoTable,
  degreeProgramsTable,
  teachingProgramTable,
} from '../resources/schema.ts';

/**
 * Loading a curriculum map (issue 16 item 3): the programme (inside the caller's row scope for
 * degreePrograms, so a programme head reaches only the programmes they head), its goals and
 * objectives, its courses (the plan's courses plus any course with a cell in the version) and the
 * cells of one version (programme x effective year). A handful of queries, none per row.
 */
export type MapAction = 'query' | 'edit' | 'export' | 'import';

export interface MapProgramme {
  id: string;
  code: string;
  name: string;
  nameEn: string | null;
  mapScale: MapScale;
}

export interface MapObjective {
  id: string;
  code: string;
  name: string;
  nameEn: string | null;
  goalId: string;
}

export interface MapGoal {
  id: string;
  code: string;
  name: string;
  nameEn: string | null;
  objectives: MapObjective[];
}

export interface MapCourse {
  id: string;
  code: string;
  name: string;
  nameEn: string | null;
  studyYear: number | null;
  term: number | null;
}

export interface MapVersion {
  programme: MapProgramme;
  effectiveYear: number;
  goals: MapGoal[];
  courses: MapCourse[];
  cells: MapCell[];
}

const str = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** The programme if the caller may act on it: 404 when there is none, 403 when it is outside their scope. */
export async function programmeFor(
  db: Executor,
  auth: AuthContext,
  id: string,
  action: MapAction,
): Promise<MapProgramme> {
  const t = degreeProgramsTable;
  const scope = await rowScope(db, RESOURCE.degreePrograms, t, auth, `degreePrograms:${action}`);
  const pick = { id: t.id, code: t.code, name: t.name, nameEn: t.nameEn, mapScale: t.mapScale };
  const [row] = await db
    .select(pick)
    .from(t)
    .where(and(eq(t.id, id), ...scope));
  if (!row) {
    const [exists] = await db.select({ id: t.id }).from(t).where(eq(t.id, id));
    throw exists
      ? new AppError(403, 'curriculumMap.errors.notYourProgramme')
      : notFound('curriculumMap.errors.noProgramme');
  }
  return {
    id: String(row.id),
    code: String(row.code),
    name: String(row.name),
    nameEn: str(row.nameEn),
    mapScale: scaleOf(row.mapScale),
  };
}

/** Effective years that hold cells, newest first. */
export async function versionYears(db: Executor, programmeId: string): Promise<number[]> {
  const m = curriculumMapTable;
  const rows = await db
    .selectDistinct({ year: m.effectiveYear })
    .from(m)
    .where(eq(m.degreeProgramsId, programmeId))
    .orderBy(desc(m.effectiveYear));
  return rows.map((r) => Number(r.year));
}

/** The version shown when none is asked for: the latest with cells, else the latest plan year, else this year. */
export async function defaultYear(db: Executor, programmeId: string, years: number[]): Promise<number> {
  if (years.length) return years[0];
  const p = teachingProgramTable;
  const [plan] = await db
    .select({ year: p.effectiveYear })
    .from(p)
    .where(eq(p.degreeProgramsId, programmeId))
    .orderBy(desc(p.effectiveYear))
    .limit(1);
  return plan ? Number(plan.year) : new Date().getFullYear();
}

export async function versionCells(db: Executor, programmeId: string, year: number): Promise<MapCell[]> {
  const m = curriculumMapTable;
  const rows = await db
    .select({ courseId: m.courseId, loId: m.loId, level: m.level })
    .from(m)
    .where(and(eq(m.degreeProgramsId, programmeId), eq(m.effectiveYear, year)));
  return rows.flatMap((r) =>
    isMapLevel(r.level) ? [{ courseId: String(r.courseId), loId: String(r.loId), level: r.level }] : [],
  );
}

/** Goals (by order, then code) with their objectives (likewise); objectives of a missing goal come last. */
export async function goalsOf(db: Executor, programmeId: string): Promise<MapGoal[]> {
  const g = degreeProgramsLgTable;
  const o = degreeProgramsLoTable;
  const [goalRows, loRows] = await Promise.all([
    db
      .select({ id: g.id, code: g.code, name: g.name, nameEn: g.nameEn })
      .from(g)
      .where(eq(g.degreeProgramsId, programmeId))
      .orderBy(asc(g.sort), asc(g.code)),
    db
      .select({ id: o.id, code: o.code, name: o.name, nameEn: o.nameEn, goalId: o.lgId })
      .from(o)
      .where(eq(o.degreeProgramsId, programmeId))
      .orderBy(asc(o.sort), asc(o.code)),
  ]);
  const goals: MapGoal[] = goalRows.map((r) => ({
    id: String(r.id),
    code: String(r.code),
    name: String(r.name),
    nameEn: str(r.nameEn),
    objectives: [],
  }));
  const byId = new Map(goals.map((x) => [x.id, x]));
  const orphans: MapObjective[] = [];
  for (const r of loRows) {
    const lo: MapObjective = {
      id: String(r.id),
      code: String(r.code),
      name: String(r.name),
      nameEn: str(r.nameEn),
      goalId: String(r.goalId),
    };
    (byId.get(lo.goalId)?.objectives ?? orphans).push(lo);
  }
  if (orphans.length) goals.push({ id: '', code: '', name: '', nameEn: null, objectives: orphans });
  return goals;
}

/**
 * The courses of a version: every course in the programme's plan (placed by the plan row in force
 * that year, else the earliest) and any course holding a cell; by year of study, term, then code.
 */
export async function coursesOf(
  db: Executor,
  programmeId: string,
  year: number,
  cells: readonly MapCell[],
): Promise<MapCourse[]> {
  const p = teachingProgramTable;
  const plan = await db
    .select({ courseId: p.courseId, year: p.effectiveYear, studyYear: p.studyYear, term: p.term })
    .from(p)
    .where(eq(p.degreeProgramsId, programmeId));
  const placed = new Map<string, { year: number; studyYear: number; term: number }>();
  for (const r of plan) {
    const id = String(r.courseId);
    const row = { year: Number(r.year), studyYear: Number(r.studyYear), term: Number(r.term) };
    const old = placed.get(id);
    // In force that year beats later; among those, the latest; otherwise the earliest.
    const better =
      !old ||
      (row.year <= year && (old.year > year || row.year > old.year)) ||
      (row.year > year && old.year > year && row.year < old.year);
    if (better) placed.set(id, row);
  }
  const ids = [...new Set([...placed.keys(), ...cells.map((c) => c.courseId)])];
  if (ids.length === 0) return [];
  const c = courseTable;
  const rows = await db
    .select({ id: c.id, code: c.code, name: c.name, nameEn: c.nameEn })
    .from(c)
    .where(inArray(c.id, ids));
  const courses: MapCourse[] = rows.map((r) => {
    const at = placed.get(String(r.id));
    return {
      id: String(r.id),
      code: String(r.code),
      name: String(r.name),
      nameEn: str(r.nameEn),
      studyYear: at?.studyYear ?? null,
      term: at?.term ?? null,
    };
  });
  const rank = (n: number | null) => n ?? 99;
  return courses.sort(
    (a, b) =>
      rank(a.studyYear) - rank(b.studyYear) || rank(a.term) - rank(b.term) || a.code.localeCompare(b.code),
  );
}

export async function loadVersion(db: Executor, programme: MapProgramme, year: number): Promise<MapVersion> {
  const [cells, goals] = await Promise.all([versionCells(db, programme.id, year), goalsOf(db, programme.id)]);
  const courses = await coursesOf(db, programme.id, year, cells);
  return { programme, effectiveYear: year, goals, courses, cells };
}

export const objectiveIds = (v: Pick<MapVersion, 'goals'>) =>
  v.goals.flatMap((g) => g.objectives.map((o) => o.id));

/** Gaps and percent mapped of a version, from the shared model. */
export function figuresOf(v: MapVersion) {
  const los = objectiveIds(v);
  const courses = v.courses.map((c) => c.id);
  return { gaps: mapGaps(los, courses, v.cells), coverage: mapCoverage(los, courses, v.cells) };
}

/** Conditions selecting one version's cells. */
export function versionWhere(programmeId: string, year: number): SQL {
  const m = curriculumMapTable;
  return and(eq(m.degreeProgramsId, programmeId), eq(m.effectiveYear, year)) as SQL;
}

/** The version a request asks for (`asked`), or the default one, with the programme's version years. */
export async function versionAsked(
  db: Executor,
  programmeId: string,
  asked: number | undefined,
): Promise<{ years: number[]; year: number }> {
  const years = await versionYears(db, programmeId);
  return { years, year: asked ?? (await defaultYear(db, programmeId, years)) };
}
