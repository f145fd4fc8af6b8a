import { percent, roundHalfUp } from '../aacsb/numbers.ts';

/**
 * The strategic plan (issue 19 item 2): plan -> priorities -> goals -> actions. Pure rules of an
 * action's status, its progress figures and the timeline's geometry; no clock (the caller passes
 * today as YYYY-MM-DD), no database.
 *
 * Status moves (dictionary planActionStatus):
 *   Not Started -> In Progress, Not Started -> Completed (a small action done in one go),
 *   In Progress -> Completed, In Progress -> Not Started (started by mistake),
 *   Completed -> In Progress (reopened: the work goes on).
 * Completed -> Not Started is refused: it would erase that work was done and when; a completed
 * action that needs more work is reopened as In Progress. A new action may start in any status.
 * The completion date is set to the day an action becomes Completed and cleared when it is
 * reopened.
 */
export const PLAN_ACTION_STATUS = { notStarted: '1', inProgress: '2', completed: '3' } as const;
export type PlanActionStatus = (typeof PLAN_ACTION_STATUS)[keyof typeof PLAN_ACTION_STATUS];

const S = PLAN_ACTION_STATUS;

/** The statuses each status may move to (besides staying). */
export const PLAN_ACTION_MOVES: Readonly<Record<PlanActionStatus, readonly PlanActionStatus[]>> = {
  [S.notStarted]: [S.inProgress, S.completed],
  [S.inProgress]: [S.notStarted, S.completed],
  [S.completed]: [S.inProgress],
};

const isStatus = (v: unknown): v is PlanActionStatus =>
  v === S.notStarted || v === S.inProgress || v === S.completed;

/**
 * Why an action may not move from `from` (null: a new action) to `to`, as a catalog key; null when
 * it may.
 */
export function planTransitionProblem(from: string | null | undefined, to: string): string | null {
  if (!isStatus(to)) return 'plan.errors.unknownStatus';
  if (from === null || from === undefined || from === to) return null;
  if (!isStatus(from)) return null; // a stored value outside the dictionary: any valid status repairs it
  if (PLAN_ACTION_MOVES[from].includes(to)) return null;
  return from === S.completed && to === S.notStarted
    ? 'plan.errors.completedToNotStarted'
    : 'plan.errors.transition';
}

/**
 * The completion date after a write: today when the action becomes Completed, the stored date
 * while it stays Completed (today if it had none), null otherwise.
 */
export function planCompletedDate(
  from: string | null | undefined,
  to: string,
  stored: string | null | undefined,
  today: string,
): string | null {
  if (to !== S.completed) return null;
  if (from === S.completed) return stored ?? today;
  return today;
}

/** What the figures need of an action; dates are YYYY-MM-DD. */
export interface PlanActionFacts {
  status: string;
  startDate?: string | null;
  dueDate?: string | null;
  completedDate?: string | null;
}

/** Not completed and its due date has passed (due today is not overdue yet). */
export function isPlanActionOverdue(action: PlanActionFacts, today: string): boolean {
  return action.status !== S.completed && Boolean(action.dueDate) && (action.dueDate as string) < today;
}

/** Completed after its due date. */
export function isPlanActionLate(action: PlanActionFacts): boolean {
  return (
    action.status === S.completed &&
    Boolean(action.dueDate && action.completedDate) &&
    (action.completedDate as string) > (action.dueDate as string)
  );
}

export interface PlanProgress {
  total: number;
  notStarted: number;
  inProgress: number;
  completed: number;
  overdue: number;
  /** Completed after the due date. */
  completedLate: number;
  /** Completed / all actions in percent, one decimal half up; null with no actions. */
  percent: number | null;
}

/** Progress of a set of actions: counts by status and the share completed. */
export function planProgress(actions: readonly PlanActionFacts[], today: string): PlanProgress {
  const count = (status: string) => actions.filter((a) => a.status === status).length;
  const completed = count(S.completed);
  const share = percent(completed, actions.length);
  return {
    total: actions.length,
    notStarted: count(S.notStarted),
    inProgress: count(S.inProgress),
    completed,
    overdue: actions.filter((a) => isPlanActionOverdue(a, today)).length,
    completedLate: actions.filter(isPlanActionLate).length,
    percent: share === null ? null : roundHalfUp(share),
  };
}

interface Coded {
  id: string;
  code?: string | null;
}

/** Codes in the order a person expects ("P2" before "P10"); records without a code last. */
export function byPlanCode(a: Coded, b: Coded): number {
  if (!a.code || !b.code) return a.code ? -1 : b.code ? 1 : a.id.localeCompare(b.id);
  return a.code.localeCompare(b.code, 'en', { numeric: true }) || a.id.localeCompare(b.id);
}

export type PlanTreeAction<A> = A & { overdue: boolean; late: boolean };
export type PlanTreeGoal<G, A> = G & { progress: PlanProgress; actions: PlanTreeAction<A>[] };
export type PlanTreePriority<P, G, A> = P & { progress: PlanProgress; goals: PlanTreeGoal<G, A>[] };

export interface PlanTree<P, G, A> {
  progress: PlanProgress;
  priorities: PlanTreePriority<P, G, A>[];
}

/**
 * Priorities > goals > actions, each level in code order with its progress; a priority's and the
 * plan's progress count their actions (not an average of the goals', so a goal with many actions
 * weighs more). Goals and actions whose parent is not among those given are left out.
 */
export function planTree<
  P extends Coded,
  G extends Coded & { priorityId: string },
  A extends Coded & PlanActionFacts & { goalId: string },
>(priorities: readonly P[], goals: readonly G[], actions: readonly A[], today: string): PlanTree<P, G, A> {
  const actionsOf = new Map<string, PlanTreeAction<A>[]>();
  for (const a of [...actions].sort(byDue)) {
    const list = actionsOf.get(a.goalId) ?? [];
    list.push({ ...a, overdue: isPlanActionOverdue(a, today), late: isPlanActionLate(a) });
    actionsOf.set(a.goalId, list);
  }
  const goalsOf = new Map<string, PlanTreeGoal<G, A>[]>();
  for (const g of [...goals].sort(byPlanCode)) {
    const own = actionsOf.get(g.id) ?? [];
    const list = goalsOf.get(g.priorityId) ?? [];
    list.push({ ...g, progress: planProgress(own, today), actions: own });
    goalsOf.set(g.priorityId, list);
  }
  const tree = [...priorities].sort(byPlanCode).map((p) => {
    const own = goalsOf.get(p.id) ?? [];
    return {
      ...p,
      progress: planProgress(
        own.flatMap((g) => g.actions),
        today,
      ),
      goals: own,
    };
  });
  return {
    progress: planProgress(
      tree.flatMap((p) => p.goals.flatMap((g) => g.actions)),
      today,
    ),
    priorities: tree,
  };
}

/** Actions by code; those without a code last, by due date (undated last). */
function byDue(a: Coded & PlanActionFacts, b: Coded & PlanActionFacts): number {
  if (a.code || b.code) return byPlanCode(a, b);
  const da = a.dueDate ?? '9999-12-31';
  const db = b.dueDate ?? '9999-12-31';
  return da < db ? -1 : da > db ? 1 : a.id.localeCompare(b.id);
}

export * from './plan-timeline.ts';
