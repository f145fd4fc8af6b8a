import { describe, expect, it } from 'vitest';
import { AOL_DEFAULTS, type AolAim, type AolComponent } from './config.ts';
import { quantitativeResults } from './quantitative.ts';
import type { QuantInput } from './types.ts';

const comp = (key: string, fullMarks: number): AolComponent => ({ key, kind: 'other', name: key, fullMarks });
const aim = (loId: string, componentKey: string, marks: number, weight: number): AolAim => ({
  loId,
  componentKey,
  marks,
  weight,
});
const student = (studentId: string, classId: string | null = 'c1') => ({ studentId, classId });
const base = (over: Partial<QuantInput>): QuantInput => ({
  components: [],
  aims: [],
  bands: AOL_DEFAULTS.bands,
  targets: {},
  students: [],
  scores: [],
  missingMethod: 'zero',
  courseRule: 'min',
  ...over,
});
const bandCounts = (r: { bands: { count: number }[] }) => r.bands.map((b) => b.count);

/*
 * Case 1: components U (F 100) and E (F 100); LO j1 aims U 20 marks (w 0.4) and E 50 marks (w 0.6).
 *   s1: U 16, E 40  -> a = 0.4*16/20 + 0.6*40/50 = 0.32 + 0.48 = 0.80
 *   s2: U 0 (typed), E 35 -> a = 0 + 0.6*35/50 = 0.42
 *   s3: U missing, E 45 -> a = 0 + 0.6*45/50 = 0.54
 * "missing = 0":   A = (0.80 + 0.42 + 0.54) / 3 = 1.76 / 3 = 0.58666.. -> "0.587"
 * "exclude":       mean U = (16 + 0) / 2 = 8 (the typed 0 counts, the missing one does not)
 *                  mean E = (40 + 35 + 45) / 3 = 40
 *                  A = 0.4*8/20 + 0.6*40/50 = 0.16 + 0.48 = 0.64 -> "0.640"
 * P (t 0.7): only s1 -> 1/3 = 33.33..% -> "33.3"; bands by a_sj: s1 0.80 Meets, s2 and s3 Below.
 */
const case1 = base({
  components: [comp('U', 100), comp('E', 100)],
  aims: [aim('j1', 'U', 20, 0.4), aim('j1', 'E', 50, 0.6)],
  students: [student('s1'), student('s2'), student('s3')],
  scores: [
    { studentId: 's1', loId: 'j1', componentKey: 'U', score: 16 },
    { studentId: 's1', loId: 'j1', componentKey: 'E', score: 40 },
    { studentId: 's2', loId: 'j1', componentKey: 'U', score: 0 },
    { studentId: 's2', loId: 'j1', componentKey: 'E', score: 35 },
    { studentId: 's3', loId: 'j1', componentKey: 'E', score: 45 },
  ],
});

