import { ROLE } from '../roles.ts';

/**
 * Folder permissions of the shared files (issue 20): who may see a folder, upload into it and
 * manage it, decided from plain data (the folders and who asks). The server loads the folders and
 * calls `folderRights` on every call (lists, downloads, writes); the web app shows the same rights.
 *
 * The rules:
 * - An administrator (role '1') may do everything everywhere.
 * - Read: every restricted folder on the path (the folder and its ancestors) names the viewer (a
 *   role, a department or the username) or was created by them: restrictions compound down the
 *   tree, a subfolder can narrow what its parent shows but never widen it. Experts (role '7') read
 *   only where the folder or an ancestor is visible to experts (and the restrictions let them).
 *   Students (accounts with no role) read only where the folder or an ancestor lets students
 *   upload, whatever the restrictions (those speak of staff), and there see only their own files.
 * - Upload: read, and every upload-restricted folder on the path names the viewer in its upload
 *   lists or was created by them; where no folder on the path restricts uploads, the role's add
 *   permission decides. Upload restrictions compound like read restrictions (decided here: the
 *   plan left open whether the nearest setting wins; compounding means no subfolder can open
 *   uploads wider than its parent allows). Students upload where they read; experts never.
 * - Manage (rename, move, change permissions, move others' files): read and (created the folder or
 *   the role may edit). Remove (delete the folder or others' files in it): read and (created it or
 *   the role may delete).
 */
export interface FolderAccess {
  /** Only the named roles, departments and users (and the folder's creator) see the folder. */
  restricted: boolean;
  roles: string[];
  departs: string[];
  users: string[];
  /** Only the named roles, departments and users (and the creator) upload into the folder. */
  uploadRestricted: boolean;
  uploadRoles: string[];
  uploadDeparts: string[];
  uploadUsers: string[];
}

export interface FolderNode {
  id: string;
  parentId: string | null;
  createBy: string | null;
  access: FolderAccess | null;
  expertVisible: boolean;
  studentUpload: boolean;
}

export interface FolderViewer {
  username: string;
  roleCode: string | null;
  /** The viewer's department and every department above it (a folder for a school covers its units). */
  departIds: string[];
  /** An account with no role linked to a student record. */
  student: boolean;
  mayAdd: boolean;
  mayEdit: boolean;
  mayDelete: boolean;
  /** The role may open shared files at all (fileSharing query or get); undefined counts as yes. */
  mayRead?: boolean;
}

export interface FolderRights {
  read: boolean;
  upload: boolean;
  manage: boolean;
  remove: boolean;
}

export const NO_RIGHTS: FolderRights = { read: false, upload: false, manage: false, remove: false };
const ALL_RIGHTS: FolderRights = { read: true, upload: true, manage: true, remove: true };

export const LIST_KEYS = [
  'roles',
  'departs',
  'users',
  'uploadRoles',
  'uploadDeparts',
  'uploadUsers',
] as const;
export const FLAG_KEYS = ['restricted', 'uploadRestricted'] as const;
type ListKey = (typeof LIST_KEYS)[number];

/** The most names one list may hold (a folder names roles, units or a few people, not a school). */
export const MAX_ACCESS_ENTRIES = 500;
const MAX_ENTRY_LENGTH = 64;

