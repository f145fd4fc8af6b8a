import type { Executor } from '../core/db.ts';

/**
 * How the workflow tells a submitter about a decision: one message to some users, written in the
 * same transaction as the decision. The notification module provides the real sender
 * (`notifyUsers`); the resources module installs it with `setReviewNotifier`.
 */
export interface ReviewNotice {
  usernames: string[];
  title: string;
  content: string;
}

export type ReviewNotifier = (tx: Executor, notice: ReviewNotice) => Promise<void>;

let notifier: ReviewNotifier | null = null;

export function setReviewNotifier(next: ReviewNotifier | null): void {
  notifier = next;
}

export async function notifySubmitters(tx: Executor, notice: ReviewNotice): Promise<void> {
  if (notifier && notice.usernames.length > 0) await notifier(tx, notice);
}
