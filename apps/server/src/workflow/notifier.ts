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

/** Installs the sender; returns the one it replaces (a test puts it back). */
export function setReviewNotifier(next: ReviewNotifier | null): ReviewNotifier | null {
  const previous = notifier;
  notifier = next;
  return previous;
}

export async function notifySubmitters(tx: Executor, notice: ReviewNotice): Promise<void> {
  if (notifier && notice.usernames.length > 0) await notifier(tx, notice);
}
