import { type Locale, RESOURCE, zEnvelope } from '@accredit/shared';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext } from '../../core/access.ts';
import type { App } from '../../core/app-types.ts';
import { type Db, type Executor, inTransaction } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { AppError, forbidden, notFound } from '../../core/errors.ts';
import { issueMessage } from '../../core/errors-handler.ts';
import { translate } from '../../core/i18n.ts';
import { idList, ResourceContext } from '../../crud/context.ts';
import type { Row } from '../../crud/present.ts';
import { translateProblems } from '../../crud/problems.ts';
import { findInScope } from '../../crud/records.ts';
import { col } from '../../crud/scope.ts';
import { addBodySchema } from '../../crud/validation.ts';
import { checkSubmission, storeSubmission, writeRecord } from '../../crud/write.ts';
import { UPLOADERS } from './folder-routes.ts';
import { isAdmin, rightsIn, snapshot } from './rights.ts';
import { fileVersion } from './schema.ts';
import { versionRow, versionsOf } from './versions.ts';

/**
 * The file calls beyond the engine's (spec 001 `fileInfo` addBatch; issue 20): registering a batch
 * of uploads in a folder (all or nothing, every problem named with its file), a file's versions, a
 * new version, restoring an older one, moving files, and a person's own files. Every write goes
 * through the engine's write path, so the file hooks (file-hooks.ts) check each one.
 */
const tags = ['fileInfo'];
const READERS = { permission: ['fileSharing:query', 'fileSharing:get'] };
/** The uploader (named in a folder's upload lists, perhaps without `edit`) changes their own files. */
const CHANGERS = {
  permission: ['fileSharing:add', 'fileSharing:edit', 'fileSharing:query', 'fileSharing:get'],
};
const MAX_BATCH = 200;

const zBatchFile = z.object({
  fileName: z.string().max(1000),
  url: z.string().max(1000),
  standards: z
    .union([z.string().max(2000), z.array(z.string().max(64)).max(100)])
    .nullable()
    .optional(),
  description: z.string().max(20000).nullable().optional(),
});
const zVersion = z.object({
  version: z.number(),
  fileName: z.string(),
  size: z.number(),
  mime: z.string(),
  url: z.string(),
  note: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string(),
  current: z.boolean(),
});
const zMine = z.object({
  id: z.string(),
  folderId: z.string(),
  fileName: z.string(),
  url: z.string(),
  mime: z.string().nullable(),
  size: z.number().nullable(),
  version: z.number().nullable(),
  createTime: z.string(),
});

/** One file's problems as text: the engine's body checks first, then the write checks. */
async function batchProblems(
  files: ResourceContext,
  target: Awaited<ReturnType<ResourceContext['target']>>,
  locale: Locale,
  values: Row,
): Promise<{
  problems: Record<string, string>;
  checked?: Awaited<ReturnType<typeof checkSubmission>>['checked'];
}> {
  const parsed = addBodySchema(files.def).safeParse(values);
  const problems: Record<string, string> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      problems[key] ??= issueMessage(locale, issue as Parameters<typeof issueMessage>[1]);
    }
  // The write checks run too, so a file with a blank name still hears that its upload is not its own.
  const written = await checkSubmission(
    target,
    { values: parsed.success ? (parsed.data as Row) : values },
    null,
  );
  for (const [key, message] of Object.entries(translateProblems(locale, written.problems).fields))
    problems[key] ??= message;
  return { problems, checked: parsed.success ? written.checked : undefined };
}

