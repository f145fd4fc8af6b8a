import { describe, expect, it } from 'vitest';
import {
  byPlanCode,
  isPlanActionLate,
  isPlanActionOverdue,
  planCompletedDate,
  planDayNumber,
  planProgress,
  planTimeline,
  planTransitionProblem,
  planTree,
  PLAN_ACTION_STATUS as S,
} from './plan.ts';

const TODAY = '2026-06-15';

describe('action status moves', () => {
  it('allows starting, finishing, undoing a start, finishing at once and reopening', () => {
    expect(planTransitionProblem(S.notStarted, S.inProgress)).toBeNull();
    expect(planTransitionProblem(S.inProgress, S.completed)).toBeNull();
    expect(planTransitionProblem(S.inProgress, S.notStarted)).toBeNull();
    expect(planTransitionProblem(S.notStarted, S.completed)).toBeNull();
    expect(planTransitionProblem(S.completed, S.inProgress)).toBeNull();
  });

  it('refuses Completed -> Not Started with its own message', () => {
    expect(planTransitionProblem(S.completed, S.notStarted)).toBe('plan.errors.completedToNotStarted');
  });

  it('lets a new action start in any status, and a status stay', () => {
    for (const to of [S.notStarted, S.inProgress, S.completed]) {
      expect(planTransitionProblem(null, to)).toBeNull();
      expect(planTransitionProblem(to, to)).toBeNull();
    }
  });

  it('refuses a status outside the dictionary', () => {
    expect(planTransitionProblem(S.notStarted, '9')).toBe('plan.errors.unknownStatus');
  });

  it('sets the completion date on completing, keeps it while completed, clears it on reopening', () => {
    expect(planCompletedDate(S.inProgress, S.completed, null, TODAY)).toBe(TODAY);
    expect(planCompletedDate(null, S.completed, null, TODAY)).toBe(TODAY);
    expect(planCompletedDate(S.completed, S.completed, '2026-01-02', TODAY)).toBe('2026-01-02');
    expect(planCompletedDate(S.completed, S.completed, null, TODAY)).toBe(TODAY);
    expect(planCompletedDate(S.completed, S.inProgress, '2026-01-02', TODAY)).toBeNull();
    expect(planCompletedDate(S.notStarted, S.inProgress, null, TODAY)).toBeNull();
  });
});

describe('overdue and late', () => {
  it('is overdue when not completed and the due date is before today', () => {
    expect(isPlanActionOverdue({ status: S.inProgress, dueDate: '2026-06-14' }, TODAY)).toBe(true);
    expect(isPlanActionOverdue({ status: S.notStarted, dueDate: '2025-12-31' }, TODAY)).toBe(true);
    // Due today is still on time; completed is never overdue; no due date, never overdue.
    expect(isPlanActionOverdue({ status: S.inProgress, dueDate: TODAY }, TODAY)).toBe(false);
    expect(isPlanActionOverdue({ status: S.completed, dueDate: '2026-01-01' }, TODAY)).toBe(false);
    expect(isPlanActionOverdue({ status: S.notStarted, dueDate: null }, TODAY)).toBe(false);
  });

  it('is late when completed after the due date', () => {
    expect(
      isPlanActionLate({ status: S.completed, dueDate: '2026-03-31', completedDate: '2026-04-01' }),
    ).toBe(true);
    expect(
      isPlanActionLate({ status: S.completed, dueDate: '2026-03-31', completedDate: '2026-03-31' }),
    ).toBe(false);
    expect(isPlanActionLate({ status: S.inProgress, dueDate: '2026-03-31', completedDate: null })).toBe(
      false,
    );
  });
});

describe('progress', () => {
  it('counts by status and gives the completed share with one decimal, half up', () => {
    // 1 of 3 completed: 33.333… -> 33.3; 2 of 3: 66.666… -> 66.7.
    const three = [
      { status: S.completed, dueDate: '2026-01-01', completedDate: '2026-02-01' },
      { status: S.inProgress, dueDate: '2026-05-01' },
      { status: S.notStarted, dueDate: '2026-12-31' },
    ];
    expect(planProgress(three, TODAY)).toEqual({
      total: 3,
      notStarted: 1,
      inProgress: 1,
      completed: 1,
      overdue: 1,
      completedLate: 1,
      percent: 33.3,
    });
    expect(planProgress([three[0], three[0], three[1]], TODAY).percent).toBe(66.7);
    // 1 of 8 = 12.5 exactly; 1 of 16 = 6.25 -> 6.3 (half up, not to even).
    const one = (n: number) => [three[0], ...Array.from({ length: n - 1 }, () => three[2])];
    expect(planProgress(one(8), TODAY).percent).toBe(12.5);
    expect(planProgress(one(16), TODAY).percent).toBe(6.3);
  });

  it('has no share without actions', () => {
    expect(planProgress([], TODAY)).toMatchObject({ total: 0, percent: null, overdue: 0 });
  });
});

