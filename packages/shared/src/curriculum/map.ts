/**
 * The curriculum map (课程支撑矩阵) as plain data: which courses support which learning objectives,
 * and how strongly (DOMAIN.md section 5). Pure: no database, no clock. The server loads a version
 * (all cells of one programme and effective year) and calls these; the map screen calls the same
 * functions on the cells being edited, so the gaps and percentages it shows are the server's.
 *
 * Levels are stored as H/M/L whatever the programme shows: on the I/R/M scale I(ntroduced) = L,
 * R(einforced) = M, M(astered) = H.
 */
export const MAP_LEVELS = ['H', 'M', 'L'] as const;
export type MapLevel = (typeof MAP_LEVELS)[number];
export const MAP_SCALES = ['HML', 'IRM'] as const;
export type MapScale = (typeof MAP_SCALES)[number];

/** The weight of each level in programme attainment (v_cj of DOMAIN.md 5); a school setting. */
export interface MapWeights {
  H: number;
  M: number;
  L: number;
}

export interface MapSettings {
  weights: MapWeights;
  /** The scale shown when a programme names none. */
  scale: MapScale;
}

export const DEFAULT_MAP_SETTINGS: MapSettings = { weights: { H: 3, M: 2, L: 1 }, scale: 'HML' };

export function isMapLevel(value: unknown): value is MapLevel {
  return value === 'H' || value === 'M' || value === 'L';
}

export function scaleOf(value: unknown): MapScale {
  return value === 'IRM' ? 'IRM' : 'HML';
}

export function mapWeight(level: MapLevel, weights: MapWeights = DEFAULT_MAP_SETTINGS.weights): number {
  return weights[level];
}

/** The letter a stored level shows on a scale: H/M/L, or I/R/M (L -> I, M -> R, H -> M). */
const SYMBOLS: Record<MapScale, Record<MapLevel, string>> = {
  HML: { H: 'H', M: 'M', L: 'L' },
  IRM: { H: 'M', M: 'R', L: 'I' },
};

export function levelSymbol(level: MapLevel, scale: MapScale): string {
  return SYMBOLS[scale][level];
}

/** The letters of a scale from strongest to weakest (H, M, L or M, R, I). */
export function scaleSymbols(scale: MapScale): string[] {
  return MAP_LEVELS.map((l) => SYMBOLS[scale][l]);
}

/** Texts that mean the same level on either scale (M is read by the scale: Medium or Mastered). */
const ANY_SCALE: Record<string, MapLevel> = {
  H: 'H',
  L: 'L',
  I: 'L',
  R: 'M',
  高: 'H',
  中: 'M',
  低: 'L',
};

export type ParsedCell = { ok: true; level: MapLevel | null } | { ok: false };

/**
 * A cell as typed in a sheet or on the keyboard: H/M/L, I/R/M, 高/中/低 (any case, spaces
 * ignored), blank for no support. "M" follows the scale: Medium on H/M/L, Mastered (= H) on I/R/M.
 * Anything else is an error, never a guess.
 */
export function parseCellText(text: string | null | undefined, scale: MapScale): ParsedCell {
  const t = (text ?? '').trim().toUpperCase();
  if (t === '') return { ok: true, level: null };
  if (t === 'M') return { ok: true, level: scale === 'IRM' ? 'H' : 'M' };
  const level = ANY_SCALE[t];
  return level ? { ok: true, level } : { ok: false };
}

export interface MapCell {
  courseId: string;
  loId: string;
  level: MapLevel;
}

export interface MapGaps {
  /** Objectives no course supports at High (including those with no cell at all), in the given order. */
  objectivesWithoutHigh: string[];
  /** Objectives with no cell at all. */
  objectivesUnmapped: string[];
  /** Courses with no cell (they support no objective). */
  coursesSupportingNothing: string[];
}

