import { checkGroupList, type GroupList, type Question } from '@accredit/shared';
import { describe, expect, it } from 'vitest';
import {
  addGroup,
  addQuestion,
  duplicateQuestion,
  earlierQuestions,
  locate,
  mappedLoIds,
  moveQuestion,
  nextId,
  optionalText,
  partOf,
  problemAt,
  removeGroup,
  removeQuestion,
  shapeFor,
  updateQuestion,
  withOptional,
} from './model.ts';

const text = (en: string) => ({ zh: '', en });

/** Two groups: q1 (single, options a b c), q2 (rating 7) in g1; q3 (text) and q4 (matrix) in g2. */
function sample(): GroupList {
  return [
    {
      id: 'g1',
      title: text('About you'),
      questions: [
        {
          id: 'q1',
          kind: 'single',
          title: text('Year'),
          required: true,
          options: [
            { id: 'a', text: text('First') },
            { id: 'b', text: text('Second') },
            { id: 'c', text: text('Third') },
          ],
        },
        {
          id: 'q2',
          kind: 'rating',
          title: text('Satisfied?'),
          required: false,
          scale: { points: 7, low: text('No'), high: text('Yes') },
          loIds: ['lo1'],
          showIf: { questionId: 'q1', anyOf: ['a', 'c'] },
        },
      ],
    },
    {
      id: 'g2',
      title: text('Course'),
      questions: [
        {
          id: 'q3',
          kind: 'text',
          title: text('Why?'),
          required: false,
          showIf: { questionId: 'q2', anyOf: ['6', '7'] },
        },
        {
          id: 'q4',
          kind: 'matrix',
          title: text('Rate'),
          required: false,
          scale: { points: 5, low: text('Low'), high: text('High') },
          rows: [
            { id: 'r1', text: text('Clarity'), loIds: ['lo2'] },
            { id: 'r2', text: text('Pace'), loIds: ['lo1'] },
          ],
          showIf: { questionId: 'q1' },
        },
      ],
    },
  ];
}

const q = (groups: GroupList, id: string): Question | undefined =>
  groups.flatMap((g) => g.questions).find((x) => x.id === id);

/** Fills every empty text so that only structural problems remain. */
function filled(groups: GroupList): GroupList {
  const fill = (t: { zh: string; en: string }) => (t.zh || t.en ? t : { zh: '文', en: 'text' });
  return groups.map((g) => ({
    ...g,
    title: fill(g.title),
    questions: g.questions.map((x) => ({
      ...x,
      title: fill(x.title),
      options: x.options?.map((o) => ({ ...o, text: fill(o.text) })),
      rows: x.rows?.map((r) => ({ ...r, text: fill(r.text) })),
    })),
  }));
}

describe('ids', () => {
  it('takes the next number after the highest of its form, skipping ids of other forms', () => {
    expect(nextId('q', ['q1', 'q7', 'q3', 'x9', 'qa', 'g12'])).toBe('q8');
    expect(nextId('o', [])).toBe('o1');
  });
});

describe('new questions', () => {
  it('of every kind, once their texts are written, pass the server check (checkGroupList)', () => {
    let groups = addGroup([]);
    for (const kind of ['single', 'multiple', 'rating', 'text', 'matrix'] as const)
      groups = addQuestion(groups, 0, kind);
    const ids = groups[0].questions.map((x) => x.id);
    expect(new Set(ids).size).toBe(5);
    expect(checkGroupList(groups).problems.length).toBeGreaterThan(0);
    expect(checkGroupList(filled(groups)).problems).toEqual([]);
  });

  it('get an id no group or question has, also after deletions', () => {
    let groups = addQuestion(addQuestion(addGroup([]), 0, 'text'), 0, 'text');
    groups = removeQuestion(groups, { group: 0, question: 0 });
    groups = addQuestion(groups, 0, 'text');
    expect(groups[0].questions.map((x) => x.id)).toEqual(['q2', 'q3']);
    expect(addGroup(groups).at(-1)?.id).toBe('g2');
  });
});

