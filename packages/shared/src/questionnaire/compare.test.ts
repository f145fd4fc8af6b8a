import { describe, expect, it } from 'vitest';
import { compareResults } from './compare.ts';
import { questionResults } from './results.ts';
import { survey } from './test-fixture.ts';

/*
 * Run A: q1 y1, y1, y3 (y1 2/3 = 66.7, y2 0.0, y3 1/3 = 33.3); q3 4, 3, 4 -> mean 11/3 = 3.67;
 *        q5 r1 2 -> 2.00 (r2 none)
 * Run B: q1 y2, y3 (y2 50.0, y3 50.0); q3 4, 4 -> 4.00; q5 r1 3, r2 5 -> 3.00, 5.00
 * q3 delta = 4.00 - 3.67 = 0.33 (the shown figures); q5 r1 delta 1.00, r2 none in A.
 */
const runA = questionResults(survey(), [
  { groupKey: null, answers: { q1: 'y1', q3: 4 } },
  { groupKey: null, answers: { q1: 'y1', q3: 3 } },
  { groupKey: null, answers: { q1: 'y3', q3: 4, q4: 'x', q5: { r1: 2 } } },
]);
const runB = questionResults(survey(), [
  { groupKey: null, answers: { q1: 'y2', q3: 4 } },
  { groupKey: null, answers: { q1: 'y3', q3: 4, q4: 'y', q5: { r1: 3, r2: 5 } } },
]);

describe('compareResults', () => {
  const out = compareResults(runA, runB);
  const byId = new Map(out.map((q) => [q.questionId, q]));

  it('matches the questions by id in the first run order', () => {
    expect(out.map((q) => q.questionId)).toEqual(['q1', 'q2', 'q3', 'q4', 'q5', 'q6']);
  });

  it('rating: both means and the difference of the shown means', () => {
    expect(byId.get('q3')).toMatchObject({
      a: { answered: 3, mean: 3.67 },
      b: { answered: 2, mean: 4 },
      delta: 0.33,
    });
    expect(byId.get('q6')).toMatchObject({
      a: { answered: 0, mean: null },
      b: { answered: 0, mean: null },
      delta: null,
    });
  });

  it('choice: each option percentage in each run', () => {
    // A: y1 2/3 = 66.7, y2 0, y3 1/3 = 33.3; B: y2 1/2 = 50.0, y3 50.0
    expect(byId.get('q1')?.options).toEqual([
      { id: 'y1', text: { zh: '', en: 'Y1' }, a: 66.7, b: 0 },
      { id: 'y2', text: { zh: '', en: 'Y2' }, a: 0, b: 50 },
      { id: 'y3', text: { zh: '', en: 'Y3' }, a: 33.3, b: 50 },
    ]);
    expect(byId.get('q1')?.delta).toBeNull();
  });

  it('matrix: each row mean in each run and its difference', () => {
    expect(byId.get('q5')?.rows?.map((r) => [r.id, r.a, r.b, r.delta])).toEqual([
      ['r1', 2, 3, 1],
      ['r2', null, 5, null],
    ]);
  });

  it('a question only one run has is shown with nothing on the other side', () => {
    const onlyB = compareResults(runA.slice(0, 2), runB);
    expect(onlyB.map((q) => q.questionId)).toEqual(['q1', 'q2', 'q3', 'q4', 'q5', 'q6']);
    expect(onlyB[2]).toMatchObject({
      questionId: 'q3',
      a: { answered: 0, mean: null },
      b: { mean: 4 },
      delta: null,
    });
  });

  it('a question whose kind changed is listed but not compared', () => {
    const changed = runB.map((q) =>
      q.questionId === 'q3' ? { ...q, kind: 'text' as const, rating: undefined } : q,
    );
    expect(compareResults(runA, changed)[2]).toMatchObject({
      kind: 'rating',
      b: { answered: 0, mean: null },
      delta: null,
    });
  });
});
