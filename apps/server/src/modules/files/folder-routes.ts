import { pathOf, RESOURCE, zEnvelope } from '@accredit/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../core/app-types.ts';
import { type Db, type Executor, inTransaction } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { AppError, forbidden, notFound } from '../../core/errors.ts';
import { translate } from '../../core/i18n.ts';
import { ResourceContext } from '../../crud/context.ts';
import { FieldProblems } from '../../crud/problems.ts';
import { col } from '../../crud/scope.ts';
import { writeRecord } from '../../crud/write.ts';
import { fileInfoTable } from '../resources/schema.ts';
import { type FolderSnapshot, isAdmin, rightsIn, snapshot } from './rights.ts';

/**
 * The folder calls beyond the engine's (spec 001 `fileSharing` batchAdd and listPath; issue 20):
 * the tree the caller may read with their rights in each folder, a folder's breadcrumb, creating
 * the nested folders of a folder upload, and the folders open to a student.
 */
const tags = ['fileSharing'];
const READERS = { permission: ['fileSharing:query', 'fileSharing:get'] };
/** Uploading (files or a folder of them) is decided by the folder's upload lists, not only by `add`. */
export const UPLOADERS = { permission: ['fileSharing:add', 'fileSharing:query', 'fileSharing:get'] };
const MAX_PATHS = 500;
const MAX_DEPTH = 20;

const zTreeFolder = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  sortNo: z.number().nullable(),
  fileCount: z.number(),
  expertVisible: z.boolean(),
  studentUpload: z.boolean(),
  restricted: z.boolean(),
  uploadRestricted: z.boolean(),
  rights: z.object({ upload: z.boolean(), manage: z.boolean(), remove: z.boolean() }),
});

/** Files per folder (only the caller's own where `owner` is given). */
async function fileCounts(db: Executor, folderIds: string[], owner?: string): Promise<Map<string, number>> {
  if (folderIds.length === 0) return new Map();
  const folder = col(fileInfoTable, 'folderId');
  const rows = await db
    .select({ folderId: folder, n: sql<number>`count(*)::int` })
    .from(fileInfoTable)
    .where(and(inArray(folder, folderIds), owner ? eq(col(fileInfoTable, 'createBy'), owner) : undefined))
    .groupBy(folder);
  return new Map(rows.map((r) => [String(r.folderId), Number(r.n)]));
}

/** The readable folders in tree order hints (sortNo, then name); a parent the caller cannot read reads as none. */
async function readableTree(db: Executor, s: FolderSnapshot, owner?: string) {
  const readable = s.folders.filter((f) => rightsIn(s, f.id).read);
  const counts = await fileCounts(
    db,
    readable.map((f) => f.id),
    owner,
  );
  return readable
    .sort((a, b) => (a.sortNo ?? 0) - (b.sortNo ?? 0) || a.name.localeCompare(b.name))
    .map((f) => {
      const rights = rightsIn(s, f.id);
      return {
        id: f.id,
        parentId: f.parentId && rightsIn(s, f.parentId).read ? f.parentId : null,
        name: f.name,
        description: f.description,
        sortNo: f.sortNo,
        fileCount: counts.get(f.id) ?? 0,
        expertVisible: f.expertVisible,
        studentUpload: f.studentUpload,
        restricted: f.access?.restricted ?? false,
        uploadRestricted: f.access?.uploadRestricted ?? false,
        rights: { upload: rights.upload, manage: rights.manage, remove: rights.remove },
      };
    });
}

