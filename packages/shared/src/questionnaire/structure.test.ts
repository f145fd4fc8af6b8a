import { describe, expect, it } from 'vitest';
import { allQuestions, checkGroupList, countQuestions, textIn } from './structure.ts';
import { bi, question, survey } from './test-fixture.ts';
import type { GroupList, Question } from './types.ts';

const T = 'questionnaire.template';
const one = (...questions: Question[]): GroupList => [{ id: 'g', title: bi('G'), questions }];
const choice = (id: string, extra: Partial<Question> = {}) =>
  question({
    id,
    kind: 'single',
    options: [
      { id: 'a', text: bi('A') },
      { id: 'b', text: bi('B') },
    ],
    ...extra,
  });
const keys = (value: unknown) => checkGroupList(value).problems;

describe('textIn', () => {
  it('gives Chinese readers zh and everyone else en, the other language when theirs is empty', () => {
    const t = bi('Teaching', '教学');
    expect(textIn(t, 'zh-CN')).toBe('教学');
    expect(textIn(t, 'zh-TW')).toBe('教学');
    expect(textIn(t, 'en-US')).toBe('Teaching');
    expect(textIn(t, 'pt-BR')).toBe('Teaching');
    expect(textIn(bi('', '教学'), 'en-US')).toBe('教学');
    expect(textIn(bi('Teaching', ''), 'zh-CN')).toBe('Teaching');
    expect(textIn(bi('Teaching', '   '), 'zh-CN')).toBe('Teaching');
    expect(textIn(undefined, 'en-US')).toBe('');
  });
});

describe('allQuestions and countQuestions', () => {
  it('list the questions group by group in order', () => {
    expect(allQuestions(survey()).map((q) => q.id)).toEqual(['q1', 'q2', 'q3', 'q4', 'q5', 'q6']);
    expect(countQuestions(survey())).toBe(6);
    expect(countQuestions([])).toBe(0);
  });
});

