import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zEnvelope } from '@accredit/shared';
import { z } from 'zod';
import type { App, Module } from '../../core/app-types.ts';
import type { Database } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { AppError, unauthorized } from '../../core/errors.ts';
import { translate } from '../../core/i18n.ts';
import { ZNoBody } from '../../core/openapi.ts';
import { enqueueJob, registerJobKind } from '../jobs/queue.ts';
import { writeExportArchive } from './export.ts';

/**
 * The full data export (issue 23 item 3): everything the school owns as one archive (FORMAT.md),
 * written by a background job ('export.full') that administrators start with
 * POST /sys/dataExport/job and follow in the job centre. Its counterpart, the import into an
 * empty installation, is a command (`npm run import-archive FILE`, import-cli.ts): an installation
 * someone can sign in to is not empty.
 */
export const FULL_EXPORT = 'export.full';
/** A standalone permission (menu-kit.ts), granted to administrators. */
export const DATA_EXPORT_PERMISSION = 'dataExport';

const ZJobId = zEnvelope(z.object({ jobId: z.string() }));

function registerFullExport(database: Database): void {
  registerJobKind({
    kind: FULL_EXPORT,
    permission: DATA_EXPORT_PERMISSION,
    maxAttempts: 2,
    async run(ctx) {
      if (!ctx.auth.permissions.has(DATA_EXPORT_PERMISSION)) throw new AppError(403, 'jobs.errors.forbidden');
      const dir = await mkdtemp(join(tmpdir(), 'accredit-export-'));
      try {
        const path = join(dir, 'export.zip');
        const { manifest, bytes } = await writeExportArchive(database, ctx.storage, path, {
          onProgress: (done, total) => ctx.progress(done, total),
        });
        const stamp = manifest.createdAt.replace(/[:.]/g, '-').slice(0, 19);
        // The job's file is stored whole (JobContext.saveFile takes bytes).
        const file = await ctx.saveFile(
          `accredit-export-${stamp}.zip`,
          await readFile(path),
          'application/zip',
        );
        return {
          file,
          bytes,
          tables: manifest.tables.length,
          rows: manifest.tables.reduce((n, t) => n + t.rows, 0),
          files: manifest.files.length,
          missingFiles: manifest.missingFiles.length,
          workbooks: manifest.excel.length,
        };
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  });
}

function routes(app: App, database: Database): void {
  app.post(
    '/sys/dataExport/job',
    {
      config: { access: { permission: DATA_EXPORT_PERMISSION }, audit: 'start a full data export' },
      schema: {
        tags: ['dataExport'],
        summary:
          'Starts a full data export (every table as JSON lines and Excel, with the uploaded files, as one zip) in the background; answers the job id',
        body: ZNoBody,
        response: { 200: ZJobId },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      const jobId = await enqueueJob(database.db, {
        kind: FULL_EXPORT,
        params: {},
        ownerId: auth.user.id,
        roleId: auth.roleId,
        locale: request.locale,
        title: translate(request.locale, 'dataExport.jobTitle'),
      });
      return ok({ jobId }, translate(request.locale, 'jobs.queued'));
    },
  );
}

export const dataExportModule: Module = (app, { database }) => {
  registerFullExport(database);
  routes(app, database);
};
