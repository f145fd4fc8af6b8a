import { type FolderAccess, normaliseAccess } from '@accredit/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { type ResourceRecord, resourceApi } from '../../crud/api.ts';
import { type FolderItem, versionName } from './model.ts';
import type { UploadTransport } from './upload-queue.ts';
import { type PostOptions, postWithProgress } from './upload-xhr.ts';

/**
 * The Files tab's calls (plan "Calls: Files"): the folder tree with the caller's rights, a
 * folder's path, its files (the engine's fileInfo list), folders made for a folder upload, files
 * registered after upload, versions, moves; folders and files are added, renamed and deleted
 * through the engine's routes. Every call is checked by the server against the folder's
 * permissions; the screen only hides what would be refused.
 */

export type { FolderAccess } from '@accredit/shared';

/** A stored access object read leniently (the server's own reading; a text holding JSON too). */
export function readAccess(value: unknown): FolderAccess {
  if (typeof value !== 'string') return normaliseAccess(value);
  try {
    return normaliseAccess(JSON.parse(value));
  } catch {
    return normaliseAccess(null);
  }
}

/** A file as the fileInfo list gives it. */
export type FileRecord = ResourceRecord & {
  folderId: string;
  fileName: string;
  url: string;
  mime: string | null;
  size: number | null;
  version: number | null;
  textStatus: string | null;
  textStatus_dictText?: string | null;
  standards: string | null;
  createBy: string | null;
  updateTime: string | null;
  createTime: string | null;
};

export interface FileVersion {
  version: number;
  fileName: string;
  size: number | null;
  mime: string | null;
  url: string;
  createBy: string | null;
  createTime: string | null;
  current: boolean;
  note?: string | null;
}

export const folders = resourceApi('fileSharing');
export const files = resourceApi('fileInfo');

export const filesKeys = {
  all: ['files'] as const,
  tree: ['files', 'tree'] as const,
  path: (id: string) => ['files', 'path', id] as const,
  list: (folderId: string, query: Record<string, unknown>) => ['files', 'list', folderId, query] as const,
  versions: (id: string) => ['files', 'versions', id] as const,
  folder: (id: string) => ['files', 'folder', id] as const,
};

export const filesApi = {
  tree: () => api.get<FolderItem[]>('/aacsb/fileSharing/tree'),
  // Quiet: a folder just deleted or closed to the caller falls back to its own name.
  listPath: (id: string) =>
    api.get<{ id: string; name: string }[]>('/aacsb/fileSharing/listPath', { id }, { quiet: true }),
  batchAdd: (parentId: string | null, paths: string[]) =>
    api.post<{ folders: Record<string, string> }>(
      '/aacsb/fileSharing/batchAdd',
      { parentId, paths },
      { quiet: true },
    ),
  addBatch: (folderId: string, list: { fileName: string; url: string }[]) =>
    api.post<{ ids: string[] }>('/aacsb/fileInfo/addBatch', { folderId, files: list }, { quiet: true }),
  versions: (id: string) => api.get<FileVersion[]>('/aacsb/fileInfo/versions', { id }),
  newVersion: (id: string, url: string, fileName: string, note?: string) =>
    api.post<unknown>('/aacsb/fileInfo/newVersion', { id, url, fileName, note }, { quiet: true }),
  restore: (id: string, version: number) => api.post<unknown>('/aacsb/fileInfo/restore', { id, version }),
  move: (ids: string[], folderId: string) =>
    api.post<unknown>('/aacsb/fileInfo/move', { ids, folderId }, { quiet: true }),
};

export function useFolderTree() {
  return useQuery({ queryKey: filesKeys.tree, queryFn: filesApi.tree });
}

export function useFolderPath(id: string | null) {
  return useQuery({
    queryKey: filesKeys.path(id ?? ''),
    enabled: Boolean(id),
    queryFn: () => filesApi.listPath(id as string),
  });
}

export interface FileQuery {
  pageNo: number;
  pageSize: number;
  fileName?: string;
  column?: string;
  order?: 'asc' | 'desc';
}

export function useFolderFiles(folderId: string | null, query: FileQuery) {
  return useQuery({
    queryKey: filesKeys.list(folderId ?? '', { ...query }),
    enabled: Boolean(folderId),
    queryFn: () => files.list({ folderId, ...query }),
  });
}

/** A folder's own record (its access object for the permissions dialog). */
export function useFolderRecord(id: string | null) {
  return useQuery({
    queryKey: filesKeys.folder(id ?? ''),
    enabled: Boolean(id),
    queryFn: () => folders.queryById(id as string),
  });
}

/** Refreshes the tree, paths, lists and versions after any change. */
export function useRefreshFiles() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: filesKeys.all });
}

/** A file stored as a document (checked by content on the server), with upload progress. */
export async function storeDocument(
  file: File,
  options: PostOptions,
): Promise<{ url: string; fileName: string }> {
  const form = new FormData();
  form.append('kind', 'document');
  form.append('file', file);
  const stored = await postWithProgress<{ url: string; fileName?: string }>('/obe/uploadFile', form, options);
  return { url: stored.url, fileName: stored.fileName || file.name };
}

/** The shared tree's uploads: stored as documents, then registered in the folder. */
export const sharedTransport: UploadTransport = {
  makeFolders: async (parentId, paths) => (await filesApi.batchAdd(parentId, paths)).folders,
  upload: (file, _item, options) => storeDocument(file, options),
  register: async (folderId, list) => {
    await filesApi.addBatch(folderId, list);
  },
};

/**
 * A new version's file goes up the same way, then becomes the file's current version under the
 * file's own name (versionName).
 */
export async function uploadNewVersion(
  target: { id: string; fileName: string },
  file: File,
  onProgress: (percent: number) => void,
  note?: string,
): Promise<void> {
  const stored = await storeDocument(file, { onProgress });
  await filesApi.newVersion(target.id, stored.url, versionName(target.fileName, stored.fileName), note);
}
