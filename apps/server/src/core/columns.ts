import { boolean, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from './ids.ts';

/**
 * The standard columns of every business table: a server-generated unguessable id, who created
 * and last changed the row (the username, which data rules compare with #{sys_user_code}), when,
 * and the organisation code of the creator's department.
 */
export function standardColumns() {
  return {
    id: text('id').primaryKey().$defaultFn(newId),
    createBy: text('create_by'),
    createTime: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updateBy: text('update_by'),
    updateTime: timestamp('update_time', { withTimezone: true, mode: 'date' }),
    sysOrgCode: text('sys_org_code'),
  };
}

/** For tables whose rows are soft-deleted: 0 present, 1 deleted. */
export function softDeleteColumn() {
  return { delFlag: boolean('del_flag').notNull().default(false) };
}
