import { applyEdits, diffMaps, type MapCell, type MapEdit } from '@accredit/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Tx } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { curriculumMapTable } from '../resources/schema.ts';
import { type MapVersion, objectiveIds, versionCells, versionWhere } from './map-data.ts';

/**
 * Writes to a map version, each inside the caller's transaction: bulk edits (set or clear cells),
 * copying a version to a new effective year, and replacing a version's cells (import).
 */
const CHUNK = 1000;

async function insertCells(tx: Tx, auth: AuthContext, programmeId: string, year: number, cells: MapCell[]) {
  const m = curriculumMapTable;
  for (let i = 0; i < cells.length; i += CHUNK) {
    const rows = cells.slice(i, i + CHUNK).map((c) => ({
      degreeProgramsId: programmeId,
      effectiveYear: year,
      courseId: c.courseId,
      loId: c.loId,
      level: c.level,
      createBy: auth.user.username,
      sysOrgCode: auth.user.orgCode,
    }));
    await tx
      .insert(m)
      .values(rows)
      .onConflictDoUpdate({
        target: [m.degreeProgramsId, m.effectiveYear, m.courseId, m.loId],
        set: { level: sql`excluded.level`, updateBy: auth.user.username, updateTime: new Date() },
      });
  }
}

/** Edits naming a course or objective outside the version are refused, all of them, with their ids. */
export function checkEdits(version: MapVersion, edits: readonly MapEdit[]): void {
  const courses = new Set(version.courses.map((c) => c.id));
  const los = new Set(objectiveIds(version));
  const badCourses = [...new Set(edits.filter((e) => !courses.has(e.courseId)).map((e) => e.courseId))];
  const badLos = [...new Set(edits.filter((e) => !los.has(e.loId)).map((e) => e.loId))];
  if (badCourses.length)
    throw new AppError(400, 'curriculumMap.errors.courseNotInProgramme', { ids: badCourses.join(', ') });
  if (badLos.length)
    throw new AppError(400, 'curriculumMap.errors.objectiveNotInProgramme', { ids: badLos.join(', ') });
}

/** Sets and clears cells of a version; answers how many were set and cleared. */
export async function saveEdits(
  tx: Tx,
  auth: AuthContext,
  version: MapVersion,
  edits: readonly MapEdit[],
): Promise<{ set: number; cleared: number }> {
  checkEdits(version, edits);
  // The last edit of a cell wins, as in the screen.
  const last = new Map(edits.map((e) => [`${e.courseId}\u0000${e.loId}`, e]));
  const sets = [...last.values()].flatMap((e) =>
    e.level ? [{ courseId: e.courseId, loId: e.loId, level: e.level }] : [],
  );
  const clears = [...last.values()].filter((e) => e.level === null);
  const m = curriculumMapTable;
  const id = version.programme.id;
  const year = version.effectiveYear;
  // Cleared cells go by course in one statement each (a version has at most a few dozen courses).
  const byCourse = new Map<string, string[]>();
  for (const e of clears) byCourse.set(e.courseId, [...(byCourse.get(e.courseId) ?? []), e.loId]);
  for (const [courseId, loIds] of byCourse)
    await tx.delete(m).where(and(versionWhere(id, year), eq(m.courseId, courseId), inArray(m.loId, loIds)));
  await insertCells(tx, auth, id, year, sets);
  return { set: sets.length, cleared: clears.length };
}

/** Copies every cell of one version into an effective year that has none. */
export async function copyVersion(
  tx: Tx,
  auth: AuthContext,
  programmeId: string,
  fromYear: number,
  toYear: number,
): Promise<number> {
  if (fromYear === toYear) throw new AppError(400, 'curriculumMap.errors.sameYear');
  const [source, target] = await Promise.all([
    versionCells(tx, programmeId, fromYear),
    versionCells(tx, programmeId, toYear),
  ]);
  if (source.length === 0) throw new AppError(400, 'curriculumMap.errors.noVersion', { year: fromYear });
  if (target.length > 0) throw new AppError(409, 'curriculumMap.errors.versionExists', { year: toYear });
  await insertCells(tx, auth, programmeId, toYear, source);
  return source.length;
}

/** Replaces a version's cells by these (an import); answers the differences. */
export async function replaceVersion(tx: Tx, auth: AuthContext, version: MapVersion, cells: MapCell[]) {
  const before = version.cells;
  const after = applyEdits(
    [],
    cells.map((c) => ({ ...c })),
  );
  await tx.delete(curriculumMapTable).where(versionWhere(version.programme.id, version.effectiveYear));
  await insertCells(tx, auth, version.programme.id, version.effectiveYear, after);
  const diff = diffMaps(before, after);
  return {
    cells: after.length,
    added: diff.added.length,
    removed: diff.removed.length,
    changed: diff.changed.length,
  };
}
