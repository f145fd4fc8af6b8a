import {
  type FolderNode,
  type FolderRights,
  type FolderViewer,
  folderRights,
  NO_RIGHTS,
  normaliseAccess,
  ROLE,
} from '@accredit/shared';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Executor } from '../../core/db.ts';
import { col } from '../../crud/scope.ts';
import { fileSharingTable, studentTable } from '../resources/schema.ts';
import { sysDepart } from '../system/schema.ts';

/**
 * The folder rights of whoever asks, from the pure model (packages/shared/src/files/acl.ts): the
 * folders are read once per evaluation (a small table: a school has hundreds of folders, not
 * millions) and every call that touches shared files, the download check included, decides with
 * the same rights.
 */
export interface FolderRow extends FolderNode {
  name: string;
  description: string | null;
  sortNo: number | null;
}

export interface FolderSnapshot {
  viewer: FolderViewer;
  folders: FolderRow[];
  byId: Map<string, FolderRow>;
  rights: Map<string, FolderRights>;
}

const f = fileSharingTable;

export async function loadFolders(db: Executor): Promise<FolderRow[]> {
  const rows = await db
    .select({
      id: col(f, 'id'),
      parentId: col(f, 'parentId'),
      createBy: col(f, 'createBy'),
      access: col(f, 'access'),
      expertVisible: col(f, 'expertVisible'),
      studentUpload: col(f, 'studentUpload'),
      name: col(f, 'name'),
      description: col(f, 'description'),
      sortNo: col(f, 'sortNo'),
    })
    .from(f);
  return rows.map((r) => ({
    id: String(r.id),
    parentId: r.parentId ? String(r.parentId) : null,
    createBy: r.createBy ? String(r.createBy) : null,
    access: r.access ? normaliseAccess(r.access) : null,
    expertVisible: r.expertVisible === true,
    studentUpload: r.studentUpload === true,
    name: String(r.name),
    description: r.description === null ? null : String(r.description),
    sortNo: r.sortNo === null ? null : Number(r.sortNo),
  }));
}

/** A student is an account with no role that a student record points at (student.user_id). */
export async function isStudentAccount(db: Executor, auth: AuthContext): Promise<boolean> {
  if (auth.roleId) return false;
  const [row] = await db
    .select({ id: col(studentTable, 'id') })
    .from(studentTable)
    .where(and(eq(col(studentTable, 'userId'), auth.user.id), isNotNull(col(studentTable, 'userId'))))
    .limit(1);
  return Boolean(row);
}

/** The viewer's department and the departments above it (organisation codes are hierarchical). */
async function departmentsOf(db: Executor, auth: AuthContext): Promise<string[]> {
  const { departId, orgCode } = auth.user;
  if (!departId && !orgCode) return [];
  const rows = await db
    .select({ id: sysDepart.id })
    .from(sysDepart)
    .where(
      and(
        eq(sysDepart.delFlag, false),
        orgCode
          ? sql`(${sysDepart.id} = ${departId ?? ''} or left(${orgCode}, length(${sysDepart.orgCode})) = ${sysDepart.orgCode})`
          : eq(sysDepart.id, departId as string),
      ),
    );
  return rows.map((r) => r.id);
}

// Who the caller is does not change within a request: worked out once per session context.
const viewers = new WeakMap<AuthContext, Promise<FolderViewer>>();

export function viewerOf(db: Executor, auth: AuthContext): Promise<FolderViewer> {
  let viewer = viewers.get(auth);
  if (!viewer) {
    viewer = (async () => ({
      username: auth.user.username,
      roleCode: auth.roleCode,
      departIds: await departmentsOf(db, auth),
      student: await isStudentAccount(db, auth),
      mayAdd: auth.permissions.has('fileSharing:add'),
      mayEdit: auth.permissions.has('fileSharing:edit'),
      mayDelete: auth.permissions.has('fileSharing:delete'),
      mayRead: auth.permissions.has('fileSharing:query') || auth.permissions.has('fileSharing:get'),
    }))();
    viewers.set(auth, viewer);
    viewer.catch(() => viewers.delete(auth));
  }
  return viewer;
}

export const isAdmin = (auth: AuthContext) => auth.roleCode === ROLE.admin;

/** The folders as they stand in `db` (inside a write: as the write left them) and the caller's rights. */
export async function snapshot(db: Executor, auth: AuthContext): Promise<FolderSnapshot> {
  const [viewer, folders] = await Promise.all([viewerOf(db, auth), loadFolders(db)]);
  return {
    viewer,
    folders,
    byId: new Map(folders.map((x) => [x.id, x])),
    rights: folderRights(folders, viewer),
  };
}

export function rightsIn(s: FolderSnapshot, folderId: unknown): FolderRights {
  return (typeof folderId === 'string' && s.rights.get(folderId)) || NO_RIGHTS;
}

/** Ids of the folders where the caller holds this right. */
export function foldersWith(s: FolderSnapshot, right: keyof FolderRights): string[] {
  return [...s.rights].filter(([, r]) => r[right]).map(([id]) => id);
}
