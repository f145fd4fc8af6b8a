import { describe, expect, it } from 'vitest';
import {
  countTasks,
  daysUntil,
  evidencePerStandard,
  isDay,
  isOverdue,
  milestoneProblem,
  normaliseMilestones,
  progressPercent,
  projectProgress,
  reminderState,
  type TaskFact,
} from './progress.ts';

/** Hand-worked cases of the progress rule: items = tasks + 1 evidence requirement per standard. */
const TODAY = '2026-03-10';
const task = (standard: string | null, status: string, dueDate: string | null = null): TaskFact => ({
  standard,
  status,
  dueDate,
});

describe('progressPercent', () => {
  it('rounds to one decimal and is 0 without items', () => {
    expect(progressPercent(1, 3)).toBe(33.3);
    expect(progressPercent(2, 3)).toBe(66.7);
    expect(progressPercent(3, 3)).toBe(100);
    expect(progressPercent(0, 0)).toBe(0);
  });
});

describe('overdue', () => {
  it('is a due date before today on a task not completed', () => {
    expect(isOverdue(task(null, '0', '2026-03-09'), TODAY)).toBe(true);
    expect(isOverdue(task(null, '1', '2026-03-09'), TODAY)).toBe(true);
    expect(isOverdue(task(null, '2', '2026-03-09'), TODAY)).toBe(false);
    expect(isOverdue(task(null, '0', TODAY), TODAY)).toBe(false);
    expect(isOverdue(task(null, '0', null), TODAY)).toBe(false);
  });
});

describe('projectProgress', () => {
  const standards = ['AACSB-1', 'AACSB-2', 'AACSB-3'];
  const tasks = [
    task('AACSB-1', '2'),
    task('AACSB-1', '1', '2026-03-01'),
    task('AACSB-1', '0', '2026-04-01'),
    task('AACSB-2', '2', '2026-01-01'),
    task(null, '0', '2026-02-01'),
  ];
  const result = projectProgress(standards, tasks, { 'AACSB-1': 2, 'AACSB-3': 0 }, TODAY);

  it('counts a standard: 1 completed of 3 tasks plus evidence met = 2 of 4 = 50%', () => {
    expect(result.standards[0]).toEqual({
      code: 'AACSB-1',
      tasks: { total: 3, notStarted: 1, inProgress: 1, completed: 1, overdue: 1 },
      evidence: 2,
      percent: 50,
    });
  });

  it('counts evidence missing as an item not done: 1 completed task of 1, no evidence = 50%', () => {
    expect(result.standards[1].percent).toBe(50);
    expect(result.standards[1].tasks.overdue).toBe(0);
  });

  it('puts a standard with nothing at 0 and one with only evidence (no task planned) at 50', () => {
    expect(result.standards[2].percent).toBe(0);
    expect(projectProgress(['AACSB-4'], [], { 'AACSB-4': 1 }, TODAY).standards[0].percent).toBe(50);
  });

  it('counts the project over every task (those under no standard too) and one evidence item per standard', () => {
    // items: AACSB-1 3 tasks + evidence = 4, AACSB-2 1 + 1 = 2, AACSB-3 no task (1 to plan) + 1 = 2,
    // 1 task under no standard = 9; done: 2 completed + 1 standard with evidence = 3 -> 33.3.
    expect(result.percent).toBe(33.3);
    expect(result.tasks).toEqual({ total: 5, completed: 2, overdue: 2 });
  });

  it('moves when a task is completed', () => {
    const after = projectProgress(
      standards,
      tasks.map((t, i) => (i === 1 ? { ...t, status: '2' } : t)),
      { 'AACSB-1': 2 },
      TODAY,
    );
    expect(after.standards[0].percent).toBe(75);
    expect(after.percent).toBe(44.4);
    expect(after.tasks.overdue).toBe(1);
  });

  it('is 0 for an empty project', () => {
    expect(projectProgress([], [], {}, TODAY)).toEqual({
      percent: 0,
      standards: [],
      tasks: { total: 0, completed: 0, overdue: 0 },
    });
  });

  it('counts the statuses', () => {
    expect(countTasks(tasks, TODAY)).toEqual({
      total: 5,
      notStarted: 2,
      inProgress: 1,
      completed: 2,
      overdue: 2,
    });
  });
});

