import { REVIEW_TRANSITIONS, type ReviewAction, type ReviewStatus } from '@accredit/shared';

/**
 * The review state machine (DOMAIN.md section 7): Unreviewed -> Reviewed (approve) or Rejected
 * (reject, reason required); Reviewed -> Unreviewed (cancel approval, reason required); Rejected ->
 * Unreviewed (re-submission, reason required). Pure: the caller stores the result.
 */
export const REASON_MESSAGES: Record<ReviewAction, string> = {
  approve: 'crud.review.auditRequired',
  reject: 'crud.review.auditRequired',
  cancel: 'crud.review.cancelReasonRequired',
  resubmit: 'crud.review.resubmitReasonRequired',
};

export type TransitionResult =
  | { ok: true; to: ReviewStatus; reason: string | null }
  | { ok: false; problem: string };

export function transition(action: ReviewAction, from: number, reason?: string | null): TransitionResult {
  const rule = REVIEW_TRANSITIONS[action];
  const text = reason?.trim() ?? '';
  if (rule.reasonRequired && text === '') return { ok: false, problem: REASON_MESSAGES[action] };
  if (from !== rule.from) return { ok: false, problem: 'crud.review.wrongState' };
  return { ok: true, to: rule.to, reason: text === '' ? null : text };
}

/** Approve, reject and cancel are a reviewer's; re-submission belongs to whoever may edit the record. */
export function actionPermission(action: ReviewAction): 'review' | 'edit' {
  return action === 'resubmit' ? 'edit' : 'review';
}
