import { zEnvelope } from '@accredit/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../../core/access.ts';
import type { Module } from '../../core/app-types.ts';
import type { Db } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { AppError, forbidden, notFound, unauthorized } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { type FileStorage, storageFor } from '../../core/storage.ts';
import { isPublicFile } from '../school/public-files.ts';
import { fileUrl, mayDownload } from './access.ts';
import { sysFile } from './schema.ts';
import { isKind, KINDS, MIME, sniff, type UploadKind } from './sniff.ts';

/**
 * POST /obe/uploadFile and GET /obe/file/:id. Files are checked by content, limited by kind,
 * stored under generated names in UPLOAD_DIR (outside the web root), and served only to people
 * allowed to see them: as attachments with nosniff; images, and PDFs in a CSP sandbox, inline only
 * when asked (flag=1).
 */
const tags = ['files'];

export interface Received {
  buffer: Buffer;
  filename: string;
  kind: UploadKind;
  /** The other text fields of the form (a folder a shared file goes into). */
  fields: Record<string, string>;
}

/** Reads the multipart body: one file, an optional `kind` (or `biz`) and other text fields, in any order. */
export async function receiveUpload(request: FastifyRequest): Promise<Received> {
  let file: { buffer: Buffer; filename: string } | null = null;
  let kind = 'document';
  const fields: Record<string, string> = {};
  for await (const part of request.parts({ limits: { fileSize: KINDS.document.maxBytes + 1, files: 1 } })) {
    if (part.type === 'file') {
      const buffer = await part.toBuffer();
      if (part.file.truncated) throw new AppError(413, 'errors.payloadTooLarge');
      file = { buffer, filename: part.filename };
    } else if ((part.fieldname === 'kind' || part.fieldname === 'biz') && typeof part.value === 'string') {
      kind = part.value;
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  if (!file) throw new AppError(400, 'system.upload.noFile');
  if (!isKind(kind)) kind = 'document';
  return { ...file, kind: kind as UploadKind, fields };
}

/** A safe download name: no path, no control characters, at most 150 characters. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'file';
  const printable = [...base]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f && c !== '"')
    .join('');
  return (printable.trim() || 'file').slice(0, 150);
}

/** encodeURIComponent leaves ' ( ) * as they are; RFC 5987 wants them encoded too. */
function rfc5987(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Each person's files together stay under UPLOAD_QUOTA_MB. */
async function assertWithinQuota(db: Db, username: string, adding: number, quotaMb: number): Promise<void> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${sysFile.size}), 0)` })
    .from(sysFile)
    .where(eq(sysFile.createBy, username));
  if (Number(row.used) + adding > quotaMb * 1024 * 1024)
    throw new AppError(400, 'system.upload.quota', { mb: quotaMb });
}

export interface StoredUpload {
  url: string;
  id: string;
  fileName: string;
  size: number;
  mime: string;
}

/**
 * Checks a received file by content (its type must be one the kind takes, within the kind's size
 * and the person's space) and stores it under a generated name: every route that takes a file
 * (this one, students' shared files) goes through here.
 */
export async function storeUpload(
  db: Db,
  storage: FileStorage,
  quotaMb: number,
  auth: AuthContext,
  { buffer, filename, kind }: Received,
): Promise<StoredUpload> {
  const rule = KINDS[kind];
  const type = sniff(buffer);
  if (!type || !(rule.types as readonly string[]).includes(type))
    throw new AppError(400, kind === 'avatar' ? 'system.upload.avatarType' : 'system.upload.badType');
  if (buffer.length > rule.maxBytes)
    throw new AppError(400, kind === 'avatar' ? 'system.upload.avatarSize' : 'system.upload.tooLarge', {
      mb: rule.maxBytes / 1048576,
    });
  await assertWithinQuota(db, auth.user.username, buffer.length, quotaMb);
  const id = newId();
  const storedName = `${id.slice(0, 2)}/${id}.${type}`;
  await storage.put(storedName, buffer, MIME[type]);
  const fileName = cleanName(filename);
  await db.insert(sysFile).values({
    id,
    storedName,
    originalName: fileName,
    mime: MIME[type],
    size: buffer.length,
    kind,
    createBy: auth.user.username,
    sysOrgCode: auth.user.orgCode,
  });
  return { url: fileUrl(id), id, fileName, size: buffer.length, mime: MIME[type] };
}

export const uploadModule: Module = (app, { database, config }) => {
  const db = database.db;
  const storage = storageFor(config);

  app.post(
    '/obe/uploadFile',
    {
      config: {
        access: 'authenticated',
        audit: 'upload file',
        // Per person, kept in the database like every limit, so it holds across servers.
        rateLimit: { max: 30, timeWindow: 60_000, keyGenerator: (r) => r.auth?.user.id ?? r.ip },
      },
      schema: {
        tags,
        summary: 'Upload one file (multipart field `file`; `kind`: avatar, image, pdf or document)',
        consumes: ['multipart/form-data'],
        response: {
          200: zEnvelope(
            z.object({
              url: z.string(),
              id: z.string(),
              fileName: z.string(),
              size: z.number(),
              mime: z.string(),
            }),
          ),
        },
      },
    },
    async (request) => {
      // An account with no role has no screen that takes a file.
      if (!request.auth?.roleId) throw forbidden();
      if (!request.isMultipart()) throw new AppError(400, 'system.upload.noFile');
      return ok(
        await storeUpload(db, storage, config.UPLOAD_QUOTA_MB, request.auth, await receiveUpload(request)),
      );
    },
  );

  app.get(
    '/obe/file/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Download a file (school logo and background are public; others need the right to see them)',
        params: z.object({ id: z.string().regex(/^[a-z0-9]{20}$/) }),
        querystring: z.object({ flag: z.string().max(5).optional(), _t: z.coerce.number().optional() }),
        produces: ['application/octet-stream'],
      },
    },
    async (request, reply) => {
      const [file] = await db.select().from(sysFile).where(eq(sysFile.id, request.params.id));
      if (!file) throw notFound();
      const url = fileUrl(file.id);
      if (!(await isPublicFile(db, url))) {
        if (!request.auth) throw unauthorized();
        if (
          !(await mayDownload(db, request.auth, {
            id: file.id,
            url,
            kind: file.kind,
            createBy: file.createBy,
          }))
        )
          throw forbidden();
      }
      const body = await storage.get(file.storedName).catch(() => null);
      if (!body) throw notFound();
      const image = file.mime === 'image/jpeg' || file.mime === 'image/png';
      const pdf = file.mime === 'application/pdf';
      const inline = (image || pdf) && request.query.flag === '1';
      // A PDF shown in the browser (a reviewer reads the evidence beside the record) runs in a
      // sandbox: no scripts, no forms, no same-origin access, whatever the file holds.
      if (pdf && inline)
        reply.header('content-security-policy', "sandbox; default-src 'none'; style-src 'unsafe-inline'");
      const disposition = inline ? 'inline' : 'attachment';
      return reply
        .header('content-type', file.mime)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `${disposition}; filename*=UTF-8''${rfc5987(file.originalName)}`)
        .header('cache-control', 'private, max-age=300')
        .send(body);
    },
  );
};
