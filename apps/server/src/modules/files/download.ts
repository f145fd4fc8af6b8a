import { RESOURCE } from '@accredit/shared';
import { eq, inArray } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Executor } from '../../core/db.ts';
import { col } from '../../crud/scope.ts';
import { visibleIds } from '../../crud/visibility.ts';
import { fileInfoTable } from '../resources/schema.ts';
import type { StoredFile } from '../upload/access.ts';
import { rightsIn, snapshot } from './rights.ts';
import { fileVersion } from './schema.ts';

/**
 * Downloads of shared files (GET /obe/file/:id, registered with the upload module's check): an
 * upload that is any version of a shared file is served to whoever may read that file, exactly as
 * its queryById would answer (folder rights, data rules); a student, who has no permissions, to
 * the student who uploaded it while they may read its folder. Other uploads are left to others.
 */
export async function maySeeSharedFile(
  db: Executor,
  auth: AuthContext,
  file: StoredFile,
): Promise<boolean | null> {
  const t = fileInfoTable;
  const versions = await db
    .selectDistinct({ fileId: fileVersion.fileId })
    .from(fileVersion)
    .where(eq(fileVersion.url, file.url));
  const current = await db
    .select({ id: col(t, 'id') })
    .from(t)
    .where(eq(col(t, 'url'), file.url));
  const ids = [...new Set([...versions.map((v) => v.fileId), ...current.map((c) => String(c.id))])];
  if (ids.length === 0) return null;
  if (!auth.roleId) {
    const s = await snapshot(db, auth);
    if (!s.viewer.student) return null;
    const rows = await db
      .select({ folderId: col(t, 'folderId'), createBy: col(t, 'createBy') })
      .from(t)
      .where(inArray(col(t, 'id'), ids));
    return rows.some((r) => r.createBy === auth.user.username && rightsIn(s, r.folderId).read) || null;
  }
  return (await visibleIds(db, auth, RESOURCE.fileInfo, ids)).size > 0 || null;
}
