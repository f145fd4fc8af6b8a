import type { Figure, ProgrammeResult } from '@accredit/shared';
import { describe, expect, it } from 'vitest';
import { goalRows, hasFigures, newestFirst, summary } from './goals-model.ts';

const f = (shown: string): Figure => ({ value: Number(shown), shown, exact: shown });
const defaults = { target: 0.7, goalTarget: 0.7 };

const tree = [
  {
    id: 'g1',
    code: 'LG1',
    target: null,
    objectives: [
      { id: 'lo11', code: 'LO1.1', target: 0.75 },
      { id: 'lo12', code: 'LO1.2', target: null },
      { id: 'lo13', code: 'LO1.3', target: null },
    ],
  },
  { id: 'g2', code: 'LG2', target: 0.8, objectives: [] },
];

const result: Pick<ProgrammeResult, 'los' | 'goals'> = {
  los: [
    {
      loId: 'lo11',
      code: 'LO1.1',
      lgId: 'g1',
      target: 0.75,
      courses: [],
      A: f('0.800'),
      I: null,
      B: f('0.800'),
      met: true,
    },
    {
      loId: 'lo12',
      code: 'LO1.2',
      lgId: 'g1',
      target: 0.7,
      courses: [],
      A: f('0.650'),
      I: f('0.900'),
      B: f('0.700'),
      met: true,
    },
    {
      loId: 'lo13',
      code: 'LO1.3',
      lgId: 'g1',
      target: 0.7,
      courses: [],
      A: f('0.600'),
      I: null,
      B: null,
      met: false,
    },
  ],
  goals: [{ lgId: 'g1', code: 'LG1', target: 0.7, G: f('0.600'), met: false }],
};

describe('learning goals with their latest figures', () => {
  it('orders evaluation years newest first', () => {
    const years = [
      { id: 'a', label: '2023-2024' },
      { id: 'b', label: '2025-2026' },
      { id: 'c', label: '2024-2025' },
    ];
    expect(newestFirst(years).map((y) => y.id)).toEqual(['b', 'c', 'a']);
  });

  it('tells a year with figures from one without', () => {
    expect(hasFigures(result)).toBe(true);
    expect(hasFigures({ los: [{ ...result.los[0], A: null, B: null }], goals: [] })).toBe(false);
    expect(hasFigures(null)).toBe(false);
  });

  it('puts the blended figure (else the direct one) and met beside each objective', () => {
    const rows = goalRows(tree, result, defaults);
    expect(rows[0].attainment).toEqual({ figure: f('0.600'), met: false });
    expect(rows[0].target).toBe(0.7);
    expect(
      rows[0].objectives.map((o) => [o.lo.code, o.target, o.attainment?.figure?.shown, o.attainment?.met]),
    ).toEqual([
      ['LO1.1', 0.75, '0.800', true],
      ['LO1.2', 0.7, '0.700', true],
      ['LO1.3', 0.7, '0.600', false],
    ]);
    // A goal without results keeps its own target and has no figure.
    expect(rows[1]).toMatchObject({ target: 0.8, attainment: null, objectives: [] });
  });

  it('shows no figure at all without results, and counts what was measured', () => {
    const bare = goalRows(tree, null, defaults);
    expect(bare[0].objectives.every((o) => o.attainment === null)).toBe(true);
    expect(summary(bare)).toEqual({ objectives: 3, measured: 0, met: 0, notMet: 0 });
    expect(summary(goalRows(tree, result, defaults))).toEqual({
      objectives: 3,
      measured: 3,
      met: 2,
      notMet: 1,
    });
  });
});
