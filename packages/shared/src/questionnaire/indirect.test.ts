import { describe, expect, it } from 'vitest';
import { programmeResults } from '../aol/programme.ts';
import { indirectAnswers } from './indirect.ts';
import { survey } from './test-fixture.ts';
import type { Answers } from './types.ts';

/*
 * Mapped items of the fixture: q3 (5 points) -> LO1; q5 row r1 (5) -> LO1, row r2 (5) -> LO2;
 * q6 (7 points) -> LO2.
 *   R1: q3 5, q6 7               R2: q3 4 (q6 blank)
 *   R3: q3 2, q5 { r1 4, r2 3 }  R4: q5 { r1 5 } (q3 blank)   R5: q3 9 (off the scale: left out)
 * LO1: q3 5, 4, 2 then r1 4, 5 -> 5 answers of 5 points
 *      I = (5 + 4 + 2 + 4 + 5) / 5 / 5 = 20 / 25 = 0.800
 * LO2: r2 3 of 5, q6 7 of 7 -> I = (0.6 + 1) / 2 = 0.800
 */
const responses: { answers: Answers }[] = [
  { answers: { q1: 'y1', q3: 5, q6: 7 } },
  { answers: { q1: 'y2', q3: 4 } },
  { answers: { q1: 'y3', q3: 2, q4: 'x', q5: { r1: 4, r2: 3 } } },
  { answers: { q1: 'y3', q4: 'y', q5: { r1: 5 } } },
  { answers: { q1: 'y1', q3: 9 } },
];

describe('indirectAnswers', () => {
  it('maps every rating and matrix-row answer to its objectives, blanks left out', () => {
    expect(indirectAnswers(survey(), responses)).toEqual([
      {
        loId: 'LO1',
        answers: [
          { value: 5, scaleMax: 5 },
          { value: 4, scaleMax: 5 },
          { value: 2, scaleMax: 5 },
          { value: 4, scaleMax: 5 },
          { value: 5, scaleMax: 5 },
        ],
      },
      {
        loId: 'LO2',
        answers: [
          { value: 3, scaleMax: 5 },
          { value: 7, scaleMax: 7 },
        ],
      },
    ]);
  });

  it('keeps only the objectives asked for, and none without answers', () => {
    expect(indirectAnswers(survey(), responses, new Set(['LO2', 'LO9'])).map((l) => l.loId)).toEqual(['LO2']);
    expect(indirectAnswers(survey(), [])).toEqual([]);
  });

  it('an item mapped to two objectives counts for each', () => {
    const g = survey();
    g[0].questions[2].loIds = ['LO1', 'LO3', 'LO1'];
    const r = indirectAnswers(g, [{ answers: { q3: 4 } }]);
    expect(r).toEqual([
      { loId: 'LO1', answers: [{ value: 4, scaleMax: 5 }] },
      { loId: 'LO3', answers: [{ value: 4, scaleMax: 5 }] },
    ]);
  });

  it('gives the AoL model the I_j worked above', () => {
    const fig = { value: 0.7, shown: '0.700', exact: '7/10' };
    const out = programmeResults({
      goals: [{ id: 'G', code: 'LG1' }],
      los: [
        { id: 'LO1', code: 'LO1.1', lgId: 'G' },
        { id: 'LO2', code: 'LO1.2', lgId: 'G' },
      ],
      courseResults: [
        { courseId: 'C', loId: 'LO1', A: fig },
        { courseId: 'C', loId: 'LO2', A: fig },
      ],
      mapLevels: [
        { courseId: 'C', loId: 'LO1', level: 'H' },
        { courseId: 'C', loId: 'LO2', level: 'H' },
      ],
      indirect: indirectAnswers(survey(), responses),
    });
    // B = 0.8 * 0.7 + 0.2 * 0.8 = 0.56 + 0.16 = 0.720
    expect(out.los.map((lo) => [lo.loId, lo.I?.shown, lo.B?.shown])).toEqual([
      ['LO1', '0.800', '0.720'],
      ['LO2', '0.800', '0.720'],
    ]);
  });
});
