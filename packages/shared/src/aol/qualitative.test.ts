import { describe, expect, it } from 'vitest';
import { AOL_DEFAULTS } from './config.ts';
import { qualitativeResults } from './qualitative.ts';
import type { QualInput } from './types.ts';

/*
 * Default rubric: 优秀 90, 良好 80, 中等 70, 较差 60; top = 90. Five sampled students.
 * q1 (target default 0.7): s1 优秀, s2 良好, s3 良好, s4 较差, s5 not rated.
 *   rated 4; A = (1*90 + 2*80 + 0*70 + 1*60) / (4 * 90) = 310/360 = 0.86111.. -> "0.861"
 *   P: 90/90 = 1, 80/90 = 0.889 (x2) meet 0.7, 60/90 = 0.667 does not -> 3/4 = "75.0"
 *   level counts [1, 2, 0, 1]; 1 sampled student not rated.
 * q2 (target 0.9): s1 优秀, s2 中等, s3 较差, s4 良好, s5 优秀.
 *   A = (2*90 + 80 + 70 + 60) / (5 * 90) = 390/450 = 0.8666.. -> "0.867", not met (< 0.9)
 *   P: level score / top >= 0.9: s1, s5 -> 2/5 = "40.0"
 * A_c min = 310/360 = 31/36 -> "0.861"; mean = (31/36 + 13/15) / 2 = (155 + 156) / 180 / 2
 *   = 311/360 = 0.86388.. -> "0.864".
 */
const rate = (loId: string, levels: (string | null)[]) =>
  levels.flatMap((level, i) => (level ? [{ studentId: `s${i + 1}`, loId, level }] : []));

const input: QualInput = {
  rubric: AOL_DEFAULTS.rubric,
  loIds: ['q1', 'q2'],
  targets: { q2: 0.9 },
  students: [1, 2, 3, 4, 5].map((i) => ({ studentId: `s${i}`, classId: i <= 3 ? 'c1' : 'c2' })),
  ratings: [
    ...rate('q1', ['优秀', '良好', '良好', '较差', null]),
    ...rate('q2', ['优秀', '中等', '较差', '良好', '优秀']),
  ],
  courseRule: 'min',
};

describe('qualitative results (DOMAIN.md 5, step 3)', () => {
  it('computes A_cj and P_cj over the rated students with the default rubric', () => {
    const r = qualitativeResults(input);
    const [q1, q2] = r.los;
    expect(q1).toMatchObject({ target: 0.7, students: 4, missingScores: 1, met: true });
    expect([q1.A?.shown, q1.A?.exact, q1.P?.shown]).toEqual(['0.861', '31/36', '75.0']);
    expect(q1.bands).toEqual([
      { name: '优秀', nameEn: 'Excellent', count: 1 },
      { name: '良好', nameEn: 'Good', count: 2 },
      { name: '中等', nameEn: 'Medium', count: 0 },
      { name: '较差', nameEn: 'Poor', count: 1 },
    ]);
    expect([q2.A?.shown, q2.met, q2.P?.shown, q2.target]).toEqual(['0.867', false, '40.0', 0.9]);
  });

  it('gives each student the level score / top and the level name', () => {
    const s4 = qualitativeResults(input).students[3];
    expect(s4.los.map((l) => [l.band, l.a?.shown, l.met])).toEqual([
      ['较差', '0.667', false],
      ['良好', '0.889', false],
    ]);
    const s5 = qualitativeResults(input).students[4].los[0];
    expect(s5).toEqual({ loId: 'q1', a: null, met: null, band: null, missing: 1, zeros: 0 });
  });

  it('shows per-class figures and A_c as the minimum or the mean', () => {
    /*
     * q1 in c1 (s1..s3): (90 + 80 + 80) / (3 * 90) = 250/270 = 0.9259.. -> "0.926";
     * in c2 (s4 rated, s5 not): 60/90 = 0.667, P 0/1 = "0.0".
     */
    const r = qualitativeResults(input);
    expect(r.los[0].byClass.map((c) => [c.classId, c.students, c.A?.shown, c.P?.shown])).toEqual([
      ['c1', 3, '0.926', '100.0'],
      ['c2', 1, '0.667', '0.0'],
    ]);
    expect(r.course).toMatchObject({ rule: 'min', A: { shown: '0.861', exact: '31/36' } });
    const mean = qualitativeResults({ ...input, courseRule: 'mean' }).course.A;
    expect([mean?.shown, mean?.exact]).toEqual(['0.864', '311/360']);
  });
});
