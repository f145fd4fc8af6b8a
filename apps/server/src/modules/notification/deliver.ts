import { and, eq, inArray, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { newId } from '../../core/ids.ts';
import { sysUser, sysUserRole } from '../system/schema.ts';
import { sysAnnouncement, userSystemNotification } from './schema.ts';

/**
 * Fan-out of announcements to per-user notification rows. One INSERT ... SELECT per release, so a
 * school of any size costs one statement; unique (user, announcement) makes it safe to repeat.
 */

export type Audience = { msgType: string; audienceIds: readonly string[] };

/** Active users in an audience: everyone, holders of some roles, members of some departments, or named users. */
export function audienceCondition(audience: Audience): SQL | undefined {
  const active = and(eq(sysUser.delFlag, false), eq(sysUser.status, 1));
  const ids = [...audience.audienceIds];
  switch (audience.msgType) {
    case 'ALL':
      return active;
    case 'ROLE':
      if (!ids.length) return sql`false`;
      return and(
        active,
        inArray(
          sysUser.id,
          sql`(select ${sysUserRole.userId} from ${sysUserRole} where ${inArray(sysUserRole.roleId, ids)})`,
        ),
      );
    case 'DEPART':
      return ids.length ? and(active, inArray(sysUser.departId, ids)) : sql`false`;
    case 'USER':
      return ids.length ? and(active, inArray(sysUser.id, ids)) : sql`false`;
    default:
      return sql`false`;
  }
}

/** Creates the missing notification rows of one announcement for its audience; returns how many. */
export async function deliverAnnouncement(
  db: Executor,
  announcementId: string,
  audience: Audience,
): Promise<number> {
  const where = audienceCondition(audience);
  const users = await db.select({ id: sysUser.id }).from(sysUser).where(where);
  if (!users.length) return 0;
  let created = 0;
  for (let i = 0; i < users.length; i += 1000) {
    const rows = await db
      .insert(userSystemNotification)
      .values(
        users
          .slice(i, i + 1000)
          .map((u) => ({ id: newId(), userId: u.id, systemNotificationId: announcementId })),
      )
      .onConflictDoNothing()
      .returning({ id: userSystemNotification.id });
    created += rows.length;
  }
  return created;
}

/**
 * People added after an "everyone" announcement was released get it too: called when a user is
 * created and on their notification list (in case the account came from elsewhere, e.g. registration).
 */
export async function catchUpEveryone(db: Executor, userId: string): Promise<void> {
  const missing = await db
    .select({ id: sysAnnouncement.id })
    .from(sysAnnouncement)
    .where(
      and(
        eq(sysAnnouncement.msgType, 'ALL'),
        eq(sysAnnouncement.sendStatus, '1'),
        eq(sysAnnouncement.delFlag, false),
        notExists(
          db
            .select({ one: sql`1` })
            .from(userSystemNotification)
            .where(
              and(
                eq(userSystemNotification.systemNotificationId, sysAnnouncement.id),
                eq(userSystemNotification.userId, userId),
              ),
            ),
        ),
      ),
    );
  if (!missing.length) return;
  await db
    .insert(userSystemNotification)
    .values(missing.map((m) => ({ id: newId(), userId, systemNotificationId: m.id })))
    .onConflictDoNothing();
}

/** Users by id or username, active only. */
export async function resolveUsers(
  db: Executor,
  who: { userIds?: readonly string[]; usernames?: readonly string[] },
): Promise<string[]> {
  const byId = who.userIds?.length ? inArray(sysUser.id, [...who.userIds]) : undefined;
  const byName = who.usernames?.length ? inArray(sysUser.username, [...who.usernames]) : undefined;
  if (!byId && !byName) return [];
  const rows = await db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(and(or(byId, byName), eq(sysUser.delFlag, false)));
  return rows.map((r) => r.id);
}
