import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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

/**
 * Short-lived one-time codes and send throttles, kept server-side so that they survive a restart
 * and work the same with several server processes on one PostgreSQL. `purpose` says what a code
 * is for (captcha, sms_login, reset_sms, reset_mail, throttle:*), `target` whom it belongs to (the
 * captcha's checkKey, a phone, an e-mail address). Only a hash of the code is stored.
 */
export const sysAuthCode = pgTable(
  'sys_auth_code',
  {
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.purpose, t.target] }), index('sys_auth_code_expires_idx').on(t.expiresAt)],
);

/**
 * Failed sign-ins by key, kept in the database so that every server counts them together:
 * `pair:<username>|<address>` (one account tried from one address) and `addr:<address>` (one
 * address across accounts). See lockout.ts for the rule.
 */
export const sysLoginThrottle = pgTable('sys_login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true, mode: 'date' }),
});

/** Request counts per rate-limit key and window, shared by every server (core/rate-limit-store.ts). */
export const sysRateLimit = pgTable(
  'sys_rate_limit',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sys_rate_limit_window_idx').on(t.windowStart)],
);