describe('plan tree', () => {
  const priorities = [
    { id: 'p2', code: 'P10', name: 'ten' },
    { id: 'p1', code: 'P2', name: 'two' },
  ];
  const goals = [
    { id: 'g1', code: 'G1', priorityId: 'p1' },
    { id: 'g2', code: 'G2', priorityId: 'p1' },
    { id: 'g3', code: 'G1', priorityId: 'p2' },
    { id: 'gx', code: 'G9', priorityId: 'elsewhere' },
  ];
  const actions = [
    { id: 'a1', code: 'A2', goalId: 'g1', status: S.completed, dueDate: '2026-03-01' },
    { id: 'a2', code: 'A1', goalId: 'g1', status: S.inProgress, dueDate: '2026-01-01' },
    { id: 'a3', code: 'A1', goalId: 'g2', status: S.completed, dueDate: '2026-09-01' },
    { id: 'a4', code: 'A2', goalId: 'g2', status: S.completed, dueDate: '2026-09-01' },
    { id: 'a5', code: 'A3', goalId: 'g2', status: S.notStarted, dueDate: '2027-01-01' },
    { id: 'ax', code: 'A1', goalId: 'gx', status: S.completed, dueDate: '2026-09-01' },
  ];
  const tree = planTree(priorities, goals, actions, TODAY);

  it('orders codes as a person reads them and drops records under a parent not given', () => {
    expect(tree.priorities.map((p) => p.code)).toEqual(['P2', 'P10']);
    expect(tree.priorities[0].goals.map((g) => g.id)).toEqual(['g1', 'g2']);
    expect(tree.priorities[0].goals[0].actions.map((a) => a.id)).toEqual(['a2', 'a1']);
    expect(tree.priorities.flatMap((p) => p.goals).some((g) => g.id === 'gx')).toBe(false);
  });

  it('gives each level the share of its actions completed (not an average of its goals)', () => {
    const [p1, p2] = tree.priorities;
    expect(p1.goals[0].progress.percent).toBe(50); // 1 of 2
    expect(p1.goals[1].progress.percent).toBe(66.7); // 2 of 3
    // Priority: 3 of 5 = 60.0 (the mean of the goals' would be 58.3).
    expect(p1.progress).toMatchObject({ total: 5, completed: 3, percent: 60, overdue: 1 });
    expect(p2.progress).toMatchObject({ total: 0, percent: null });
    expect(tree.progress).toMatchObject({ total: 5, completed: 3, percent: 60, overdue: 1 });
    expect(p1.goals[0].actions[0]).toMatchObject({ id: 'a2', overdue: true, late: false });
  });

  it('sorts records without a code after those with one', () => {
    expect([{ id: 'b' }, { id: 'a', code: 'X' }].sort(byPlanCode).map((r) => r.id)).toEqual(['a', 'b']);
  });
});

describe('timeline', () => {
  it('places bars in percent of the plan years, with the today line and an overrun', () => {
    // 2026 has 365 days; the plan 2026-2026 shows 2026-01-01 .. 2026-12-31.
    const tl = planTimeline(
      [
        { id: 'a', status: S.inProgress, startDate: '2026-01-01', dueDate: '2026-01-31' },
        { id: 'b', status: S.notStarted, startDate: '2026-07-02', dueDate: null },
        { id: 'c', status: S.notStarted, startDate: null, dueDate: null },
      ],
      TODAY,
      { startYear: 2026, endYear: 2026 },
    );
    expect([tl.from, tl.to]).toEqual(['2026-01-01', '2026-12-31']);
    expect(tl.bars[0]).toMatchObject({ left: 0, width: 8.49, overdue: true, point: false });
    // 2026-06-15 is day 165 of the year (0-based): 165/365 = 45.21%.
    expect(tl.today).toBe(45.21);
    // Overrun from the end of 31 January (8.49%) to the today line (45.21%).
    expect(tl.bars[0].overrun).toBe(36.72);
    // Only a start: a one-day point at day 182 (182/365 = 49.86%).
    expect(tl.bars[1]).toMatchObject({ left: 49.86, width: 0.27, point: true, overdue: false, overrun: 0 });
    expect(tl.undated).toEqual(['c']);
    expect(tl.years).toEqual([{ year: 2026, left: 0 }]);
  });

  it('stretches to actions outside the plan years and hides a today outside', () => {
    const tl = planTimeline(
      [{ id: 'a', status: S.completed, startDate: '2023-11-01', dueDate: '2024-02-29' }],
      '2030-01-01',
      { startYear: 2024, endYear: 2025 },
    );
    expect([tl.from, tl.to]).toEqual(['2023-11-01', '2025-12-31']);
    expect(tl.today).toBeNull();
    expect(tl.years.map((y) => y.year)).toEqual([2024, 2025]);
    expect(tl.bars[0]).toMatchObject({ left: 0, overdue: false, overrun: 0 });
  });

  it('is empty without dates', () => {
    expect(planTimeline([], TODAY)).toMatchObject({ bars: [], today: null, years: [] });
  });

  it('counts days in UTC', () => {
    expect(planDayNumber('1970-01-02')).toBe(1);
    expect(planDayNumber('2024-03-01') - planDayNumber('2024-02-28')).toBe(2);
  });
});