export function emptyAccess(): FolderAccess {
  return {
    restricted: false,
    roles: [],
    departs: [],
    users: [],
    uploadRestricted: false,
    uploadRoles: [],
    uploadDeparts: [],
    uploadUsers: [],
  };
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A stored or submitted access object in full: `{}`, null and partial objects mean "no
 * restriction" for what they leave out; entries that are not text are dropped, the rest trimmed,
 * de-duplicated. Lenient on purpose: it reads what is stored; `accessProblem` judges submissions.
 */
export function normaliseAccess(json: unknown): FolderAccess {
  const out = emptyAccess();
  if (!isObject(json)) return out;
  for (const key of FLAG_KEYS) out[key] = json[key] === true;
  for (const key of LIST_KEYS) {
    const list = json[key];
    if (!Array.isArray(list)) continue;
    out[key] = [
      ...new Set(list.filter((v): v is string => typeof v === 'string').map((v) => v.trim())),
    ].filter(Boolean);
  }
  return out;
}

export type AccessProblem = 'notObject' | 'unknownKey' | 'notFlag' | 'notList' | 'badEntry' | 'tooMany';

/** What is wrong with a submitted access object, or null when `normaliseAccess` may store it. */
export function accessProblem(json: unknown): AccessProblem | null {
  if (json === null || json === undefined) return null;
  if (!isObject(json)) return 'notObject';
  const known = new Set<string>([...LIST_KEYS, ...FLAG_KEYS]);
  if (Object.keys(json).some((k) => !known.has(k))) return 'unknownKey';
  for (const key of FLAG_KEYS)
    if (json[key] !== undefined && json[key] !== null && typeof json[key] !== 'boolean') return 'notFlag';
  for (const key of LIST_KEYS) {
    const list = json[key];
    if (list === undefined || list === null) continue;
    if (!Array.isArray(list)) return 'notList';
    if (list.length > MAX_ACCESS_ENTRIES) return 'tooMany';
    if (list.some((v) => typeof v !== 'string' || v.trim() === '' || v.length > MAX_ENTRY_LENGTH))
      return 'badEntry';
  }
  return null;
}

/** True when the lists name the viewer (role, one of their departments, or username). */
function names(access: FolderAccess, viewer: FolderViewer, keys: [ListKey, ListKey, ListKey]): boolean {
  const [roles, departs, users] = keys;
  return (
    (viewer.roleCode !== null && access[roles].includes(viewer.roleCode)) ||
    viewer.departIds.some((d) => access[departs].includes(d)) ||
    access[users].includes(viewer.username)
  );
}

/** What holds along the path from the root down to a folder. */
interface PathState {
  /** Every restricted folder so far names the viewer (or was created by them). */
  readNamed: boolean;
  /** Every upload-restricted folder so far names the viewer in its upload lists (or creator). */
  uploadNamed: boolean;
  uploadRestricted: boolean;
  expertVisible: boolean;
  studentUpload: boolean;
}

const ROOT: PathState = {
  readNamed: true,
  uploadNamed: true,
  uploadRestricted: false,
  expertVisible: false,
  studentUpload: false,
};

/** Every folder's rights for this viewer, by folder id. */
export function folderRights(
  folders: readonly FolderNode[],
  viewer: FolderViewer,
): Map<string, FolderRights> {
  const out = new Map<string, FolderRights>();
  if (viewer.roleCode === ROLE.admin) {
    for (const f of folders) out.set(f.id, { ...ALL_RIGHTS });
    return out;
  }
  const byId = new Map(folders.map((f) => [f.id, f]));
  const states = new Map<string, PathState>();
  const stateOf = (folder: FolderNode, visiting: Set<string>): PathState => {
    const known = states.get(folder.id);
    if (known) return known;
    const parent = folder.parentId ? byId.get(folder.parentId) : undefined;
    // A missing parent makes a root; a cycle in stored data (never written by the hooks) reads as
    // a folder under a restricted root that names nobody, so it stays hidden.
    let above = ROOT;
    if (parent && visiting.has(parent.id)) above = { ...ROOT, readNamed: false, uploadNamed: false };
    else if (parent) above = stateOf(parent, new Set(visiting).add(folder.id));
    const access = folder.access ?? emptyAccess();
    const creator = folder.createBy !== null && folder.createBy === viewer.username;
    const state: PathState = {
      readNamed:
        above.readNamed &&
        (!access.restricted || creator || names(access, viewer, ['roles', 'departs', 'users'])),
      uploadNamed:
        above.uploadNamed &&
        (!access.uploadRestricted ||
          creator ||
          names(access, viewer, ['uploadRoles', 'uploadDeparts', 'uploadUsers'])),
      uploadRestricted: above.uploadRestricted || access.uploadRestricted,
      expertVisible: above.expertVisible || folder.expertVisible,
      studentUpload: above.studentUpload || folder.studentUpload,
    };
    states.set(folder.id, state);
    return state;
  };
  for (const folder of folders) {
    const state = stateOf(folder, new Set([folder.id]));
    const creator = folder.createBy !== null && folder.createBy === viewer.username;
    out.set(folder.id, rightsFrom(state, creator, viewer));
  }
  return out;
}

function rightsFrom(state: PathState, creator: boolean, viewer: FolderViewer): FolderRights {
  if (viewer.student) {
    const open = state.studentUpload;
    return { read: open, upload: open, manage: false, remove: false };
  }
  if (viewer.roleCode === null || viewer.mayRead === false) return { ...NO_RIGHTS };
  if (viewer.roleCode === ROLE.expert) return { ...NO_RIGHTS, read: state.readNamed && state.expertVisible };
  const read = state.readNamed;
  if (!read) return { ...NO_RIGHTS };
  return {
    read,
    upload: state.uploadRestricted ? state.uploadNamed : viewer.mayAdd,
    manage: creator || viewer.mayEdit,
    remove: creator || viewer.mayDelete,
  };
}

/** The folder and every folder below it, the folder first (ids of folders that exist). */
export function subtreeOf(folders: readonly Pick<FolderNode, 'id' | 'parentId'>[], id: string): string[] {
  const children = new Map<string, string[]>();
  for (const f of folders)
    if (f.parentId) children.set(f.parentId, [...(children.get(f.parentId) ?? []), f.id]);
  const out: string[] = [];
  const seen = new Set<string>();
  const walk = [id];
  while (walk.length > 0) {
    const next = walk.shift() as string;
    if (seen.has(next)) continue;
    seen.add(next);
    out.push(next);
    walk.push(...(children.get(next) ?? []));
  }
  return out;
}

/** The folders from the root down to this one (the breadcrumb), stopping at a cycle or a gap. */
export function pathOf<T extends Pick<FolderNode, 'id' | 'parentId'>>(
  folders: readonly T[],
  id: string,
): T[] {
  const byId = new Map(folders.map((f) => [f.id, f]));
  const path: T[] = [];
  const seen = new Set<string>();
  let at = byId.get(id);
  while (at && !seen.has(at.id)) {
    seen.add(at.id);
    path.unshift(at);
    at = at.parentId ? byId.get(at.parentId) : undefined;
  }
  return path;
}
