import {
  accessProblem,
  type FolderAccess,
  type FolderRights,
  type LIST_KEYS,
  normaliseAccess,
  RESOURCE,
  ROLE,
  subtreeOf,
} from '@accredit/shared';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { notifyDeleted, type ResourceHooks } from '../../crud/hooks.ts';
import type { Row } from '../../crud/present.ts';
import { col } from '../../crud/scope.ts';
import { fileInfoTable, fileSharingTable } from '../resources/schema.ts';
import { sysDepart, sysRole, sysUser } from '../system/schema.ts';
import { foldersWith, isAdmin, rightsIn, snapshot } from './rights.ts';
import { fileVersion } from './schema.ts';

/**
 * The folder (`fileSharing`) rules on every engine call: the caller reaches only the folders the
 * permission model lets them read (edit: manage, delete: remove); a new folder goes under a
 * folder they may upload into, a moved one under a folder they manage and never below itself;
 * permissions are checked and stored in full; deleting a folder deletes everything below it.
 */
const ACTION_RIGHT: Record<string, keyof FolderRights> = { edit: 'manage', delete: 'remove' };

/** `column in (ids)`, or false for none. */
export function within(column: ReturnType<typeof col>, ids: readonly string[]): SQL {
  return ids.length > 0 ? (inArray(column, [...ids]) as SQL) : sql`false`;
}

/** Names in the access lists that were not there before and match no role, department or account. */
async function unknownNames(db: Executor, next: FolderAccess, before: FolderAccess): Promise<boolean> {
  const fresh = (key: (typeof LIST_KEYS)[number]) => next[key].filter((v) => !before[key].includes(v));
  const roles = [...new Set([...fresh('roles'), ...fresh('uploadRoles')])];
  const departs = [...new Set([...fresh('departs'), ...fresh('uploadDeparts')])];
  const users = [...new Set([...fresh('users'), ...fresh('uploadUsers')])];
  const count = async (wanted: string[], query: () => Promise<unknown[]>) =>
    wanted.length === 0 || (await query()).length === wanted.length;
  const ok =
    (await count(roles, () =>
      db.select({ c: sysRole.roleCode }).from(sysRole).where(inArray(sysRole.roleCode, roles)),
    )) &&
    (await count(departs, () =>
      db.select({ c: sysDepart.id }).from(sysDepart).where(inArray(sysDepart.id, departs)),
    )) &&
    (await count(users, () =>
      db.select({ c: sysUser.username }).from(sysUser).where(inArray(sysUser.username, users)),
    ));
  return !ok;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export const folderHooks: ResourceHooks = {
  async narrowScope({ db, table, auth, action }) {
    if (isAdmin(auth)) return undefined;
    const s = await snapshot(db, auth);
    return within(col(table, 'id'), foldersWith(s, ACTION_RIGHT[action] ?? 'read'));
  },

  async beforeWrite({ tx, auth }, values, existing) {
    const problems: Record<string, string> = {};
    const s = await snapshot(tx, auth);
    if (!existing || 'access' in values) {
      const problem = accessProblem(values.access);
      if (problem) problems.access = `fileServer.access.${problem}`;
      else {
        const next = normaliseAccess(values.access);
        const before = normaliseAccess(existing?.access);
        if (await unknownNames(tx, next, before)) problems.access = 'fileServer.access.unknownNames';
        values.access = next;
      }
    }
    if (existing) {
      const id = String(existing.id);
      const changed = ['access', 'expertVisible', 'studentUpload'].some(
        (k) => k in values && !same(values[k], k === 'access' ? normaliseAccess(existing[k]) : existing[k]),
      );
      if (changed && !rightsIn(s, id).manage) problems.access = 'fileServer.folder.noManage';
    }
    const parentProblem = checkParent(s, values, existing);
    if (parentProblem) problems.parentId = parentProblem;
    return problems;
  },

  async beforeDelete({ tx, auth }, rows) {
    const s = await snapshot(tx, auth);
    const ids = new Set(rows.map((r) => String(r.id)));
    const below = [...new Set(rows.flatMap((r) => subtreeOf(s.folders, String(r.id))))].filter(
      (id) => !ids.has(id),
    );
    if (below.some((id) => !rightsIn(s, id).remove))
      throw new AppError(403, 'fileServer.folder.subtreeLocked');
    await deleteFilesIn(tx, [...ids, ...below]);
    if (below.length > 0) {
      await notifyDeleted(tx, RESOURCE.fileSharing, below);
      await tx.delete(fileSharingTable).where(inArray(col(fileSharingTable, 'id'), below));
    }
  },
};

/** Where a folder may go: under a folder the caller uploads into (new) or manages (moved), never below itself. */
function checkParent(
  s: Awaited<ReturnType<typeof snapshot>>,
  values: Row,
  existing: Row | null,
): string | null {
  if (existing && !('parentId' in values)) return null;
  const parentId = typeof values.parentId === 'string' && values.parentId !== '' ? values.parentId : null;
  if (existing && parentId === (existing.parentId ?? null)) return null;
  if (parentId === null) {
    const may = s.viewer.roleCode === ROLE.admin || (existing ? s.viewer.mayEdit : s.viewer.mayAdd);
    return may ? null : 'fileServer.folder.rootNotAllowed';
  }
  const rights = rightsIn(s, parentId);
  if (!rights.read) return 'fileServer.folder.parentMissing';
  if (!existing) return rights.upload ? null : 'fileServer.folder.noUploadParent';
  if (!rights.manage) return 'fileServer.folder.noManageParent';
  if (subtreeOf(s.folders, String(existing.id)).includes(parentId)) return 'fileServer.folder.cycle';
  return null;
}

/** Deletes the files of these folders and all their versions (the stored uploads stay: see module.ts). */
export async function deleteFilesIn(tx: Tx, folderIds: readonly string[]): Promise<void> {
  if (folderIds.length === 0) return;
  const files = await tx
    .select({ id: col(fileInfoTable, 'id') })
    .from(fileInfoTable)
    .where(inArray(col(fileInfoTable, 'folderId'), [...folderIds]))
    // The file rows are locked first, as the text worker does before it writes (the same
    // order on both sides: neither waits on the other's index or version rows).
    .for('update');
  const fileIds = files.map((r) => String(r.id));
  if (fileIds.length === 0) return;
  await notifyDeleted(tx, RESOURCE.fileInfo, fileIds);
  await tx.delete(fileVersion).where(inArray(fileVersion.fileId, fileIds));
  await tx.delete(fileInfoTable).where(inArray(col(fileInfoTable, 'id'), fileIds));
}
