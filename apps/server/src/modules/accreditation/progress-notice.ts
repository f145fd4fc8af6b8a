import { LOCALES, type Locale, RESOURCE } from '@accredit/shared';
import type { Executor } from '../../core/db.ts';
import { translate } from '../../core/i18n.ts';
import { recordLink } from '../../workflow/notice.ts';
import { notifyUsers } from '../notification/notify.ts';

/**
 * What an assignee reads about an accreditation task: that it is theirs now, that it is due soon,
 * that it is overdue. One paragraph per language with the task named and linked (the progress
 * screen opened on it), the title in Chinese and English, as other reminders do.
 */
export type TaskNoticeKind = 'assigned' | 'due' | 'overdue';

export interface TaskNote {
  id: string;
  title: string;
  projectId: string;
  projectName: string;
  dueDate: string | null;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function bodyKey(kind: TaskNoticeKind, due: boolean): string {
  if (kind === 'assigned')
    return due ? 'accProgress.notice.assigned.bodyDue' : 'accProgress.notice.assigned.body';
  return `accProgress.notice.${kind}.body`;
}

function content(note: TaskNote, project: string, kind: TaskNoticeKind): string {
  const link = recordLink(RESOURCE.accreditationTask, note.id);
  const token = '\u0000task\u0000';
  return LOCALES.map((locale: Locale) => {
    const line = escapeHtml(
      translate(locale, bodyKey(kind, Boolean(note.dueDate)), {
        task: token,
        project,
        date: note.dueDate ?? '',
      }),
    );
    const name = escapeHtml(note.title);
    const named = link ? `<a href="${escapeHtml(link)}">${name}</a>` : name;
    return `<p>${line.replace(escapeHtml(token), named)}</p>`;
  }).join('');
}

/** Tells the assignee; answers how many were reached (0 when the account is gone or disabled). */
export async function notifyTask(
  tx: Executor,
  kind: TaskNoticeKind,
  note: TaskNote,
  assigneeId: string,
  sender?: string,
): Promise<number> {
  const head = (locale: Locale) => `${translate(locale, `accProgress.notice.${kind}.title`)}: ${note.title}`;
  return notifyUsers(tx, {
    userIds: [assigneeId],
    title: `${head('zh-CN')} / ${head('en-US')}`,
    content: content(note, note.projectName, kind),
    sender,
    priority: kind === 'overdue' ? 'H' : 'M',
  });
}

export interface CommentNote {
  target: 'task' | 'section';
  /** The task's or section's title. */
  title: string;
  /** Where it opens (the task on the progress screen, the section's report). */
  link: string | null;
  author: string;
  body: string;
}

/** Tells the people a comment concerns (a task's assignee, a section's editor and approver) that it was written. */
export async function notifyComment(
  tx: Executor,
  note: CommentNote,
  userIds: readonly string[],
  sender: string,
): Promise<number> {
  if (userIds.length === 0) return 0;
  const token = '\u0000target\u0000';
  const excerpt = note.body.length > 300 ? `${note.body.slice(0, 299)}…` : note.body;
  const name = escapeHtml(note.title);
  const named = note.link ? `<a href="${escapeHtml(note.link)}">${name}</a>` : name;
  const content = LOCALES.map((locale: Locale) => {
    const line = escapeHtml(
      translate(locale, `accProgress.notice.comment.${note.target}Body`, {
        author: note.author,
        target: token,
      }),
    );
    return `<p>${line.replace(escapeHtml(token), named)}<br>${escapeHtml(excerpt)}</p>`;
  }).join('');
  const head = (locale: Locale) =>
    `${translate(locale, `accProgress.notice.comment.${note.target}Title`)}: ${note.title}`;
  return notifyUsers(tx, {
    userIds: [...new Set(userIds)],
    title: `${head('zh-CN')} / ${head('en-US')}`,
    content,
    sender,
  });
}
