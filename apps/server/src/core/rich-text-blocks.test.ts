import { describe, expect, it } from 'vitest';
import { blockText, richTextBlocks } from './rich-text-blocks.ts';

/** Rich text as blocks of runs, for Excel and Word (Table 8-1 Parts B and C). */
describe('richTextBlocks', () => {
  it('keeps paragraphs, headings, lists and the marks of each run', () => {
    const blocks = richTextBlocks(
      '<h2>Mission</h2><p>We <strong>lead</strong> in <em>applied</em> and <u>policy</u> work &amp; more.</p>' +
        '<ul><li><p>One</p></li><li>Two</li></ul><ol><li>First</li><li>Second</li></ol>',
    );
    expect(blocks.map((b) => [b.kind, b.level ?? null, blockText(b)])).toEqual([
      ['heading', 2, 'Mission'],
      ['paragraph', null, 'We lead in applied and policy work & more.'],
      ['bullet', null, '• One'],
      ['bullet', null, '• Two'],
      ['number', 1, '1. First'],
      ['number', 2, '2. Second'],
    ]);
    const runs = blocks[1].runs;
    expect(runs.find((r) => r.text === 'lead')).toMatchObject({ bold: true });
    expect(runs.find((r) => r.text === 'applied')).toMatchObject({ italic: true });
    expect(runs.find((r) => r.text === 'policy')).toMatchObject({ underline: true });
    expect(runs.find((r) => r.text === 'We ')?.bold).toBeUndefined();
  });

  it('keeps safe links, drops scripts and unsafe addresses, and skips empty paragraphs', () => {
    const blocks = richTextBlocks(
      '<p><a href="https://example.org/a?b=1&amp;c=2">site</a> <a href="javascript:alert(1)">bad</a></p><p> </p><script>x()</script>',
    );
    expect(blocks).toHaveLength(1);
    expect(blocks[0].runs.find((r) => r.text === 'site')?.link).toBe('https://example.org/a?b=1&c=2');
    expect(blocks[0].runs.find((r) => r.text === 'bad')?.link ?? '').not.toContain('javascript');
    expect(blockText(blocks[0])).not.toContain('x()');
  });

  it('gives nothing for empty text', () => {
    expect(richTextBlocks('')).toEqual([]);
    expect(richTextBlocks(null)).toEqual([]);
  });
});
