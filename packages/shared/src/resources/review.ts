/**
 * Review workflow of spec 001 section 4 and DOMAIN.md section 7. States are stored as numbers in
 * `review_status`; labels come from `crud.review.status.<state>`.
 */
export const REVIEW_STATUS = { unreviewed: 0, reviewed: 1, rejected: 2 } as const;
export type ReviewStatus = (typeof REVIEW_STATUS)[keyof typeof REVIEW_STATUS];

export const REVIEW_ACTIONS = ['approve', 'reject', 'cancel', 'resubmit'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

/** Which state an action leaves from, where it goes, and whether it needs a reason. */
export const REVIEW_TRANSITIONS: Record<
  ReviewAction,
  { from: ReviewStatus; to: ReviewStatus; reasonRequired: boolean }
> = {
  approve: { from: REVIEW_STATUS.unreviewed, to: REVIEW_STATUS.reviewed, reasonRequired: false },
  reject: { from: REVIEW_STATUS.unreviewed, to: REVIEW_STATUS.rejected, reasonRequired: true },
  cancel: { from: REVIEW_STATUS.reviewed, to: REVIEW_STATUS.unreviewed, reasonRequired: true },
  resubmit: { from: REVIEW_STATUS.rejected, to: REVIEW_STATUS.unreviewed, reasonRequired: true },
};

/** i18n key of a state's label. */
export function reviewStatusKey(status: number): string {
  if (status === REVIEW_STATUS.reviewed) return 'crud.review.status.reviewed';
  if (status === REVIEW_STATUS.rejected) return 'crud.review.status.rejected';
  return 'crud.review.status.unreviewed';
}
