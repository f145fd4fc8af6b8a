import { describe, expect, it } from 'vitest';
import { questionResults, type ResponseInput } from './results.ts';
import { survey } from './test-fixture.ts';

/*
 * Five responses to the fixture survey (q4 text shown when q1 = y3; q5 matrix when q4 answered;
 * q6 7-point rating when q3 is 4 or 5):
 *   R1: q1 y1, q2 [lib, gym], q3 5, q6 7
 *   R2: q1 y2, q2 [lib],      q3 4, q6 5
 *   R3: q1 y3,                q3 2, q4 "More labs", q5 { r1 4, r2 3 }
 *   R4: q1 y3, q2 [lab],      q3 3, q4 "Good",      q5 { r1 5 }
 *   R5: q1 y1, q2 [pool] (no such option: left out), q3 1
 * q1: answered 5; y1 2/5 = 40.0, y2 1/5 = 20.0, y3 2/5 = 40.0
 * q2: answered 3 (R1, R2, R4); lib 2/3 = 66.7, gym 1/3 = 33.3, lab 33.3 (total 133.3: several each)
 * q3: 5 + 4 + 2 + 3 + 1 = 15 over n 5: mean 3.00, attainment 15 / 25 = 0.600; each value 1/5 = 20.0
 * q5: answered 2; r1: 4, 5 -> mean 4.50, attainment 9 / 10 = 0.900; r2: 3 -> 3.00, 0.600
 * q6: 7, 5 -> mean 6.00, attainment 12 / 14 = 0.857142... -> 0.857
 */
const responses: ResponseInput[] = [
  { groupKey: 'class:A', answers: { q1: 'y1', q2: ['lib', 'gym'], q3: 5, q6: 7 } },
  { groupKey: 'class:A', answers: { q1: 'y2', q2: ['lib'], q3: 4, q6: 5 } },
  { groupKey: 'class:B', answers: { q1: 'y3', q3: 2, q4: 'More labs', q5: { r1: 4, r2: 3 } } },
  { groupKey: null, answers: { q1: 'y3', q2: ['lab'], q3: 3, q4: 'Good', q5: { r1: 5 } } },
  { groupKey: null, answers: { q1: 'y1', q2: ['pool'], q3: 1 } },
];

describe('questionResults', () => {
  const results = questionResults(survey(), responses);
  const byId = new Map(results.map((r) => [r.questionId, r]));

  it('gives every question in order with its group', () => {
    expect(results.map((r) => `${r.groupId}/${r.questionId}`)).toEqual([
      'g1/q1',
      'g1/q2',
      'g1/q3',
      'g1/q4',
      'g2/q5',
      'g2/q6',
    ]);
  });

  it('single choice: counts and percentages of those who answered', () => {
    const q1 = byId.get('q1');
    expect(q1?.answered).toBe(5);
    expect(q1?.options?.map((o) => [o.id, o.count, o.percent])).toEqual([
      ['y1', 2, 40],
      ['y2', 1, 20],
      ['y3', 2, 40],
    ]);
  });

  it('multiple choice: percentages of those who answered may total more than 100', () => {
    const q2 = byId.get('q2');
    expect(q2?.answered).toBe(3);
    expect(q2?.options?.map((o) => [o.id, o.count, o.percent])).toEqual([
      ['lib', 2, 66.7],
      ['gym', 1, 33.3],
      ['lab', 1, 33.3],
    ]);
  });

  it('rating: distribution labelled at the ends, mean and attainment', () => {
    const q3 = byId.get('q3');
    expect(q3?.scale?.points).toBe(5);
    expect(q3?.rating?.n).toBe(5);
    expect(q3?.rating?.mean).toBe(3);
    expect(q3?.rating?.attainment).toBe(0.6);
    expect(q3?.rating?.distribution.map((d) => [d.id, d.count, d.percent])).toEqual([
      ['1', 1, 20],
      ['2', 1, 20],
      ['3', 1, 20],
      ['4', 1, 20],
      ['5', 1, 20],
    ]);
    expect(q3?.rating?.distribution.map((d) => d.text.en)).toEqual(['Disagree', '2', '3', '4', 'Agree']);
    expect(q3?.loIds).toEqual(['LO1']);
    const q6 = byId.get('q6');
    expect([q6?.rating?.n, q6?.rating?.mean, q6?.rating?.attainment]).toEqual([2, 6, 0.857]);
    expect(q6?.rating?.distribution.map((d) => d.percent)).toEqual([0, 0, 0, 0, 50, 0, 50]);
  });

  it('matrix: each row on the scale; answered counts responses with any row', () => {
    const q5 = byId.get('q5');
    expect(q5?.answered).toBe(2);
    expect(q5?.rows?.map((r) => [r.id, r.n, r.mean, r.attainment])).toEqual([
      ['r1', 2, 4.5, 0.9],
      ['r2', 1, 3, 0.6],
    ]);
    expect(q5?.rows?.[0].distribution.map((d) => d.percent)).toEqual([0, 0, 0, 50, 50]);
    expect(q5?.loIds).toEqual(['LO1', 'LO2']);
  });

  it('text: the answers given, in the order they came', () => {
    expect(byId.get('q4')?.texts).toEqual(['More labs', 'Good']);
    expect(byId.get('q4')?.answered).toBe(2);
  });

  it('no responses: zero counts, no percentages or means', () => {
    const empty = questionResults(survey(), []);
    expect(empty[0].options?.map((o) => [o.count, o.percent])).toEqual([
      [0, null],
      [0, null],
      [0, null],
    ]);
    expect(empty[2].rating).toMatchObject({ n: 0, mean: null, attainment: null });
    expect(empty[3].texts).toEqual([]);
  });
});
