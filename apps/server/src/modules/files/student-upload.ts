import { RESOURCE, zEnvelope } from '@accredit/shared';
import { z } from 'zod';
import type { App, Deps } from '../../core/app-types.ts';
import { inTransaction } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { AppError, forbidden, notFound } from '../../core/errors.ts';
import { translate } from '../../core/i18n.ts';
import { storageFor } from '../../core/storage.ts';
import { ResourceContext } from '../../crud/context.ts';
import { writeRecord } from '../../crud/write.ts';
import { receiveUpload, storeUpload } from '../upload/routes.ts';
import { rightsIn, snapshot } from './rights.ts';

/**
 * A student's upload into a folder that lets students upload (issue 20, spec 001 section 6).
 * Students' accounts have no role, so POST /obe/uploadFile refuses them; this call takes the file
 * and the folder together, checks the file by content exactly as that call does (the same
 * function), always as a document (never an avatar, which anyone may download), and registers it
 * as the student's file in the folder through the engine (the file hooks check it again).
 */
export function registerStudentUpload(app: App, { database, config }: Deps): void {
  const db = database.db;
  const storage = storageFor(config);
  const files = new ResourceContext(RESOURCE.fileInfo, db);

  app.post(
    '/aacsb/fileInfo/studentUpload',
    {
      config: {
        access: 'authenticated',
        audit: 'student file upload',
        rateLimit: { max: 30, timeWindow: 60_000, keyGenerator: (r) => r.auth?.user.id ?? r.ip },
      },
      schema: {
        tags: ['fileInfo'],
        summary: "A student's file (multipart: folderId, file) into a folder that lets students upload",
        consumes: ['multipart/form-data'],
        response: {
          200: zEnvelope(
            z.object({
              id: z.string(),
              url: z.string(),
              fileName: z.string(),
              size: z.number(),
              mime: z.string(),
            }),
          ),
        },
      },
    },
    (request) =>
      files.run(request, async (auth) => {
        const s = await snapshot(db, auth);
        if (!s.viewer.student) throw forbidden('fileServer.student.only');
        if (!request.isMultipart()) throw new AppError(400, 'system.upload.noFile');
        const received = await receiveUpload(request);
        const folderId = received.fields.folderId ?? '';
        if (!rightsIn(s, folderId).read) throw notFound('crud.errors.notFound');
        if (!rightsIn(s, folderId).upload) throw forbidden('fileServer.file.noUpload');
        const stored = await storeUpload(db, storage, config.UPLOAD_QUOTA_MB, auth, {
          ...received,
          kind: 'document',
        });
        const id = await inTransaction(db, async (tx) =>
          writeRecord(
            await files.target(tx, auth, request.locale),
            { values: { folderId, fileName: stored.fileName, url: stored.url } },
            null,
          ),
        );
        const { url, fileName, size, mime } = stored;
        return ok({ id, url, fileName, size, mime }, translate(request.locale, 'crud.messages.added'));
      }),
  );
}
