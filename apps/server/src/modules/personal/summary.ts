import { RESOURCE } from '@accredit/shared';
import { and, count, eq } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Executor } from '../../core/db.ts';
import { columnByKey, resourceTable } from '../../crud/table.ts';
import { catchUpEveryone } from '../notification/deliver.ts';
import { sysAnnouncement, userSystemNotification } from '../notification/schema.ts';

export interface SummaryCount {
  /** i18n key suffix under shell.workplace.counts (web) */
  key: string;
  count: number;
  /** Where the workplace card links to, when that screen exists. */
  path: string | null;
}

/**
 * Unread notifications of the user, counted as the notification list counts them (released,
 * not deleted, and everyone-announcements released before the account existed).
 */
export async function unreadNotifications(db: Executor, auth: AuthContext): Promise<number> {
  await catchUpEveryone(db, auth.user.id);
  const [{ n }] = await db
    .select({ n: count() })
    .from(userSystemNotification)
    .innerJoin(sysAnnouncement, eq(sysAnnouncement.id, userSystemNotification.systemNotificationId))
    .where(
      and(
        eq(userSystemNotification.userId, auth.user.id),
        eq(userSystemNotification.ifRead, 1),
        eq(sysAnnouncement.sendStatus, '1'),
        eq(sysAnnouncement.delFlag, false),
      ),
    );
  return n;
}

/**
 * Counts of the person's own records by kind. The personal notes are owner-only, so counting
 * by creator is exact; records of the review areas are counted by the web app through their
 * list calls, which apply the role's data rules.
 */
export async function summaryCounts(db: Executor, auth: AuthContext): Promise<SummaryCount[]> {
  const notes = resourceTable(RESOURCE.systemUserNotes);
  const createBy = columnByKey(notes, 'createBy');
  if (!createBy) return [];
  const [{ n }] = await db.select({ n: count() }).from(notes).where(eq(createBy, auth.user.username));
  return [{ key: 'notes', count: n, path: null }];
}
