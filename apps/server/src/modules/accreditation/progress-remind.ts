import { RESOURCE, reminderState, TASK_STATUS } from '@accredit/shared';
import { and, eq, isNotNull, ne, type SQL } from 'drizzle-orm';
import type { App } from '../../core/app-types.ts';
import { claimOnce, startDaily } from '../../core/daily.ts';
import type { Db } from '../../core/db.ts';
import { registerRemindCall } from '../../crud/remind-route.ts';
import { accreditationProjectTable, accreditationTaskTable } from '../resources/schema.ts';
import { todayUtc } from './progress-data.ts';
import { notifyTask } from './progress-notice.ts';

/**
 * Task reminders (issue 21 item 2): the assignee of a task not completed hears once when it comes
 * within its remindDays (3 by default) of the due date, and once more when it is overdue. What was
 * last sent is a sys_meta row (`accRemind:<task id>` = state, due date and assignee), claimed in
 * the transaction that sends it, so two servers, a restart or the button pressed twice never send
 * the same reminder twice; a new due date or a new assignee starts again. Days are UTC days.
 */
export const REMIND_PREFIX = 'accRemind:';

export interface TaskRemindOptions {
  /** Conditions on the task table (a caller's row scope); none for the daily run. */
  scope?: readonly SQL[];
  now?: Date;
  sender?: string;
}

export async function remindTasks(db: Db, options: TaskRemindOptions = {}): Promise<number> {
  const today = todayUtc(options.now);
  const t = accreditationTaskTable;
  return db.transaction(async (tx) => {
    const open = await tx
      .select({
        id: t.id,
        title: t.title,
        projectId: t.projectId,
        projectName: accreditationProjectTable.name,
        assigneeId: t.assigneeId,
        dueDate: t.dueDate,
        status: t.status,
        remindDays: t.remindDays,
      })
      .from(t)
      .leftJoin(accreditationProjectTable, eq(accreditationProjectTable.id, t.projectId))
      .where(
        and(
          ne(t.status, TASK_STATUS.completed),
          isNotNull(t.assigneeId),
          isNotNull(t.dueDate),
          ...(options.scope ?? []),
        ),
      )
      .orderBy(t.dueDate, t.id);
    let sent = 0;
    for (const task of open) {
      const dueDate = String(task.dueDate).slice(0, 10);
      const state = reminderState(
        {
          status: String(task.status),
          dueDate,
          remindDays: typeof task.remindDays === 'number' ? task.remindDays : null,
        },
        today,
      );
      const assignee = String(task.assigneeId ?? '');
      if (!state || !assignee) continue;
      if (!(await claimOnce(tx, `${REMIND_PREFIX}${String(task.id)}`, `${state}:${dueDate}:${assignee}`)))
        continue;
      const note = {
        id: String(task.id),
        title: String(task.title),
        projectId: String(task.projectId),
        projectName: task.projectName ?? '',
        dueDate,
      };
      if ((await notifyTask(tx, state, note, assignee, options.sender)) > 0) sent++;
    }
    return sent;
  });
}

/** The daily run of the task reminders (main.ts). Returns a stop function. */
export function startTaskReminders(db: Db, log: (msg: string) => void): () => void {
  return startDaily(db, remindTasks, 'accreditation task reminder', log);
}

/** POST /aacsb/accreditationTask/remind: the reminders due now, for the tasks the caller may edit. */
export function registerTaskRemindRoute(app: App, db: Db): void {
  registerRemindCall(app, db, {
    def: RESOURCE.accreditationTask,
    table: accreditationTaskTable,
    permission: 'accreditationProgress:edit',
    summary:
      'Remind the assignees of the tasks (that the caller may edit) not completed and within their reminder days of the due date or overdue; each reminder once',
    remind: remindTasks,
  });
}
