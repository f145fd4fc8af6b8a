import type { Locale, ReviewAction } from '@accredit/shared';
import type { AuthContext } from '../../core/access.ts';
import type { Executor } from '../../core/db.ts';
import { translate } from '../../core/i18n.ts';
import { notifyUsers } from '../notification/notify.ts';
import type { ReportRow, SectionRow } from './report-data.ts';

/**
 * Who hears of a section's review (issue 21 item 3): the section's editor of a decision (approved,
 * rejected, approval cancelled), its approver of a re-submission; never the person who acted. The
 * sections are made by the template, not by their editors, so the workflow's own notice to the
 * record's creator does not reach them. Both languages in one message (the reader's is not stored).
 */
const LANGS: Locale[] = ['zh-CN', 'en-US'];

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export async function notifySectionReview(
  tx: Executor,
  auth: AuthContext,
  section: SectionRow,
  report: ReportRow,
  action: ReviewAction,
  reason: string | null | undefined,
): Promise<number> {
  const to = action === 'resubmit' ? section.approverId : section.editorId;
  if (!to || to === auth.user.id) return 0;
  const link = `/accreditation/report?id=${encodeURIComponent(report.id)}&section=${encodeURIComponent(section.id)}`;
  const title = LANGS.map((l) => `${translate(l, `accReport.notice.${action}`)}: ${section.title}`).join(
    ' / ',
  );
  const named = `<a href="${escapeHtml(link)}">${escapeHtml(section.title)}</a>`;
  const content = LANGS.map((l) => {
    const line = translate(l, 'accReport.notice.body', {
      section: '\u0000',
      report: report.title,
      who: auth.user.realname || auth.user.username,
    });
    const why = reason?.trim()
      ? `<br>${escapeHtml(translate(l, 'accReport.notice.reason', { reason: reason.trim() }))}`
      : '';
    return `<p>${escapeHtml(line).replace('\u0000', named)}${why}</p>`;
  }).join('');
  return notifyUsers(tx, { userIds: [to], title, content, sender: auth.user.username });
}
