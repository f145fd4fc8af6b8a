import type { Figure, ProgrammeResult } from '@accredit/shared';

/**
 * The Learning Goals and Objectives screen's model (pure): the programme's goal tree beside the
 * programme-level figures of one evaluation year (B_j, else A_j, per objective; G_g per goal) and
 * whether each was met. The newest evaluation year with figures is the one shown.
 */
export interface YearLike {
  id: string;
  /** What orders the years: the school year's label ("2024-2025"), else the year's name. */
  label: string;
}

/** Evaluation years newest first, by their school year's label (numbers compared as numbers). */
export function newestFirst<T extends YearLike>(years: readonly T[]): T[] {
  return [...years].sort((a, b) => b.label.localeCompare(a.label, 'en', { numeric: true }));
}

export interface Attainment {
  figure: Figure | null;
  met: boolean | null;
}

/** Whether a year's results carry any figure at all (a year planned but not yet scored has none). */
export function hasFigures(result: Pick<ProgrammeResult, 'los' | 'goals'> | null | undefined): boolean {
  if (!result) return false;
  return (
    (result.los ?? []).some((lo) => (lo.B ?? lo.A) != null) || (result.goals ?? []).some((g) => g.G != null)
  );
}

export interface NodeLike {
  id: string;
  code: string;
  target: number | null;
}

export interface GoalRow<N extends NodeLike> {
  goal: N;
  target: number;
  attainment: Attainment | null;
  objectives: { lo: N; target: number; attainment: Attainment | null }[];
}

/**
 * The tree with its figures: each objective's blended figure B_j (A_j when there is no indirect
 * measure), each goal's G_g, and met or not as the model decided (on unrounded values). An
 * objective the year did not assess has no attainment (null), which is not "not met".
 */
export function goalRows<N extends NodeLike>(
  goals: readonly (N & { objectives: readonly N[] })[],
  result: Pick<ProgrammeResult, 'los' | 'goals'> | null | undefined,
  defaults: { target: number; goalTarget: number },
): GoalRow<N>[] {
  const los = new Map((result?.los ?? []).map((lo) => [lo.loId, lo]));
  const gs = new Map((result?.goals ?? []).map((g) => [g.lgId, g]));
  return goals.map((goal) => {
    const g = gs.get(goal.id);
    return {
      goal,
      target: goal.target ?? g?.target ?? defaults.goalTarget,
      attainment: g?.G ? { figure: g.G, met: g.met } : null,
      objectives: goal.objectives.map((lo) => {
        const r = los.get(lo.id);
        const figure = r ? (r.B ?? r.A) : null;
        return {
          lo,
          target: lo.target ?? r?.target ?? defaults.target,
          attainment: figure ? { figure, met: r?.met ?? null } : null,
        };
      }),
    };
  });
}

export interface GoalSummary {
  objectives: number;
  measured: number;
  met: number;
  notMet: number;
}

export function summary(rows: readonly GoalRow<NodeLike>[]): GoalSummary {
  const all = rows.flatMap((r) => r.objectives);
  const measured = all.filter((o) => o.attainment);
  return {
    objectives: all.length,
    measured: measured.length,
    met: measured.filter((o) => o.attainment?.met === true).length,
    notMet: measured.filter((o) => o.attainment?.met === false).length,
  };
}
