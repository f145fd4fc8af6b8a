import { describe, expect, it } from 'vitest';
import { groupPlan, planTotals, versionsOf } from './plan-model.ts';

const row = (id: string, studyYear: number, term: number, credits: number | null, courseType = '1') => ({
  id,
  studyYear,
  term,
  credits,
  courseType,
});

describe('the plan of a programme version', () => {
  const rows = [
    row('a', 2, 1, 3),
    row('b', 1, 2, 2.5, '2'),
    row('c', 1, 1, 4),
    row('d', 1, 1, 0.1, '2'),
    row('e', 1, 2, null),
  ];

  it('groups by year of study then term, in order, with credits per term and year', () => {
    const groups = groupPlan(rows);
    expect(groups.map((g) => g.studyYear)).toEqual([1, 2]);
    expect(groups[0].terms.map((t) => [t.term, t.rows.map((r) => r.id), t.credits])).toEqual([
      [1, ['c', 'd'], 4.1],
      [2, ['b', 'e'], 2.5],
    ]);
    expect(groups[0].credits).toBe(6.6);
    expect(groups[1].credits).toBe(3);
  });

  it('totals credits, required and elective apart', () => {
    expect(planTotals(rows)).toEqual({ credits: 9.6, required: 7, elective: 2.6, courses: 5 });
  });

  it('lists versions newest first, once each', () => {
    expect(versionsOf([{ effectiveYear: 2024 }, { effectiveYear: 2026 }, { effectiveYear: 2024 }])).toEqual([
      2026, 2024,
    ]);
  });
});
