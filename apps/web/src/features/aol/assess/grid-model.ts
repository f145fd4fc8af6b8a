import { blockCells, bounds, moved as cursorMoved, type Selection } from '../../../components/grid-cursor.ts';

/**
 * The entry grids' own state, pure so it can be tested without a browser: students down, cells
 * across (a quantitative grid's columns are (LO, component) pairs with their marks S_jk, a
 * qualitative grid's are the LOs). Moves by arrows, Tab and Enter (the shared grid cursor's,
 * components/grid-cursor.ts, holds the active cell and the selected block); a pasted block of tab-separated text placed at the active cell; the typed texts over
 * the saved values, each checked (a blank is a MISSING score, not a 0; anything not a number, below
 * 0 or above S_jk is marked and never sent).
 */
/**
 * The selection after a moving key, or null for another key: the entry grids move as a
 * spreadsheet (arrows, shift extending the block; Tab, Enter, Home and End).
 */
export const moved = (s: Selection, key: string, shift: boolean, rows: number, cols: number) =>
  cursorMoved(s, key, shift, rows, cols, 'sheet');

/**
 * A block copied from a spreadsheet: rows by line breaks (a trailing one dropped, \r\n or \n),
 * cells by tabs, each cell trimmed. Blank cells stay blank (they clear: missing).
 */
export function parseBlock(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines.map((line) => line.split('\t').map((cell) => cell.trim()));
}

/** One cell's text as a score: blank = missing, a number (decimal point or comma), or not a number. */
export type Parsed = { kind: 'missing' } | { kind: 'number'; value: number } | { kind: 'invalid' };

const NUMBER = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

export function parseScore(text: string): Parsed {
  const s = text.trim().replace(/\u00a0/g, '');
  if (s === '') return { kind: 'missing' };
  // One decimal comma (pt-BR, Excel in many locales) reads as a point; thousands separators never
  // appear in a score of at most S_jk marks.
  if (!NUMBER.test(s)) return { kind: 'invalid' };
  const value = Number(s.replace(',', '.'));
  return Number.isFinite(value) ? { kind: 'number', value } : { kind: 'invalid' };
}

/** Why a typed score cannot be kept, or null. `max` is S_jk. */
export type ScoreIssue = 'notANumber' | 'negative' | 'overMax';

export function scoreIssue(text: string, max: number): ScoreIssue | null {
  const p = parseScore(text);
  if (p.kind === 'missing') return null;
  if (p.kind === 'invalid') return 'notANumber';
  if (p.value < 0) return 'negative';
  // Both read from their decimal texts, so a typed 7.3 is never above a 7.3 maximum.
  if (p.value > max) return 'overMax';
  return null;
}

/** A column of a quantitative grid: the marks of one component aimed at one LO. */
export interface ScoreColumn {
  loId: string;
  componentKey: string;
  max: number;
}

export const scoreKey = (studentId: string, loId: string, componentKey: string) =>
  `${studentId}\u0000${loId}\u0000${componentKey}`;

export interface ScoreChange {
  studentId: string;
  loId: string;
  componentKey: string;
  score: number | null;
}

/** How a cell stands now: its text, whether it is a missing score, a typed change, a problem. */
export interface CellView {
  text: string;
  missing: boolean;
  changed: boolean;
  issue: ScoreIssue | null;
}

/** A saved value as the grid writes it (no trailing zeros, no exponent for small decimals). */
export function formatScore(v: number | undefined | null): string {
  if (v === undefined || v === null) return '';
  return String(v);
}

/**
 * Typed texts folded in over the saved scores (the last wins); a text that means the saved value
 * (the same number, or a blank over a missing score) is no change and is dropped.
 */
export function mergeTexts(
  saved: ReadonlyMap<string, number>,
  pending: ReadonlyMap<string, string>,
  edits: readonly (readonly [string, string])[],
): Map<string, string> {
  const next = new Map(pending);
  for (const [key, text] of edits) {
    if (sameAsSaved(saved.get(key), text)) next.delete(key);
    else next.set(key, text.trim());
  }
  return next;
}

function sameAsSaved(saved: number | undefined, text: string): boolean {
  const p = parseScore(text);
  if (p.kind === 'missing') return saved === undefined;
  if (p.kind === 'number') return saved !== undefined && p.value === saved;
  return false;
}

export function cellView(
  saved: ReadonlyMap<string, number>,
  pending: ReadonlyMap<string, string>,
  key: string,
  max: number,
): CellView {
  const typed = pending.get(key);
  if (typed === undefined) {
    const v = saved.get(key);
    return { text: formatScore(v), missing: v === undefined, changed: false, issue: null };
  }
  const p = parseScore(typed);
  return {
    text: typed,
    missing: p.kind === 'missing',
    changed: true,
    issue: scoreIssue(typed, max),
  };
}

/** The edits that set every selected cell to one text ('' clears: missing). */
export function fillEdits(
  s: Selection,
  studentIds: readonly string[],
  columns: readonly ScoreColumn[],
  text: string,
): [string, string][] {
  const out: [string, string][] = [];
  for (const { r, c } of blockCells(s)) {
    const col = columns[c];
    if (studentIds[r] && col) out.push([scoreKey(studentIds[r], col.loId, col.componentKey), text]);
  }
  return out;
}

