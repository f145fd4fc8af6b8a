import { describe, expect, it } from 'vitest';
import { equisFigures, fteOf, type IdentityRow } from './equis.ts';

const r = (p: boolean | null, e: string | null, c: string | null, m: number | null): IdentityRow => ({
  participating: p,
  employmentStatus: e,
  facultyCategory: c,
  missionPercent: m,
});

describe('EQUIS figures', () => {
  it('counts headcount and FTE by category (worked by hand)', () => {
    const f = equisFigures([
      r(true, '1', '1', 100), // core, FT, participating: 1.0
      r(true, '1', '1', 80), // core, FT, participating: 0.8
      r(false, '2', '2', 25), // adjunct, PT, supporting: 0.25
      r(null, '2', '3', 15), // visiting, PT, supporting (unset): 0.15
      r(true, '1', null, null), // uncategorised, FT, no percent -> 1.0
    ]);
    expect(f.total).toEqual({ headcount: 5, fte: 3.2 });
    expect(f.core).toEqual({ headcount: 2, fte: 1.8 });
    expect(f.adjunct).toEqual({ headcount: 1, fte: 0.3 }); // 0.25 half up
    expect(f.visiting).toEqual({ headcount: 1, fte: 0.2 }); // 0.15 half up
    expect(f.uncategorised).toEqual({ headcount: 1, fte: 1 });
    expect(f.fullTime).toEqual({ headcount: 3, fte: 2.8 });
    expect(f.partTime).toEqual({ headcount: 2, fte: 0.4 });
    expect(f.participating).toEqual({ headcount: 3, fte: 2.8 });
    expect(f.supporting).toEqual({ headcount: 2, fte: 0.4 });
    expect(f.missingPercent).toBe(1);
  });
  it('rounds FTE from the unrounded sum', () => {
    // 3 x 0.15 = 0.45 -> 0.5 (rounding each first would give 0.6)
    expect(
      equisFigures([r(true, '2', '2', 15), r(true, '2', '2', 15), r(true, '2', '2', 15)]).adjunct.fte,
    ).toBe(0.5);
  });
  it('blank percent: full-time 1, part-time 0; clamps', () => {
    expect(fteOf(r(true, '2', '2', null))).toBe(0);
    expect(fteOf(r(true, '1', '1', null))).toBe(1);
    expect(fteOf(r(true, '1', '1', 140))).toBe(1);
  });
  it('empty year', () => {
    expect(equisFigures([]).total).toEqual({ headcount: 0, fte: 0 });
  });
});