/** Gaps of a version: cells naming a course or objective outside the lists are left out. */
export function mapGaps(
  objectiveIds: readonly string[],
  courseIds: readonly string[],
  cells: readonly MapCell[],
): MapGaps {
  const objectives = new Set(objectiveIds);
  const courses = new Set(courseIds);
  const high = new Set<string>();
  const mappedLo = new Set<string>();
  const mappedCourse = new Set<string>();
  for (const c of cells) {
    if (!objectives.has(c.loId) || !courses.has(c.courseId)) continue;
    mappedLo.add(c.loId);
    mappedCourse.add(c.courseId);
    if (c.level === 'H') high.add(c.loId);
  }
  return {
    objectivesWithoutHigh: objectiveIds.filter((id) => !high.has(id)),
    objectivesUnmapped: objectiveIds.filter((id) => !mappedLo.has(id)),
    coursesSupportingNothing: courseIds.filter((id) => !mappedCourse.has(id)),
  };
}

/**
 * A share as a percent with one decimal, rounded half up, in integer arithmetic (so 1 of 8 is
 * 12.5 and 1 of 16 is 6.3, never 6.2 from binary error); null when there is nothing to count.
 */
export function percentHalfUp(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  const tenths = Math.floor((2 * part * 1000 + whole) / (2 * whole));
  return tenths / 10;
}

export interface MapCoverage {
  objectives: number;
  objectivesMapped: number;
  /** Share of objectives with at least one cell, percent, 1 decimal half up. */
  objectivesPercent: number | null;
  courses: number;
  coursesMapped: number;
  /** Share of courses with at least one cell, percent, 1 decimal half up. */
  coursesPercent: number | null;
}

export function mapCoverage(
  objectiveIds: readonly string[],
  courseIds: readonly string[],
  cells: readonly MapCell[],
): MapCoverage {
  const gaps = mapGaps(objectiveIds, courseIds, cells);
  const objectivesMapped = objectiveIds.length - gaps.objectivesUnmapped.length;
  const coursesMapped = courseIds.length - gaps.coursesSupportingNothing.length;
  return {
    objectives: objectiveIds.length,
    objectivesMapped,
    objectivesPercent: percentHalfUp(objectivesMapped, objectiveIds.length),
    courses: courseIds.length,
    coursesMapped,
    coursesPercent: percentHalfUp(coursesMapped, courseIds.length),
  };
}

export const cellKey = (courseId: string, loId: string) => `${courseId}\u0000${loId}`;

export interface MapCellChange {
  courseId: string;
  loId: string;
  before: MapLevel;
  after: MapLevel;
}

export interface MapDiff {
  added: MapCell[];
  removed: MapCell[];
  changed: MapCellChange[];
}

const byKey = (a: { courseId: string; loId: string }, b: { courseId: string; loId: string }) =>
  a.courseId === b.courseId
    ? a.loId < b.loId
      ? -1
      : a.loId > b.loId
        ? 1
        : 0
    : a.courseId < b.courseId
      ? -1
      : 1;

/** What changed from one version to another: cells added, removed, and changed in level. */
export function diffMaps(from: readonly MapCell[], to: readonly MapCell[]): MapDiff {
  const before = new Map(from.map((c) => [cellKey(c.courseId, c.loId), c]));
  const after = new Map(to.map((c) => [cellKey(c.courseId, c.loId), c]));
  const added: MapCell[] = [];
  const removed: MapCell[] = [];
  const changed: MapCellChange[] = [];
  for (const [key, cell] of after) {
    const old = before.get(key);
    if (!old) added.push({ ...cell });
    else if (old.level !== cell.level)
      changed.push({ courseId: cell.courseId, loId: cell.loId, before: old.level, after: cell.level });
  }
  for (const [key, cell] of before) if (!after.has(key)) removed.push({ ...cell });
  return { added: added.sort(byKey), removed: removed.sort(byKey), changed: changed.sort(byKey) };
}

export interface MapEdit {
  courseId: string;
  loId: string;
  level: MapLevel | null;
}

/** Cells after edits (null clears a cell); the last edit of a cell wins. */
export function applyEdits(cells: readonly MapCell[], edits: readonly MapEdit[]): MapCell[] {
  const out = new Map(cells.map((c) => [cellKey(c.courseId, c.loId), c]));
  for (const e of edits) {
    const key = cellKey(e.courseId, e.loId);
    if (e.level === null) out.delete(key);
    else out.set(key, { courseId: e.courseId, loId: e.loId, level: e.level });
  }
  return [...out.values()];
}
