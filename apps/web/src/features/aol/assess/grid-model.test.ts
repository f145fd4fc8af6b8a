import { describe, expect, it } from 'vitest';
import { at, type Selection } from '../../../components/grid-cursor.ts';
import { evenWeights, newKey, weightTotal } from './config-model.ts';
import {
  applyChanges,
  cellView,
  currentRatings,
  fillEdits,
  levelForKey,
  levelForText,
  mergeRatings,
  mergeTexts,
  moved,
  parseBlock,
  parseScore,
  pasteEdits,
  ratingEdits,
  ratingKey,
  type ScoreColumn,
  scoreChanges,
  scoreIssue,
  scoreKey,
} from './grid-model.ts';

const COLS: ScoreColumn[] = [
  { loId: 'LO1', componentKey: 'exam', max: 40 },
  { loId: 'LO1', componentKey: 'hw', max: 10 },
  { loId: 'LO2', componentKey: 'exam', max: 7.5 },
];
const STUDENTS = ['s1', 's2', 's3'];
const maxOf = (loId: string, key: string) => COLS.find((c) => c.loId === loId && c.componentKey === key)?.max;

describe('score grid: moving', () => {
  it('moves with the arrows inside the grid; shift extends the block', () => {
    expect(moved(at(0, 0), 'ArrowUp', false, 3, 3)).toEqual(at(0, 0));
    expect(moved(at(0, 0), 'ArrowRight', false, 3, 3)).toEqual(at(0, 1));
    expect(moved(at(2, 2), 'ArrowDown', false, 3, 3)).toEqual(at(2, 2));
    expect(moved(at(1, 1), 'ArrowDown', true, 3, 3)).toEqual({
      anchor: { r: 1, c: 1 },
      active: { r: 2, c: 1 },
    });
  });

  it('Tab goes right and on to the next row, shift+Tab back; Enter goes down, shift+Enter up', () => {
    expect(moved(at(0, 1), 'Tab', false, 3, 3)).toEqual(at(0, 2));
    expect(moved(at(0, 2), 'Tab', false, 3, 3)).toEqual(at(1, 0));
    expect(moved(at(1, 0), 'Tab', true, 3, 3)).toEqual(at(0, 2));
    expect(moved(at(0, 0), 'Tab', true, 3, 3)).toEqual(at(0, 0));
    expect(moved(at(2, 2), 'Tab', false, 3, 3)).toEqual(at(2, 2));
    expect(moved(at(0, 1), 'Enter', false, 3, 3)).toEqual(at(1, 1));
    expect(moved(at(2, 1), 'Enter', false, 3, 3)).toEqual(at(2, 1));
    expect(moved(at(2, 1), 'Enter', true, 3, 3)).toEqual(at(1, 1));
    // Tab and Enter collapse a block to one cell.
    const block: Selection = { anchor: { r: 0, c: 0 }, active: { r: 1, c: 1 } };
    expect(moved(block, 'Enter', false, 3, 3)).toEqual(at(2, 1));
    expect(moved(at(1, 1), 'Home', false, 3, 3)).toEqual(at(1, 0));
    expect(moved(at(1, 1), 'End', false, 3, 3)).toEqual(at(1, 2));
    expect(moved(at(1, 1), '5', false, 3, 3)).toBeNull();
    expect(moved(at(0, 0), 'ArrowDown', false, 0, 3)).toBeNull();
  });
});

