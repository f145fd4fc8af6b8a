import { describe, expect, it } from 'vitest';
import { checkAnswers, visibleQuestionIds } from './answers.ts';
import { survey } from './test-fixture.ts';

const K = 'questionnaire.answers';
const groups = survey();
const visible = (answers: Record<string, unknown>) => [...visibleQuestionIds(groups, answers)].sort();
const check = (value: unknown, final = true) => checkAnswers(groups, value, { final });

describe('visibleQuestionIds (show-if in order)', () => {
  it('shows only the unconditional questions when nothing is answered', () => {
    expect(visible({})).toEqual(['q1', 'q2', 'q3']);
  });

  it('follows a chain: q4 needs q1 = y3, q5 needs q4 answered', () => {
    expect(visible({ q1: 'y1' })).toEqual(['q1', 'q2', 'q3']);
    expect(visible({ q1: 'y3' })).toEqual(['q1', 'q2', 'q3', 'q4']);
    expect(visible({ q1: 'y3', q4: 'ok' })).toEqual(['q1', 'q2', 'q3', 'q4', 'q5']);
    // q4 keeps its answer but is hidden once q1 changes, so q5 (depending on q4) hides too.
    expect(visible({ q1: 'y2', q4: 'ok' })).toEqual(['q1', 'q2', 'q3']);
    // Blank text is no answer.
    expect(visible({ q1: 'y3', q4: '   ' })).toEqual(['q1', 'q2', 'q3', 'q4']);
  });

  it('compares a rating with anyOf by its value written as text', () => {
    expect(visible({ q3: 3 })).toEqual(['q1', 'q2', 'q3']);
    expect(visible({ q3: 4 })).toEqual(['q1', 'q2', 'q3', 'q6']);
    expect(visible({ q3: 5 })).toEqual(['q1', 'q2', 'q3', 'q6']);
  });

  it('treats an answer that cannot be taken as no answer', () => {
    expect(visible({ q1: 'y9', q3: 9 })).toEqual(['q1', 'q2', 'q3']);
  });

  it('takes any chosen option of a multiple choice', () => {
    const g = survey();
    g[0].questions[3].showIf = { questionId: 'q2', anyOf: ['gym'] };
    expect([...visibleQuestionIds(g, { q2: ['lib'] })]).not.toContain('q4');
    expect([...visibleQuestionIds(g, { q2: ['lib', 'gym'] })]).toContain('q4');
  });
});

