import { describe, expect, it } from 'vitest';
import { compareLines, compareMeanBars, shareDelta } from './compare-model.ts';
import {
  audienceChoices,
  deltaText,
  deltaTone,
  fileName,
  fillFromTemplate,
  parseAudience,
  questionsLocked,
  ratePercent,
  rateText,
  responsesText,
  rowActions,
} from './model.ts';

const all = () => true;

describe('rowActions: what a row offers', () => {
  it('follows the state machine, one button per effect', () => {
    expect(rowActions('0', all)).toEqual(['start']);
    expect(rowActions('1', all)).toEqual(['stop', 'end']);
    // Paused: start and restart both go back to Collecting; only Restart is shown.
    expect(rowActions('2', all)).toEqual(['restart', 'end']);
    expect(rowActions('3', all)).toEqual(['restart']);
    expect(rowActions('9', all)).toEqual([]);
  });

  it('leaves out what the role may not do (enable: start, restart; disable: stop, end)', () => {
    const enableOnly = (r: 'enable' | 'disable') => r === 'enable';
    const disableOnly = (r: 'enable' | 'disable') => r === 'disable';
    expect(rowActions('1', enableOnly)).toEqual([]);
    expect(rowActions('2', enableOnly)).toEqual(['restart']);
    expect(rowActions('2', disableOnly)).toEqual(['end']);
    expect(rowActions('0', disableOnly)).toEqual([]);
  });
});

describe('parseAudience', () => {
  it('reads an object or its JSON text, with every part present', () => {
    expect(parseAudience({ roles: ['4'], classIds: ['c1'] })).toEqual({
      roles: ['4'],
      classIds: ['c1'],
      programmeIds: [],
      departIds: [],
      userIds: [],
    });
    expect(parseAudience('{"userIds":["u1","u1","u2"]}').userIds).toEqual(['u1', 'u2']);
  });

  it('turns anything unreadable into the empty audience', () => {
    for (const bad of [null, undefined, '', 'not json', [], { roles: 'x' }, 42]) {
      expect(audienceChoices(parseAudience(bad))).toBe(0);
    }
  });

  it('counts every choice alike', () => {
    expect(audienceChoices(parseAudience({ roles: ['1', '2'], departIds: ['d'], userIds: ['u'] }))).toBe(4);
  });
});

describe('fillFromTemplate', () => {
  const template = {
    name: '课程评价',
    nameEn: 'Course evaluation',
    category: '1',
    description: '',
    descriptionEn: null,
  };
  it('fills only the blank fields, keeping what was typed', () => {
    expect(fillFromTemplate({ name: 'My survey', nameEn: '  ' }, template)).toEqual({
      nameEn: 'Course evaluation',
      category: '1',
    });
  });
  it('never fills in blanks from blanks', () => {
    expect(fillFromTemplate({}, { name: '', nameEn: null })).toEqual({});
  });
});

describe('figures as printed', () => {
  it('rates, with a dash for an empty audience and a bar kept within 0..100', () => {
    expect(rateText(66.7)).toBe('66.7%');
    expect(rateText(null)).toBe('—');
    expect(ratePercent({ rate: null })).toBe(0);
    expect(ratePercent({ rate: 100 })).toBe(100);
    expect(ratePercent({ rate: 120 })).toBe(100);
  });
  it('responses of a row as answered / reached', () => {
    expect(responsesText({ responseCount: 12, audienceCount: 40 })).toBe('12 / 40');
    expect(responsesText({})).toBe('0 / 0');
  });
  it('changes with their sign and tone', () => {
    expect(deltaText(0.25)).toBe('+0.25');
    expect(deltaText(-1.1)).toBe('-1.1');
    expect(deltaText(0)).toBe('0');
    expect(deltaText(null)).toBe('—');
    expect([deltaTone(0.1), deltaTone(-0.1), deltaTone(0), deltaTone(null)]).toEqual([
      'up',
      'down',
      'none',
      'none',
    ]);
  });
  it('file names without characters file systems refuse', () => {
    expect(fileName('2025/26: exit survey?', 'report', 'docx')).toBe('2025 26  exit survey-report.docx');
    expect(fileName('***', 'answers', 'xlsx')).toBe('questionnaire-answers.xlsx');
  });
});

describe('questionsLocked', () => {
  it('opens the questions only while unpublished and only to a role that may edit', () => {
    expect(questionsLocked('0', true)).toBe(false);
    expect(questionsLocked('0', false)).toBe(true);
    for (const s of ['1', '2', '3']) expect(questionsLocked(s, true)).toBe(true);
  });
});

describe('comparing two runs', () => {
  const bi = (en: string) => ({ zh: `${en}（中）`, en });
  const questions = [
    {
      questionId: 'q1',
      kind: 'single' as const,
      title: bi('Year'),
      a: { answered: 3, mean: null },
      b: { answered: 4, mean: null },
      delta: null,
      options: [
        { id: 'o1', text: bi('First'), a: 33.3, b: 50 },
        { id: 'o2', text: bi('Second'), a: 66.7, b: null },
      ],
    },
    {
      questionId: 'q2',
      kind: 'rating' as const,
      title: bi('Overall'),
      a: { answered: 3, mean: 3.67 },
      b: { answered: 4, mean: 4 },
      delta: 0.33,
    },
    {
      questionId: 'q3',
      kind: 'matrix' as const,
      title: bi('Skills'),
      a: { answered: 3, mean: null },
      b: { answered: 4, mean: null },
      delta: null,
      rows: [{ id: 'r1', text: bi('Writing'), a: 3, b: 3.5, delta: 0.5 }],
    },
  ];

  it('lays out each question then its options or rows, in the reader language', () => {
    const lines = compareLines(questions, 'en-US');
    expect(lines.map((l) => [l.kind, l.title])).toEqual([
      ['question', '1. Year'],
      ['option', 'First'],
      ['option', 'Second'],
      ['question', '2. Overall'],
      ['question', '3. Skills'],
      ['row', 'Writing'],
    ]);
    expect(compareLines(questions, 'zh-CN')[0].title).toBe('1. Year（中）');
    // 50 - 33.3 = 16.7; a share missing on one side has no change.
    expect(lines[1].delta).toBe(16.7);
    expect(lines[2].delta).toBeNull();
    expect(lines[3].delta).toBe(0.33);
    expect(lines[5]).toMatchObject({ a: { mean: 3 }, b: { mean: 3.5 }, delta: 0.5 });
  });

  it('charts the rating means and the matrix rows, not the choice questions', () => {
    expect(compareMeanBars(questions, 'en-US')).toEqual([
      { label: '2. Overall', a: 3.67, b: 4 },
      { label: '3. Writing', a: 3, b: 3.5 },
    ]);
  });

  it('takes the difference of shares as shown, without floating-point residue', () => {
    // 10.2 - 10.1 is 0.0999999… in floating point: printed as 0.1.
    expect(shareDelta(10.1, 10.2)).toBe(0.1);
    expect(shareDelta(50, 33.3)).toBe(-16.7);
    expect(shareDelta(null, 1)).toBeNull();
  });
});
