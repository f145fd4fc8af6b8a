import { cellKey, type MapCell, type MapEdit, type MapLevel } from '@accredit/shared';

/**
 * The grid's own state, pure so it can be tested without a browser: the active cell and the
 * selected rectangle (anchor to active), moves by the arrow keys, and pending edits over the saved
 * cells (only the cells that differ from what is saved count as changes).
 */
export interface Pos {
  r: number;
  c: number;
}
export interface Selection {
  anchor: Pos;
  active: Pos;
}

export const clamp = (p: Pos, rows: number, cols: number): Pos => ({
  r: Math.min(Math.max(0, p.r), Math.max(0, rows - 1)),
  c: Math.min(Math.max(0, p.c), Math.max(0, cols - 1)),
});

export function bounds(s: Selection) {
  return {
    r0: Math.min(s.anchor.r, s.active.r),
    r1: Math.max(s.anchor.r, s.active.r),
    c0: Math.min(s.anchor.c, s.active.c),
    c1: Math.max(s.anchor.c, s.active.c),
  };
}

const MOVES: Record<string, Pos> = {
  ArrowUp: { r: -1, c: 0 },
  ArrowDown: { r: 1, c: 0 },
  ArrowLeft: { r: 0, c: -1 },
  ArrowRight: { r: 0, c: 1 },
};

/** The selection after an arrow key (shift extends it), or null for another key. */
export function moved(
  s: Selection,
  key: string,
  shift: boolean,
  rows: number,
  cols: number,
): Selection | null {
  const d = MOVES[key];
  if (!d) return null;
  const active = clamp({ r: s.active.r + d.r, c: s.active.c + d.c }, rows, cols);
  return { anchor: shift ? s.anchor : active, active };
}

/** Edits setting every selected cell to a level (null clears). */
export function editsFor(
  s: Selection,
  courseIds: readonly string[],
  loIds: readonly string[],
  level: MapLevel | null,
): MapEdit[] {
  const { r0, r1, c0, c1 } = bounds(s);
  const out: MapEdit[] = [];
  for (let r = r0; r <= r1; r++)
    for (let c = c0; c <= c1; c++)
      if (courseIds[r] && loIds[c]) out.push({ courseId: courseIds[r], loId: loIds[c], level });
  return out;
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
