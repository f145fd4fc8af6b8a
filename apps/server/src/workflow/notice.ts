import {
  dictLabel,
  flattenMenu,
  LOCALES,
  type Locale,
  MENU,
  permissionBase,
  type ResourceDef,
  type ReviewAction,
  titleFields,
} from '@accredit/shared';
import type { AuthContext } from '../core/access.ts';
import { translate } from '../core/i18n.ts';
import { resourceTitleIn } from '../crud/labels.ts';
import type { ReviewNotice } from './notifier.ts';

/**
 * What a submitter reads about a decision on their records: one message per submitter naming
 * each of their records (its title in each language, its type) with a link that opens it. The
 * recipient's language is not stored, so the message carries every language, each naming the
 * record in that language.
 */
export type DecidedRow = Record<string, unknown> & { id: string; createBy: string | null };

/** The record's title in a language (titleZh in Chinese, titleEn otherwise, whichever exists). */
export function recordTitleIn(def: ResourceDef, row: Record<string, unknown>, locale: Locale): string {
  const keys = titleFields(def);
  const suffix = locale.startsWith('zh') ? 'Zh' : 'En';
  const key = keys.find((k) => k.endsWith(suffix) && row[k]) ?? keys.find((k) => row[k]);
  return key ? String(row[key]) : String(row.id);
}

/** The record's type (a research output's type, a teaching record's type), else the resource's title. */
export function recordTypeIn(def: ResourceDef, row: Record<string, unknown>, locale: Locale): string {
  const field = def.fields.find((f) => f.type === 'dict' && (f.key === 'outputType' || f.key === 'type'));
  const value = field ? row[field.key] : null;
  if (field?.dict && value !== null && value !== undefined && value !== '')
    return dictLabel(field.dict, String(value), locale);
  return resourceTitleIn(def, locale);
}

/** Where the record opens: its screen in the menu, with `open=<id>`. */
export function recordLink(def: ResourceDef, id: string): string | null {
  const base = permissionBase(def);
  const screens = flattenMenu(MENU)
    .map((s) => s.screen)
    .filter((s) => s.perm === base && !s.hidden);
  const screen = screens.find((s) => s.actions?.includes('review')) ?? screens[0];
  return screen ? `${screen.path}?open=${encodeURIComponent(id)}` : null;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function named(def: ResourceDef, row: DecidedRow, locale: Locale): string {
  const title = escapeHtml(recordTitleIn(def, row, locale));
  const link = recordLink(def, row.id);
  const titled = link ? `<a href="${escapeHtml(link)}">${title}</a>` : title;
  return `${titled} (${escapeHtml(recordTypeIn(def, row, locale))})`;
}

function paragraph(
  def: ResourceDef,
  action: ReviewAction,
  reason: string | null,
  rows: DecidedRow[],
  locale: Locale,
): string {
  if (rows.length === 1) {
    // The record's name goes in as a placeholder token, so the HTML link is not escaped away.
    const token = '\u0000record\u0000';
    const line = escapeHtml(
      translate(locale, `crud.review.notice.${action}One`, { record: token, reason: reason ?? '' }),
    );
    return `<p>${line.replace(escapeHtml(token), named(def, rows[0], locale))}</p>`;
  }
  const line = translate(locale, `crud.review.notice.${action}`, {
    resource: resourceTitleIn(def, locale),
    count: rows.length,
    reason: reason ?? '',
  });
  const items = rows.map((r) => `<li>${named(def, r, locale)}</li>`).join('');
  return `<p>${escapeHtml(line)}</p><ul>${items}</ul>`;
}

/** The title line: Chinese and English, naming the record when there is one. */
function titleLine(def: ResourceDef, action: ReviewAction, rows: DecidedRow[]): string {
  const part = (locale: Locale) => {
    const head = translate(locale, `crud.review.notice.${action}Title`);
    return rows.length === 1 ? `${head}: ${recordTitleIn(def, rows[0], locale)}` : head;
  };
  return `${part('zh-CN')} / ${part('en-US')}`;
}

export function decisionNotices(
  def: ResourceDef,
  action: ReviewAction,
  reason: string | null,
  rows: DecidedRow[],
  auth: AuthContext,
): ReviewNotice[] {
  const bySubmitter = new Map<string, DecidedRow[]>();
  for (const row of rows) {
    if (!row.createBy || row.createBy === auth.user.username) continue;
    bySubmitter.set(row.createBy, [...(bySubmitter.get(row.createBy) ?? []), row]);
  }
  return [...bySubmitter].map(([username, theirs]) => ({
    usernames: [username],
    title: titleLine(def, action, theirs),
    content: LOCALES.map((l) => paragraph(def, action, reason, theirs, l)).join(''),
  }));
}
