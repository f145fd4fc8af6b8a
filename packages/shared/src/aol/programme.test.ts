import { describe, expect, it } from 'vitest';
import { Rational } from './exact.ts';
import { attainmentFigure } from './figures.ts';
import { programmeResults } from './programme.ts';
import type { ProgrammeInput } from './types.ts';

const fig = (v: number) => attainmentFigure(Rational.from(v));

/*
 * Goals G1 (L1, L2) and G2 (L3, target 0.6). Map weights H 3, M 2, L 1; theta 0.8.
 * L1: C1 A 0.8 (H), C2 A 0.6 (L): v = 3/4, 1/4; A = 0.75*0.8 + 0.25*0.6 = 0.6 + 0.15 = 0.750
 *     indirect answers 4, 5, 3 of 5: I = (0.8 + 1 + 0.6) / 3 = 0.800
 *     B = 0.8*0.75 + 0.2*0.8 = 0.6 + 0.16 = 0.760 -> met (>= 0.7)
 * L2: C3 A 0.66 (M): A = 0.660, no indirect -> B = A = 0.660, not met
 * L3: C4 A 0.7 (H): A = 0.700; answers 3 and 2 of 4: I = (0.75 + 0.5) / 2 = 0.625
 *     B = 0.8*0.7 + 0.2*0.625 = 0.56 + 0.125 = 0.685 -> not met, although A alone would be
 * G1 min = min(0.76, 0.66) = 0.660 (not met); mean = (0.76 + 0.66) / 2 = 0.710 (met)
 * G2 = 0.685 >= 0.6 -> met under both rules.
 */
const programme: ProgrammeInput = {
  goals: [
    { id: 'G1', code: 'LG1' },
    { id: 'G2', code: 'LG2', target: 0.6 },
  ],
  los: [
    { id: 'L1', code: 'LO1.1', lgId: 'G1' },
    { id: 'L2', code: 'LO1.2', lgId: 'G1', target: null },
    { id: 'L3', code: 'LO2.1', lgId: 'G2', target: 0.7 },
  ],
  courseResults: [
    { courseId: 'C1', loId: 'L1', A: fig(0.8) },
    { courseId: 'C2', loId: 'L1', A: fig(0.6) },
    { courseId: 'C3', loId: 'L2', A: fig(0.66) },
    { courseId: 'C4', loId: 'L3', A: fig(0.7) },
  ],
  mapLevels: [
    { courseId: 'C1', loId: 'L1', level: 'H' },
    { courseId: 'C2', loId: 'L1', level: 'L' },
    { courseId: 'C3', loId: 'L2', level: 'M' },
    { courseId: 'C4', loId: 'L3', level: 'H' },
  ],
  indirect: [
    { loId: 'L1', answers: [4, 5, 3].map((value) => ({ value, scaleMax: 5 })) },
    { loId: 'L3', answers: [3, 2].map((value) => ({ value, scaleMax: 4 })) },
  ],
};

describe('programme level (DOMAIN.md 5)', () => {
  it('weighs the courses assessing an LO by their map cells (H 3, L 1)', () => {
    const [l1] = programmeResults({ ...programme, indirect: [] }).los;
    expect(l1.courses.map((c) => [c.courseId, c.level, c.v?.exact])).toEqual([
      ['C1', 'H', '3/4'],
      ['C2', 'L', '1/4'],
    ]);
    expect(l1.A).toEqual({ value: 0.75, shown: '0.750', exact: '3/4' });
    // with the school's weights H 5, L 1: (5*0.8 + 1*0.6) / 6 = 4.6 / 6 = 0.7666.. -> "0.767"
    const own = programmeResults({ ...programme, mapWeights: { H: 5, M: 3, L: 1 } }).los[0];
    expect(own.A?.shown).toBe('0.767');
  });

  it('reports a course assessing an LO without a map cell as an error, not as a weight of 0', () => {
    const r = programmeResults({
      ...programme,
      courseResults: [...programme.courseResults, { courseId: 'C9', loId: 'L2', A: fig(0.9) }],
    });
    expect(r.errors).toEqual([{ kind: 'noMapCell', courseId: 'C9', loId: 'L2' }]);
    const l2 = r.los[1];
    expect([l2.A, l2.B, l2.met]).toEqual([null, null, null]);
    expect(l2.courses.map((c) => [c.courseId, c.level, c.v])).toEqual([
      ['C3', 'M', null],
      ['C9', null, null],
    ]);
    // G1 cannot be worked out while one of its assessed LOs has no figure.
    expect(r.goals[0]).toMatchObject({ G: null, met: null });
  });

  it('blends the indirect measure with theta when there are answers, else B = A', () => {
    const r = programmeResults(programme);
    expect(r.los.map((l) => [l.loId, l.A?.shown, l.I?.shown, l.B?.shown, l.met])).toEqual([
      ['L1', '0.750', '0.800', '0.760', true],
      ['L2', '0.660', undefined, '0.660', false],
      ['L3', '0.700', '0.625', '0.685', false],
    ]);
    expect(r.los[1].I).toBeNull();
    // theta 0.5: L1 B = 0.5*0.75 + 0.5*0.8 = 0.775; answers that are not numbers are left out.
    const half = programmeResults({
      ...programme,
      theta: 0.5,
      indirect: [
        { loId: 'L1', answers: [...programme.indirect![0].answers, { value: Number.NaN, scaleMax: 5 }] },
      ],
    });
    expect(half.los[0].B?.exact).toBe('31/40');
    expect(half.los[2].B).toEqual(half.los[2].A);
  });

  it('takes a goal as the minimum (default) or the mean of its LOs against its own target', () => {
    const min = programmeResults(programme).goals;
    expect(min.map((g) => [g.code, g.target, g.G?.shown, g.met])).toEqual([
      ['LG1', 0.7, '0.660', false],
      ['LG2', 0.6, '0.685', true],
    ]);
    const mean = programmeResults({ ...programme, goalRule: 'mean' }).goals;
    expect(mean.map((g) => [g.G?.shown, g.met])).toEqual([
      ['0.710', true],
      ['0.685', true],
    ]);
  });

  it('leaves an LO no course assesses that year without figures, and out of its goal', () => {
    const r = programmeResults({
      ...programme,
      courseResults: programme.courseResults.filter((c) => c.loId !== 'L2'),
    });
    expect(r.los[1]).toMatchObject({ courses: [], A: null, B: null, met: null });
    expect(r.goals[0].G?.shown).toBe('0.760');
    expect(r.errors).toEqual([]);
  });
});