/**
 * A pasted block placed with its top-left corner on the active cell; a single value pasted over a
 * selected block fills the block (as a spreadsheet does). What falls outside the grid is left out
 * and counted.
 */
export function pasteEdits(
  s: Selection,
  block: readonly (readonly string[])[],
  studentIds: readonly string[],
  columns: readonly ScoreColumn[],
): { edits: [string, string][]; clipped: number; area: Selection | null } {
  if (block.length === 1 && block[0].length === 1) {
    const edits = fillEdits(s, studentIds, columns, block[0][0]);
    return { edits, clipped: 0, area: s };
  }
  const { r0, c0 } = bounds(s);
  const edits: [string, string][] = [];
  let clipped = 0;
  let r1 = r0;
  let c1 = c0;
  for (const [i, row] of block.entries())
    for (const [j, text] of row.entries()) {
      const r = r0 + i;
      const c = c0 + j;
      const col = columns[c];
      if (!studentIds[r] || !col) {
        clipped++;
        continue;
      }
      edits.push([scoreKey(studentIds[r], col.loId, col.componentKey), text]);
      r1 = Math.max(r1, r);
      c1 = Math.max(c1, c);
    }
  return {
    edits,
    clipped,
    area: edits.length ? { anchor: { r: r0, c: c0 }, active: { r: r1, c: c1 } } : null,
  };
}

/** What one Save sends: every valid typed change; the cells with a problem stay back, counted. */
export function scoreChanges(
  pending: ReadonlyMap<string, string>,
  maxOf: (loId: string, componentKey: string) => number | undefined,
): { changes: ScoreChange[]; invalid: number } {
  const changes: ScoreChange[] = [];
  let invalid = 0;
  for (const [key, text] of pending) {
    const [studentId, loId, componentKey] = key.split('\u0000');
    const max = maxOf(loId, componentKey);
    if (max === undefined || scoreIssue(text, max)) {
      invalid++;
      continue;
    }
    const p = parseScore(text);
    changes.push({ studentId, loId, componentKey, score: p.kind === 'number' ? p.value : null });
  }
  return { changes, invalid };
}

/** The saved scores with the sent changes applied (a null removes: missing). */
export function applyChanges(
  saved: ReadonlyMap<string, number>,
  changes: readonly ScoreChange[],
): Map<string, number> {
  const out = new Map(saved);
  for (const ch of changes) {
    const key = scoreKey(ch.studentId, ch.loId, ch.componentKey);
    if (ch.score === null) out.delete(key);
    else out.set(key, ch.score);
  }
  return out;
}

/* ---- Qualitative: one rubric level per student and LO. ---- */

export interface LevelChoice {
  /** The level's stored name (the rubric's `name`). */
  name: string;
  /** What the reader sees (the name in their language). */
  label: string;
  nameEn?: string;
}

/**
 * The level a typed key picks: its number (1 = the first level), else the first level whose name
 * in either language starts with the letter (case-insensitive). Null for any other key.
 */
export function levelForKey(key: string, levels: readonly LevelChoice[]): string | null {
  if (key.length !== 1) return null;
  if (/^[1-9]$/.test(key)) return levels[Number(key) - 1]?.name ?? null;
  const k = key.toLocaleLowerCase();
  if (!/\p{L}/u.test(k)) return null;
  const starts = (s: string | undefined) => Boolean(s?.trim().toLocaleLowerCase().startsWith(k));
  const found =
    levels.find((l) => starts(l.label)) ??
    levels.find((l) => starts(l.nameEn)) ??
    levels.find((l) => starts(l.name));
  return found?.name ?? null;
}

/** A pasted text as a level: its number, or a level's name in either language; '' clears. */
export function levelForText(text: string, levels: readonly LevelChoice[]): string | null | undefined {
  const s = text.trim();
  if (s === '') return null;
  if (/^\d+$/.test(s)) return levels[Number(s) - 1]?.name;
  const low = s.toLocaleLowerCase();
  return levels.find((l) => [l.name, l.nameEn, l.label].some((n) => n?.trim().toLocaleLowerCase() === low))
    ?.name;
}

export const ratingKey = (studentId: string, loId: string) => `${studentId}\u0000${loId}`;

export interface RatingChange {
  studentId: string;
  loId: string;
  level: string | null;
}

/** Rating edits over the saved ratings (null clears); edits restoring the saved level are dropped. */
export function mergeRatings(
  saved: ReadonlyMap<string, string>,
  pending: ReadonlyMap<string, string | null>,
  edits: readonly RatingChange[],
): Map<string, string | null> {
  const next = new Map(pending);
  for (const e of edits) {
    const key = ratingKey(e.studentId, e.loId);
    if ((saved.get(key) ?? null) === e.level) next.delete(key);
    else next.set(key, e.level);
  }
  return next;
}

export function ratingEdits(
  s: Selection,
  studentIds: readonly string[],
  loIds: readonly string[],
  level: string | null,
): RatingChange[] {
  return blockCells(s)
    .filter(({ r, c }) => studentIds[r] && loIds[c])
    .map(({ r, c }) => ({ studentId: studentIds[r], loId: loIds[c], level }));
}

export function currentRatings(
  saved: ReadonlyMap<string, string>,
  pending: ReadonlyMap<string, string | null>,
): Map<string, string> {
  const out = new Map(saved);
  for (const [key, level] of pending) {
    if (level === null) out.delete(key);
    else out.set(key, level);
  }
  return out;
}
