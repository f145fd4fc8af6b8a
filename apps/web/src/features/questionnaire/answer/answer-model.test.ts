import { describe, expect, it } from 'vitest';
import {
  answersToSend,
  bucketOf,
  descriptionIn,
  firstProblemId,
  nameIn,
  problemsFromResult,
  progressOf,
  readDraft,
  submitProblems,
  visibleNumbered,
  withAnswer,
  withMatrixCell,
} from './answer-model.ts';
import { SAMPLE_GROUPS as G } from './fixture.ts';

describe('answers as the person gives them', () => {
  it('takes an emptied answer back instead of keeping an empty value', () => {
    let a = withAnswer({}, 'q4', 'Good');
    expect(a).toEqual({ q4: 'Good' });
    a = withAnswer(a, 'q4', '');
    expect(a).toEqual({});
    a = withAnswer(withAnswer({}, 'q2', ['cases']), 'q2', []);
    expect(a).toEqual({});
  });

  it('rates matrix rows one by one and clears a row', () => {
    let a = withMatrixCell({}, 'q5', 'r1', 6);
    a = withMatrixCell(a, 'q5', 'r2', 2);
    expect(a).toEqual({ q5: { r1: 6, r2: 2 } });
    a = withMatrixCell(a, 'q5', 'r1', null);
    expect(a).toEqual({ q5: { r2: 2 } });
    expect(withMatrixCell(a, 'q5', 'r2', null)).toEqual({});
  });
});

describe('show-if as the screen shows it', () => {
  it('numbers only the visible questions, in order', () => {
    // Nothing answered: q2 (needs q1 = yes) and q3 (needs q2) are hidden, so q4 is number 2.
    expect([...visibleNumbered(G, {})]).toEqual([
      ['q1', 1],
      ['q4', 2],
      ['q5', 3],
    ]);
    const chain = visibleNumbered(G, { q1: 'yes', q2: ['lectures'] });
    expect([...chain]).toEqual([
      ['q1', 1],
      ['q2', 2],
      ['q3', 3],
      ['q4', 4],
      ['q5', 5],
    ]);
    // Turning q1 to "no" hides q2 and with it q3, although q2 still holds an answer.
    expect([...visibleNumbered(G, { q1: 'no', q2: ['lectures'] }).keys()]).toEqual(['q1', 'q4', 'q5']);
  });

  it('counts progress on the visible questions; a matrix counts once every row is rated', () => {
    expect(progressOf(G, {})).toEqual({ answered: 0, total: 3 });
    expect(progressOf(G, { q1: 'yes', q5: { r1: 3 } })).toEqual({ answered: 1, total: 4 });
    expect(progressOf(G, { q1: 'yes', q5: { r1: 3, r2: 4 }, q4: '  ' })).toEqual({ answered: 2, total: 4 });
  });

  it('never sends the answer of a hidden question, and trims text', () => {
    const answers = { q1: 'no', q2: ['lectures'], q3: 4, q4: '  Fine  ', q5: { r1: 1 } };
    expect(answersToSend(G, answers)).toEqual({ q1: 'no', q4: 'Fine', q5: { r1: 1 } });
  });
});

describe('before submitting', () => {
  it('names every unanswered required question that is shown, in order', () => {
    expect(submitProblems(G, { q1: 'yes', q2: ['cases'], q5: { r1: 7 } })).toEqual([
      { questionId: 'q3', key: 'questionnaire.answers.required' },
      { questionId: 'q5', key: 'questionnaire.answers.required' },
    ]);
    // q3 is required but hidden when q1 is "no": nothing is asked of it.
    expect(submitProblems(G, { q1: 'no', q5: { r1: 7, r2: 1 } })).toEqual([]);
  });

  it('scrolls to the first problem in the order of the questionnaire, not of the list', () => {
    expect(
      firstProblemId(G, [
        { questionId: 'q5', key: 'k' },
        { questionId: 'q1', key: 'k' },
      ]),
    ).toBe('q1');
  });

  it('reads the problems of a refused submit in either form the server may give', () => {
    const list = [{ questionId: 'q1', key: 'questionnaire.answers.required' }];
    expect(problemsFromResult(list)).toEqual(list);
    expect(problemsFromResult({ problems: list })).toEqual(list);
    expect(problemsFromResult({ fields: {} })).toBeNull();
    expect(problemsFromResult([{ nope: 1 }])).toBeNull();
    expect(problemsFromResult(null)).toBeNull();
  });
});

describe('a saved draft', () => {
  it('keeps the values an answer can have and drops the rest', () => {
    expect(readDraft({ q1: 'yes', q3: 4, q5: { r1: 2 }, q9: { deep: { x: 1 } }, q4: '' })).toEqual({
      q1: 'yes',
      q3: 4,
      q5: { r1: 2 },
    });
    expect(readDraft(undefined)).toEqual({});
  });
});

describe('the list', () => {
  it('puts each questionnaire under open, answered or closed', () => {
    expect(bucketOf({ open: true, answered: false })).toBe('open');
    expect(bucketOf({ open: true, answered: true })).toBe('answered');
    expect(bucketOf({ open: false, answered: true })).toBe('answered');
    expect(bucketOf({ open: false, answered: false })).toBe('closed');
  });

  it('names a questionnaire in the reader’s language, the other one when theirs is empty', () => {
    const q = { name: '课程评价', nameEn: 'Course evaluation', description: '说明', descriptionEn: '' };
    expect(nameIn(q, 'zh-CN')).toBe('课程评价');
    expect(nameIn(q, 'en-US')).toBe('Course evaluation');
    expect(nameIn({ name: '课程评价', nameEn: null }, 'pt-BR')).toBe('课程评价');
    expect(descriptionIn(q, 'en-US')).toBe('说明');
    expect(descriptionIn({ description: null, descriptionEn: null }, 'zh-TW')).toBe('');
  });
});
