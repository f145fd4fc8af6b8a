import {
  isScheme,
  milestoneProblem,
  normaliseMilestones,
  RESOURCE,
  SCHEME_STANDARDS,
  schemeSwitch,
  TASK_STATUS,
} from '@accredit/shared';
import { and, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import type { Tx } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { notifyDeleted, type ResourceHooks } from '../../crud/hooks.ts';
import type { Row } from '../../crud/present.ts';
import { rowById } from '../../crud/records.ts';
import {
  accreditationProjectTable,
  accreditationTaskTable,
  certificationReportTable,
} from '../resources/schema.ts';
import { schoolSettings } from '../school/settings.ts';
import { sysMeta } from '../system/schema.ts';
import { notifyTask } from './progress-notice.ts';
import { REMIND_PREFIX } from './progress-remind.ts';
import { accreditationComment } from './schema.ts';

/**
 * Rules of projects and tasks beyond their fields (issue 21 items 1 and 2):
 * - a project's scheme is EQUIS or AMBA only while the school has opened it (school switches
 *   openEquis, openAmba); its scheme cannot change under tasks filed by standards the new
 *   scheme does not have; milestones are [{ name, date, done }], kept in date order; a project with a report
 *   is not deleted (the report would lose its scheme and tasks), one without takes its tasks along;
 * - a task starts Not Started; its completion time is set when it becomes Completed and cleared
 *   when it is reopened; its standard is one of its project's scheme; a new or re-assigned task
 *   tells the assignee (unless they assigned it to themselves); its comments and reminder marks
 *   go with it.
 */
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

export const projectHooks: ResourceHooks = {
  async beforeWrite({ tx }, values, existing) {
    const problems: Record<string, string> = {};
    const scheme = text(values.scheme ?? existing?.scheme);
    const schemeChanged = !existing || ('scheme' in values && scheme !== text(existing.scheme));
    if (schemeChanged && isScheme(scheme)) {
      const needs = schemeSwitch(scheme);
      if (needs && !(await schoolSettings(tx)).switches[needs])
        problems.scheme =
          needs === 'openEquis' ? 'accProgress.errors.equisClosed' : 'accProgress.errors.ambaClosed';
      else if (existing && (await strayTasks(tx, String(existing.id), SCHEME_STANDARDS[scheme])) > 0)
        problems.scheme = 'accProgress.errors.schemeHasTasks';
    }
    if ('milestones' in values) {
      const problem = milestoneProblem(values.milestones);
      if (problem) problems.milestones = `accProgress.errors.milestones.${problem}`;
      else values.milestones = values.milestones == null ? null : normaliseMilestones(values.milestones);
    }
    return problems;
  },

  async beforeDelete({ tx }, rows) {
    const ids = rows.map((r) => String(r.id));
    const [report] = await tx
      .select({ id: certificationReportTable.id })
      .from(certificationReportTable)
      .where(inArray(certificationReportTable.projectId, ids))
      .limit(1);
    if (report) throw new AppError(400, 'accProgress.errors.projectHasReports');
    const tasks = await tx
      .select({ id: accreditationTaskTable.id })
      .from(accreditationTaskTable)
      .where(inArray(accreditationTaskTable.projectId, ids));
    const taskIds = tasks.map((t) => String(t.id));
    if (taskIds.length === 0) return;
    await dropTaskExtras(tx, taskIds);
    await notifyDeleted(tx, RESOURCE.accreditationTask, taskIds);
    await tx.delete(accreditationTaskTable).where(inArray(accreditationTaskTable.id, taskIds));
  },
};

/** Tasks of a project filed under a standard the new scheme does not have (AACSB initial to continuous keeps them all). */
async function strayTasks(tx: Tx, projectId: string, standards: readonly string[]): Promise<number> {
  const t = accreditationTaskTable;
  const rows = await tx
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.projectId, projectId), isNotNull(t.standard), notInArray(t.standard, [...standards])))
    .limit(1);
  return rows.length;
}

async function dropTaskExtras(tx: Tx, taskIds: readonly string[]): Promise<void> {
  await tx
    .delete(accreditationComment)
    .where(
      and(eq(accreditationComment.target, 'task'), inArray(accreditationComment.targetId, [...taskIds])),
    );
  await tx.delete(sysMeta).where(
    inArray(
      sysMeta.key,
      taskIds.map((id) => `${REMIND_PREFIX}${id}`),
    ),
  );
}

export const taskHooks: ResourceHooks = {
  async beforeWrite({ tx }, values, existing) {
    const problems: Record<string, string> = {};
    if (!existing && (values.status === undefined || values.status === null))
      values.status = TASK_STATUS.notStarted;
    const merged: Row = { ...(existing ?? {}), ...values };
    const project = await rowById(tx, accreditationProjectTable, merged.projectId);
    const standard = text(merged.standard);
    if (project && standard && (!existing || 'standard' in values || 'projectId' in values)) {
      const scheme = text(project.scheme);
      const allowed: readonly string[] = isScheme(scheme) ? SCHEME_STANDARDS[scheme] : [];
      if (!allowed.includes(standard)) problems.standard = 'accProgress.errors.standardScheme';
    }
    if (!existing || 'status' in values) {
      const done = merged.status === TASK_STATUS.completed;
      if (!done) values.completedTime = null;
      else if (existing?.status !== TASK_STATUS.completed) values.completedTime = new Date();
    }
    return problems;
  },

  async afterWrite({ tx, auth }, id, values, existing) {
    const merged: Row = { ...(existing ?? {}), ...values };
    const assignee = text(merged.assigneeId);
    if (!assignee || assignee === text(existing?.assigneeId) || assignee === auth.user.id) return;
    if (merged.status === TASK_STATUS.completed) return;
    const project = await rowById(tx, accreditationProjectTable, merged.projectId);
    await notifyTask(
      tx,
      'assigned',
      {
        id,
        title: text(merged.title),
        projectId: text(merged.projectId),
        projectName: text(project?.name),
        dueDate: text(merged.dueDate).slice(0, 10) || null,
      },
      assignee,
      auth.user.username,
    );
  },

  async beforeDelete({ tx }, rows) {
    await dropTaskExtras(
      tx,
      rows.map((r) => String(r.id)),
    );
  },
};
