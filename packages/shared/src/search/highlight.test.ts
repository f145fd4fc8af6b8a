import { describe, expect, it } from 'vitest';
import { highlight, matchRanges, snippet } from './highlight.ts';
import { parseQuery } from './tokens.ts';

const marked = (segments: { text: string; hit?: boolean }[]) =>
  segments.map((s) => (s.hit ? `[${s.text}]` : s.text)).join('');

describe('highlight', () => {
  it('marks whole words a query word begins, whatever their case and accents', () => {
    expect(marked(highlight('Assurance of Learning — Avaliação', parseQuery('assur avaliacao')))).toBe(
      '[Assurance] of Learning — [Avaliação]',
    );
  });

  it('does not mark a word that merely contains the query word', () => {
    expect(marked(highlight('Reassurance', parseQuery('assur')))).toBe('Reassurance');
  });

  it('marks a Chinese run, also across a line break', () => {
    expect(marked(highlight('本学期闭环改进成效显著', parseQuery('闭环改进')))).toBe(
      '本学期[闭环改进]成效显著',
    );
    expect(marked(highlight('闭环 改进', parseQuery('闭环改进')))).toBe('[闭环 改进]');
  });

  it('marks a quoted phrase as written, and only quoted words whole', () => {
    expect(marked(highlight('Closing the Loop, the loops', parseQuery('"closing the loop"')))).toBe(
      '[Closing the Loop], the loops',
    );
    expect(marked(highlight('loop loops', parseQuery('"loop"')))).toBe('[loop] loops');
  });

  it('merges overlapping matches', () => {
    expect(matchRanges('课程课程', parseQuery('课程 程课'))).toEqual([[0, 4]]);
  });

  it('leaves text without a match as one plain segment', () => {
    expect(highlight('Nothing here', parseQuery('absent'))).toEqual([{ text: 'Nothing here' }]);
  });
});

describe('snippet', () => {
  const body = `${'Lorem ipsum dolor sit amet. '.repeat(10)}The BBA programme revised two courses after the review. ${'More text follows here. '.repeat(10)}`;

  it('shows the text around the first match with ellipses where it was cut', () => {
    const s = snippet(body, parseQuery('revised'), 80);
    const text = marked(s);
    expect(text.startsWith('…')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    expect(text).toContain('[revised]');
    expect(text.length).toBeLessThan(90);
  });

  it('starts at the beginning when the match is early, with no leading ellipsis', () => {
    expect(marked(snippet('Closing the loop in 2025', parseQuery('loop')))).toBe(
      'Closing the [loop] in 2025',
    );
  });

  it('is empty when the text has no match (only the title matched)', () => {
    expect(snippet(body, parseQuery('absent'))).toEqual([]);
  });

  it('never cuts a character outside the basic plane in two', () => {
    const s = snippet(`${'𠀀'.repeat(50)}闭环`, parseQuery('闭环'), 21);
    for (const seg of s) expect(seg.text).not.toMatch(/[\uD800-\uDBFF]$|^[\uDC00-\uDFFF]/);
  });
});
