import { type CommentItem, RESOURCE, zEnvelope } from '@accredit/shared';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext } from '../../core/access.ts';
import type { App } from '../../core/app-types.ts';
import type { Db, Executor } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { forbidden, notFound, unauthorized } from '../../core/errors.ts';
import { translate } from '../../core/i18n.ts';
import { rowById } from '../../crud/records.ts';
import { visibleRows } from '../../crud/visibility.ts';
import { accreditationTaskTable, reportSectionTable } from '../resources/schema.ts';
import { accreditationComment } from './schema.ts';

/**
 * Comments on a task or a report section (issue 21 items 2 and 3). Whoever may open the task (its
 * list or queryById scope, or its assignee) or the section (certificationReport query or get, or
 * its editor or approver) reads and writes its comments; an author deletes their own. A target the
 * caller may not open answers 404, as if it did not exist.
 */
type Target = 'task' | 'section';
const zTarget = z.enum(['task', 'section']);
const zId = z.string().trim().min(1).max(64);
const ACCESS = {
  permission: [
    'workplace:query',
    'accreditationProgress:query',
    'accreditationProgress:get',
    'certificationReport:query',
    'certificationReport:get',
  ],
} as const;

export const zCommentItem = z.object({
  id: z.string(),
  target: zTarget,
  targetId: z.string(),
  body: z.string(),
  authorName: z.string(),
  createTime: z.string(),
  mine: z.boolean(),
});

/** May the caller open this task or section? */
export async function mayOpenTarget(
  db: Executor,
  auth: AuthContext,
  target: Target,
  id: string,
): Promise<boolean> {
  if (target === 'task') {
    const task = await rowById(db, accreditationTaskTable, id);
    if (!task) return false;
    if (task.assigneeId === auth.user.id) return true;
    return (await visibleRows(db, auth, RESOURCE.accreditationTask, [id])).length > 0;
  }
  const section = await rowById(db, reportSectionTable, id);
  if (!section) return false;
  if (section.editorId === auth.user.id || section.approverId === auth.user.id) return true;
  return (await visibleRows(db, auth, RESOURCE.reportSection, [id])).length > 0;
}

async function openTarget(db: Executor, auth: AuthContext, target: Target, id: string): Promise<void> {
  if (!(await mayOpenTarget(db, auth, target, id))) throw notFound('accProgress.errors.targetNotFound');
}

function present(row: typeof accreditationComment.$inferSelect, auth: AuthContext): CommentItem {
  return {
    id: row.id,
    target: row.target as Target,
    targetId: row.targetId,
    body: row.body,
    authorName: row.authorName ?? row.createBy ?? '',
    createTime: row.createTime.toISOString(),
    mine: row.createBy === auth.user.username,
  };
}

export function registerCommentRoutes(app: App, db: Db): void {
  app.get(
    '/aacsb/accreditationComment/list',
    {
      config: { access: ACCESS },
      schema: {
        tags: ['accreditationComment'],
        summary: 'Comments on a task or a report section the caller may open, oldest first',
        querystring: z.object({ target: zTarget, id: zId, _t: z.coerce.number().optional() }),
        response: { 200: zEnvelope(z.array(zCommentItem)) },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      const { target, id } = request.query;
      await openTarget(db, auth, target, id);
      const c = accreditationComment;
      const rows = await db
        .select()
        .from(c)
        .where(and(eq(c.target, target), eq(c.targetId, id)))
        .orderBy(asc(c.createTime), asc(c.id));
      return ok(rows.map((r) => present(r, auth)));
    },
  );

  app.post(
    '/aacsb/accreditationComment/add',
    {
      config: { access: ACCESS, audit: 'add accreditation comment' },
      schema: {
        tags: ['accreditationComment'],
        summary: 'Adds a comment (plain text) to a task or a report section the caller may open',
        body: z.object({ target: zTarget, id: zId, body: z.string().trim().min(1).max(4000) }),
        response: { 200: zEnvelope(zCommentItem) },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      const { target, id, body } = request.body;
      await openTarget(db, auth, target, id);
      const [row] = await db
        .insert(accreditationComment)
        .values({
          target,
          targetId: id,
          body,
          authorName: auth.user.realname || auth.user.username,
          createBy: auth.user.username,
          sysOrgCode: auth.user.orgCode,
        })
        .returning();
      return ok(present(row, auth), translate(request.locale, 'accProgress.messages.commentAdded'));
    },
  );

  app.post(
    '/aacsb/accreditationComment/delete',
    {
      config: { access: ACCESS, audit: 'delete accreditation comment' },
      schema: {
        tags: ['accreditationComment'],
        summary: "Deletes one of the caller's own comments",
        body: z.object({ id: zId }),
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      const [row] = await db
        .select()
        .from(accreditationComment)
        .where(eq(accreditationComment.id, request.body.id))
        .limit(1);
      if (!row || !(await mayOpenTarget(db, auth, row.target as Target, row.targetId)))
        throw notFound('accProgress.errors.commentNotFound');
      if (row.createBy !== auth.user.username) throw forbidden('accProgress.errors.notYourComment');
      await db.delete(accreditationComment).where(eq(accreditationComment.id, row.id));
      return ok(null, translate(request.locale, 'accProgress.messages.commentDeleted'));
    },
  );
}
