import { diffStats, diffText } from '../strategy/statement-diff.ts';
import { decodeEntities } from '../strategy/statements.ts';
import type { DiffPart } from './api-report.ts';
import { BLOCK_KINDS, blocksIn } from './blocks.ts';

/**
 * Differences between two versions of a section (revision history, issue 21 item 3): the text of
 * each (HTML read as a person reads it: paragraphs on their own lines, live blocks as "[table31]")
 * compared by the statements' differ (strategy/statement-diff.ts: Chinese per character, other
 * scripts per word, Myers' shortest edit script), as kept, added and removed parts. Pure.
 */

const BLOCK_MARKER = /<div\b[^>]*\bdata-live-block="([a-zA-Z0-9]+)"[^>]*>\s*<\/div>/g;

/** A section's HTML as plain text: block elements on their own lines, live blocks as `[kind]`. */
export function htmlText(html: string | null | undefined): string {
  return decodeEntities(
    (html ?? '')
      .replace(BLOCK_MARKER, (m, kind: string) =>
        (BLOCK_KINDS as readonly string[]).includes(kind) && blocksIn(m).length ? `\n[${kind}]\n` : '\n',
      )
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|h[1-6]|li|tr|blockquote|ul|ol|table)>/gi, '\n')
      .replace(/<li\b[^>]*>/gi, '• ')
      .replace(/<[^>]*>/g, ''),
  )
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** Differences between two plain texts (strategy/statement-diff.ts: CJK per character, other scripts per word) as DiffParts. */
export function diffParts(before: string, after: string): DiffPart[] {
  const op = { same: '=', added: '+', removed: '-' } as const;
  return diffText(before, after).map((s) => ({ op: op[s.type], text: s.text }));
}

/** Differences between two versions of a section's HTML, read as text. */
export function diffHtml(before: string | null | undefined, after: string | null | undefined): DiffPart[] {
  return diffParts(htmlText(before), htmlText(after));
}

/** Words of a section's text, blocks not counted: a Latin word counts one, each CJK character one. */
export function wordCount(html: string | null | undefined): number {
  const text = htmlText((html ?? '').replace(BLOCK_MARKER, ' '));
  return diffStats('', text).added;
}
