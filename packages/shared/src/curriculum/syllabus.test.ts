import { describe, expect, it } from 'vitest';
import { checkSyllabusPart, mapFlags, mapVersionFor, weightsComplete, weightTotal } from './syllabus.ts';

/** The syllabus parts' rules and the curriculum-map check, on hand-worked cases. */
describe('syllabus parts', () => {
  it('totals weights in hundredths, so 33.33 + 33.33 + 33.34 is exactly 100', () => {
    const rows = [{ weight: 33.33 }, { weight: 33.33 }, { weight: 33.34 }];
    expect(weightTotal(rows)).toBe(100);
    expect(weightsComplete(rows)).toBe(true);
    expect(weightsComplete([{ weight: 0.1 }, { weight: 0.2 }, { weight: 99.7 }])).toBe(true);
    expect(weightsComplete([{ weight: 50 }, { weight: 49.99 }])).toBe(false);
    expect(weightsComplete([])).toBe(true);
  });

  it('names the row and column of each problem, once per column', () => {
    const { problems } = checkSyllabusPart('assessment', [
      { name: 'Exam', fullMarks: 100, weight: 100 },
      { name: '', fullMarks: -1, weight: 'x' },
    ]);
    expect(problems).toEqual([
      {
        part: 'assessment',
        row: 2,
        column: 'name',
        message: 'crud.validation.required',
        values: { minimum: 1 },
      },
      {
        part: 'assessment',
        row: 2,
        column: 'fullMarks',
        message: 'syllabus.errors.positive',
        values: { minimum: 0 },
      },
      { part: 'assessment', row: 2, column: 'weight', message: 'crud.validation.number', values: {} },
    ]);
  });

  it('refuses weights not totalling 100 and duplicate objective codes', () => {
    expect(
      checkSyllabusPart('assessment', [{ name: 'A', fullMarks: 10, weight: 90 }]).problems[0],
    ).toMatchObject({
      message: 'syllabus.errors.weightsTotal',
      values: { total: 90 },
    });
    const objectives = [
      { code: 'CO1', text: 'a' },
      { code: 'co1', text: 'b' },
    ];
    expect(checkSyllabusPart('objectives', objectives).problems[0]).toMatchObject({ row: 2, column: 'code' });
  });

  it('fills defaults and cleans texts', () => {
    const { rows } = checkSyllabusPart('textbooks', [{ title: ' <i>T</i> ' }], (s) =>
      s.replace(/<[^>]*>/g, ''),
    );
    expect(rows).toEqual([{ title: 'T', author: '', publisher: '', year: null, isbn: '', required: false }]);
  });
});

describe('curriculum map check', () => {
  it('uses the latest map not after the year, else the latest at all', () => {
    expect(mapVersionFor([2022, 2024, 2026], 2025)).toBe(2024);
    expect(mapVersionFor([2026, 2027], 2025)).toBe(2027);
    expect(mapVersionFor([], 2025)).toBeNull();
    expect(mapVersionFor([2022, 2024], null)).toBe(2024);
  });

  it('flags links the applicable version lacks, and links to unknown or unmapped programmes', () => {
    const cells = [
      { degreeProgramsId: 'P', effectiveYear: 2024, courseId: 'C', loId: 'L1' },
      { degreeProgramsId: 'P', effectiveYear: 2026, courseId: 'C', loId: 'L2' },
    ];
    const flags = mapFlags(
      'C',
      2025,
      [
        { code: 'CO1', loIds: ['L1', 'L2'] },
        { code: 'CO2', loIds: ['L3', 'LX'] },
      ],
      new Map([
        ['L1', 'P'],
        ['L2', 'P'],
        ['L3', 'Q'],
      ]),
      new Map([['P', [2024, 2026]]]),
      cells,
    );
    expect(flags).toEqual([
      { objective: 'CO1', loId: 'L2' },
      { objective: 'CO2', loId: 'L3' },
      { objective: 'CO2', loId: 'LX' },
    ]);
  });
});
