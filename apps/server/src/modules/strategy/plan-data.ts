import { type Locale, planTimeline, planTree, RESOURCE, type ResourceDef } from '@accredit/shared';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Executor } from '../../core/db.ts';
import { notFound } from '../../core/errors.ts';
import { resourceAttachment } from '../../crud/attachments-schema.ts';
import { presentRows, type Row } from '../../crud/present.ts';
import { col, rowScope } from '../../crud/scope.ts';
import type { ResourceTable } from '../../crud/table.ts';
import {
  strategicActionTable as actions,
  strategicGoalTable as goals,
  strategicPlanTable as plans,
  strategicPriorityTable as priorities,
} from '../resources/schema.ts';
import { utcToday } from './plan-hooks.ts';

/**
 * The plan tree as the plan view reads it: one plan, its priorities > goals > actions with their
 * display texts (owner's name, evidence title, status and standards labels in the caller's
 * language, the engine's presentRows), the action's attached files, progress and overdue counts
 * at every level (the shared model's planTree) and the timeline. Every level is read inside the
 * caller's row scope of its own resource, so a data rule binds this view as it binds the lists.
 */
const QUERY = 'strategicPlan:query';

const scopeOf = (db: Executor, auth: AuthContext, def: ResourceDef, table: ResourceTable) =>
  rowScope(db, def, table, auth, QUERY);

async function rowsUnder(
  db: Executor,
  table: ResourceTable,
  key: string,
  ids: string[],
  scope: SQL[],
): Promise<Row[]> {
  if (ids.length === 0) return [];
  return (await db
    .select()
    .from(table)
    .where(and(inArray(col(table, key), ids), ...scope))
    .orderBy(asc(col(table, 'id')))) as Row[];
}

export interface PlanFile {
  fileName: string;
  url: string;
}

/** The files attached to these actions, by action id (one query). */
async function filesOf(db: Executor, ids: string[]): Promise<Map<string, PlanFile[]>> {
  const out = new Map<string, PlanFile[]>();
  if (ids.length === 0) return out;
  const a = resourceAttachment;
  const rows = await db
    .select({ recordId: a.recordId, fileName: a.fileName, url: a.url })
    .from(a)
    .where(and(eq(a.resource, RESOURCE.strategicAction.name), inArray(a.recordId, ids)))
    .orderBy(asc(a.fileName));
  for (const r of rows)
    out.set(r.recordId, [...(out.get(r.recordId) ?? []), { fileName: r.fileName, url: r.url }]);
  return out;
}

const ids = (rows: Row[]) => rows.map((r) => String(r.id));
const text = (v: unknown) => (v === null || v === undefined ? null : String(v));

export async function loadPlanTree(
  db: Executor,
  auth: AuthContext,
  planId: string,
  locale: Locale,
  today = utcToday(),
) {
  const [planScope, priorityScope, goalScope, actionScope] = await Promise.all([
    scopeOf(db, auth, RESOURCE.strategicPlan, plans),
    scopeOf(db, auth, RESOURCE.strategicPriority, priorities),
    scopeOf(db, auth, RESOURCE.strategicGoal, goals),
    scopeOf(db, auth, RESOURCE.strategicAction, actions),
  ]);
  const [planRow] = (await db
    .select()
    .from(plans)
    .where(and(eq(col(plans, 'id'), planId), ...planScope))) as Row[];
  if (!planRow) throw notFound('crud.errors.notFound');
  const priorityRows = await rowsUnder(db, priorities, 'planId', [planId], priorityScope);
  const goalRows = await rowsUnder(db, goals, 'priorityId', ids(priorityRows), goalScope);
  const actionRows = await rowsUnder(db, actions, 'goalId', ids(goalRows), actionScope);

  const [plan] = await presentRows(db, RESOURCE.strategicPlan, [planRow], locale);
  const files = await filesOf(db, ids(actionRows));
  const p = await presentRows(db, RESOURCE.strategicPriority, priorityRows, locale);
  const g = await presentRows(db, RESOURCE.strategicGoal, goalRows, locale);
  const a = await presentRows(db, RESOURCE.strategicAction, actionRows, locale);
  const tree = planTree(
    p.map((r) => ({ ...r, id: String(r.id), code: text(r.code) })),
    g.map((r) => ({ ...r, id: String(r.id), code: text(r.code), priorityId: String(r.priorityId) })),
    a.map((r) => ({
      ...r,
      id: String(r.id),
      code: text(r.code),
      goalId: String(r.goalId),
      status: String(r.status),
      startDate: text(r.startDate),
      dueDate: text(r.dueDate),
      completedDate: text(r.completedDate),
      files: files.get(String(r.id)) ?? [],
    })),
    today,
  );
  const inTree = tree.priorities.flatMap((x) => x.goals.flatMap((y) => y.actions));
  const timeline = planTimeline(inTree, today, {
    startYear: Number(plan.startYear) || null,
    endYear: Number(plan.endYear) || null,
  });
  return { plan, today, ...tree, timeline };
}
