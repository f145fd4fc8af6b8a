/**
 * Pure helpers of the Files tab: the folder tree built from GET /aacsb/fileSharing/tree's flat
 * list, what a delete takes with it, where a folder may move, how a folder upload's relative paths
 * group into folders, and how sizes and file types read. No React, no I/O (tested beside).
 */

/** One folder as GET /aacsb/fileSharing/tree lists it (every folder the caller may read). */
export interface FolderItem {
  id: string;
  parentId: string | null;
  name: string;
  /** Files directly in this folder. */
  fileCount: number;
  expertVisible: boolean;
  studentUpload: boolean;
  restricted: boolean;
  uploadRestricted: boolean;
  /** Upload files and subfolders; manage (rename, move, permissions, others' files); remove (delete it, others' files in it). */
  rights: { upload: boolean; manage: boolean; remove: boolean };
  description?: string | null;
  sortNo?: number | null;
}

export interface FolderNode extends FolderItem {
  children: FolderNode[];
}

/** Siblings in the order the school set (sortNo), then by name, numbers in number order. */
export const folderOrder = (a: Pick<FolderItem, 'name' | 'sortNo'>, b: Pick<FolderItem, 'name' | 'sortNo'>) =>
  (a.sortNo ?? 0) - (b.sortNo ?? 0) ||
  a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' });

/**
 * The folders as a tree, siblings in the school's order then by name. A folder whose parent the caller may not read (or that
 * no longer exists) shows at the top, so nothing the caller may open is out of reach.
 */
export function buildFolderTree(folders: readonly FolderItem[]): FolderNode[] {
  const nodes = new Map<string, FolderNode>();
  for (const f of folders) nodes.set(f.id, { ...f, children: [] });
  const roots: FolderNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    // A cycle (never expected) is cut where it closes: the node becomes a root.
    if (parent && !isAncestor(nodes, node.id, parent.id)) parent.children.push(node);
    else roots.push(node);
  }
  const sort = (list: FolderNode[]) => {
    list.sort(folderOrder);
    for (const n of list) sort(n.children);
  };
  sort(roots);
  return roots;
}

/** Whether `ancestorId` is `id` itself or above it, following parents. */
function isAncestor(nodes: Map<string, FolderItem>, ancestorId: string, id: string): boolean {
  const seen = new Set<string>();
  let at: string | null | undefined = id;
  while (at && !seen.has(at)) {
    if (at === ancestorId) return true;
    seen.add(at);
    at = nodes.get(at)?.parentId;
  }
  return false;
}

/**
 * What the caller may do with a file (as the server decides, files/acl.ts): its uploader changes
 * (rename, move, new version, tags) and deletes it; otherwise the folder's manage right changes
 * it and its remove right deletes it.
 */
export function fileRights(
  folder: Pick<FolderItem, 'rights'> | undefined,
  createBy: string | null | undefined,
  username: string,
): { change: boolean; remove: boolean } {
  const mine = Boolean(createBy && username && createBy === username);
  return { change: mine || Boolean(folder?.rights.manage), remove: mine || Boolean(folder?.rights.remove) };
}

/** The ids of a folder's subfolders at every depth (not the folder itself). */
export function descendantIds(folders: readonly FolderItem[], id: string): Set<string> {
  const children = new Map<string, string[]>();
  for (const f of folders)
    if (f.parentId) children.set(f.parentId, [...(children.get(f.parentId) ?? []), f.id]);
  const out = new Set<string>();
  const stack = [...(children.get(id) ?? [])];
  while (stack.length > 0) {
    const next = stack.pop() as string;
    if (out.has(next)) continue;
    out.add(next);
    stack.push(...(children.get(next) ?? []));
  }
  return out;
}

/** What deleting a folder takes with it: its subfolders and the files in it and in them. */
export function deleteSummary(
  folders: readonly FolderItem[],
  id: string,
): { subfolders: number; files: number } {
  const below = descendantIds(folders, id);
  let files = 0;
  for (const f of folders) if (f.id === id || below.has(f.id)) files += f.fileCount;
  return { subfolders: below.size, files };
}

/**
 * Where folders may move: never into themselves or below themselves; `null` (the top) is offered
 * by the caller. Files may go into any folder the caller may upload into.
 */