/** A folder path of a folder upload ("Reports/2025") as its names, or null when it is not one. */
function segmentsOf(path: string): string[] | null {
  const parts = path
    .split(/[\\/]/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0 || parts.length > MAX_DEPTH) return null;
  const printable = (p: string) => [...p].every((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f);
  if (parts.some((p) => p.length > 100 || !printable(p) || p === '.' || p === '..')) return null;
  return parts;
}

export function registerFolderRoutes(app: App, db: Db): void {
  const folders = new ResourceContext(RESOURCE.fileSharing, db);

  app.get(
    '/aacsb/fileSharing/tree',
    {
      config: { access: READERS },
      schema: {
        tags,
        summary: 'Every folder the caller may read, with their rights in it (upload, manage, remove)',
        querystring: z.object({ _t: z.string().optional() }),
        response: { 200: zEnvelope(z.array(zTreeFolder)) },
      },
    },
    (request) => folders.run(request, async (auth) => ok(await readableTree(db, await snapshot(db, auth)))),
  );

  app.get(
    '/aacsb/fileSharing/listPath',
    {
      config: { access: READERS },
      schema: {
        tags,
        summary: "A folder's breadcrumb, the root first (the folders above it the caller may read)",
        querystring: z.object({ id: z.string().min(1).max(64), _t: z.string().optional() }),
        response: { 200: zEnvelope(z.array(z.object({ id: z.string(), name: z.string() }))) },
      },
    },
    (request) =>
      folders.run(request, async (auth) => {
        const s = await snapshot(db, auth);
        if (!rightsIn(s, request.query.id).read) throw notFound('crud.errors.notFound');
        const path = pathOf(s.folders, request.query.id).filter((f) => rightsIn(s, f.id).read);
        return ok(path.map((f) => ({ id: f.id, name: f.name })));
      }),
  );

  app.post(
    '/aacsb/fileSharing/batchAdd',
    {
      config: { access: UPLOADERS, audit: 'add folders' },
      schema: {
        tags,
        summary:
          'Creates (or reuses) the nested folders of a folder upload under a folder the caller may upload into',
        body: z.object({
          parentId: z.string().min(1).max(64).nullable(),
          paths: z.array(z.string().max(2000)).min(1).max(MAX_PATHS),
        }),
        response: { 200: zEnvelope(z.object({ folders: z.record(z.string(), z.string()) })) },
      },
    },
    (request) =>
      folders.run(request, async (auth) => {
        const { parentId, paths } = request.body;
        const out = await inTransaction(db, async (tx) => {
          let s = await snapshot(tx, auth);
          if (parentId && !rightsIn(s, parentId).read) throw notFound('crud.errors.notFound');
          if (parentId ? !rightsIn(s, parentId).upload : !(s.viewer.mayAdd || isAdmin(auth)))
            throw forbidden('fileServer.folder.noUploadParent');
          const bad = paths.filter((p) => segmentsOf(p) === null);
          if (bad.length > 0)
            throw new AppError(400, 'fileServer.batch.badPaths', { paths: bad.slice(0, 10).join(', ') });
          const target = await folders.target(tx, auth, request.locale);
          const made: Record<string, string> = {};
          for (const path of paths) {
            let at: string | null = parentId;
            for (const name of segmentsOf(path) as string[]) {
              const here: string | null = at;
              const found = s.folders.find(
                (f) => (f.parentId ?? null) === here && f.name === name && rightsIn(s, f.id).read,
              );
              if (found) {
                if (!rightsIn(s, found.id).upload)
                  throw new AppError(403, 'fileServer.batch.noUploadInto', { name: found.name });
                at = found.id;
                continue;
              }
              try {
                at = await writeRecord(target, { values: { name, parentId: here } }, null);
              } catch (e) {
                if (!(e instanceof FieldProblems)) throw e;
                const why = Object.values(e.problems).map((k) => translate(request.locale, k));
                throw new AppError(400, 'fileServer.batch.folderProblem', { path, problems: why.join('; ') });
              }
              s = await snapshot(tx, auth);
            }
            made[path] = at as string;
          }
          return made;
        });
        return ok({ folders: out }, translate(request.locale, 'crud.messages.added'));
      }),
  );

  app.get(
    '/aacsb/fileSharing/studentFolders',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary:
          "The folders a student may upload into (students' accounts only), with the student's own file count",
        querystring: z.object({ _t: z.string().optional() }),
        response: { 200: zEnvelope(z.array(zTreeFolder)) },
      },
    },
    (request) =>
      folders.run(request, async (auth) => {
        const s = await snapshot(db, auth);
        if (!s.viewer.student) throw forbidden('fileServer.student.only');
        return ok(await readableTree(db, s, auth.user.username));
      }),
  );
}
