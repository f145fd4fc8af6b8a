import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { resourceAttachment } from '../../crud/attachments-schema.ts';
import { sysAnnouncementFile } from '../notification/schema.ts';
import { sysFile } from './schema.ts';

/**
 * What a write may link to. Attaching a file makes it readable to whoever may read the holder,
 * so knowing a file's address must not be enough: a record, an announcement or the school's
 * settings may take only files the caller uploaded and nothing holds yet, or files this same
 * holder already holds. Everything that stores `/obe/file/<id>` addresses calls this first.
 */
const FILE_URL = /^\/obe\/file\/([a-z0-9]{20})$/;

export interface Holder {
  /** Addresses the holder has now (kept on edit). */
  held: readonly string[];
  /** The holder itself, so that its own links do not count as "held elsewhere". */
  attachment?: { resource: string; recordId: string };
  announcementId?: string;
}

export async function assertMayReference(
  db: Executor,
  auth: AuthContext | null,
  urls: readonly (string | null | undefined)[],
  holder: Holder,
): Promise<void> {
  const fresh = [
    ...new Set(urls.filter((u): u is string => Boolean(u) && !holder.held.includes(u as string))),
  ];
  if (fresh.length === 0) return;
  const refuse = () => {
    throw new AppError(400, 'system.upload.notYours');
  };
  const ids = fresh.map((u) => FILE_URL.exec(u)?.[1]);
  if (!auth || ids.some((id) => !id)) refuse();
  const own = await db
    .select({ id: sysFile.id })
    .from(sysFile)
    .where(and(inArray(sysFile.id, ids as string[]), eq(sysFile.createBy, auth!.user.username)));
  if (own.length !== fresh.length) refuse();
  const [onRecord] = await db
    .select({ id: resourceAttachment.id })
    .from(resourceAttachment)
    .where(
      and(
        inArray(resourceAttachment.url, fresh),
        holder.attachment
          ? or(
              ne(resourceAttachment.resource, holder.attachment.resource),
              ne(resourceAttachment.recordId, holder.attachment.recordId),
            )
          : undefined,
      ),
    )
    .limit(1);
  const [onAnnouncement] = await db
    .select({ id: sysAnnouncementFile.id })
    .from(sysAnnouncementFile)
    .where(
      and(
        inArray(sysAnnouncementFile.filePath, fresh),
        holder.announcementId ? ne(sysAnnouncementFile.announcementId, holder.announcementId) : undefined,
      ),
    )
    .limit(1);
  if (onRecord || onAnnouncement) refuse();
}
