import { RESOURCE, TASK_STATUS, zEnvelope } from '@accredit/shared';
import { eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../core/app-types.ts';
import { type Db, inTransaction } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { forbidden, notFound, unauthorized } from '../../core/errors.ts';
import { translate } from '../../core/i18n.ts';
import { ResourceContext } from '../../crud/context.ts';
import { asAppError } from '../../crud/problems.ts';
import { findInScope, rowById } from '../../crud/records.ts';
import { visibleRows } from '../../crud/visibility.ts';
import { writeRecord } from '../../crud/write.ts';
import { accreditationTaskTable } from '../resources/schema.ts';
import { loadProgress, projectFor, taskItems, taskScope, todayUtc } from './progress-data.ts';

/**
 * The progress calls beyond CRUD: a project's checklist and percent, its tasks by due date (the
 * timeline), the caller's open tasks (the workplace card), and a task's status changed by its
 * assignee or by whoever may edit tasks (through the engine's write path, so the completion time
 * and notices follow the same rules as an edit).
 */
const QUERY = { access: { permission: 'accreditationProgress:query' } } as const;
const zId = z.string().trim().min(1).max(64);
const zDay = z.string().nullable();

export const zStandardProgress = z.object({
  code: z.string(),
  label: z.string(),
  tasks: z.object({
    total: z.number(),
    notStarted: z.number(),
    inProgress: z.number(),
    completed: z.number(),
    overdue: z.number(),
  }),
  evidence: z.number(),
  percent: z.number(),
  aacsb: z.array(z.string()).optional(),
});

export const zProjectProgress = z.object({
  project: z.object({
    id: z.string(),
    name: z.string(),
    scheme: z.string(),
    visitDate: zDay,
    cycleStart: zDay,
    cycleEnd: zDay,
  }),
  percent: z.number(),
  standards: z.array(zStandardProgress),
  milestones: z.array(z.object({ name: z.string(), date: z.string(), done: z.boolean() })),
  tasks: z.object({ total: z.number(), completed: z.number(), overdue: z.number() }),
});

export const zTaskItem = z.object({
  id: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  title: z.string(),
  standard: z.string().nullable(),
  standardLabel: z.string().nullable(),
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  dueDate: zDay,
  status: z.string(),
  overdue: z.boolean(),
  completedTime: z.string().nullable(),
  mayUpdate: z.boolean(),
});

const STATUSES = Object.values(TASK_STATUS) as [string, ...string[]];

export function registerProgressRoutes(app: App, db: Db): void {
  app.get(
    '/aacsb/accreditationProject/progress',
    {
      config: QUERY,
      schema: {
        tags: ['accreditationProject'],
        summary:
          "A project's checklist: per standard of its scheme the tasks by status, overdue ones, the evidence the caller may open (EQUIS, AMBA, CAMEA: with the AACSB standards of the crosswalk) and the percent done; the project's percent, milestones and task totals",
        querystring: z.object({ id: zId, _t: z.coerce.number().optional() }),
        response: { 200: zEnvelope(zProjectProgress) },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthorized();
      return ok(await loadProgress(db, request.auth, request.query.id, request.locale, todayUtc()));
    },
  );

  app.get(
    '/aacsb/accreditationTask/timeline',
    {
      config: QUERY,
      schema: {
        tags: ['accreditationTask'],
        summary: "A project's tasks the caller may list, by due date (tasks without one last)",
        querystring: z.object({ projectId: zId, _t: z.coerce.number().optional() }),
        response: { 200: zEnvelope(z.array(zTaskItem)) },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      const { projectId } = request.query;
      await projectFor(db, auth, projectId);
      const where = [eq(accreditationTaskTable.projectId, projectId), ...(await taskScope(db, auth))];
      return ok(await taskItems(db, auth, where, request.locale, todayUtc()));
    },
  );

  app.get(
    '/aacsb/accreditationTask/mine',
    {
      config: { access: { permission: 'workplace:query' } },
      schema: {
        tags: ['accreditationTask'],
        summary:
          "The caller's accreditation tasks not completed (all of them with includeCompleted), by due date: the workplace card",
        querystring: z.object({
          includeCompleted: z
            .enum(['true', 'false'])
            .optional()
            .transform((v) => v === 'true'),
          _t: z.coerce.number().optional(),
        }),
        response: { 200: zEnvelope(z.array(zTaskItem)) },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      const t = accreditationTaskTable;
      const where = [eq(t.assigneeId, auth.user.id)];
      if (!request.query.includeCompleted) where.push(ne(t.status, TASK_STATUS.completed));
      return ok(await taskItems(db, auth, where, request.locale, todayUtc()));
    },
  );

  app.post(
    '/aacsb/accreditationTask/setStatus',
    {
      config: {
        access: { permission: ['workplace:query', 'accreditationProgress:edit'] },
        audit: 'set accreditation task status',
      },
      schema: {
        tags: ['accreditationTask'],
        summary:
          "Changes a task's status (0 Not Started, 1 In Progress, 2 Completed): its assignee, or whoever may edit the task; Completed stamps the completion time, another status clears it",
        body: z.object({ id: zId, status: z.enum(STATUSES) }),
        response: { 200: zEnvelope(zTaskItem) },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      const { id, status } = request.body;
      const r = new ResourceContext(RESOURCE.accreditationTask, db);
      const task = await rowById(db, r.table, id);
      if (!task) throw notFound('accProgress.errors.taskNotFound');
      const assignee = task.assigneeId === auth.user.id && auth.permissions.has('workplace:query');
      if (!assignee) {
        const editable =
          auth.permissions.has(r.code('edit')) &&
          (await findInScope(db, r.table, [id], await r.scope(db, auth, 'edit'))).length > 0;
        if (!editable) {
          const readable = (await visibleRows(db, auth, RESOURCE.accreditationTask, [id])).length > 0;
          throw readable
            ? forbidden('accProgress.errors.notYours')
            : notFound('accProgress.errors.taskNotFound');
        }
      }
      if (task.status !== status) {
        try {
          await inTransaction(db, async (tx) =>
            writeRecord(await r.target(tx, auth, request.locale), { values: { status } }, task),
          );
        } catch (e) {
          throw asAppError(e, request.locale, (k) => r.labelOf(request.locale, k));
        }
      }
      const [item] = await taskItems(
        db,
        auth,
        [eq(accreditationTaskTable.id, id)],
        request.locale,
        todayUtc(),
      );
      return ok(item, translate(request.locale, 'accProgress.messages.statusSaved'));
    },
  );
}
