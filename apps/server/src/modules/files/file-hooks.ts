import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { ResourceHooks } from '../../crud/hooks.ts';
import type { Row } from '../../crud/present.ts';
import { col } from '../../crud/scope.ts';
import { queueTextExtraction } from './extract/queue.ts';
import { within } from './folder-hooks.ts';
import { type FolderSnapshot, foldersWith, isAdmin, rightsIn, snapshot } from './rights.ts';
import { fileVersion } from './schema.ts';
import { addVersion, type CurrentPlan, planCurrent } from './versions.ts';

/**
 * The file (`fileInfo`) rules on every engine call and on the files' own calls (addBatch,
 * newVersion, restore, move, students' uploads), which all write through the engine:
 * - reach: files in folders the caller may read (students: only their own); edit and delete also
 *   need the caller to be the uploader or to manage (remove) the folder;
 * - a file goes into a folder the caller may upload into (added or moved there);
 * - its address is an upload of the caller's that nothing else holds, or one of its own versions;
 *   type, size, number and text status are the server's, from the stored upload;
 * - every version gets a `file_version` row, and text extraction is queued whenever a version
 *   becomes current.
 */

// What beforeWrite decided about the current version, handed to afterWrite with the same values.
const plans = new WeakMap<Row, CurrentPlan>();

const FILE_REACH: Record<string, 'manage' | 'remove'> = { edit: 'manage', delete: 'remove' };

/** Files this caller reaches for an action: the read scope, and uploader-or-manager for changes. */
export function fileReach(s: FolderSnapshot, table: Parameters<typeof col>[0], action: string): SQL {
  const folder = col(table, 'folderId');
  const mine = eq(col(table, 'createBy'), s.viewer.username);
  const read = within(folder, foldersWith(s, 'read'));
  if (s.viewer.student) return and(read, mine) as SQL;
  const change = FILE_REACH[action];
  return change ? (and(read, or(mine, within(folder, foldersWith(s, change)))) as SQL) : read;
}

const blank = (v: unknown) => v === undefined || v === null || v === '';

export const fileHooks: ResourceHooks = {
  async narrowScope({ db, table, auth, action }) {
    if (isAdmin(auth)) return undefined;
    return fileReach(await snapshot(db, auth), table, action);
  },

  async beforeWrite({ tx, auth }, values, existing) {
    const problems: Record<string, string> = {};
    const s = await snapshot(tx, auth);
    const moving = !existing || ('folderId' in values && values.folderId !== existing.folderId);
    // A blank folder or address is the engine's "can't be blank" (not overwritten here).
    if (moving && !blank(values.folderId)) {
      const rights = rightsIn(s, values.folderId);
      if (!rights.read) problems.folderId = 'fileServer.file.folderMissing';
      else if (!rights.upload) problems.folderId = 'fileServer.file.noUpload';
    }
    const newAddress = !existing || ('url' in values && values.url !== existing.url);
    if (newAddress && typeof values.url === 'string' && values.url !== '') {
      const plan = await planCurrent(tx, auth, values.url, existing ? String(existing.id) : null);
      if (typeof plan === 'string') problems.url = plan;
      else {
        Object.assign(values, { mime: plan.mime, size: plan.size, version: plan.version, textStatus: '0' });
        if (plan.restore && plan.fileName && !('fileName' in values)) values.fileName = plan.fileName;
        plans.set(values, plan);
      }
    }
    return problems;
  },

  async afterWrite({ tx, auth }, id, values, existing) {
    const plan = plans.get(values);
    const fileName = String(values.fileName ?? existing?.fileName ?? '');
    if (plan && !plan.restore)
      await addVersion(tx, auth, {
        fileId: id,
        version: plan.version,
        url: String(values.url),
        fileName,
        mime: plan.mime,
        size: plan.size,
      });
    if (plan) {
      await queueTextExtraction(tx, id);
      return;
    }
    // A rename names the file's current version too: the record mirrors its current version.
    if (existing && 'fileName' in values && values.fileName !== existing.fileName)
      await tx
        .update(fileVersion)
        .set({ fileName })
        .where(and(eq(fileVersion.fileId, id), eq(fileVersion.version, Number(existing.version))));
  },

  async beforeDelete({ tx }, rows) {
    const ids = rows.map((r) => String(r.id));
    if (ids.length > 0) await tx.delete(fileVersion).where(inArray(fileVersion.fileId, ids));
  },
};
