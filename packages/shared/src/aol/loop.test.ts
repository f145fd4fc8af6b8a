import { describe, expect, it } from 'vitest';
import { Rational } from './exact.ts';
import { attainmentFigure } from './figures.ts';
import { beforeAfter, unmetFindings } from './loop.ts';
import { programmeResults } from './programme.ts';
import type { ProgrammeInput, YearResult } from './types.ts';

const fig = (v: number) => attainmentFigure(Rational.from(v));

/*
 * One goal G1 (target 0.7) with L1 and L2, each assessed by one course with an H cell.
 * 2023: L1 A 0.8 (met), L2 A 0.66 (not met) -> G1 min 0.66 (not met): findings L2 and G1.
 * 2024: L1 only (L2 not assessed).  2025: L2 A 0.74 (met).
 * An action on L2 in 2023 shows before 0.660 (2023) and after 0.740 (2025, the next year that
 * assesses L2; 2024 is skipped).
 */
const year = (a: Record<string, number>): ProgrammeInput => ({
  goals: [{ id: 'G1', code: 'LG1' }],
  los: [
    { id: 'L1', code: 'LO1', lgId: 'G1' },
    { id: 'L2', code: 'LO2', lgId: 'G1' },
  ],
  courseResults: Object.entries(a).map(([loId, v]) => ({ courseId: `C-${loId}`, loId, A: fig(v) })),
  mapLevels: Object.keys(a).map((loId) => ({ courseId: `C-${loId}`, loId, level: 'H' as const })),
});
const y2023 = programmeResults(year({ L1: 0.8, L2: 0.66 }));
const years: YearResult[] = [
  { startYear: 2025, label: '2025-2026', result: programmeResults(year({ L2: 0.74 })) },
  { startYear: 2023, label: '2023-2024', result: y2023 },
  { startYear: 2024, label: '2024-2025', result: programmeResults(year({ L1: 0.9 })) },
];

describe('closing the loop', () => {
  it('turns every unmet LO and goal into a finding with its figure', () => {
    expect(unmetFindings(y2023).map((f) => [f.kind, f.id, f.code, f.figure.shown, f.target])).toEqual([
      ['lo', 'L2', 'LO2', '0.660', 0.7],
      ['goal', 'G1', 'LG1', '0.660', 0.7],
    ]);
    expect(unmetFindings(programmeResults(year({ L1: 0.8, L2: 0.7 })))).toEqual([]);
  });

  it('shows the figure of the action year and of the next year that assesses the LO', () => {
    const ba = beforeAfter('L2', 2023, years);
    expect(ba.before).toMatchObject({ startYear: 2023, figure: { shown: '0.660' }, met: false });
    expect(ba.after).toMatchObject({
      startYear: 2025,
      label: '2025-2026',
      figure: { shown: '0.740' },
      met: true,
    });
    // L1 after 2023: 2024 assesses it.
    expect(beforeAfter('L1', 2023, years).after?.figure?.shown).toBe('0.900');
    // no later year yet
    expect(beforeAfter('L2', 2025, years).after).toBeNull();
    // an explicit list of assessed LOs wins
    const listed = years.map((y) => ({ ...y, loIds: y.startYear === 2024 ? ['L2'] : undefined }));
    expect(beforeAfter('L2', 2023, listed).after?.startYear).toBe(2024);
  });
});
