import { describe, expect, it } from 'vitest';
import {
  applyEdits,
  DEFAULT_MAP_SETTINGS,
  diffMaps,
  levelSymbol,
  type MapCell,
  mapCoverage,
  mapGaps,
  mapWeight,
  parseCellText,
  percentHalfUp,
  scaleSymbols,
} from './map.ts';

const cell = (courseId: string, loId: string, level: MapCell['level']): MapCell => ({
  courseId,
  loId,
  level,
});

describe('curriculum map: weights and scales (DOMAIN.md 5)', () => {
  it('weighs H, M, L as 3, 2, 1 by default and follows a school setting', () => {
    expect(DEFAULT_MAP_SETTINGS.weights).toEqual({ H: 3, M: 2, L: 1 });
    expect(['H', 'M', 'L'].map((l) => mapWeight(l as MapCell['level']))).toEqual([3, 2, 1]);
    expect(mapWeight('H', { H: 5, M: 3, L: 1 })).toBe(5);
  });

  it('shows stored levels on the I/R/M scale as I = L, R = M, M = H', () => {
    expect(levelSymbol('L', 'IRM')).toBe('I');
    expect(levelSymbol('M', 'IRM')).toBe('R');
    expect(levelSymbol('H', 'IRM')).toBe('M');
    expect(scaleSymbols('HML')).toEqual(['H', 'M', 'L']);
    expect(scaleSymbols('IRM')).toEqual(['M', 'R', 'I']);
  });

  it('reads H/M/L, I/R/M and 高/中/低; M by the scale; blank is no cell; anything else refused', () => {
    expect(parseCellText(' h ', 'HML')).toEqual({ ok: true, level: 'H' });
    expect(parseCellText('M', 'HML')).toEqual({ ok: true, level: 'M' });
    expect(parseCellText('m', 'IRM')).toEqual({ ok: true, level: 'H' });
    expect(parseCellText('I', 'HML')).toEqual({ ok: true, level: 'L' });
    expect(parseCellText('R', 'IRM')).toEqual({ ok: true, level: 'M' });
    expect(parseCellText('低', 'IRM')).toEqual({ ok: true, level: 'L' });
    expect(parseCellText('高', 'HML')).toEqual({ ok: true, level: 'H' });
    expect(parseCellText('中', 'HML')).toEqual({ ok: true, level: 'M' });
    expect(parseCellText('', 'HML')).toEqual({ ok: true, level: null });
    expect(parseCellText(null, 'HML')).toEqual({ ok: true, level: null });
    for (const bad of ['X', 'HM', '3', 'High', '0'])
      expect(parseCellText(bad, 'HML'), bad).toEqual({ ok: false });
  });
});

describe('curriculum map: gaps and percent mapped', () => {
  // 3 objectives x 4 courses, worked by hand:
  //          LO1  LO2  LO3
  //   C1      H    L    .
  //   C2      M    M    .
  //   C3      .    .    .
  //   C4      .    H    .
  const objectives = ['LO1', 'LO2', 'LO3'];
  const courses = ['C1', 'C2', 'C3', 'C4'];
  const cells = [
    cell('C1', 'LO1', 'H'),
    cell('C1', 'LO2', 'L'),
    cell('C2', 'LO1', 'M'),
    cell('C2', 'LO2', 'M'),
    cell('C4', 'LO2', 'H'),
    // A cell of a course no longer in the plan is left out of every figure.
    cell('OLD', 'LO3', 'H'),
  ];

  it('names objectives without High, objectives without any cell and courses supporting nothing', () => {
    expect(mapGaps(objectives, courses, cells)).toEqual({
      objectivesWithoutHigh: ['LO3'],
      objectivesUnmapped: ['LO3'],
      coursesSupportingNothing: ['C3'],
    });
    // LO2 loses its only High: it becomes a gap though it is still mapped.
    const edited = applyEdits(cells, [{ courseId: 'C4', loId: 'LO2', level: 'M' }]);
    expect(mapGaps(objectives, courses, edited).objectivesWithoutHigh).toEqual(['LO2', 'LO3']);
  });

  it('gives the shares mapped with one decimal, half up', () => {
    expect(mapCoverage(objectives, courses, cells)).toEqual({
      objectives: 3,
      objectivesMapped: 2,
      objectivesPercent: 66.7,
      courses: 4,
      coursesMapped: 3,
      coursesPercent: 75,
    });
    expect(mapCoverage([], [], []).objectivesPercent).toBeNull();
  });

  it('rounds half up exactly (1/16 = 6.25 -> 6.3; 1/8 = 12.5; 1/3 = 33.3)', () => {
    expect(percentHalfUp(1, 16)).toBe(6.3);
    expect(percentHalfUp(1, 8)).toBe(12.5);
    expect(percentHalfUp(1, 3)).toBe(33.3);
    expect(percentHalfUp(2, 3)).toBe(66.7);
    expect(percentHalfUp(40, 40)).toBe(100);
    expect(percentHalfUp(0, 7)).toBe(0);
    expect(percentHalfUp(1, 0)).toBeNull();
  });
});

describe('curriculum map: versions', () => {
  it('lists cells added, removed and changed between two versions', () => {
    const v2024 = [cell('C1', 'LO1', 'H'), cell('C1', 'LO2', 'L'), cell('C2', 'LO1', 'M')];
    const v2025 = [cell('C1', 'LO1', 'H'), cell('C1', 'LO2', 'H'), cell('C3', 'LO1', 'L')];
    expect(diffMaps(v2024, v2025)).toEqual({
      added: [cell('C3', 'LO1', 'L')],
      removed: [cell('C2', 'LO1', 'M')],
      changed: [{ courseId: 'C1', loId: 'LO2', before: 'L', after: 'H' }],
    });
    expect(diffMaps(v2025, v2025)).toEqual({ added: [], removed: [], changed: [] });
  });

  it('applies edits: a level sets a cell, null clears it, the last edit wins', () => {
    const out = applyEdits(
      [cell('C1', 'LO1', 'H'), cell('C2', 'LO1', 'M')],
      [
        { courseId: 'C1', loId: 'LO1', level: null },
        { courseId: 'C3', loId: 'LO2', level: 'L' },
        { courseId: 'C3', loId: 'LO2', level: 'M' },
      ],
    );
    expect(out).toEqual([cell('C2', 'LO1', 'M'), cell('C3', 'LO2', 'M')]);
  });
});