describe('score grid: values', () => {
  it('reads a blank as missing, numbers with a decimal point or comma, and refuses the rest', () => {
    expect(parseScore('')).toEqual({ kind: 'missing' });
    expect(parseScore('  ')).toEqual({ kind: 'missing' });
    expect(parseScore('0')).toEqual({ kind: 'number', value: 0 });
    expect(parseScore('7.5')).toEqual({ kind: 'number', value: 7.5 });
    expect(parseScore('7,5')).toEqual({ kind: 'number', value: 7.5 });
    expect(parseScore('.5')).toEqual({ kind: 'number', value: 0.5 });
    expect(parseScore('-1')).toEqual({ kind: 'number', value: -1 });
    expect(parseScore('abc')).toEqual({ kind: 'invalid' });
    expect(parseScore('1.2.3')).toEqual({ kind: 'invalid' });
    expect(parseScore('1,000.5')).toEqual({ kind: 'invalid' });
    expect(parseScore('12a')).toEqual({ kind: 'invalid' });
  });

  it('checks 0 <= x <= S_jk; a blank has no problem (it is missing)', () => {
    expect(scoreIssue('', 10)).toBeNull();
    expect(scoreIssue('0', 10)).toBeNull();
    expect(scoreIssue('10', 10)).toBeNull();
    expect(scoreIssue('7.5', 7.5)).toBeNull();
    expect(scoreIssue('7.51', 7.5)).toBe('overMax');
    expect(scoreIssue('-0.5', 10)).toBe('negative');
    expect(scoreIssue('x', 10)).toBe('notANumber');
  });

  it('tells a missing score from a typed 0, saved or typed', () => {
    const saved = new Map([
      [scoreKey('s1', 'LO1', 'exam'), 0],
      [scoreKey('s2', 'LO1', 'exam'), 30],
    ]);
    expect(cellView(saved, new Map(), scoreKey('s1', 'LO1', 'exam'), 40)).toEqual({
      text: '0',
      missing: false,
      changed: false,
      issue: null,
    });
    expect(cellView(saved, new Map(), scoreKey('s3', 'LO1', 'exam'), 40)).toMatchObject({
      text: '',
      missing: true,
    });
    // Cleared by the person: missing, and a change.
    const pending = mergeTexts(saved, new Map(), [[scoreKey('s2', 'LO1', 'exam'), '']]);
    expect(cellView(saved, pending, scoreKey('s2', 'LO1', 'exam'), 40)).toEqual({
      text: '',
      missing: true,
      changed: true,
      issue: null,
    });
    expect(scoreChanges(pending, maxOf).changes).toEqual([
      { studentId: 's2', loId: 'LO1', componentKey: 'exam', score: null },
    ]);
  });

  it('keeps only typed texts that change something; sends the valid ones and holds back the rest', () => {
    const saved = new Map([[scoreKey('s1', 'LO1', 'exam'), 30]]);
    let pending = mergeTexts(saved, new Map(), [
      [scoreKey('s1', 'LO1', 'exam'), '30.0'], // the same number: no change
      [scoreKey('s2', 'LO1', 'exam'), ''], // blank over missing: no change
      [scoreKey('s3', 'LO1', 'exam'), '0'], // a typed 0 over missing: a change
      [scoreKey('s1', 'LO1', 'hw'), '11'], // above S_jk = 10
      [scoreKey('s2', 'LO2', 'exam'), '7,5'],
      [scoreKey('s3', 'LO2', 'exam'), 'abc'],
    ]);
    expect(pending.size).toBe(4);
    const { changes, invalid } = scoreChanges(pending, maxOf);
    expect(invalid).toBe(2);
    expect(changes).toEqual([
      { studentId: 's3', loId: 'LO1', componentKey: 'exam', score: 0 },
      { studentId: 's2', loId: 'LO2', componentKey: 'exam', score: 7.5 },
    ]);
    expect(cellView(saved, pending, scoreKey('s1', 'LO1', 'hw'), 10).issue).toBe('overMax');
    // Fixing the cell back to a good value clears its problem.
    pending = mergeTexts(saved, pending, [[scoreKey('s1', 'LO1', 'hw'), '9']]);
    expect(scoreChanges(pending, maxOf).invalid).toBe(1);
    const after = applyChanges(saved, [
      ...changes,
      { studentId: 's1', loId: 'LO1', componentKey: 'exam', score: null },
    ]);
    expect([...after.entries()]).toEqual([
      [scoreKey('s3', 'LO1', 'exam'), 0],
      [scoreKey('s2', 'LO2', 'exam'), 7.5],
    ]);
  });
});

describe('score grid: paste', () => {
  it('parses tab-separated rows from a spreadsheet, with decimals, blanks and a trailing line break', () => {
    expect(parseBlock('35\t8.5\t\r\n\t9\t6,25\r\n')).toEqual([
      ['35', '8.5', ''],
      ['', '9', '6,25'],
    ]);
    expect(parseBlock('12')).toEqual([['12']]);
    expect(parseBlock('')).toEqual([['']]);
    expect(parseBlock('1\n\n2\n')).toEqual([['1'], [''], ['2']]);
  });

  it('places a block at the active cell and leaves out what falls outside the grid', () => {
    const block = parseBlock('35\t8.5\n\t9\n20\t10\n1\t2');
    const { edits, clipped, area } = pasteEdits(at(1, 1), block, STUDENTS, COLS);
    expect(edits).toEqual([
      [scoreKey('s2', 'LO1', 'hw'), '35'],
      [scoreKey('s2', 'LO2', 'exam'), '8.5'],
      [scoreKey('s3', 'LO1', 'hw'), ''],
      [scoreKey('s3', 'LO2', 'exam'), '9'],
    ]);
    expect(clipped).toBe(4);
    expect(area).toEqual({ anchor: { r: 1, c: 1 }, active: { r: 2, c: 2 } });
    // Pasted values are checked like typed ones: 35 > 10 and 8.5 > 7.5 are marked, 9 too.
    const pending = mergeTexts(new Map(), new Map(), edits);
    const { changes, invalid } = scoreChanges(pending, maxOf);
    expect(invalid).toBe(3);
    expect(changes).toEqual([]);
  });

  it('fills a selected block with one pasted value, and a selection is cleared as missing', () => {
    const block: Selection = { anchor: { r: 0, c: 0 }, active: { r: 1, c: 1 } };
    expect(pasteEdits(block, [['5']], STUDENTS, COLS).edits).toHaveLength(4);
    expect(fillEdits(block, STUDENTS, COLS, '')).toEqual([
      [scoreKey('s1', 'LO1', 'exam'), ''],
      [scoreKey('s1', 'LO1', 'hw'), ''],
      [scoreKey('s2', 'LO1', 'exam'), ''],
      [scoreKey('s2', 'LO1', 'hw'), ''],
    ]);
  });
});