describe('checkAnswers', () => {
  it('keeps clean answers of every kind, trimmed and in the questions order', () => {
    const r = check({ q1: 'y3', q2: ['lab', 'lib'], q3: 4, q4: '  fine  ', q5: { r2: 3, r1: 5 }, q6: 7 });
    expect(r.problems).toEqual([]);
    expect(r.answers).toEqual({
      q1: 'y3',
      q2: ['lib', 'lab'],
      q3: 4,
      q4: 'fine',
      q5: { r1: 5, r2: 3 },
      q6: 7,
    });
  });

  it('drops unknown question ids and answers to hidden questions, without a problem', () => {
    const r = check({ q1: 'y1', q3: 2, q4: 'hidden', q5: { r1: 1, r2: 1 }, q6: 7, zz: 'x' });
    expect(r).toEqual({ answers: { q1: 'y1', q3: 2 }, problems: [] });
  });

  it('on submit requires every visible required question; a matrix needs every row', () => {
    expect(check({}).problems).toEqual([
      { questionId: 'q1', key: `${K}.required` },
      { questionId: 'q3', key: `${K}.required` },
    ]);
    // q5 is required but hidden until q4 is answered.
    expect(check({ q1: 'y3', q3: 1 }).problems).toEqual([]);
    expect(check({ q1: 'y3', q3: 1, q4: 'x', q5: { r1: 2 } }).problems).toEqual([
      { questionId: 'q5', key: `${K}.required` },
    ]);
    expect(check({ q1: 'y3', q3: 1, q4: 'x', q5: { r1: 2, r2: null } }).answers.q5).toEqual({ r1: 2 });
  });

  it('on save (final false) keeps partial answers and asks for nothing', () => {
    expect(check({ q2: [] }, false)).toEqual({ answers: {}, problems: [] });
    expect(check({ q1: 'y3', q4: 'x', q5: { r1: 2 } }, false)).toEqual({
      answers: { q1: 'y3', q4: 'x', q5: { r1: 2 } },
      problems: [],
    });
  });

  it('counts empty text, an empty list, an empty string and null as unanswered', () => {
    expect(check({ q1: '', q2: [], q3: null, q4: ' ' }, false).answers).toEqual({});
    expect(check({ q1: '', q3: null }).problems.map((p) => p.key)).toEqual([
      `${K}.required`,
      `${K}.required`,
    ]);
  });

  it('names an unknown option, a repeated option, a value off the scale, too long text, a bad matrix', () => {
    const r = check({ q1: 'y9', q2: ['lib', 'lib'], q3: 6, q4: 'x', q5: {} }, false);
    expect(r.problems).toEqual([
      { questionId: 'q1', key: `${K}.invalidOption` },
      { questionId: 'q2', key: `${K}.invalidOption` },
      { questionId: 'q3', key: `${K}.invalidRating` },
    ]);
    // q1 was not taken, so q4 (shown when q1 is y3) is hidden and its answer dropped.
    expect(r.answers).toEqual({});
    expect(check({ q2: ['pool'] }, false).problems).toEqual([
      { questionId: 'q2', key: `${K}.invalidOption` },
    ]);
    expect(check({ q3: 0 }, false).problems).toEqual([{ questionId: 'q3', key: `${K}.invalidRating` }]);
    expect(check({ q3: 3.5 }, false).problems).toEqual([{ questionId: 'q3', key: `${K}.invalidRating` }]);
    // q6 is on 7 points: 6 is fine there.
    expect(check({ q3: 5, q6: 6 }, false)).toEqual({ answers: { q3: 5, q6: 6 }, problems: [] });
    // maxLength 10 counts the trimmed text.
    expect(check({ q1: 'y3', q4: `  ${'x'.repeat(10)}  ` }, false).problems).toEqual([]);
    expect(check({ q1: 'y3', q4: 'x'.repeat(11) }, false).problems).toEqual([
      { questionId: 'q4', key: `${K}.tooLong` },
    ]);
    const m = (q5: unknown) => check({ q1: 'y3', q4: 'x', q5 }, false).problems;
    expect(m({ r1: 6 })).toEqual([{ questionId: 'q5', key: `${K}.invalidMatrix` }]);
    expect(m({ r1: 2, r9: 2 })).toEqual([{ questionId: 'q5', key: `${K}.invalidMatrix` }]);
    expect(m({ r1: '2' })).toEqual([{ questionId: 'q5', key: `${K}.invalidMatrix` }]);
  });

  it('names a value of the wrong type, and a body that is not an object', () => {
    expect(check({ q1: ['y1'], q2: 'lib', q3: '4', q4: 5 }, false).problems).toEqual([
      { questionId: 'q1', key: `${K}.invalid` },
      { questionId: 'q2', key: `${K}.invalid` },
      { questionId: 'q3', key: `${K}.invalid` },
    ]);
    expect(check({ q1: 'y3', q4: 5 }, false).problems).toEqual([{ questionId: 'q4', key: `${K}.invalid` }]);
    expect(check({ q1: 'y3', q4: 'x', q5: [1, 2] }, false).problems).toEqual([
      { questionId: 'q5', key: `${K}.invalid` },
    ]);
    expect(check('q1=y1', false)).toEqual({
      answers: {},
      problems: [{ questionId: '', key: `${K}.invalid` }],
    });
    expect(check(undefined, false)).toEqual({ answers: {}, problems: [] });
  });

  it('a question with a problem is not required again, and does not show its dependants', () => {
    expect(check({ q1: 'nope', q3: 2, q4: 'x' }).problems).toEqual([
      { questionId: 'q1', key: `${K}.invalidOption` },
    ]);
  });
});
