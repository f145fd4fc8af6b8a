import { REVIEW_STATUS } from '@accredit/shared';
import { describe, expect, it } from 'vitest';
import { transition } from './machine.ts';

const { unreviewed, reviewed, rejected } = REVIEW_STATUS;

describe('review state machine', () => {
  it('approves an unreviewed record, with or without a comment', () => {
    expect(transition('approve', unreviewed)).toEqual({ ok: true, to: reviewed, reason: null });
    expect(transition('approve', unreviewed, ' fine ')).toEqual({ ok: true, to: reviewed, reason: 'fine' });
  });
  it('rejects only with audit information', () => {
    expect(transition('reject', unreviewed, '  ')).toEqual({
      ok: false,
      problem: 'crud.review.auditRequired',
    });
    expect(transition('reject', unreviewed, 'missing DOI')).toEqual({
      ok: true,
      to: rejected,
      reason: 'missing DOI',
    });
  });
  it('cancels an approval only with a reason, back to unreviewed', () => {
    expect(transition('cancel', reviewed)).toEqual({
      ok: false,
      problem: 'crud.review.cancelReasonRequired',
    });
    expect(transition('cancel', reviewed, 'wrong year')).toMatchObject({ ok: true, to: unreviewed });
  });
  it('re-submits a rejected record only with a reason', () => {
    expect(transition('resubmit', rejected, '')).toEqual({
      ok: false,
      problem: 'crud.review.resubmitReasonRequired',
    });
    expect(transition('resubmit', rejected, 'added the DOI')).toMatchObject({ ok: true, to: unreviewed });
  });
  it('refuses an action from the wrong state', () => {
    expect(transition('approve', reviewed)).toEqual({ ok: false, problem: 'crud.review.wrongState' });
    expect(transition('cancel', unreviewed, 'x')).toEqual({ ok: false, problem: 'crud.review.wrongState' });
    expect(transition('resubmit', unreviewed, 'x')).toEqual({ ok: false, problem: 'crud.review.wrongState' });
    expect(transition('reject', rejected, 'x')).toEqual({ ok: false, problem: 'crud.review.wrongState' });
  });
});
