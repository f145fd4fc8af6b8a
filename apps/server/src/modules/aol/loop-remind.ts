import { LOCALES, type Locale, RESOURCE } from '@accredit/shared';
import { and, isNotNull, like, lt, lte, ne, type SQL } from 'drizzle-orm';
import type { App } from '../../core/app-types.ts';
import { claimOnce, DAY_MS, startDaily } from '../../core/daily.ts';
import type { Db } from '../../core/db.ts';
import { translate } from '../../core/i18n.ts';
import type { HookContext } from '../../crud/hooks.ts';
import type { Row } from '../../crud/present.ts';
import { registerRemindCall } from '../../crud/remind-route.ts';
import { recordLink } from '../../workflow/notice.ts';
import { notifyUsers } from '../notification/notify.ts';
import { improvementActionTable } from '../resources/schema.ts';
import { sysMeta } from '../system/schema.ts';

/**
 * Improvement action reminders (issue 17 item 6, "actions have their own list and reminders"):
 * an action's owner hears of it when it is added with them as owner or handed to them; and every
 * day the owner of each action not completed that is due within a week or overdue is reminded,
 * at most once a day per action. The day of an action's last reminder is a sys_meta row
 * (`aolRemind:<action id>`), claimed in the transaction that sends the reminder, so several
 * servers, a restart or the button pressed twice never remind twice the same day. Days are UTC
 * days, as elsewhere on the server.
 */
const COMPLETED = '3';
const WINDOW_DAYS = 7;

const META_PREFIX = 'aolRemind:';

interface ActionNote {
  id: string;
  finding: string;
  findingEn: string | null;
  action: string;
  actionEn: string | null;
  dueDate: string | null;
}

const isoDay = (at: Date) => at.toISOString().slice(0, 10);
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The action's name in a language: its finding (the English one outside Chinese, when there is one). */
function nameIn(note: ActionNote, locale: Locale): string {
  const name = locale.startsWith('zh') ? note.finding : note.findingEn || note.finding;
  return name || note.id;
}

function whatIn(note: ActionNote, locale: Locale): string {
  const what = locale.startsWith('zh') ? note.action : note.actionEn || note.action;
  return what.length > 300 ? `${what.slice(0, 299)}…` : what;
}

/** One paragraph per language, the action named and linked (its screen, opened on it). */
function content(note: ActionNote, key: string): string {
  const link = recordLink(RESOURCE.improvementAction, note.id);
  return LOCALES.map((locale) => {
    const token = '\u0000action\u0000';
    const line = escapeHtml(translate(locale, key, { action: token, date: note.dueDate ?? '' }));
    const name = escapeHtml(nameIn(note, locale));
    const named = link ? `<a href="${escapeHtml(link)}">${name}</a>` : name;
    const what = whatIn(note, locale);
    const detail = what ? `<br>${escapeHtml(translate(locale, 'aolRemind.whatToDo', { text: what }))}` : '';
    return `<p>${line.replace(escapeHtml(token), named)}${detail}</p>`;
  }).join('');
}

/** The title line: Chinese and English, each naming the action. */
function title(note: ActionNote, key: string): string {
  const part = (locale: Locale) => `${translate(locale, key)}: ${nameIn(note, locale)}`;
  return `${part('zh-CN')} / ${part('en-US')}`;
}

function noteOf(id: string, row: Row): ActionNote {
  return {
    id,
    finding: text(row.finding),
    findingEn: text(row.findingEn) || null,
    action: text(row.action),
    actionEn: text(row.actionEn) || null,
    dueDate: text(row.dueDate).slice(0, 10) || null,
  };
}

/**
 * On write (improvement action hooks, same transaction): an action added with an owner, or whose
 * owner changes, tells the new owner, unless they made the change themselves. Other edits say nothing.
 */
export async function notifyNewOwner(ctx: HookContext, id: string, values: Row, existing: Row | null) {
  const merged = { ...(existing ?? {}), ...values };
  const owner = text(merged.ownerId);
  if (!owner || owner === text(existing?.ownerId) || owner === ctx.auth.user.id) return;
  const note = noteOf(id, merged);
  await notifyUsers(ctx.tx, {
    userIds: [owner],
    title: title(note, 'aolRemind.owner.title'),
    content: content(note, note.dueDate ? 'aolRemind.owner.bodyDue' : 'aolRemind.owner.body'),
    sender: ctx.auth.user.username,
  });
}

export interface RemindOptions {
  /** Conditions on the improvement action table (a caller's row scope); none for the daily run. */
  scope?: readonly SQL[];
  /** The moment of the run (tests); now by default. */
  now?: Date;
  /** Username shown as the sender; "system" by default. */
  sender?: string;
}

/**
 * Reminds the owner of each action (within the scope) that is not completed and is due within
 * WINDOW_DAYS or overdue, unless that action was reminded today. Returns how many reminders
 * reached someone.
 */
export async function remindDueActions(db: Db, options: RemindOptions = {}): Promise<number> {
  const now = options.now ?? new Date();
  const today = isoDay(now);
  const horizon = isoDay(new Date(now.getTime() + WINDOW_DAYS * DAY_MS));
  const a = improvementActionTable;
  return db.transaction(async (tx) => {
    // Only today's marks matter: earlier days' are dropped, so the table keeps one row per action reminded today.
    await tx.delete(sysMeta).where(and(like(sysMeta.key, `${META_PREFIX}%`), lt(sysMeta.value, today)));
    const due = await tx
      .select({
        id: a.id,
        ownerId: a.ownerId,
        finding: a.finding,
        findingEn: a.findingEn,
        action: a.action,
        actionEn: a.actionEn,
        dueDate: a.dueDate,
      })
      .from(a)
      .where(
        and(
          ne(a.status, COMPLETED),
          isNotNull(a.ownerId),
          isNotNull(a.dueDate),
          lte(a.dueDate, horizon),
          ...(options.scope ?? []),
        ),
      )
      .orderBy(a.dueDate, a.id);
    let sent = 0;
    for (const row of due) {
      const id = String(row.id);
      if (!row.ownerId || !(await claimOnce(tx, `${META_PREFIX}${id}`, today))) continue;
      const note = noteOf(id, row as Row);
      const overdue = (note.dueDate ?? today) < today;
      const reached = await notifyUsers(tx, {
        userIds: [String(row.ownerId)],
        title: title(note, overdue ? 'aolRemind.due.titleOverdue' : 'aolRemind.due.title'),
        content: content(note, overdue ? 'aolRemind.due.bodyOverdue' : 'aolRemind.due.body'),
        sender: options.sender,
      });
      if (reached > 0) sent++;
    }
    return sent;
  });
}

/** The daily run of the improvement action reminders (main.ts). Returns a stop function. */
export function startDailyReminders(db: Db, log: (msg: string) => void): () => void {
  return startDaily(db, remindDueActions, 'improvement action reminder', log);
}

/** POST /aacsb/improvementAction/remind: the reminders due now, for the actions the caller may edit. */
export function registerRemindRoute(app: App, db: Db): void {
  registerRemindCall(app, db, {
    def: RESOURCE.improvementAction,
    table: improvementActionTable,
    permission: 'improvementAction:edit',
    summary:
      'Remind the owners of the actions (that the caller may edit) not completed and due within 7 days or overdue; each action at most once a day',
    remind: remindDueActions,
  });
}