describe('quantitative results (DOMAIN.md 5, step 5)', () => {
  it('computes a_sj with a missing score as 0, keeping missing scores and typed zeros apart', () => {
    const r = quantitativeResults(case1);
    const los = r.students.map((s) => s.los[0]);
    expect(los.map((l) => l.a?.shown)).toEqual(['0.800', '0.420', '0.540']);
    expect(los.map((l) => [l.missing, l.zeros])).toEqual([
      [0, 0],
      [0, 1],
      [1, 0],
    ]);
    expect(r.los[0]).toMatchObject({ students: 3, missingScores: 1, typedZeros: 1 });
  });

  it('gives different A_cj under "missing = 0" and "exclude missing" on the same data', () => {
    const zero = quantitativeResults(case1).los[0];
    const excl = quantitativeResults({ ...case1, missingMethod: 'exclude' }).los[0];
    expect(zero.A).toEqual({ value: 44 / 75, shown: '0.587', exact: '44/75' });
    expect(excl.A).toEqual({ value: 0.64, shown: '0.640', exact: '16/25' });
    expect([zero.met, excl.met]).toEqual([false, false]);
    // P and band counts always come from a_sj, whatever the method.
    for (const lo of [zero, excl]) {
      expect(lo.P?.shown).toBe('33.3');
      expect(bandCounts(lo)).toEqual([0, 1, 2]);
    }
  });

  it('counts a student exactly on the target as meeting it (0.07 + 0.54 + 0.09 = 0.7)', () => {
    /*
     * Aims (F 10 each): U 10 marks w 0.1, T 10 marks w 0.6, E 10 marks w 0.3; scores 7, 9, 3:
     * a = 0.1*7/10 + 0.6*9/10 + 0.3*3/10 = 0.07 + 0.54 + 0.09 = 0.70 exactly = t_j,
     * while binary floating point gives 0.6999999999999998 and would fail the student.
     */
    expect((0.1 * 7) / 10 + (0.6 * 9) / 10 + (0.3 * 3) / 10).toBeLessThan(0.7);
    const r = quantitativeResults(
      base({
        components: [comp('U', 10), comp('T', 10), comp('E', 10)],
        aims: [aim('j', 'U', 10, 0.1), aim('j', 'T', 10, 0.6), aim('j', 'E', 10, 0.3)],
        targets: { j: 0.7 },
        students: [student('s1')],
        scores: [
          { studentId: 's1', loId: 'j', componentKey: 'U', score: 7 },
          { studentId: 's1', loId: 'j', componentKey: 'T', score: 9 },
          { studentId: 's1', loId: 'j', componentKey: 'E', score: 3 },
        ],
      }),
    );
    expect(r.students[0].los[0]).toMatchObject({
      met: true,
      band: '达标',
      a: { exact: '7/10', shown: '0.700' },
    });
    expect(r.los[0]).toMatchObject({ met: true, P: { shown: '100.0' }, A: { exact: '7/10' } });
  });

  it('pools the classes of a course and shows per-class figures beside', () => {
    /*
     * One aim: E 10 marks, w 1. c1: s1 8 (0.8), s2 6 (0.6); c2: s3 9 (0.9).
     * pooled A = (0.8 + 0.6 + 0.9) / 3 = 2.3 / 3 = 0.7666.. -> "0.767" (not the mean of the class
     * means, (0.7 + 0.9) / 2 = 0.8); P = 2/3 -> "66.7"; bands Exceeds 1 (s3), Meets 1, Below 1.
     * c1: A = 1.4 / 2 = 0.700 (met, exactly on 0.7), P 1/2 = "50.0"; c2: A 0.900, P "100.0".
     */
    const r = quantitativeResults(
      base({
        components: [comp('E', 10)],
        aims: [aim('j', 'E', 10, 1)],
        students: [student('s1', 'c1'), student('s2', 'c1'), student('s3', 'c2')],
        scores: [
          { studentId: 's1', loId: 'j', componentKey: 'E', score: 8 },
          { studentId: 's2', loId: 'j', componentKey: 'E', score: 6 },
          { studentId: 's3', loId: 'j', componentKey: 'E', score: 9 },
        ],
      }),
    );
    const lo = r.los[0];
    expect([lo.A?.shown, lo.P?.shown, lo.met, bandCounts(lo)]).toEqual(['0.767', '66.7', true, [1, 1, 1]]);
    expect(lo.byClass.map((c) => [c.classId, c.students, c.A?.shown, c.P?.shown, c.met])).toEqual([
      ['c1', 2, '0.700', '50.0', true],
      ['c2', 1, '0.900', '100.0', true],
    ]);
  });

  it('rounds half up from the exact value (0.6825 -> 0.683) and compares the unrounded one', () => {
    /*
     * One aim of 400 marks, w 1, score 273: a = 273/400 = 0.6825 exactly -> "0.683" half up
     * (Number.toFixed gives "0.682": 0.6825 is stored as 0.68249999...).
     * Score 1749 of 2500: a = 0.6996 -> shown "0.700" but not met: 0.6996 < 0.7.
     */
    expect((273 / 400).toFixed(3)).toBe('0.682');
    const one = (marks: number, score: number) =>
      quantitativeResults(
        base({
          components: [comp('E', marks)],
          aims: [aim('j', 'E', marks, 1)],
          students: [student('s1')],
          scores: [{ studentId: 's1', loId: 'j', componentKey: 'E', score }],
        }),
      ).los[0];
    expect(one(400, 273).A?.shown).toBe('0.683');
    const near = one(2500, 1749);
    expect([near.A?.shown, near.met, near.P?.shown, near.bands[2].count]).toEqual(['0.700', false, '0.0', 1]);
  });

  it('takes the target from the LO (default 0.7) and A_c as the minimum or the mean of its LOs', () => {
    /*
     * j1 as in case 1 (A 44/75 = 0.58666..), j2: one aim E 50 marks w 1 on the same students:
     * 40/50, 35/50, 45/50 = 0.8, 0.7, 0.9 -> A = 2.4/3 = 0.8, with target 0.85: not met, P 1/3.
     * min: A_c = 0.58666.. -> "0.587"; mean: (44/75 + 4/5) / 2 = (44 + 60) / 150 = 104/150
     * = 0.69333.. -> "0.693".
     */
    const input = {
      ...case1,
      aims: [...case1.aims, aim('j2', 'E', 50, 1)],
      targets: { j2: 0.85 },
      scores: [
        ...case1.scores,
        ...case1.scores.filter((s) => s.componentKey === 'E').map((s) => ({ ...s, loId: 'j2' })),
      ],
    };
    const min = quantitativeResults(input);
    expect(min.los.map((l) => [l.loId, l.target, l.A?.shown, l.met, l.P?.shown])).toEqual([
      ['j1', 0.7, '0.587', false, '33.3'],
      ['j2', 0.85, '0.800', false, '33.3'],
    ]);
    expect(min.course).toEqual({ rule: 'min', A: { value: 44 / 75, shown: '0.587', exact: '44/75' } });
    const mean = quantitativeResults({ ...input, courseRule: 'mean' });
    expect(mean.course.A?.shown).toBe('0.693');
    expect(mean.course.A?.exact).toBe('52/75');
  });

  it('has no A_cj without students, and none under "exclude" for a component nobody has a score in', () => {
    const empty = quantitativeResults({ ...case1, students: [] });
    expect([empty.los[0].A, empty.los[0].P, empty.los[0].met, empty.course.A]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    const noExam = quantitativeResults({
      ...case1,
      missingMethod: 'exclude',
      scores: case1.scores.filter((s) => s.componentKey !== 'E'),
    });
    expect(noExam.los[0].A).toBeNull();
  });
});