export function moveTargets(folders: readonly FolderItem[], moving: readonly string[]): FolderItem[] {
  const blocked = new Set<string>(moving);
  for (const id of moving) for (const d of descendantIds(folders, id)) blocked.add(d);
  return folders.filter((f) => !blocked.has(f.id) && f.rights.upload);
}

/** The names from the top down to a folder, from the flat list (a fallback while listPath loads). */
export function pathTo(folders: readonly FolderItem[], id: string): { id: string; name: string }[] {
  const byId = new Map(folders.map((f) => [f.id, f]));
  const out: { id: string; name: string }[] = [];
  const seen = new Set<string>();
  let at = byId.get(id);
  while (at && !seen.has(at.id)) {
    seen.add(at.id);
    out.unshift({ id: at.id, name: at.name });
    at = at.parentId ? byId.get(at.parentId) : undefined;
  }
  return out;
}

/**
 * A file's folder path inside a folder upload ("Reports/2025/a.pdf" -> "Reports/2025"), tidied:
 * no empty, "." or ".." parts, no surrounding spaces, "\" read as "/". "" for a file dropped alone.
 */
export function folderOfPath(relativePath: string): string {
  const parts = relativePath
    .replace(/\\/g, '/')
    .split('/')
    .map((p) => p.trim())
    .filter((p) => p !== '' && p !== '.' && p !== '..');
  return parts.slice(0, -1).join('/');
}

/**
 * The folders a folder upload needs, parents before children ("Reports", "Reports/2025"), each
 * once, in the order first met, so batchAdd creates or reuses each level.
 */
export function foldersToCreate(relativePaths: readonly string[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const path of relativePaths) {
    const parts = folderOfPath(path).split('/').filter(Boolean);
    for (let i = 1; i <= parts.length; i++) {
      const prefix = parts.slice(0, i).join('/');
      if (!seen.has(prefix)) {
        seen.add(prefix);
        out.push(prefix);
      }
    }
  }
  return out;
}

/** Items grouped by a key, groups in the order first met (one registration call per folder). */
export function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** "532 B", "12.4 KB", "3.1 MB": powers of 1024, one decimal below 10 of a unit. */
export function formatSize(bytes: number | null | undefined, locale = 'en-US'): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  const text = new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  return `${text} ${UNITS[unit]}`;
}

export type FileKind = 'pdf' | 'image' | 'word' | 'excel' | 'powerpoint' | 'other';

/** A file's kind from its stored type (sniffed by the server), else its name's extension. */
export function fileKind(fileName: string, mime?: string | null): FileKind {
  const m = (mime ?? '').toLowerCase();
  if (m === 'application/pdf') return 'pdf';
  if (m.startsWith('image/')) return 'image';
  if (m.includes('wordprocessingml') || m === 'application/msword') return 'word';
  if (m.includes('spreadsheetml') || m === 'application/vnd.ms-excel') return 'excel';
  if (m.includes('presentationml') || m === 'application/vnd.ms-powerpoint') return 'powerpoint';
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  if (ext === 'pdf') return 'pdf';
  if (['png', 'jpg', 'jpeg'].includes(ext)) return 'image';
  if (['doc', 'docx'].includes(ext)) return 'word';
  if (['xls', 'xlsx'].includes(ext)) return 'excel';
  if (['ppt', 'pptx'].includes(ext)) return 'powerpoint';
  return 'other';
}

/** The browser can show PDFs and the images the server accepts (JPEG, PNG). */
export function previewable(kind: FileKind): boolean {
  return kind === 'pdf' || kind === 'image';
}

/** "report.pdf" renamed to "Report 2025" keeps its extension: "Report 2025.pdf". */
export function keepExtension(original: string, renamed: string): string {
  const name = renamed.trim();
  const dot = original.lastIndexOf('.');
  if (dot <= 0) return name;
  const ext = original.slice(dot);
  return name.toLowerCase().endsWith(ext.toLowerCase()) ? name : `${name}${ext}`;
}

/**
 * A new version keeps the file's name, as document managers do; only the extension follows the
 * uploaded file when its type differs ("Report.docx" re-versioned with "draft 3.pdf": "Report.pdf").
 */
export function versionName(current: string, uploaded: string): string {
  const ext = (name: string) => {
    const dot = name.lastIndexOf('.');
    return dot > 0 ? name.slice(dot) : '';
  };
  const base = ext(current) ? current.slice(0, current.length - ext(current).length) : current;
  return `${base}${ext(uploaded) || ext(current)}`;
}
