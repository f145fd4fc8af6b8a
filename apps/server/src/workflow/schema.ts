import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../core/ids.ts';

/** Every review transition of every reviewed resource: who, when, from, to, why. */
export const approvalHistory = pgTable(
  'approval_history',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    resource: text('resource').notNull(),
    recordId: text('record_id').notNull(),
    action: text('action').notNull(),
    fromStatus: integer('from_status').notNull(),
    toStatus: integer('to_status').notNull(),
    reason: text('reason'),
    operator: text('operator').notNull(),
    operatorName: text('operator_name'),
    operateTime: timestamp('operate_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('approval_history_record_idx').on(t.resource, t.recordId, t.operateTime)],
);
