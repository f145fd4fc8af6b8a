import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { col } from '../../crud/scope.ts';
import { fileInfoTable } from '../resources/schema.ts';
import { assertMayReference } from '../upload/references.ts';
import { sysFile } from '../upload/schema.ts';
import { fileVersion } from './schema.ts';

/**
 * The versions of a shared file. A file record always mirrors its current version (address, name,
 * type, size, number); every version has a `file_version` row. A new address on a file is either
 * one of its own older versions (a restore: that version becomes current again, nothing is added)
 * or a fresh upload of the caller's that nothing else holds (a new version, numbered after the
 * highest). Type and size always come from the stored upload (its content), never from the caller.
 */
const FILE_URL = /^\/obe\/file\/([a-z0-9]{20})$/;

export interface CurrentPlan {
  restore: boolean;
  version: number;
  mime: string;
  size: number;
  /** The restored version's name (a new version is named by the caller). */
  fileName?: string;
}

/** What making `url` the current version of the file (null: a new file) means, or a problem key. */
export async function planCurrent(
  db: Executor,
  auth: AuthContext,
  url: string,
  fileId: string | null,
): Promise<CurrentPlan | string> {
  if (fileId) {
    const [old] = await db
      .select()
      .from(fileVersion)
      .where(and(eq(fileVersion.fileId, fileId), eq(fileVersion.url, url)))
      .limit(1);
    if (old)
      return { restore: true, version: old.version, mime: old.mime, size: old.size, fileName: old.fileName };
  }
  const id = FILE_URL.exec(url)?.[1];
  if (!id) return 'fileServer.file.notUpload';
  const [stored] = await db.select().from(sysFile).where(eq(sysFile.id, id));
  if (!stored) return 'fileServer.file.notUpload';
  if (await heldByOtherFile(db, url, fileId)) return 'fileServer.file.urlInUse';
  try {
    await assertMayReference(db, auth, [url], { held: [] });
  } catch (e) {
    if (e instanceof AppError) return e.key;
    throw e;
  }
  return {
    restore: false,
    version: fileId ? (await highestVersion(db, fileId)) + 1 : 1,
    mime: stored.mime,
    size: stored.size,
  };
}

/** Another shared file (any version of it) already holds this upload. */
async function heldByOtherFile(db: Executor, url: string, fileId: string | null): Promise<boolean> {
  const [version] = await db
    .select({ id: fileVersion.id })
    .from(fileVersion)
    .where(and(eq(fileVersion.url, url), fileId ? ne(fileVersion.fileId, fileId) : undefined))
    .limit(1);
  if (version) return true;
  const [file] = await db
    .select({ id: col(fileInfoTable, 'id') })
    .from(fileInfoTable)
    .where(and(eq(col(fileInfoTable, 'url'), url), fileId ? ne(col(fileInfoTable, 'id'), fileId) : undefined))
    .limit(1);
  return Boolean(file);
}

async function highestVersion(db: Executor, fileId: string): Promise<number> {
  const [row] = await db
    .select({ top: sql<number | null>`max(${fileVersion.version})` })
    .from(fileVersion)
    .where(eq(fileVersion.fileId, fileId));
  return Number(row?.top ?? 0);
}

export async function addVersion(
  db: Executor,
  auth: AuthContext,
  row: {
    fileId: string;
    version: number;
    url: string;
    fileName: string;
    mime: string;
    size: number;
    note?: string | null;
  },
): Promise<void> {
  await db.insert(fileVersion).values({
    id: newId(),
    ...row,
    note: row.note ?? null,
    createBy: auth.user.username,
    sysOrgCode: auth.user.orgCode,
  });
}

export interface VersionView {
  version: number;
  fileName: string;
  size: number;
  mime: string;
  url: string;
  note: string | null;
  createBy: string | null;
  createTime: string;
  current: boolean;
}

/** Every version of a file, newest first, the current one marked. */
export async function versionsOf(
  db: Executor,
  fileId: string,
  current: number | null,
): Promise<VersionView[]> {
  const rows = await db
    .select()
    .from(fileVersion)
    .where(eq(fileVersion.fileId, fileId))
    .orderBy(desc(fileVersion.version));
  return rows.map((r) => ({
    version: r.version,
    fileName: r.fileName,
    size: Number(r.size),
    mime: r.mime,
    url: r.url,
    note: r.note,
    createBy: r.createBy,
    createTime: r.createTime.toISOString(),
    current: r.version === current,
  }));
}

export async function versionRow(db: Executor, fileId: string, version: number) {
  const [row] = await db
    .select()
    .from(fileVersion)
    .where(and(eq(fileVersion.fileId, fileId), eq(fileVersion.version, version)));
  return row ?? null;
}
