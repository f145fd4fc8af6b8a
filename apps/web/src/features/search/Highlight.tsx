import type { TextSegment } from '@accredit/shared';

/**
 * A title or snippet as the server cut it: the pieces that matched the query in <mark>. Every piece
 * is rendered as text (React escapes it), so a record's or a file's content can never inject markup.
 */
export function Highlight({ segments, testId }: { segments: readonly TextSegment[]; testId?: string }) {
  return (
    <span data-testid={testId}>
      {segments.map((s, i) =>
        s.hit ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the segments are fixed for one answer
          <mark key={i} className="search-mark">
            {s.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the segments are fixed for one answer
          <span key={i}>{s.text}</span>
        ),
      )}
    </span>
  );
}

/** The plain text of segments (a drawer title, an accessible name). */
export function plainText(segments: readonly TextSegment[]): string {
  return segments.map((s) => s.text).join('');
}
