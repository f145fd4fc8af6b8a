import { describe, expect, it } from 'vitest';
import type { DraftCitation } from './ai-draft-sources.ts';
import { keepCited } from './ai-draft-write.ts';
import { parseToken } from './door-token.ts';
import { numberSections, type SectionRow, sectionsInScope } from './reading-build.ts';

/** The pure parts of the door: section numbers and scope, the model's text kept, token shape. */
const s = (id: string, parentId: string | null = null): SectionRow => ({
  id,
  parentId,
  title: id,
  standard: null,
  content: null,
  sortNo: 0,
  guidance: null,
});

describe('numberSections', () => {
  it('numbers depth first in report order; an orphan counts as top level; a loop is cut', () => {
    const rows = [
      s('a'),
      s('a1', 'a'),
      s('a2', 'a'),
      s('a21', 'a2'),
      s('b'),
      s('orphan', 'gone'),
      s('self', 'self'),
    ];
    expect(Object.fromEntries(numberSections(rows))).toEqual({
      a: '1',
      a1: '1.1',
      a2: '1.2',
      a21: '1.2.1',
      b: '2',
      orphan: '3',
      self: '4',
    });
  });
});

describe('sectionsInScope', () => {
  const rows = [s('a'), s('a1', 'a'), s('a11', 'a1'), s('b'), s('b1', 'b')];
  it('brings the subsections of a chosen section, in report order', () => {
    expect(sectionsInScope(rows, ['a1']).map((r) => r.id)).toEqual(['a1', 'a11']);
    expect(sectionsInScope(rows, ['b', 'a11']).map((r) => r.id)).toEqual(['a11', 'b', 'b1']);
  });
  it('shows all when none are chosen and nothing for unknown ids', () => {
    expect(sectionsInScope(rows, [])).toHaveLength(5);
    expect(sectionsInScope(rows, ['elsewhere'])).toEqual([]);
  });
});

describe('keepCited', () => {
  const citations: DraftCitation[] = [
    { n: 1, label: 'Table 3-1', href: '/staff-resources/tables', kind: 'table' },
    { n: 2, label: 'Minutes <b>', href: '/x?open=1&y=2', kind: 'record' },
  ];
  it('keeps cited sentences with links, drops uncited and invented ones, escapes the text', () => {
    const html = keepCited(
      'SA is 88.9% [1]. Great <script>x</script> school. Best in Asia [7].\n\nMinutes agree [1, 2].',
      citations,
    );
    expect(html).toBe(
      '<p>SA is 88.9% <a href="/staff-resources/tables" data-citation="1" title="Table 3-1">[1]</a>.</p>' +
        '<p>Minutes agree <a href="/staff-resources/tables" data-citation="1" title="Table 3-1">[1]</a>' +
        '<a href="/x?open=1&amp;y=2" data-citation="2" title="Minutes &lt;b&gt;">[2]</a>.</p>',
    );
  });
  it('splits Chinese sentences and drops a sources list', () => {
    const html = keepCited('SA 比例为 88.9%[1]。学院很好。\n\n来源：[1] 表 3-1', citations);
    expect(html).toBe(
      '<p>SA 比例为 88.9%<a href="/staff-resources/tables" data-citation="1" title="Table 3-1">[1]</a>。</p>',
    );
  });
});

describe('parseToken', () => {
  it('reads the three parts and refuses anything else', () => {
    const sig = 'A'.repeat(43);
    expect(parseToken(`abc123.1700000000.${sig}`)).toEqual({
      linkId: 'abc123',
      expiry: 1700000000,
      signature: sig,
    });
    for (const bad of ['', 'a.b.c', `ABC.1.${sig}`, `abc.1.${sig}x`, `abc.1.${sig}.more`])
      expect(parseToken(bad)).toBeNull();
  });
});
