import { applyLiveDictionaries, dictOf, RESOURCE } from '@accredit/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { cellCodes, checkMultiDicts } from './multi-dict.ts';

/** The codes of a multiple dictionary field as a spreadsheet cell and a write see them. */
const def = RESOURCE.continuousImprovement;
const standards = def.fields.find((f) => f.key === 'standards');
if (!standards) throw new Error('continuousImprovement.standards is gone');
const original = dictOf('accreditationStandard')?.items ?? [];
afterAll(() => applyLiveDictionaries({ accreditationStandard: original }));

describe('several codes of one dictionary', () => {
  it('reads a cell of labels or codes, ";" or "," apart, labels holding a comma included', () => {
    expect(cellCodes(standards, 'Physical, Virtual and Financial Resources; Curriculum')).toBe('2,5');
    expect(cellCodes(standards, 'Physical, Virtual and Financial Resources, 1-1')).toBe('2,1-1');
    expect(cellCodes(standards, '课程体系；1-1，6-1')).toBe('5,1-1,6-1');
    expect(cellCodes(standards, 'Curriculum; Astrology')).toBe('5,Astrology');
  });

  it('stores known codes once each in dictionary order and names the unknown ones', () => {
    const values: Record<string, unknown> = { standards: '11,1-1,11' };
    expect(checkMultiDicts(def, values, 'en-US')).toEqual({});
    expect(values.standards).toBe('1-1,11');
    expect(checkMultiDicts(def, { standards: '5,x,y' }, 'zh-TW')).toEqual({
      standards: '以下值不在允許範圍內：x, y',
    });
  });

  it('refuses a disabled item like a single dictionary field does', () => {
    applyLiveDictionaries({
      accreditationStandard: original.map((i) => (i.value === '7' ? { ...i, disabled: true } : i)),
    });
    expect(checkMultiDicts(def, { standards: '5,7' }, 'en-US')).toEqual({
      standards: 'Not an allowed value: 7',
    });
  });
});
