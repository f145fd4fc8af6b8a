import { describe, expect, it } from 'vitest';
import {
  cjkTokens,
  documentVector,
  indexTokens,
  MAX_QUERY_TERMS,
  normalizeText,
  parseQuery,
  pieces,
} from './tokens.ts';

describe('indexTokens', () => {
  it('lower-cases latin words and removes accents', () => {
    expect(indexTokens('Assurance of Learning: Avaliação 2025')).toEqual([
      'assurance',
      'of',
      'learning',
      'avaliacao',
      '2025',
    ]);
  });

  it('cuts Chinese into every character and every neighbouring pair', () => {
    expect(cjkTokens('闭环改进')).toEqual(['闭', '环', '改', '进', '闭环', '环改', '改进']);
    expect(indexTokens('BBA课程')).toEqual(['bba', '课', '程', '课程']);
  });

  it('keeps a Chinese run whole across a line break, but not across punctuation', () => {
    expect(pieces('闭环\n改进，成效').map((p) => p.text)).toEqual(['闭环改进', '成效']);
    expect(indexTokens('闭环\n改进')).toContain('环改');
    expect(indexTokens('闭环，改进')).not.toContain('环改');
  });

  it('folds full-width letters and keeps each token once', () => {
    expect(indexTokens('ＡＡＣＳＢ aacsb AACSB')).toEqual(['aacsb']);
  });

  it('stops at the most tokens asked for', () => {
    expect(indexTokens('a b c d e', 3)).toEqual(['a', 'b', 'c']);
  });
});

describe('documentVector', () => {
  it('holds every token once and the title tokens once more behind the title mark', () => {
    expect(documentVector('Closing the loop', 'The loop 闭环')).toBe(
      "'closing' 'the' 'loop' '闭' '环' '闭环' '^closing' '^the' '^loop'",
    );
  });

  it('is empty for a document without words', () => {
    expect(documentVector('—', '…')).toBe('');
  });
});

describe('parseQuery', () => {
  it('turns words into prefix terms, all required', () => {
    const q = parseQuery('Assur  learning');
    expect(q.tsquery).toBe("'assur':* & 'learning':*");
    expect(q.titleTsquery).toBe("'^assur':* & '^learning':*");
    expect(q.terms).toEqual([
      { kind: 'prefix', text: 'assur' },
      { kind: 'prefix', text: 'learning' },
    ]);
    expect(q.exact).toEqual([]);
  });

  it('turns a Chinese run into its pairs and asks for the run itself', () => {
    const q = parseQuery('闭环改进');
    expect(q.tsquery).toBe("'闭环' & '环改' & '改进'");
    expect(q.exact).toEqual(['闭环改进']);
  });

  it('matches a single Chinese character and a pair without a check', () => {
    expect(parseQuery('环').tsquery).toBe("'环'");
    expect(parseQuery('闭环')).toMatchObject({ tsquery: "'闭环'", exact: [] });
  });

  it('matches quoted words whole and quoted phrases as written', () => {
    const one = parseQuery('"loop"');
    expect(one.tsquery).toBe("'loop'");
    expect(one.terms).toEqual([{ kind: 'word', text: 'loop' }]);
    const phrase = parseQuery('“Closing the  Loop” 2025');
    expect(phrase.tsquery).toBe("'closing' & 'the' & 'loop' & '2025':*");
    expect(phrase.exact).toEqual(['closingtheloop']);
    expect(phrase.terms).toContainEqual({ kind: 'phrase', text: 'closingtheloop' });
  });

  it('mixes scripts', () => {
    const q = parseQuery('BBA课程 assessment');
    expect(q.tsquery).toBe("'bba':* & '课程' & 'assessment':*");
  });

  it('has no term for punctuation only, and caps the number of lexemes', () => {
    expect(parseQuery(' ,.;!? ').tsquery).toBe('');
    const many = parseQuery(Array.from({ length: 40 }, (_, i) => `w${i}`).join(' '));
    expect(many.tsquery.split(' & ')).toHaveLength(MAX_QUERY_TERMS);
  });

  it('never lets a quote or backslash out of its lexeme', () => {
    const q = parseQuery("o'brien \\ 'x':* | !y");
    expect(q.tsquery).toBe("'o':* & 'brien':* & 'x':* & 'y':*");
  });
});

describe('normalizeText', () => {
  it('collapses whitespace and folds compatibility forms', () => {
    expect(normalizeText('  Ａ\n\tb　c ')).toBe('A b c');
  });
});
