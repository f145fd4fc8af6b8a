import { LOCALES, type Locale } from '@accredit/shared';
import type { Executor } from '../../core/db.ts';
import { translate } from '../../core/i18n.ts';
import type { Row } from '../../crud/present.ts';
import { notifyUsers } from '../notification/notify.ts';

/**
 * The notifications of questionnaires (issue 18): "you are asked to answer" to the people a start
 * or restart adds, and reminders to those who have not answered. Each is written in every
 * language (a paragraph per locale, as the AoL reminders are), names the questionnaire, links to
 * /my-questionnaires?open=<id> and says when it closes; an anonymous one says so, since that is
 * what makes people answer frankly.
 */
export type NoticeKind = 'invite' | 'remind';

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The questionnaire's name in a language: the English one outside Chinese, when there is one. */
function nameIn(q: Row, locale: Locale): string {
  const name = locale.startsWith('zh') ? text(q.name) : text(q.nameEn) || text(q.name);
  return name || text(q.id);
}

/** yyyy-mm-dd hh:mm (UTC), or '' without a closing time. */
function closesAt(q: Row): string {
  const at = q.endTime instanceof Date ? q.endTime : q.endTime ? new Date(String(q.endTime)) : null;
  return at && !Number.isNaN(at.getTime()) ? `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC` : '';
}

export function noticeLink(id: string): string {
  return `/my-questionnaires?open=${encodeURIComponent(id)}`;
}

export function noticeTitle(q: Row, kind: NoticeKind): string {
  const part = (locale: Locale) =>
    `${translate(locale, `qnrServer.notice.${kind}.title`)}: ${nameIn(q, locale)}`;
  return `${part('zh-CN')} / ${part('en-US')}`;
}

export function noticeContent(q: Row, kind: NoticeKind): string {
  const link = escapeHtml(noticeLink(text(q.id)));
  const date = closesAt(q);
  return LOCALES.map((locale) => {
    const token = '\u0000name\u0000';
    const line = escapeHtml(translate(locale, `qnrServer.notice.${kind}.body`, { name: token }));
    const named = `<a href="${link}">${escapeHtml(nameIn(q, locale))}</a>`;
    const extra = [
      date ? translate(locale, 'qnrServer.notice.closes', { date }) : '',
      q.anonymous ? translate(locale, 'qnrServer.notice.anonymous') : '',
    ]
      .filter(Boolean)
      .map((s) => `<br>${escapeHtml(s)}`)
      .join('');
    return `<p>${line.replace(escapeHtml(token), named)}${extra}</p>`;
  }).join('');
}

/** Sends one notification of this kind to these people; returns how many it reached. */
export function notifyRecipients(
  tx: Executor,
  q: Row,
  kind: NoticeKind,
  userIds: readonly string[],
  sender: string,
): Promise<number> {
  if (userIds.length === 0) return Promise.resolve(0);
  return notifyUsers(tx, { userIds, title: noticeTitle(q, kind), content: noticeContent(q, kind), sender });
}
