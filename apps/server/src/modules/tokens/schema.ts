import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { standardColumns } from '../../core/columns.ts';

/**
 * Service tokens for integrations (issue 23 item 2): an administrator issues a token bound to a
 * role (and so to its permissions and data rules); the integration sends it as
 * `Authorization: Bearer <token>`. Only a hash of the secret part is kept; the token is shown once.
 */
export const sysApiToken = pgTable(
  'sys_api_token',
  {
    ...standardColumns(),
    name: text('name').notNull(),
    /** The role whose permissions and data rules the token carries (sys_role.id). */
    roleId: text('role_id').notNull(),
    /** The user the token acts as (audit, #{sys_user_code} in data rules): the issuer by default. */
    userId: text('user_id').notNull(),
    /** SHA-256 (hex) of the token's secret; the token itself is never stored. */
    secretHash: text('secret_hash').notNull(),
    /** The first characters of the token, shown in the list to tell tokens apart. */
    prefix: text('prefix').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    lastUsedIp: text('last_used_ip'),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    revokedBy: text('revoked_by'),
  },
  (t) => [
    uniqueIndex('sys_api_token_hash_uq').on(t.secretHash),
    index('sys_api_token_role_idx').on(t.roleId),
  ],
);
