import { describe, expect, it } from 'vitest';
import { dictOf } from '../resources/dicts.ts';
import { aacsbFor, CROSSWALK, evidenceCodesFor, othersFor } from './crosswalk.ts';
import { SCHEME_STANDARDS } from './schemes.ts';

describe('crosswalk', () => {
  const known = new Set(dictOf('accreditationStandard')?.items.map((i) => i.value));
  const others = [...SCHEME_STANDARDS.EQUIS, ...SCHEME_STANDARDS.AMBA, ...SCHEME_STANDARDS.CAMEA];

  it('maps every EQUIS chapter, AMBA criterion and CAMEA dimension to known AACSB standards', () => {
    expect(Object.keys(CROSSWALK).sort()).toEqual([...others].sort());
    for (const code of others) {
      expect(known.has(code), code).toBe(true);
      expect(CROSSWALK[code].length, code).toBeGreaterThan(0);
      for (const a of CROSSWALK[code]) expect(SCHEME_STANDARDS['AACSB-CIR'], `${code} -> ${a}`).toContain(a);
    }
  });

  it('reads the frameworks as they are written', () => {
    expect(aacsbFor('EQUIS-4')).toEqual(['AACSB-3', 'AACSB-7']);
    expect(aacsbFor('EQUIS-5')).toEqual(['AACSB-8']);
    expect(aacsbFor('AMBA-6')).toEqual(['AACSB-5']);
    expect(aacsbFor('CAMEA-6')).toEqual(['AACSB-2']);
    expect(aacsbFor('AACSB-4')).toEqual(['AACSB-4']);
    expect(aacsbFor('NOPE-1')).toEqual([]);
  });

  it('leaves no AACSB standard without a counterpart, and inverts', () => {
    for (const a of SCHEME_STANDARDS['AACSB-CIR']) expect(othersFor(a).length, a).toBeGreaterThan(0);
    expect(othersFor('AACSB-8')).toEqual(['EQUIS-5']);
    expect(othersFor('AACSB-3')).toEqual(['EQUIS-4', 'EQUIS-7', 'EQUIS-10', 'AMBA-2', 'CAMEA-3']);
    for (const code of others) for (const a of aacsbFor(code)) expect(othersFor(a)).toContain(code);
  });

  it('counts AACSB evidence for other schemes only', () => {
    expect(evidenceCodesFor('AMBA-2')).toEqual(['AACSB-3', 'AACSB-7']);
    expect(evidenceCodesFor('AACSB-3')).toEqual([]);
  });
});
