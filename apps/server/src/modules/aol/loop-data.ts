import {
  type ActionBeforeAfter,
  type ActionProposal,
  type ActionRow,
  type BeforeAfterPoint,
  beforeAfter,
  type Figure,
  type Locale,
  RESOURCE,
  unmetFindings,
  type YearResult,
} from '@accredit/shared';
import type { SQL } from 'drizzle-orm';
import { and, eq, inArray } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Executor } from '../../core/db.ts';
import { translate } from '../../core/i18n.ts';
import { rowScope } from '../../crud/scope.ts';
import { improvementActionTable } from '../resources/schema.ts';
import type { YearData } from './results-programme.ts';

/**
 * Closing the loop (issue 17 item 6): the unmet objectives and goals of a year that have no
 * action yet, each proposed as an action with its figure (unmetFindings of the shared model), and
 * for each action the figure of its year and of the next year assessing its objective
 * (beforeAfter of the model). A goal's action reads its goal figure the same way.
 */
export function findingText(
  locale: Locale,
  kind: 'lo' | 'goal',
  code: string,
  figure: Figure,
  target: number,
) {
  return translate(locale, `aolResults.loop.finding.${kind}`, {
    code,
    figure: figure.shown,
    target: target.toFixed(3),
  });
}

export async function proposalsOf(db: Executor, data: YearData): Promise<ActionProposal[]> {
  const a = improvementActionTable;
  const existing = await db
    .select({ loId: a.loId, lgId: a.lgId })
    .from(a)
    .where(eq(a.evaluationYearId, data.year.id));
  const coveredLos = new Set(existing.flatMap((x) => (x.loId ? [String(x.loId)] : [])));
  const coveredGoals = new Set(existing.flatMap((x) => (!x.loId && x.lgId ? [String(x.lgId)] : [])));
  const loById = new Map(data.los.map((l) => [l.id, l]));
  const goalById = new Map(data.goals.map((g) => [g.id, g]));
  return unmetFindings(data.result)
    .filter((f) => (f.kind === 'lo' ? !coveredLos.has(f.id) : !coveredGoals.has(f.id)))
    .map((f) => {
      const info = f.kind === 'lo' ? loById.get(f.id) : goalById.get(f.id);
      const loId = f.kind === 'lo' ? f.id : null;
      const lgId = f.kind === 'lo' ? (loById.get(f.id)?.lgId ?? null) : f.id;
      return {
        kind: f.kind,
        loId,
        lgId,
        code: f.code,
        name: info?.name ?? '',
        nameEn: info?.nameEn ?? null,
        figure: f.figure,
        target: f.target,
        action: {
          degreeProgramsId: data.year.degreeProgramsId,
          evaluationYearId: data.year.id,
          loId,
          lgId,
          finding: findingText('zh-CN', f.kind, f.code, f.figure, f.target),
          findingEn: findingText('en-US', f.kind, f.code, f.figure, f.target),
          status: '1', // proposed
        },
      };
    });
}

/** The figure an action starts from: B_j of its objective, else G_g of its goal, in its year. */
export function figureFor(data: YearData, loId: string | null, lgId: string | null): Figure | null {
  if (loId) {
    const lo = data.result.los.find((l) => l.loId === loId);
    return lo ? (lo.B ?? lo.A) : null;
  }
  if (lgId) return data.result.goals.find((g) => g.lgId === lgId)?.G ?? null;
  return null;
}

/** The improvement actions the caller may read (their data rules on their own table). */
export const actionScope = (db: Executor, auth: AuthContext) =>
  rowScope(db, RESOURCE.improvementAction, improvementActionTable, auth, 'improvementAction:query');

/** Improvement actions matching `where`, as the loop and the reports read them. */
async function readActions(db: Executor, where: SQL | undefined): Promise<ActionRow[]> {
  const a = improvementActionTable;
  const rows = await db
    .select({
      id: a.id,
      evaluationYearId: a.evaluationYearId,
      loId: a.loId,
      lgId: a.lgId,
      finding: a.finding,
      findingEn: a.findingEn,
      action: a.action,
      actionEn: a.actionEn,
      ownerId: a.ownerId,
      dueDate: a.dueDate,
      status: a.status,
      beforeValue: a.beforeValue,
      outcome: a.outcome,
    })
    .from(a)
    .where(where);
  const s = (v: unknown) => (v === null || v === undefined ? null : String(v));
  return rows.map((r) => ({
    id: String(r.id),
    evaluationYearId: s(r.evaluationYearId),
    loId: s(r.loId),
    lgId: s(r.lgId),
    finding: String(r.finding ?? ''),
    findingEn: s(r.findingEn),
    action: String(r.action ?? ''),
    actionEn: s(r.actionEn),
    ownerId: s(r.ownerId),
    dueDate: r.dueDate instanceof Date ? r.dueDate.toISOString().slice(0, 10) : s(r.dueDate),
    status: String(r.status ?? ''),
    beforeValue: typeof r.beforeValue === 'number' ? r.beforeValue : null,
    outcome: s(r.outcome),
  }));
}

/** The actions of a programme inside the caller's `scope`. */
export function actionsOf(db: Executor, programmeId: string, scope: SQL[]): Promise<ActionRow[]> {
  return readActions(db, and(eq(improvementActionTable.degreeProgramsId, programmeId), ...scope));
}

/** The actions of these years and objectives (for the reports' analysis and actions columns). */
export async function actionsOfYear(db: Executor, yearId: string, loIds?: readonly string[]) {
  const a = improvementActionTable;
  if (loIds?.length === 0) return [];
  return readActions(
    db,
    and(eq(a.evaluationYearId, yearId), ...(loIds ? [inArray(a.loId, [...loIds])] : [])),
  );
}
export type YearAction = Awaited<ReturnType<typeof actionsOfYear>>[number];

/** Before and after of every action of a programme. */
export function beforeAfterOf(
  actions: readonly ActionRow[],
  computed: readonly YearData[],
  results: YearResult[],
): ActionBeforeAfter[] {
  const byYearId = new Map(computed.map((d, i) => [d.year.id, { data: d, result: results[i] }]));
  const goalPoint = (d: YearData, lgId: string): BeforeAfterPoint => {
    const g = d.result.goals.find((x) => x.lgId === lgId);
    return {
      startYear: d.year.startYear ?? 0,
      label: d.year.name,
      figure: g?.G ?? null,
      met: g?.met ?? null,
    };
  };
  return actions.map((action) => {
    const at = action.evaluationYearId ? byYearId.get(action.evaluationYearId) : undefined;
    let before: BeforeAfterPoint | null = null;
    let after: BeforeAfterPoint | null = null;
    if (at && action.loId) {
      const ba = beforeAfter(action.loId, at.result.startYear, results);
      before = ba.before;
      after = ba.after;
    } else if (at && action.lgId) {
      before = goalPoint(at.data, action.lgId);
      const next = computed.find(
        (d) =>
          (d.year.startYear ?? 0) > at.result.startYear &&
          d.result.goals.some((g) => g.lgId === action.lgId && g.G !== null),
      );
      after = next ? goalPoint(next, action.lgId) : null;
    }
    return { ...action, before, after };
  });
}
