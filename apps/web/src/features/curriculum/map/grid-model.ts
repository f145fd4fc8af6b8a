import { cellKey, type MapCell, type MapEdit, type MapLevel } from '@accredit/shared';
import { blockCells, type Selection } from '../../../components/grid-cursor.ts';

/**
 * The grid's own state, pure so it can be tested without a browser: pending edits over the saved
 * cells (only the cells that differ from what is saved count as changes). The cursor (active cell,
 * selected block, moves by the arrow keys) is the shared grid cursor's.
 */
/** Edits setting every selected cell to a level (null clears). */
export function editsFor(
  s: Selection,
  courseIds: readonly string[],
  loIds: readonly string[],
  level: MapLevel | null,
): MapEdit[] {
  return blockCells(s)
    .filter(({ r, c }) => courseIds[r] && loIds[c])
    .map(({ r, c }) => ({ courseId: courseIds[r], loId: loIds[c], level }));
}

/** Pending edits folded in (the last wins), dropping those that restore the saved value. */
export function mergeEdits(
  saved: ReadonlyMap<string, MapLevel>,
  pending: ReadonlyMap<string, MapEdit>,
  edits: readonly MapEdit[],
): Map<string, MapEdit> {
  const next = new Map(pending);
  for (const e of edits) {
    const key = cellKey(e.courseId, e.loId);
    if ((saved.get(key) ?? null) === e.level) next.delete(key);
    else next.set(key, e);
  }
  return next;
}

/** The level of every cell now: saved cells with the pending edits over them. */
export function currentLevels(
  saved: readonly MapCell[],
  pending: ReadonlyMap<string, MapEdit>,
): Map<string, MapLevel> {
  const out = new Map(saved.map((c) => [cellKey(c.courseId, c.loId), c.level]));
  for (const [key, e] of pending) {
    if (e.level === null) out.delete(key);
    else out.set(key, e.level);
  }
  return out;
}

/** The level after this one when a cell is clicked again: H, M, L, then empty. */
export function nextLevel(level: MapLevel | undefined): MapLevel | null {
  if (level === undefined) return 'H';
  return level === 'H' ? 'M' : level === 'M' ? 'L' : null;
}
