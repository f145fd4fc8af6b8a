import { and, eq } from 'drizzle-orm';
import type { FileAccessCheck } from '../upload/access.ts';
import { sysAnnouncement, sysAnnouncementFile, userSystemNotification } from './schema.ts';

/** An announcement's attachment is for the people who received it, and for those who manage announcements. */
export const announcementFileAccess: FileAccessCheck = async (db, auth, file) => {
  const holders = await db
    .select({ announcementId: sysAnnouncementFile.announcementId })
    .from(sysAnnouncementFile)
    .where(eq(sysAnnouncementFile.filePath, file.url));
  if (!holders.length) return null;
  if (auth.permissions.has('announcement:query')) return true;
  for (const { announcementId } of holders) {
    const [mine] = await db
      .select({ id: userSystemNotification.id })
      .from(userSystemNotification)
      .innerJoin(sysAnnouncement, eq(sysAnnouncement.id, userSystemNotification.systemNotificationId))
      .where(
        and(
          eq(userSystemNotification.systemNotificationId, announcementId),
          eq(userSystemNotification.userId, auth.user.id),
          eq(sysAnnouncement.sendStatus, '1'),
        ),
      );
    if (mine) return true;
  }
  return false;
};
