import { describe, expect, it } from 'vitest';
import { blockMarker } from './blocks.ts';
import { diffHtml, diffParts, htmlText, wordCount } from './diff.ts';

const joined = (parts: { op: string; text: string }[], op: string) =>
  parts
    .filter((p) => p.op === op)
    .map((p) => p.text)
    .join('|');

describe('section differences', () => {
  it('finds the changed word in an English sentence and keeps the rest', () => {
    const parts = diffParts('Faculty deliver 75% of teaching.', 'Faculty deliver 82% of teaching.');
    expect(joined(parts, '-')).toBe('75');
    expect(joined(parts, '+')).toBe('82');
    expect(parts[0]).toEqual({ op: '=', text: 'Faculty deliver ' });
    expect(parts.at(-1)).toEqual({ op: '=', text: '% of teaching.' });
  });

  it('compares Chinese character by character', () => {
    const parts = diffParts('学院的使命是培养人才', '学院的愿景是培养人才');
    expect(joined(parts, '-')).toBe('使命');
    expect(joined(parts, '+')).toBe('愿景');
  });

  it('reads HTML as paragraphs and a live block as its kind', () => {
    const html = `<p>First &amp; <b>bold</b></p>${blockMarker({ kind: 'table31', params: { year: 2025 } })}<ul><li>one</li></ul>`;
    expect(htmlText(html)).toBe('First & bold\n[table31]\n• one');
    const parts = diffHtml(
      '<p>Old text</p>',
      `<p>Old text</p>${blockMarker({ kind: 'table81', params: {} })}`,
    );
    expect(joined(parts, '+')).toBe('\n[table81]');
  });

  it('puts the two versions back together from the parts', () => {
    const a = 'The school revised its mission in 2023 after consulting alumni.';
    const b = 'In 2024 the school revised its vision after consulting alumni and employers.';
    const parts = diffParts(a, b);
    const before = parts
      .filter((p) => p.op !== '+')
      .map((p) => p.text)
      .join('');
    const after = parts
      .filter((p) => p.op !== '-')
      .map((p) => p.text)
      .join('');
    expect(before).toBe(a);
    expect(after).toBe(b);
  });

  it('counts words, each Chinese character one, blocks not at all', () => {
    expect(wordCount(`<p>Three short words</p>${blockMarker({ kind: 'table31', params: {} })}`)).toBe(3);
    expect(wordCount('<p>学院使命</p>')).toBe(4);
    expect(wordCount('')).toBe(0);
  });
});
