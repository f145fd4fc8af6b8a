import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { standardColumns } from '../../core/columns.ts';
import { sysUser } from '../system/schema.ts';

/**
 * Personal calendar events (the header's calendar drawer). Each row belongs to one user and is
 * only ever read or changed by that user, so ownership is a column, not a data rule.
 */
export const calendarEvent = pgTable(
  'calendar_event',
  {
    ...standardColumns(),
    userId: text('user_id')
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    startTime: timestamp('start_time', { withTimezone: true, mode: 'date' }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true, mode: 'date' }),
    allDay: boolean('all_day').notNull().default(false),
    description: text('description'),
    color: text('color'),
  },
  (t) => [index('calendar_event_user_start_idx').on(t.userId, t.startTime)],
);
