import { TASK_STATUS } from '../dicts-accreditation.ts';
import type { Milestone } from './api-progress.ts';

/**
 * A project's progress (issue 21 item 1), pure: no database, no clock (today is passed in).
 *
 * Each standard of the scheme is a checklist line made of items: its tasks (or, while it has none,
 * one item for the work still to plan), plus one evidence requirement (the standard has evidence
 * when at least one record is tagged to it). Done items are the completed tasks plus the evidence
 * requirement when met. Percent = done / items * 100, one decimal; a standard with nothing yet is
 * at 0. The project's percent adds up the lines' items, plus the tasks under no standard of the
 * scheme.
 * A task is overdue when its due date is before today and it is not completed.
 */
export interface TaskFact {
  standard: string | null;
  status: string;
  /** yyyy-mm-dd, or null when the task has no due date. */
  dueDate: string | null;
}

export interface TaskCounts {
  total: number;
  notStarted: number;
  inProgress: number;
  completed: number;
  overdue: number;
}

export interface StandardFigures {
  code: string;
  tasks: TaskCounts;
  evidence: number;
  percent: number;
}

export interface ProjectFigures {
  percent: number;
  standards: StandardFigures[];
  tasks: { total: number; completed: number; overdue: number };
}

/** done / items as a percentage with one decimal (0 when there are no items). */
export function progressPercent(done: number, items: number): number {
  if (items <= 0) return 0;
  return Math.round((done / items) * 1000) / 10;
}

export function isOverdue(task: Pick<TaskFact, 'status' | 'dueDate'>, today: string): boolean {
  return task.status !== TASK_STATUS.completed && task.dueDate !== null && task.dueDate.slice(0, 10) < today;
}

export function countTasks(tasks: readonly TaskFact[], today: string): TaskCounts {
  const counts: TaskCounts = { total: 0, notStarted: 0, inProgress: 0, completed: 0, overdue: 0 };
  for (const task of tasks) {
    counts.total++;
    if (task.status === TASK_STATUS.completed) counts.completed++;
    else if (task.status === TASK_STATUS.inProgress) counts.inProgress++;
    else counts.notStarted++;
    if (isOverdue(task, today)) counts.overdue++;
  }
  return counts;
}

/**
 * The checklist: one line per standard (in the order given), then the project's totals.
 * `evidence` holds the evidence count per standard (missing = 0).
 */
export function projectProgress(
  standards: readonly string[],
  tasks: readonly TaskFact[],
  evidence: Readonly<Record<string, number>>,
  today: string,
): ProjectFigures {
  let items = 0;
  let done = 0;
  const lines = standards.map((code): StandardFigures => {
    const counts = countTasks(
      tasks.filter((t) => t.standard === code),
      today,
    );
    const found = evidence[code] ?? 0;
    // A standard with no task yet has its work still to plan: one open item, so a new project
    // whose standards already have evidence does not read as finished.
    const lineItems = Math.max(counts.total, 1) + 1;
    const lineDone = counts.completed + (found > 0 ? 1 : 0);
    items += lineItems;
    done += lineDone;
    return { code, tasks: counts, evidence: found, percent: progressPercent(lineDone, lineItems) };
  });
  const all = countTasks(tasks, today);
  const inScheme = new Set(standards);
  const outside = countTasks(
    tasks.filter((t) => !t.standard || !inScheme.has(t.standard)),
    today,
  );
  return {
    percent: progressPercent(done + outside.completed, items + outside.total),
    standards: lines,
    tasks: { total: all.total, completed: all.completed, overdue: all.overdue },
  };
}

/**
 * Evidence per standard from the evidence items (each item: the codes it is tagged with). An item
 * counts once under a standard when one of its codes is the standard, a code below it ('AACSB-5-1'
 * under 'AACSB-5') or one of the standard's `related` codes (the crosswalk) or below them.
 */
export function evidencePerStandard(
  standards: readonly string[],
  items: readonly (readonly string[])[],
  related: (code: string) => readonly string[] = () => [],
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const code of standards) {
    const wanted = [code, ...related(code)];
    const hit = (c: string) => wanted.some((w) => c === w || c.startsWith(`${w}-`));
    out[code] = items.filter((codes) => codes.some(hit)).length;
  }
  return out;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written yyyy-mm-dd. */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !DAY.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export const MILESTONE_LIMITS = { count: 100, name: 200 } as const;

/**
 * Checks a project's milestones ([{ name, date, done }]): null when they are fine (or absent),
 * else why not: 'notList', 'tooMany', 'name', 'date', 'done'.
 */
export function milestoneProblem(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (!Array.isArray(value)) return 'notList';
  if (value.length > MILESTONE_LIMITS.count) return 'tooMany';
  for (const m of value) {
    if (typeof m !== 'object' || m === null) return 'notList';
    const { name, date, done } = m as Record<string, unknown>;
    if (typeof name !== 'string' || name.trim() === '' || name.length > MILESTONE_LIMITS.name) return 'name';
    if (!isDay(date)) return 'date';
    if (done !== undefined && typeof done !== 'boolean') return 'done';
  }
  return null;
}

/** Milestones as stored and shown: names trimmed, done a boolean, in date order. Call after milestoneProblem. */
export function normaliseMilestones(value: unknown): Milestone[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((m): m is Record<string, unknown> => typeof m === 'object' && m !== null)
    .filter((m) => typeof m.name === 'string' && isDay(m.date))
    .map((m) => ({ name: String(m.name).trim(), date: String(m.date), done: m.done === true }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
}

/** Whole days from today to a due date (negative when past); null without a due date. */
export function daysUntil(dueDate: string | null, today: string): number | null {
  if (!dueDate || !isDay(dueDate.slice(0, 10)) || !isDay(today)) return null;
  const ms = Date.parse(`${dueDate.slice(0, 10)}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`);
  return Math.round(ms / 86_400_000);
}

export const DEFAULT_REMIND_DAYS = 3;

/**
 * Which reminder a task is in (the assignee hears once per state): 'overdue' past its due date,
 * 'due' within remindDays (default 3) of it, otherwise none; a completed task never.
 */
export function reminderState(
  task: Pick<TaskFact, 'status' | 'dueDate'> & { remindDays?: number | null },
  today: string,
): 'due' | 'overdue' | null {
  if (task.status === TASK_STATUS.completed) return null;
  const days = daysUntil(task.dueDate, today);
  if (days === null) return null;
  if (days < 0) return 'overdue';
  const window = task.remindDays ?? DEFAULT_REMIND_DAYS;
  return days <= window ? 'due' : null;
}
