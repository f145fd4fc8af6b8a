import type { TextSegment } from './api.ts';
import { compact, normalizeWord, type ParsedQuery, pieces } from './tokens.ts';

/**
 * The words of a title or snippet that a query matched, as segments the screen marks (issue 20).
 * Pure: the server calls it on the text it stored, and a test feeds it hand-made cases. Words
 * match as the index does (a query word is a prefix of the text's word, accents and case aside;
 * the whole word is marked); CJK runs and quoted phrases match as written, whitespace aside.
 */

type Range = [start: number, end: number];

/** Where a whitespace-free, lower-cased needle occurs in the text, as ranges of the text itself. */
function needleRanges(text: string, needles: readonly string[]): Range[] {
  if (needles.length === 0) return [];
  // The text without whitespace, lower-cased one character at a time, with where each came from.
  let squeezed = '';
  const from: number[] = [];
  const to: number[] = [];
  for (let i = 0; i < text.length; ) {
    const ch = String.fromCodePoint(text.codePointAt(i) as number);
    if (!/\s/u.test(ch)) {
      const lower = ch.toLowerCase();
      for (let k = 0; k < lower.length; k++) {
        from.push(i);
        to.push(i + ch.length);
      }
      squeezed += lower;
    }
    i += ch.length;
  }
  const out: Range[] = [];
  for (const needle of needles) {
    if (!needle) continue;
    for (let at = squeezed.indexOf(needle); at >= 0; at = squeezed.indexOf(needle, at + needle.length))
      out.push([from[at], to[at + needle.length - 1]]);
  }
  return out;
}

/** Where the query matched in a text, sorted, overlapping ranges merged. */
export function matchRanges(text: string, query: ParsedQuery): Range[] {
  const prefixes = query.terms.filter((t) => t.kind === 'prefix').map((t) => t.text);
  const words = new Set(query.terms.filter((t) => t.kind === 'word').map((t) => t.text));
  const needles = query.terms.filter((t) => t.kind === 'cjk' || t.kind === 'phrase').map((t) => t.text);
  const ranges: Range[] = [];
  if (prefixes.length || words.size) {
    for (const p of pieces(text)) {
      if (p.kind !== 'word') continue;
      const w = normalizeWord(p.text);
      if (words.has(w) || prefixes.some((x) => w.startsWith(x))) ranges.push([p.start, p.end]);
    }
  }
  ranges.push(...needleRanges(text, needles.map(compact)));
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Range[] = [];
  for (const r of ranges) {
    const last = merged.at(-1);
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

function segments(text: string, ranges: readonly Range[], start = 0, end = text.length): TextSegment[] {
  const out: TextSegment[] = [];
  let at = start;
  for (const [s0, e0] of ranges) {
    const s = Math.max(s0, start);
    const e = Math.min(e0, end);
    if (e <= s) continue;
    if (s > at) out.push({ text: text.slice(at, s) });
    out.push({ text: text.slice(s, e), hit: true });
    at = e;
  }
  if (at < end) out.push({ text: text.slice(at, end) });
  return out;
}

/** The whole text with the matched words marked (a title). */
export function highlight(text: string, query: ParsedQuery): TextSegment[] {
  return segments(text, matchRanges(text, query));
}

/** Index of a code-unit position moved off the second half of a surrogate pair. */
function safe(text: string, i: number): number {
  const c = text.charCodeAt(i);
  return c >= 0xdc00 && c <= 0xdfff ? i - 1 : i;
}

/**
 * About `width` characters of a text around its first match, the matches marked, "…" where the
 * text was cut; empty when the query matched nothing in it (only the title matched).
 */
export function snippet(text: string, query: ParsedQuery, width = 160): TextSegment[] {
  const ranges = matchRanges(text, query);
  if (ranges.length === 0) return [];
  const first = ranges[0][0];
  let start = Math.max(0, first - Math.floor(width / 4));
  // Start at a word boundary when one is near, so the snippet does not open mid-word.
  const space = text.lastIndexOf(' ', first);
  if (start > 0 && space >= start && space - start < 20) start = space + 1;
  start = safe(text, start);
  const end = safe(text, Math.min(text.length, start + width));
  const out = segments(text, ranges, start, end);
  if (start > 0) out.unshift({ text: '…' });
  if (end < text.length) out.push({ text: '…' });
  return out;
}
