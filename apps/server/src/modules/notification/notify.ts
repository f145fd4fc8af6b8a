import type { Executor } from '../../core/db.ts';
import { newId } from '../../core/ids.ts';
import { sanitizeRichText } from '../../core/rich-text.ts';
import { deliverAnnouncement, resolveUsers } from './deliver.ts';
import { sysAnnouncement } from './schema.ts';

export interface NotifyInput {
  userIds?: readonly string[];
  usernames?: readonly string[];
  title: string;
  /** HTML or plain text; sanitised here. */
  content: string;
  /** Username shown as the sender; "system" when absent. */
  sender?: string;
  priority?: 'L' | 'M' | 'H';
}

/**
 * Sends a notification to named users (for example the submitter of a reviewed record). It is a
 * released announcement addressed to those users, so it appears in their notification list with
 * the unread count, exactly like an administrator's announcement. Call it inside the transaction
 * of the change it reports. Returns the number of people notified.
 */
export async function notifyUsers(tx: Executor, input: NotifyInput): Promise<number> {
  const userIds = await resolveUsers(tx, input);
  if (!userIds.length) return 0;
  const id = newId();
  const sender = input.sender ?? 'system';
  await tx.insert(sysAnnouncement).values({
    id,
    title: input.title.slice(0, 500),
    content: sanitizeRichText(input.content),
    priority: input.priority ?? 'M',
    msgType: 'USER',
    category: 'notice',
    audienceIds: userIds,
    sendStatus: '1',
    sender,
    sendTime: new Date(),
    createBy: sender,
  });
  return deliverAnnouncement(tx, id, { msgType: 'USER', audienceIds: userIds });
}
