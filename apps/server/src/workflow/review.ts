import { LOCALES, type ResourceDef, type ReviewAction, reviewStatusKey } from '@accredit/shared';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../core/access.ts';
import type { Executor, Tx } from '../core/db.ts';
import { notFound } from '../core/errors.ts';
import { translate } from '../core/i18n.ts';
import { resourceTitleIn } from '../crud/labels.ts';
import { FieldProblems } from '../crud/problems.ts';
import { col } from '../crud/scope.ts';
import type { ResourceTable } from '../crud/table.ts';
import { transition } from './machine.ts';
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
 * history, and the submitters hear of the decision.
 */
export async function applyReview(tx: Tx, command: ReviewCommand): Promise<number> {
  const { def, table, ids, action, auth } = command;
  const rows = (await tx
    .select({ id: col(table, 'id'), status: col(table, 'reviewStatus'), createBy: col(table, 'createBy') })
    .from(table)
    .where(and(inArray(col(table, 'id'), ids), ...command.scope))
    .for('update')) as { id: string; status: number; createBy: string | null }[];
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
  await notifySubmitters(tx, decisionNotice(def, action, command.reason ?? null, rows, auth));
  return rows.length;
}

/** One message per decision, in every language (the submitter's choice is not known here). */
function decisionNotice(
  def: ResourceDef,
  action: ReviewAction,
  reason: string | null,
  rows: { createBy: string | null }[],
  auth: AuthContext,
) {
  const usernames = [
    ...new Set(rows.map((r) => r.createBy).filter((u): u is string => !!u && u !== auth.user.username)),
  ];
  const line = (locale: (typeof LOCALES)[number]) =>
    translate(locale, `crud.review.notice.${action}`, {
      resource: resourceTitleIn(def, locale),
      count: rows.length,
      reason: reason ?? '',
    });
  return {
    usernames,
    title:
      translate('zh-CN', `crud.review.notice.${action}Title`) +
      ' / ' +
      translate('en-US', `crud.review.notice.${action}Title`),
    content: LOCALES.map((l) => `<p>${escapeHtml(line(l))}</p>`).join(''),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
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