describe('changing a question', () => {
  it('keeps options between single and multiple choice, and the scale between rating and matrix', () => {
    const groups = sample();
    const multiple = shapeFor(q(groups, 'q1') as Question, 'multiple');
    expect(multiple.options?.map((o) => o.id)).toEqual(['a', 'b', 'c']);
    const matrix = shapeFor(q(groups, 'q2') as Question, 'matrix');
    expect(matrix.scale?.points).toBe(7);
    expect(matrix.rows).toHaveLength(2);
    // Objectives belong to the rating question itself; as a matrix they go with its rows.
    expect(matrix.loIds).toBeUndefined();
    expect(matrix.showIf).toEqual({ questionId: 'q1', anyOf: ['a', 'c'] });
  });

  it('drops what the new kind has no use for', () => {
    const text = shapeFor(q(sample(), 'q4') as Question, 'text');
    expect(text).toEqual({
      id: 'q4',
      kind: 'text',
      title: { zh: '', en: 'Rate' },
      required: false,
      showIf: { questionId: 'q1' },
    });
  });

  it('deleting an option takes it out of the show-if rules waiting for it', () => {
    const groups = sample();
    const single = q(groups, 'q1') as Question;
    const withoutC = { ...single, options: single.options?.filter((o) => o.id !== 'c') };
    const next = updateQuestion(groups, { group: 0, question: 0 }, withoutC);
    expect(q(next, 'q2')?.showIf).toEqual({ questionId: 'q1', anyOf: ['a'] });
    // With none of its answers left, the rule waits for any answer.
    const withoutA = { ...withoutC, options: withoutC.options?.filter((o) => o.id !== 'a') };
    const after = updateQuestion(next, { group: 0, question: 0 }, withoutA);
    expect(q(after, 'q2')?.showIf).toEqual({ questionId: 'q1' });
    // One option left is a problem of its own, but no rule waits for a missing answer.
    expect(checkGroupList(after).problems.map((p) => p.key)).toEqual([
      'questionnaire.template.tooFewOptions',
    ]);
  });

  it('a 7-point scale made 5 drops the values 6 and 7 from rules on it', () => {
    const groups = sample();
    const rating = q(groups, 'q2') as Question;
    const five = {
      ...rating,
      scale: { ...(rating.scale as NonNullable<Question['scale']>), points: 5 as const },
    };
    const next = updateQuestion(groups, { group: 0, question: 1 }, five);
    expect(q(next, 'q3')?.showIf).toEqual({ questionId: 'q2' });
  });

  it('a rating turned into text leaves rules on it waiting for any answer', () => {
    const groups = sample();
    const next = updateQuestion(
      groups,
      { group: 0, question: 1 },
      shapeFor(q(groups, 'q2') as Question, 'text'),
    );
    expect(q(next, 'q3')?.showIf).toEqual({ questionId: 'q2' });
    expect(checkGroupList(next).problems).toEqual([]);
  });
});

describe('removing', () => {
  it('a question drops the rules that named it; the others stay', () => {
    const next = removeQuestion(sample(), { group: 0, question: 0 });
    expect(q(next, 'q1')).toBeUndefined();
    expect(q(next, 'q2')?.showIf).toBeUndefined();
    expect(q(next, 'q4')?.showIf).toBeUndefined();
    expect(q(next, 'q3')?.showIf).toEqual({ questionId: 'q2', anyOf: ['6', '7'] });
    expect(checkGroupList(next).problems).toEqual([]);
  });

  it('a group drops its questions and the rules on them', () => {
    const next = removeGroup(sample(), 0);
    expect(next.map((g) => g.id)).toEqual(['g2']);
    expect(q(next, 'q3')?.showIf).toBeUndefined();
    expect(q(next, 'q4')?.showIf).toBeUndefined();
  });
});

