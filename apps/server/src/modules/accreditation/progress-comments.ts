import { type CommentItem, RESOURCE, zEnvelope } from '@accredit/shared';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext } from '../../core/access.ts';
import type { App } from '../../core/app-types.ts';
import { type Db, type Executor, inTransaction } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { forbidden, notFound, unauthorized } from '../../core/errors.ts';
import { translate } from '../../core/i18n.ts';
import type { Row } from '../../crud/present.ts';
import { rowById } from '../../crud/records.ts';
import { visibleRows } from '../../crud/visibility.ts';
import { recordLink } from '../../workflow/notice.ts';
import { accreditationTaskTable, reportSectionTable } from '../resources/schema.ts';
import { notifyComment } from './progress-notice.ts';
import { accreditationComment } from './schema.ts';

/**
 * Comments on a task or a report section (issue 21 items 2 and 3). Whoever may open the task (its
 * list or queryById scope, or its assignee) or the section (certificationReport query or get, or
 * its editor or approver) reads and writes its comments; an author deletes their own. A target the
 * caller may not open answers 404, as if it did not exist. A comment tells the task's assignee, or
 * the section's editor and approver (never its author).
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

/** The task or section, when the caller may open it; null otherwise (or when it does not exist). */
export async function openableTarget(
  db: Executor,
  auth: AuthContext,
  target: Target,
  id: string,
): Promise<Row | null> {
  if (target === 'task') {
    const task = await rowById(db, accreditationTaskTable, id);
    if (!task) return null;
    if (task.assigneeId === auth.user.id) return task;
    return (await visibleRows(db, auth, RESOURCE.accreditationTask, [id])).length > 0 ? task : null;
  }
  const section = await rowById(db, reportSectionTable, id);
  if (!section) return null;
  if (section.editorId === auth.user.id || section.approverId === auth.user.id) return section;
  // The section and its report both within the caller's reach (data rules may limit either).
  if ((await visibleRows(db, auth, RESOURCE.reportSection, [id])).length === 0) return null;
  const report = String(section.reportId ?? '');
  return (await visibleRows(db, auth, RESOURCE.certificationReport, [report])).length > 0 ? section : null;
}

async function openTarget(db: Executor, auth: AuthContext, target: Target, id: string): Promise<Row> {
  const row = await openableTarget(db, auth, target, id);
  if (!row) throw notFound('accProgress.errors.targetNotFound');
  return row;
}

/** Who hears of a comment: a task's assignee, a section's editor and approver; never its author. */
function concerned(target: Target, row: Row, authorId: string): string[] {
  const ids = target === 'task' ? [row.assigneeId] : [row.editorId, row.approverId];
  return ids.filter((v): v is string => typeof v === 'string' && v !== '' && v !== authorId);
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
      const on = await openTarget(db, auth, target, id);
      const author = auth.user.realname || auth.user.username;
      const row = await inTransaction(db, async (tx) => {
        const [stored] = await tx
          .insert(accreditationComment)
          .values({
            target,
            targetId: id,
            body,
            authorName: author,
            createBy: auth.user.username,
            sysOrgCode: auth.user.orgCode,
          })
          .returning();
        const link =
          target === 'task'
            ? recordLink(RESOURCE.accreditationTask, id)
            : recordLink(RESOURCE.certificationReport, String(on.reportId));
        await notifyComment(
          tx,
          { target, title: String(on.title ?? ''), link, author, body },
          concerned(target, on, auth.user.id),
          auth.user.username,
        );
        return stored;
      });
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
      if (!row || !(await openableTarget(db, auth, row.target as Target, row.targetId)))
        throw notFound('accProgress.errors.commentNotFound');
      if (row.createBy !== auth.user.username) throw forbidden('accProgress.errors.notYourComment');
      await db.delete(accreditationComment).where(eq(accreditationComment.id, row.id));
      return ok(null, translate(request.locale, 'accProgress.messages.commentDeleted'));
    },
  );
}
