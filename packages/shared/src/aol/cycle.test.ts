import { describe, expect, it } from 'vitest';
import { assessmentCycle } from './cycle.ts';

const los = [1, 2, 3, 4].map((i) => ({ id: `L${i}`, code: `LO${i}` }));
const years = [
  { label: '2020-2021', startYear: 2020, loIds: ['L1'] },
  { label: '2022-2023', startYear: 2022, loIds: ['L1', 'L2'] },
  { label: '2024-2025', startYear: 2024, loIds: ['L3'] },
];

describe('AACSB cycle view', () => {
  it('shows LO x year over the last five years and the LOs not assessed in the cycle', () => {
    // Latest year 2024 -> cycle 2020..2024; L4 is never assessed.
    const v = assessmentCycle({ los, years });
    expect(v.years).toEqual([
      { startYear: 2020, label: '2020-2021', evaluated: true },
      { startYear: 2021, label: '2021-2022', evaluated: false },
      { startYear: 2022, label: '2022-2023', evaluated: true },
      { startYear: 2023, label: '2023-2024', evaluated: false },
      { startYear: 2024, label: '2024-2025', evaluated: true },
    ]);
    expect(v.rows.map((r) => [r.code, r.assessed.map(Number).join(''), r.count])).toEqual([
      ['LO1', '10100', 2],
      ['LO2', '00100', 1],
      ['LO3', '00001', 1],
      ['LO4', '00000', 0],
    ]);
    expect(v.notAssessed).toEqual([{ loId: 'L4', code: 'LO4' }]);
  });

  it('follows the cycle length and end year', () => {
    // Two years ending 2024: 2023 and 2024 -> only L3 assessed.
    const v = assessmentCycle({ los, years, cycleYears: 2, endYear: 2024 });
    expect(v.years.map((y) => y.startYear)).toEqual([2023, 2024]);
    expect(v.notAssessed.map((l) => l.code)).toEqual(['LO1', 'LO2', 'LO4']);
  });

  it('reports every LO when there is no evaluation year', () => {
    const v = assessmentCycle({ los, years: [] });
    expect(v.years).toEqual([]);
    expect(v.notAssessed).toHaveLength(4);
  });
});