describe('moving and duplicating', () => {
  it('moves within a group, then across into the next or previous group', () => {
    const groups = sample();
    const down = moveQuestion(groups, { group: 0, question: 0 }, 1);
    expect(down.groups[0].questions.map((x) => x.id)).toEqual(['q2', 'q1']);
    expect(down.at).toEqual({ group: 0, question: 1 });
    const across = moveQuestion(down.groups, down.at, 1);
    expect(across.groups[0].questions.map((x) => x.id)).toEqual(['q2']);
    expect(across.groups[1].questions.map((x) => x.id)).toEqual(['q1', 'q3', 'q4']);
    expect(across.at).toEqual({ group: 1, question: 0 });
    const back = moveQuestion(across.groups, across.at, -1);
    expect(back.groups[0].questions.map((x) => x.id)).toEqual(['q2', 'q1']);
    // q2 now comes before the question it waits for: the server check says so.
    expect(checkGroupList(back.groups).problems).toContainEqual({
      path: '0.questions.0.showIf.questionId',
      key: 'questionnaire.template.showIfNotEarlier',
    });
  });

  it('does nothing past the first or last question', () => {
    const groups = sample();
    expect(moveQuestion(groups, { group: 0, question: 0 }, -1).groups).toBe(groups);
    expect(moveQuestion(groups, { group: 1, question: 1 }, 1).groups).toBe(groups);
  });

  it('a copy comes right after the question, with a new id and the same content', () => {
    const next = duplicateQuestion(sample(), { group: 1, question: 1 });
    const copy = next[1].questions[2];
    expect(copy.id).toBe('q5');
    expect(copy.rows).toEqual(next[1].questions[1].rows);
    expect(checkGroupList(next).problems).toEqual([]);
  });
});

describe('readers', () => {
  it('lists the questions before one, across groups', () => {
    expect(earlierQuestions(sample(), 'q3').map((x) => x.id)).toEqual(['q1', 'q2']);
    expect(earlierQuestions(sample(), 'q1')).toEqual([]);
  });

  it('collects the objectives mapped by rating questions and matrix rows once each', () => {
    expect(mappedLoIds(sample()).sort()).toEqual(['lo1', 'lo2']);
  });

  it('keeps an optional text only when one language is given', () => {
    expect(optionalText({ zh: ' ', en: '' })).toBeUndefined();
    expect(optionalText({ zh: '说明', en: '' })).toEqual({ zh: '说明', en: '' });
  });

  it('drops an optional field left empty rather than storing it empty', () => {
    const row = { id: 'r1', text: { zh: '写作', en: 'Writing' }, loIds: ['lo1'] as string[] | undefined };
    expect(withOptional(row, 'loIds', undefined)).toEqual({ id: 'r1', text: row.text });
    expect('loIds' in withOptional(row, 'loIds', undefined)).toBe(false);
    expect(withOptional(row, 'loIds', ['lo2']).loIds).toEqual(['lo2']);
    expect(row.loIds).toEqual(['lo1']);
  });

  it('places a problem at its group, question and part', () => {
    expect(locate('1.questions.0.options.2.text')).toEqual({ group: 1, question: 0, rest: 'options.2.text' });
    expect(locate('0.title')).toEqual({ group: 0, rest: 'title' });
    expect(locate('')).toEqual({ rest: '' });
    expect(partOf('options.2.text')).toEqual({ part: 'option', n: 3 });
    expect(partOf('scale.high')).toEqual({ part: 'scaleHigh' });
    expect(partOf('showIf.anyOf')).toEqual({ part: 'showIf' });
    expect(partOf('weird')).toEqual({ part: 'other' });
    const problems = [{ path: '0.questions.1.options.0.text', key: 'k' }];
    expect(problemAt(problems, '0.questions.1.options.0')).toBe('k');
    expect(problemAt(problems, '0.questions.1.options.1')).toBeUndefined();
    expect(problemAt(problems, '0.questions.1.option')).toBeUndefined();
  });
});