describe('evidencePerStandard', () => {
  const items = [['AACSB-3'], ['AACSB-3', 'AACSB-7'], ['EQUIS-4'], ['AACSB-5-1'], ['AACSB-10']];
  it('counts each item once under a standard, codes below it included, not a longer number', () => {
    const counts = evidencePerStandard(['AACSB-1', 'AACSB-3', 'AACSB-5', 'AACSB-7'], items);
    expect(counts).toEqual({ 'AACSB-1': 0, 'AACSB-3': 2, 'AACSB-5': 1, 'AACSB-7': 1 });
  });
  it('adds the related codes without counting an item twice', () => {
    const counts = evidencePerStandard(['EQUIS-4'], items, () => ['AACSB-3', 'AACSB-7']);
    expect(counts['EQUIS-4']).toBe(3);
  });
});

describe('milestones', () => {
  it('accepts a list of named, dated milestones and nothing', () => {
    expect(milestoneProblem(null)).toBeNull();
    expect(milestoneProblem([])).toBeNull();
    expect(
      milestoneProblem([{ name: 'Self-study report sent', date: '2026-09-01', done: false }]),
    ).toBeNull();
  });
  it('says what is wrong', () => {
    expect(milestoneProblem({ name: 'x' })).toBe('notList');
    expect(milestoneProblem([{ name: ' ', date: '2026-09-01' }])).toBe('name');
    expect(milestoneProblem([{ name: 'Visit', date: '2026-02-30' }])).toBe('date');
    expect(milestoneProblem([{ name: 'Visit', date: '1 Sept' }])).toBe('date');
    expect(milestoneProblem([{ name: 'Visit', date: '2026-09-01', done: 'yes' }])).toBe('done');
    expect(milestoneProblem(Array.from({ length: 101 }, () => ({ name: 'a', date: '2026-01-01' })))).toBe(
      'tooMany',
    );
  });
  it('stores them trimmed, done as a boolean, by date', () => {
    expect(
      normaliseMilestones([
        { name: ' Visit ', date: '2026-11-02' },
        { name: 'Report', date: '2026-09-01', done: true },
      ]),
    ).toEqual([
      { name: 'Report', date: '2026-09-01', done: true },
      { name: 'Visit', date: '2026-11-02', done: false },
    ]);
  });
  it('knows a calendar day', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2027-02-29')).toBe(false);
  });
});

describe('reminders', () => {
  it('counts days to the due date', () => {
    expect(daysUntil('2026-03-13', TODAY)).toBe(3);
    expect(daysUntil('2026-03-09', TODAY)).toBe(-1);
    expect(daysUntil(null, TODAY)).toBeNull();
  });
  it('is due within remindDays (3 by default), overdue after, nothing for completed tasks', () => {
    expect(reminderState({ status: '0', dueDate: '2026-03-13' }, TODAY)).toBe('due');
    expect(reminderState({ status: '0', dueDate: '2026-03-14' }, TODAY)).toBeNull();
    expect(reminderState({ status: '1', dueDate: '2026-03-14', remindDays: 7 }, TODAY)).toBe('due');
    expect(reminderState({ status: '1', dueDate: '2026-03-12', remindDays: 0 }, TODAY)).toBeNull();
    expect(reminderState({ status: '1', dueDate: TODAY, remindDays: 0 }, TODAY)).toBe('due');
    expect(reminderState({ status: '0', dueDate: '2026-03-01' }, TODAY)).toBe('overdue');
    expect(reminderState({ status: '2', dueDate: '2026-03-01' }, TODAY)).toBeNull();
    expect(reminderState({ status: '0', dueDate: null }, TODAY)).toBeNull();
  });
});
