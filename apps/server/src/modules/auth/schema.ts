import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sysRole, sysUser } from '../system/schema.ts';

/**
 * Server-side sessions. The token handed to the browser is random; only its SHA-256 is stored.
 * A session ends on logout, after the idle timeout, at its absolute expiry, or when the user's
 * password changes.
 */
export const sysSession = pgTable(
  'sys_session',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    roleId: text('role_id').references(() => sysRole.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    endReason: text('end_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    loginType: integer('login_type').notNull().default(1),
  },
  (t) => [index('sys_session_user_idx').on(t.userId)],
);