describe('checkGroupList', () => {
  it('accepts a survey with every kind and show-if chains, applying the defaults', () => {
    const raw = JSON.parse(JSON.stringify(survey())) as GroupList;
    delete (raw[0].questions[1] as Partial<Question>).required;
    const r = checkGroupList(raw);
    expect(r.problems).toEqual([]);
    expect(r.groups?.[0].questions[1].required).toBe(false);
    expect(countQuestions(r.groups ?? [])).toBe(6);
  });

  it('accepts an empty list (a template being written)', () => {
    expect(checkGroupList([])).toEqual({ groups: [], problems: [] });
  });

  it('refuses what is not a list of groups, naming the place', () => {
    expect(keys(null)).toEqual([{ path: '', key: `${T}.invalid` }]);
    expect(
      keys([{ id: 'g', title: bi('G'), questions: [{ id: 'q', kind: 'essay', title: bi('Q') }] }]),
    ).toEqual([{ path: '0.questions.0.kind', key: `${T}.invalid` }]);
  });

  it('names an empty text, an empty id, a too long text and too many items', () => {
    expect(keys(one(choice('q1', { title: { zh: '', en: ' ' } })))).toEqual([
      { path: '0.questions.0.title', key: 'questionnaire.errors.textRequired' },
    ]);
    expect(keys(one(choice(' ', { title: bi('Q') })))).toEqual([
      { path: '0.questions.0.id', key: `${T}.idRequired` },
    ]);
    expect(keys(one(choice('q1', { title: bi('x'.repeat(1001)) })))).toEqual([
      { path: '0.questions.0.title.en', key: `${T}.tooLong` },
    ]);
    const many = Array.from({ length: 51 }, (_, i) => ({ id: `o${i}`, text: bi(`O${i}`) }));
    expect(keys(one(choice('q1', { options: many })))).toEqual([
      { path: '0.questions.0.options', key: `${T}.tooMany` },
    ]);
  });

  it('refuses ids used twice: groups, questions across groups, options and rows within their question', () => {
    const groups: GroupList = [
      {
        id: 'g',
        title: bi('G1'),
        questions: [
          choice('q1', {
            options: [
              { id: 'a', text: bi('A') },
              { id: 'a', text: bi('B') },
            ],
          }),
        ],
      },
      {
        id: 'g',
        title: bi('G2'),
        questions: [
          choice('q1'),
          question({
            id: 'm',
            kind: 'matrix',
            scale: { points: 5, low: bi('L'), high: bi('H') },
            rows: [
              { id: 'r', text: bi('R1') },
              { id: 'r', text: bi('R2') },
            ],
          }),
        ],
      },
    ];
    const r = checkGroupList(groups);
    expect(r.groups).toBeNull();
    expect(r.problems).toEqual([
      { path: '1.id', key: `${T}.duplicateId` },
      { path: '0.questions.0.options.1.id', key: `${T}.duplicateId` },
      { path: '1.questions.0.id', key: `${T}.duplicateId` },
      { path: '1.questions.1.rows.1.id', key: `${T}.duplicateId` },
    ]);
  });

  it('needs 2 options for a choice, a scale for rating and matrix, a row for a matrix', () => {
    expect(keys(one(question({ id: 'q', kind: 'multiple', options: [{ id: 'a', text: bi('A') }] })))).toEqual(
      [{ path: '0.questions.0.options', key: `${T}.tooFewOptions` }],
    );
    expect(keys(one(question({ id: 'q', kind: 'single' })))).toEqual([
      { path: '0.questions.0.options', key: `${T}.tooFewOptions` },
    ]);
    expect(keys(one(question({ id: 'q', kind: 'rating' })))).toEqual([
      { path: '0.questions.0.scale', key: `${T}.scaleRequired` },
    ]);
    expect(keys(one(question({ id: 'q', kind: 'matrix', rows: [] })))).toEqual([
      { path: '0.questions.0.scale', key: `${T}.scaleRequired` },
      { path: '0.questions.0.rows', key: `${T}.rowsRequired` },
    ]);
    expect(keys(one(question({ id: 'q', kind: 'text' })))).toEqual([]);
  });

  it('refuses a scale other than 5 or 7 points', () => {
    expect(
      keys(
        one(question({ id: 'q', kind: 'rating', scale: { points: 6 as 5, low: bi('L'), high: bi('H') } })),
      ),
    ).toEqual([{ path: '0.questions.0.scale.points', key: `${T}.invalid` }]);
  });

  it('takes a show-if only on an earlier question', () => {
    const later = one(choice('q1', { showIf: { questionId: 'q2' } }), choice('q2'));
    expect(keys(later)).toEqual([{ path: '0.questions.0.showIf.questionId', key: `${T}.showIfNotEarlier` }]);
    expect(keys(one(choice('q1', { showIf: { questionId: 'q1' } })))).toEqual([
      { path: '0.questions.0.showIf.questionId', key: `${T}.showIfNotEarlier` },
    ]);
    expect(keys(one(choice('q1', { showIf: { questionId: 'gone' } })))).toEqual([
      { path: '0.questions.0.showIf.questionId', key: `${T}.showIfUnknown` },
    ]);
    // An earlier group counts as earlier.
    const s = survey();
    s[1].questions[1].showIf = { questionId: 'q1', anyOf: ['y1', 'y2'] };
    expect(keys(s)).toEqual([]);
  });

  it('takes anyOf values that the condition question can have', () => {
    const s = () => survey();
    const at = (gi: number, qi: number) => [
      { path: `${gi}.questions.${qi}.showIf.anyOf`, key: `${T}.showIfValues` },
    ];
    // single: its option ids
    const a = s();
    a[0].questions[3].showIf = { questionId: 'q1', anyOf: ['y3', 'y9'] };
    expect(keys(a)).toEqual(at(0, 3));
    // multiple: its option ids
    const b = s();
    b[0].questions[3].showIf = { questionId: 'q2', anyOf: ['gym'] };
    expect(keys(b)).toEqual([]);
    b[0].questions[3].showIf = { questionId: 'q2', anyOf: ['pool'] };
    expect(keys(b)).toEqual(at(0, 3));
    // rating: "1".."points"
    const c = s();
    c[1].questions[1].showIf = { questionId: 'q3', anyOf: ['1', '5'] };
    expect(keys(c)).toEqual([]);
    c[1].questions[1].showIf = { questionId: 'q3', anyOf: ['6'] };
    expect(keys(c)).toEqual(at(1, 1));
    // text and matrix take no list (any answer shows the question)
    const d = s();
    d[1].questions[0].showIf = { questionId: 'q4', anyOf: ['yes'] };
    expect(keys(d)).toEqual(at(1, 0));
    const e = s();
    e[1].questions[1].showIf = { questionId: 'q5', anyOf: ['r1'] };
    expect(keys(e)).toEqual(at(1, 1));
    e[1].questions[1].showIf = { questionId: 'q5', anyOf: [] };
    expect(keys(e)).toEqual([]);
  });
});