describe('rating grid', () => {
  const levels = [
    { name: '优秀', nameEn: 'Excellent', label: 'Excellent' },
    { name: '良好', nameEn: 'Good', label: 'Good' },
    { name: '中等', nameEn: 'Medium', label: 'Medium' },
    { name: '较差', nameEn: 'Poor', label: 'Poor' },
  ];

  it('picks a level by its number or first letter', () => {
    expect(levelForKey('1', levels)).toBe('优秀');
    expect(levelForKey('4', levels)).toBe('较差');
    expect(levelForKey('5', levels)).toBeNull();
    expect(levelForKey('g', levels)).toBe('良好');
    expect(levelForKey('M', levels)).toBe('中等');
    expect(levelForKey('z', levels)).toBeNull();
    expect(levelForKey('-', levels)).toBeNull();
    expect(levelForKey('Enter', levels)).toBeNull();
    // Chinese labels: the first character picks.
    const zh = levels.map((l) => ({ ...l, label: l.name }));
    expect(levelForKey('良', zh)).toBe('良好');
    expect(levelForKey('p', zh)).toBe('较差');
  });

  it('reads pasted level names in either language or numbers', () => {
    expect(levelForText('good', levels)).toBe('良好');
    expect(levelForText('优秀', levels)).toBe('优秀');
    expect(levelForText('3', levels)).toBe('中等');
    expect(levelForText('', levels)).toBeNull();
    expect(levelForText('Great', levels)).toBeUndefined();
  });

  it('keeps rating edits over the saved ratings and clears', () => {
    const saved = new Map([[ratingKey('s1', 'LO1'), '良好']]);
    let pending = mergeRatings(saved, new Map(), ratingEdits(at(0, 0), ['s1'], ['LO1'], '优秀'));
    expect(pending.get(ratingKey('s1', 'LO1'))).toBe('优秀');
    pending = mergeRatings(saved, pending, [{ studentId: 's1', loId: 'LO1', level: '良好' }]);
    expect(pending.size).toBe(0);
    pending = mergeRatings(saved, pending, [
      { studentId: 's1', loId: 'LO1', level: null },
      { studentId: 's2', loId: 'LO1', level: '中等' },
    ]);
    expect([...currentRatings(saved, pending).entries()]).toEqual([[ratingKey('s2', 'LO1'), '中等']]);
  });
});

describe('configuration arithmetic', () => {
  it('splits weights evenly to two decimals, totalling exactly 1', () => {
    expect(evenWeights(1)).toEqual([1]);
    expect(evenWeights(2)).toEqual([0.5, 0.5]);
    expect(evenWeights(3)).toEqual([0.33, 0.33, 0.34]);
    expect(evenWeights(7)).toEqual([0.14, 0.14, 0.14, 0.14, 0.14, 0.14, 0.16]);
    for (const n of [3, 6, 7, 9]) {
      const aims = evenWeights(n).map((weight, i) => ({
        loId: 'L',
        componentKey: `k${i}`,
        marks: 1,
        weight,
      }));
      expect(weightTotal(aims, 'L').cmp(1)).toBe(0);
    }
    expect(evenWeights(0)).toEqual([]);
  });

  it('totals weights exactly (0.1 + 0.2 + 0.7 is 1), per objective', () => {
    const aims = [
      { loId: 'A', componentKey: 'x', marks: 5, weight: 0.1 },
      { loId: 'A', componentKey: 'y', marks: 5, weight: 0.2 },
      { loId: 'A', componentKey: 'z', marks: 5, weight: 0.7 },
      { loId: 'B', componentKey: 'x', marks: 5, weight: 0.6 },
    ];
    expect(weightTotal(aims, 'A').cmp(1)).toBe(0);
    expect(weightTotal(aims, 'B').roundHalfUp(3)).toBe('0.600');
  });

  it('names a new component after its kind, numbered when taken', () => {
    expect(newKey('exam', [])).toBe('exam');
    expect(newKey('exam', ['exam', 'exam2'])).toBe('exam3');
  });
});
