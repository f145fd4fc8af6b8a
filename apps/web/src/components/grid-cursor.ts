/**
 * The cursor of a keyboard-edited table grid (the curriculum map, the assessment entry grids),
 * pure so it can be tested without a browser: the active cell and the selected block (anchor to
 * active), moves by keys and clicks, and the cells of the block.
 */
export interface Pos {
  r: number;
  c: number;
}
export interface Selection {
  anchor: Pos;
  active: Pos;
}

/** One cell selected. */
export const at = (r: number, c: number): Selection => ({ anchor: { r, c }, active: { r, c } });

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

/** Every cell of the selected block, row by row. */
export function blockCells(s: Selection): Pos[] {
  const { r0, r1, c0, c1 } = bounds(s);
  const out: Pos[] = [];
  for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) out.push({ r, c });
  return out;
}

const ARROWS: Record<string, Pos> = {
  ArrowUp: { r: -1, c: 0 },
  ArrowDown: { r: 1, c: 0 },
  ArrowLeft: { r: 0, c: -1 },
  ArrowRight: { r: 0, c: 1 },
};

/**
 * Which keys move: `arrows` only the arrows; `sheet` as a spreadsheet also Tab (right, then on to
 * the next row's first cell; shift+Tab back), Enter (down; shift+Enter up), Home and End (the
 * row's ends).
 */
export type MoveKeys = 'arrows' | 'sheet';

/**
 * The selection after a moving key, or null for another key (or an empty grid). Arrows move and
 * shift extends the block; the other keys never extend.
 */
export function moved(
  s: Selection,
  key: string,
  shift: boolean,
  rows: number,
  cols: number,
  keys: MoveKeys = 'arrows',
): Selection | null {
  if (rows <= 0 || cols <= 0) return null;
  const { r, c } = s.active;
  const d = ARROWS[key];
  if (d) {
    const active = clamp({ r: r + d.r, c: c + d.c }, rows, cols);
    return { anchor: shift ? s.anchor : active, active };
  }
  if (keys !== 'sheet') return null;
  let next: Pos;
  if (key === 'Tab') {
    const k = Math.min(Math.max(0, r * cols + c + (shift ? -1 : 1)), rows * cols - 1);
    next = { r: Math.floor(k / cols), c: k % cols };
  } else if (key === 'Enter') next = clamp({ r: r + (shift ? -1 : 1), c }, rows, cols);
  else if (key === 'Home') next = { r, c: 0 };
  else if (key === 'End') next = { r, c: cols - 1 };
  else return null;
  return { anchor: next, active: next };
}

/** The selection after a click on a cell: shift extends the block, a plain click selects the cell. */
export const clicked = (s: Selection, pos: Pos, shift: boolean): Selection =>
  shift ? { anchor: s.anchor, active: pos } : { anchor: pos, active: pos };

/** Whether the block is one cell. */
export function single(s: Selection): boolean {
  const b = bounds(s);
  return b.r0 === b.r1 && b.c0 === b.c1;
}

/**
 * The selection as one row sees it, as a cheap text for a memoised row to compare:
 * `first:last:active` columns (-1:-2 when the block is not in the row, active -1 when the active
 * cell is elsewhere). `rowSelectionOf` reads it back.
 */
export function rowSelection(s: Selection, r: number): string {
  const b = bounds(s);
  const inRows = r >= b.r0 && r <= b.r1;
  return `${inRows ? b.c0 : -1}:${inRows ? b.c1 : -2}:${r === s.active.r ? s.active.c : -1}`;
}

export function rowSelectionOf(text: string): { c0: number; c1: number; active: number } {
  const [c0, c1, active] = text.split(':').map(Number);
  return { c0, c1, active };
}
