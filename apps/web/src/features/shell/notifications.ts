import type { Page } from '@accredit/shared';
import { api, requestEnvelope } from '../../api/client.ts';

/** Attachment of a notification (spec 000 section 3). */
export interface NotificationFile {
  id: string;
  fileName: string;
  filePath: string;
}

/** One row of the user's notification list (spec 000 section 3; ifRead 1 unread, 0 read). */
export interface UserNotification {
  id: string;
  userSystemNotificationId?: string | null;
  systemNotificationId?: string | null;
  title: string;
  content?: string | null;
  createTime: string;
  ifRead: number | string;
  /** Attachments, as queryById sends them. */
  files?: NotificationFile[] | null;
}

export const isUnread = (n: Pick<UserNotification, 'ifRead'>) => Number(n.ifRead) === 1;

const LIST = '/aacsb/viewUserNotification/list';

/** The list, newest first (spec 000 section 7). */
export async function listNotifications(userId: string): Promise<UserNotification[]> {
  const page = await api.get<Page<UserNotification>>(
    LIST,
    { userId, pageNo: 1, pageSize: -1, column: 'createTime', order: 'desc' },
    { quiet: true },
  );
  return page.records;
}

/** Unread count: one cheap call (a number, no rows), polled by the header badge. */
export async function unreadCount(_userId: string): Promise<number> {
  const answer = await api.get<{ count: number }>('/aacsb/viewUserNotification/unreadCount', undefined, {
    quiet: true,
  });
  return answer.count;
}

/**
 * Opens one notification: queryById (success when code is 0), then, if it was unread, the edit
 * with ifRead 0 (success when code is 200). Returns the record read from the server.
 */
export async function openNotification(item: UserNotification): Promise<UserNotification> {
  const id = item.userSystemNotificationId ?? item.id;
  const found = await requestEnvelope<UserNotification & Record<string, unknown>>(
    'GET',
    '/aacsb/userSystemNotification/queryById',
    { query: { id } },
  );
  const record = { ...item, ...(found.code === 0 && found.result ? found.result : {}) };
  if (isUnread(item)) {
    const edited = await requestEnvelope<unknown>('PUT', '/aacsb/userSystemNotification/edit', {
      body: { ...(found.result ?? {}), id, ifRead: 0 },
    });
    if (edited.code === 200) return { ...record, ifRead: 0 };
  }
  return record;
}

/** Attachments: on the record when the server sends them, otherwise the attachment list call. */
export async function notificationFiles(item: UserNotification): Promise<NotificationFile[]> {
  if (item.files?.length) return item.files;
  const parentId = item.systemNotificationId;
  if (!parentId) return [];
  try {
    const page = await api.get<Page<NotificationFile>>(
      '/aacsb/systemNotification/fileList',
      { parentId, pageNo: 1, pageSize: 100 },
      { quiet: true },
    );
    return page.records;
  } catch {
    return [];
  }
}
