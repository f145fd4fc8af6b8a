import { describe, expect, it } from 'vitest';
import { allStandardCodes, ancestorsOf, summarise, withDescendants } from './standards.ts';

/** The standard tree read from the codes: a parent gathers its children, counted once each. */
describe('standard codes', () => {
  it('finds the children of a framework and of a category, whole codes only', () => {
    const known = allStandardCodes();
    expect(withDescendants('AACSB', known)).toEqual([
      'AACSB',
      ...Array.from({ length: 9 }, (_, i) => `AACSB-${i + 1}`),
    ]);
    expect(withDescendants('1', known)).toEqual(['1', '1-1', '1-2', '1-3', '1-4', '1-5']);
    // 'AACSB-1' is no parent of 'AACSB-10' (there is none) nor of anything else.
    expect(withDescendants('AACSB-1', known)).toEqual(['AACSB-1']);
    expect(withDescendants('EQUIS-1', known)).toEqual(['EQUIS-1']);
  });

  it('names the codes above a code', () => {
    expect(ancestorsOf('AACSB-5')).toEqual(['AACSB']);
    expect(ancestorsOf('1-1')).toEqual(['1']);
    expect(ancestorsOf('a-b-c')).toEqual(['a', 'a-b']);
    expect(ancestorsOf('7')).toEqual([]);
  });

  it('counts an item once per code and once per parent, however many children it holds', () => {
    expect(summarise([['AACSB-5', 'AACSB-6'], ['AACSB-5'], ['1-1', 'EQUIS-10'], []])).toEqual({
      'AACSB-5': 2,
      'AACSB-6': 1,
      AACSB: 2,
      '1-1': 1,
      '1': 1,
      'EQUIS-10': 1,
      EQUIS: 1,
    });
  });
});
