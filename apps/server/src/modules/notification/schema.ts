import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { softDeleteColumn, standardColumns } from '../../core/columns.ts';
import { sysUser } from '../system/schema.ts';

/**
 * Announcements (system notifications) written by administrators. `msgType` names the audience:
 * ALL, ROLE, DEPART or USER, with the role, department or user ids in `audienceIds`.
 * `sendStatus` '0' draft, '1' released, '2' revoked. Content is sanitised HTML.
 */
export const sysAnnouncement = pgTable(
  'sys_announcement',
  {
    ...standardColumns(),
    ...softDeleteColumn(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    priority: text('priority').notNull().default('M'),
    msgType: text('msg_type').notNull().default('ALL'),
    audienceIds: jsonb('audience_ids').$type<string[]>().notNull().default([]),
    sendStatus: text('send_status').notNull().default('0'),
    sender: text('sender'),
    /** 'announcement' (written by an administrator) or 'notice' (sent by the product, e.g. a review decision). */
    category: text('category').notNull().default('announcement'),
    sendTime: timestamp('send_time', { withTimezone: true, mode: 'date' }),
    cancelTime: timestamp('cancel_time', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sys_announcement_status_idx').on(t.sendStatus, t.msgType)],
);

/** Files attached to an announcement (uploaded through /obe/uploadFile first). */
export const sysAnnouncementFile = pgTable(
  'sys_announcement_file',
  {
    id: text('id').primaryKey(),
    announcementId: text('announcement_id')
      .notNull()
      .references(() => sysAnnouncement.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    filePath: text('file_path').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('sys_announcement_file_parent_idx').on(t.announcementId)],
);

/**
 * One row per person who received a notification (spec 000 section 3): ifRead 1 unread, 0 read.
 * Announcements create them on release; other modules through notifyUsers().
 */
export const userSystemNotification = pgTable(
  'user_system_notification',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    systemNotificationId: text('system_notification_id')
      .notNull()
      .references(() => sysAnnouncement.id, { onDelete: 'cascade' }),
    ifRead: integer('if_read').notNull().default(1),
    readTime: timestamp('read_time', { withTimezone: true, mode: 'date' }),
    createTime: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_system_notification_uq').on(t.userId, t.systemNotificationId),
    index('user_system_notification_user_idx').on(t.userId, t.ifRead),
  ],
);
