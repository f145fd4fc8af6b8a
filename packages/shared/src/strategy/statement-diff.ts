/**
 * The differences between two versions of a statement, on plain text (statements.ts plainText).
 * Chinese and Japanese have no spaces between words, so each of their characters is a token;
 * other scripts compare word by word (a word keeps its inner apostrophe or hyphen: "don't",
 * "well-being"); spaces, line breaks and each punctuation mark are tokens of their own. The
 * tokens are compared with Myers' shortest edit script, so the result is a minimal set of
 * removed and added pieces.
 */
export type DiffType = 'same' | 'added' | 'removed';

export interface DiffSegment {
  type: DiffType;
  text: string;
}

export interface DiffStats {
  /** Words and CJK characters added (spaces and punctuation are not counted). */
  added: number;
  removed: number;
}

const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}';
const WORD_CHAR = `(?:(?![${CJK}])[\\p{L}\\p{N}\\p{M}])`;
const TOKEN = new RegExp(`[${CJK}]|${WORD_CHAR}+(?:['’\\-]${WORD_CHAR}+)*|\\n|[^\\S\\n]+|[\\s\\S]`, 'gu');
const COUNTED = new RegExp(`^(?:[${CJK}]|[\\p{L}\\p{N}])`, 'u');

/** The tokens of a text; joined, they give the text back. */
export function tokenize(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

function isCounted(token: string): boolean {
  return COUNTED.test(token);
}

/** Beyond this many edits the texts are treated as rewritten (keeps memory bounded). */
const MAX_EDITS = 2000;

type Op = { type: DiffType; token: string };

/** Myers' O((N+M)D) diff of the middle part (common ends already removed). */
function myers(a: readonly string[], b: readonly string[]): Op[] | null {
  const n = a.length;
  const m = b.length;
  const max = Math.min(n + m, MAX_EDITS);
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  for (let d = 0; d <= max; d++) {
    trace.push(v.slice(offset - d - 1, offset + d + 2));
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && (v[offset + k - 1] as number) < (v[offset + k + 1] as number));
      let x = down ? (v[offset + k + 1] as number) : (v[offset + k - 1] as number) + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) return backtrack(a, b, trace, d);
    }
  }
  return null;
}

/** Walks the saved frontiers back from the end to read the edit script. */
function backtrack(a: readonly string[], b: readonly string[], trace: Int32Array[], last: number): Op[] {
  const ops: Op[] = [];
  let x = a.length;
  let y = b.length;
  for (let d = last; d >= 0; d--) {
    const saved = trace[d] as Int32Array;
    // saved[i] holds v[k] for k = i - d - 1 (the frontier before step d).
    const at = (k: number) => saved[k + d + 1] as number;
    const k = x - y;
    const down = k === -d || (k !== d && at(k - 1) < at(k + 1));
    const prevK = down ? k + 1 : k - 1;
    const prevX = d === 0 ? 0 : at(prevK);
    const prevY = d === 0 ? 0 : prevX - prevK;
    while (x > prevX && y > prevY) {
      ops.push({ type: 'same', token: a[--x] as string });
      y--;
    }
    if (d === 0) break;
    if (down) ops.push({ type: 'added', token: b[--y] as string });
    else ops.push({ type: 'removed', token: a[--x] as string });
  }
  return ops.reverse();
}

function editScript(a: readonly string[], b: readonly string[]): Op[] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const middle = myers(midA, midB) ?? [
    ...midA.map((token): Op => ({ type: 'removed', token })),
    ...midB.map((token): Op => ({ type: 'added', token })),
  ];
  return [
    ...a.slice(0, start).map((token): Op => ({ type: 'same', token })),
    ...middle,
    ...a.slice(endA).map((token): Op => ({ type: 'same', token })),
  ];
}

/**
 * Readable pieces: a space left unchanged between two changes joins them (so "old words" ->
 * "new terms" reads as one replacement, not four), and within each run of changes what was
 * removed comes before what was added.
 */
function segments(ops: readonly Op[]): DiffSegment[] {
  const out: DiffSegment[] = [];
  let removed = '';
  let added = '';
  const flush = () => {
    if (removed) out.push({ type: 'removed', text: removed });
    if (added) out.push({ type: 'added', text: added });
    removed = '';
    added = '';
  };
  for (let i = 0; i < ops.length; i++) {
    const op = ops[i] as Op;
    if (op.type === 'removed') removed += op.token;
    else if (op.type === 'added') added += op.token;
    else {
      const joins =
        (removed !== '' || added !== '') &&
        /^[^\S\n]+$/.test(op.token) &&
        i + 1 < ops.length &&
        (ops[i + 1] as Op).type !== 'same';
      if (joins) {
        removed += op.token;
        added += op.token;
        continue;
      }
      flush();
      const prev = out[out.length - 1];
      if (prev?.type === 'same') prev.text += op.token;
      else out.push({ type: 'same', text: op.token });
    }
  }
  flush();
  return out;
}

/** The differences from `before` to `after` (plain texts), as same / removed / added pieces in reading order. */
export function diffText(before: string, after: string): DiffSegment[] {
  return segments(editScript(tokenize(before), tokenize(after)));
}

/** How many words (or CJK characters) the change added and removed. */
export function diffStats(before: string, after: string): DiffStats {
  const stats: DiffStats = { added: 0, removed: 0 };
  for (const op of editScript(tokenize(before), tokenize(after))) {
    if (op.type !== 'same' && isCounted(op.token)) stats[op.type] += 1;
  }
  return stats;
}