export function registerFileRoutes(app: App, db: Db): void {
  const files = new ResourceContext(RESOURCE.fileInfo, db);
  const t = files.table;

  /** A file the caller may read (else 404) and change: its uploader, or someone who manages its folder. */
  const changeable = async (ex: Executor, auth: AuthContext, id: string): Promise<Row> => {
    const [row] = await findInScope(ex, t, [id], await files.scope(ex, auth, 'get'));
    if (!row) throw notFound('crud.errors.notFound');
    if (isAdmin(auth) || row.createBy === auth.user.username) return row;
    if (!rightsIn(await snapshot(ex, auth), row.folderId).manage) throw forbidden('fileServer.file.notYours');
    return row;
  };

  /** Writes through the engine, turning field problems into a translated 400 at the route. */
  const write = async (
    tx: Parameters<typeof writeRecord>[0]['tx'],
    auth: AuthContext,
    locale: Locale,
    values: Row,
    existing: Row,
  ) => writeRecord(await files.target(tx, auth, locale), { values }, existing);

  app.post(
    '/aacsb/fileInfo/addBatch',
    {
      config: { access: UPLOADERS, audit: 'add files' },
      schema: {
        tags,
        summary:
          'Registers uploads (POST /obe/uploadFile by the same caller) as files of a folder: all or nothing',
        body: z.object({
          folderId: z.string().min(1).max(64),
          files: z.array(zBatchFile).min(1).max(MAX_BATCH),
        }),
        response: { 200: zEnvelope(z.object({ ids: z.array(z.string()) })) },
      },
    },
    (request) =>
      files.run(request, async (auth) => {
        const { folderId, files: batch } = request.body;
        const { locale } = request;
        const ids = await inTransaction(db, async (tx) => {
          const rights = rightsIn(await snapshot(tx, auth), folderId);
          if (!rights.read) throw notFound('crud.errors.notFound');
          if (!rights.upload) throw forbidden('fileServer.file.noUpload');
          const target = await files.target(tx, auth, locale);
          const lines: string[] = [];
          const fields: Record<string, string> = {};
          const checked: NonNullable<Awaited<ReturnType<typeof batchProblems>>['checked']>[] = [];
          const seen = new Set<string>();
          for (const [i, file] of batch.entries()) {
            const standards = Array.isArray(file.standards) ? file.standards.join(',') : file.standards;
            const result = await batchProblems(files, target, locale, { ...file, standards, folderId });
            if (seen.has(file.url)) result.problems.url = translate(locale, 'fileServer.batch.sameUpload');
            seen.add(file.url);
            for (const [key, message] of Object.entries(result.problems)) {
              fields[`files.${i}.${key}`] = message;
              lines.push(`${file.fileName || `#${i + 1}`}: ${files.labelOf(locale, key)}: ${message}`);
            }
            if (result.checked) checked.push(result.checked);
          }
          if (lines.length > 0)
            throw new AppError(400, 'fileServer.batch.problems', { summary: lines.join('; ') }, 400, fields);
          const out: string[] = [];
          for (const c of checked) out.push(await storeSubmission(target, c, null));
          return out;
        });
        return ok({ ids }, translate(locale, 'crud.messages.added'));
      }),
  );

  app.get(
    '/aacsb/fileInfo/versions',
    {
      config: { access: READERS },
      schema: {
        tags,
        summary: "A file's versions, newest first, the current one marked",
        querystring: z.object({ id: z.string().min(1).max(64), _t: z.string().optional() }),
        response: { 200: zEnvelope(z.array(zVersion)) },
      },
    },
    (request) =>
      files.run(request, async (auth) => {
        const [row] = await findInScope(db, t, [request.query.id], await files.scope(db, auth, 'get'));
        if (!row) throw notFound('crud.errors.notFound');
        return ok(await versionsOf(db, String(row.id), row.version === null ? null : Number(row.version)));
      }),
  );

  app.post(
    '/aacsb/fileInfo/newVersion',
    {
      config: { access: CHANGERS, audit: 'new file version' },
      schema: {
        tags,
        summary:
          'Makes an upload of the caller the current version of a file (the uploader or a manager of its folder)',
        body: z.object({
          id: z.string().min(1).max(64),
          url: z.string().min(1).max(100),
          fileName: z.string().min(1).max(200),
          note: z.string().max(500).nullable().optional(),
        }),
        response: { 200: zEnvelope(z.object({ id: z.string(), version: z.number() })) },
      },
    },
    (request) =>
      files.run(request, async (auth) => {
        const { id, url, fileName, note } = request.body;
        const version = await inTransaction(db, async (tx) => {
          const existing = await changeable(tx, auth, id);
          await write(tx, auth, request.locale, { url, fileName }, existing);
          const [now] = await tx
            .select({ version: col(t, 'version') })
            .from(t)
            .where(eq(col(t, 'id'), id));
          const current = Number(now.version);
          if (note)
            await tx
              .update(fileVersion)
              .set({ note })
              .where(and(eq(fileVersion.fileId, id), eq(fileVersion.version, current)));
          return current;
        });
        return ok({ id, version }, translate(request.locale, 'fileServer.messages.newVersion', { version }));
      }),
  );

  app.post(
    '/aacsb/fileInfo/restore',
    {
      config: { access: CHANGERS, audit: 'restore file version' },
      schema: {
        tags,
        summary: 'Makes an older version the current one again (the uploader or a manager of its folder)',
        body: z.object({ id: z.string().min(1).max(64), version: z.number().int().min(1) }),
        response: { 200: zEnvelope(z.object({ id: z.string(), version: z.number() })) },
      },
    },
    (request) =>
      files.run(request, async (auth) => {
        const { id, version } = request.body;
        await inTransaction(db, async (tx) => {
          const existing = await changeable(tx, auth, id);
          const old = await versionRow(tx, id, version);
          if (!old) throw notFound('fileServer.file.versionMissing');
          if (Number(existing.version) !== version)
            await write(tx, auth, request.locale, { url: old.url }, existing);
        });
        return ok({ id, version }, translate(request.locale, 'fileServer.messages.restored', { version }));
      }),
  );

  app.post(
    '/aacsb/fileInfo/move',
    {
      config: { access: CHANGERS, audit: 'move files' },
      schema: {
        tags,
        summary:
          'Moves files into a folder the caller may upload into (each file: its uploader or a manager of its folder)',
        body: z.object({
          ids: z.union([z.string().max(70000), z.array(z.string().max(64)).max(1000)]),
          folderId: z.string().min(1).max(64),
        }),
        response: { 200: zEnvelope(z.object({ count: z.number() })) },
      },
    },
    (request) =>
      files.run(request, async (auth) => {
        const ids = idList(request.body.ids);
        const { folderId } = request.body;
        await inTransaction(db, async (tx) => {
          const rights = rightsIn(await snapshot(tx, auth), folderId);
          if (!rights.read) throw notFound('crud.errors.notFound');
          if (!rights.upload) throw forbidden('fileServer.file.noUpload');
          for (const id of ids) {
            const existing = await changeable(tx, auth, id);
            if (existing.folderId !== folderId) await write(tx, auth, request.locale, { folderId }, existing);
          }
        });
        return ok(
          { count: ids.length },
          translate(request.locale, 'fileServer.messages.moved', { count: ids.length }),
        );
      }),
  );

  app.get(
    '/aacsb/fileInfo/mine',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: "The caller's own files (students: what they uploaded), in one folder or all they may read",
        querystring: z.object({ folderId: z.string().max(64).optional(), _t: z.string().optional() }),
        response: { 200: zEnvelope(z.array(zMine)) },
      },
    },
    (request) =>
      files.run(request, async (auth) => {
        const s = await snapshot(db, auth);
        const { folderId } = request.query;
        if (folderId && !rightsIn(s, folderId).read) throw notFound('crud.errors.notFound');
        const rows = (await db
          .select()
          .from(t)
          .where(
            and(
              eq(col(t, 'createBy'), auth.user.username),
              folderId ? eq(col(t, 'folderId'), folderId) : undefined,
            ),
          )
          .orderBy(desc(col(t, 'createTime')))) as Row[];
        const readable = rows.filter((r) => rightsIn(s, r.folderId).read);
        return ok(
          readable.map((r) => ({
            id: String(r.id),
            folderId: String(r.folderId),
            fileName: String(r.fileName),
            url: String(r.url),
            mime: r.mime === null ? null : String(r.mime),
            size: r.size === null ? null : Number(r.size),
            version: r.version === null ? null : Number(r.version),
            createTime: (r.createTime as Date).toISOString(),
          })),
        );
      }),
  );
}
