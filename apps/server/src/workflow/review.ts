import { type LOCALES, type ResourceDef, type ReviewAction, reviewStatusKey } from '@accredit/shared';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../core/access.ts';
import type { Executor, Tx } from '../core/db.ts';
import { notFound } from '../core/errors.ts';
import { translate } from '../core/i18n.ts';
import { notifyReviewed } from '../crud/hooks.ts';
import { FieldProblems } from '../crud/problems.ts';
import { col } from '../crud/scope.ts';
import type { ResourceTable } from '../crud/table.ts';
import { transition } from './machine.ts';
import { type DecidedRow, decisionNotices } from './notice.ts';
import { notifySubmitters } from './notifier.ts';
import { approvalHistory } from './schema.ts';

export interface ReviewCommand {
  def: ResourceDef;
  table: ResourceTable;
  ids: string[];
  action: ReviewAction;
  reason?: string | null;
  auth: AuthContext;
  /** The caller's row scope: a record outside it counts as missing. */
  scope: SQL[];
}

/**
 * Applies one review action to every listed record, or to none: a missing record, a record in the
 * wrong state or a missing reason refuses the whole batch. Each change is kept in the approval
 * history, and each submitter hears of the decision on their records, named and linked.
 */
export async function applyReview(tx: Tx, command: ReviewCommand): Promise<number> {
  const { def, table, ids, action, auth } = command;
  // Whole rows: the submitters' notices name each record (title, type).
  const rows = (
    (await tx
      .select()
      .from(table)
      .where(and(inArray(col(table, 'id'), ids), ...command.scope))
      .for('update')) as DecidedRow[]
  ).map((r) => ({ ...r, status: Number(r.reviewStatus) }));
  if (rows.length !== new Set(ids).size) throw notFound('crud.errors.notFound');
  const now = new Date();
  for (const row of rows) {
    const result = transition(action, row.status, command.reason);
    if (!result.ok) throw new FieldProblems({ reason: result.problem });
    await tx
      .update(table)
      .set({
        reviewStatus: result.to,
        reviewReason: result.reason,
        reviewBy: auth.user.username,
        reviewTime: now,
      })
      .where(eq(col(table, 'id'), row.id));
    await tx.insert(approvalHistory).values({
      resource: def.name,
      recordId: row.id,
      action,
      fromStatus: row.status,
      toStatus: result.to,
      reason: result.reason,
      operator: auth.user.username,
      operatorName: auth.user.realname,
      operateTime: now,
    });
  }
  await notifyReviewed(
    tx,
    def,
    rows.map((r) => String(r.id)),
  );
  for (const notice of decisionNotices(def, action, command.reason ?? null, rows, auth))
    await notifySubmitters(tx, notice);
  return rows.length;
}

export interface HistoryEntry {
  id: string;
  action: string;
  fromStatus: number;
  toStatus: number;
  fromStatus_dictText: string;
  toStatus_dictText: string;
  reason: string | null;
  operator: string;
  operatorName: string | null;
  operateTime: string;
}

export async function historyOf(
  db: Executor,
  resource: string,
  recordId: string,
  locale: (typeof LOCALES)[number],
): Promise<HistoryEntry[]> {
  const rows = await db
    .select()
    .from(approvalHistory)
    .where(and(eq(approvalHistory.resource, resource), eq(approvalHistory.recordId, recordId)))
    .orderBy(asc(approvalHistory.operateTime), asc(approvalHistory.id));
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    fromStatus: r.fromStatus,
    toStatus: r.toStatus,
    fromStatus_dictText: translate(locale, reviewStatusKey(r.fromStatus)),
    toStatus_dictText: translate(locale, reviewStatusKey(r.toStatus)),
    reason: r.reason,
    operator: r.operator,
    operatorName: r.operatorName,
    operateTime: r.operateTime.toISOString(),
  }));
}
