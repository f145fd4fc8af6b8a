import {
  blocksIn,
  type Locale,
  REVIEW_STATUS,
  type ReportOutline,
  type ReviewAction,
  wordCount,
} from '@accredit/shared';
import type { AuthContext } from '../../core/access.ts';
import type { Executor, Tx } from '../../core/db.ts';
import { badRequest, forbidden } from '../../core/errors.ts';
import { resourceTable } from '../../crud/table.ts';
import { applyReview } from '../../workflow/review.ts';
import {
  isFrozen,
  mayReview,
  mayWrite,
  reportInScope,
  SECTION_DEF,
  sectionInScope,
  sectionsOf,
  userNames,
} from './report-data.ts';
import { notifySectionReview } from './report-notice.ts';
import { sectionTitle } from './report-sections.ts';

/**
 * A report's outline (its sections in order with who writes and approves each, how far each is,
 * and what the caller may do with it) and the review of a section through the review workflow
 * (workflow/review.ts): approve, reject with a reason, cancel an approval, re-submit. The section's
 * named approver or a certificationReport:edit holder decides; the editor (or an edit holder)
 * re-submits. A frozen report's sections are not reviewed.
 */
export async function reportOutline(
  db: Executor,
  auth: AuthContext,
  reportId: string,
  locale: Locale,
): Promise<ReportOutline> {
  const report = await reportInScope(db, auth, reportId);
  const list = await sectionsOf(db, report.id);
  const names = await userNames(
    db,
    list.flatMap((s) => [s.editorId, s.approverId]),
  );
  const frozen = isFrozen(report);
  return {
    report: {
      id: report.id,
      title: report.title,
      scheme: report.scheme,
      status: report.status,
      frozenTime: report.frozenTime?.toISOString() ?? null,
      projectId: report.projectId,
      year: report.year,
    },
    sections: list.map((s) => ({
      id: s.id,
      parentId: s.parentId,
      // A title still the template's reads in the caller's language, as in the reader and the Word file.
      title: sectionTitle(s, locale),
      standard: s.standard,
      sortNo: s.sortNo,
      reviewStatus: s.reviewStatus,
      editorId: s.editorId,
      editorName: s.editorId ? (names.get(s.editorId) ?? null) : null,
      approverId: s.approverId,
      approverName: s.approverId ? (names.get(s.approverId) ?? null) : null,
      words: wordCount(s.content),
      blocks: blocksIn(s.content).length,
      hasDraft: s.aiDraft !== null && s.aiDraft !== undefined,
      mayEdit: !frozen && s.reviewStatus !== REVIEW_STATUS.reviewed && mayWrite(auth, s),
      mayApprove: !frozen && mayReview(auth, s),
    })),
  };
}

export async function reviewSection(
  tx: Tx,
  auth: AuthContext,
  sectionId: string,
  action: ReviewAction,
  reason: string | null | undefined,
): Promise<number> {
  const { section, report } = await sectionInScope(tx, auth, sectionId);
  if (isFrozen(report)) throw badRequest('accReport.errors.frozen');
  const allowed = action === 'resubmit' ? mayWrite(auth, section) : mayReview(auth, section);
  if (!allowed)
    throw forbidden(action === 'resubmit' ? 'accReport.errors.notEditor' : 'accReport.errors.notApprover');
  const count = await applyReview(tx, {
    def: SECTION_DEF,
    table: resourceTable(SECTION_DEF),
    ids: [section.id],
    action,
    reason,
    auth,
    // The report's scope was checked above; the section itself has no data rules of its own here.
    scope: [],
  });
  await notifySectionReview(tx, auth, section, report, action, reason);
  return count;
}
