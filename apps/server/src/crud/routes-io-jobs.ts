import { zEnvelope } from '@accredit/shared';
import { z } from 'zod';
import type { App } from '../core/app-types.ts';
import { ok } from '../core/envelope.ts';
import { AppError } from '../core/errors.ts';
import { translate } from '../core/i18n.ts';
import { enqueueResourceExport } from '../modules/jobs/kinds/resource-export.ts';
import { enqueueResourceImport } from '../modules/jobs/kinds/resource-import.ts';
import type { ResourceContext } from './context.ts';
import { hasEngineIo } from './routes-io.ts';
import { type ListQueryInput, listQuerySchema } from './validation.ts';

/**
 * Export and import as background jobs (issue 22 item 3), for lists too long to wait for: the same
 * permission, parameters and workbook as exportXls and importExcel, answered at once with the
 * job's id; the person follows it in the job centre (/sys/job) and is notified when it is done.
 */
const ZJobId = zEnvelope(z.object({ jobId: z.string() }));

export function registerResourceIoJobs(app: App, r: ResourceContext): void {
  const { def, db } = r;
  const base = `/aacsb/${def.name}`;
  const tags = [def.name];

  if (hasEngineIo(def, 'export'))
    app.post(
      `${base}/exportXls/job`,
      {
        config: { access: { permission: r.code('export') }, audit: `export ${def.name} (job)` },
        schema: {
          tags,
          summary: `Export ${def.name} (current filter) as xlsx in the background; answers the job's id`,
          querystring: listQuerySchema(def),
          response: { 200: ZJobId },
        },
      },
      (request) =>
        r.run(request, async (auth) => {
          const jobId = await enqueueResourceExport(
            db,
            r,
            request.query as ListQueryInput,
            auth,
            request.locale,
          );
          return ok({ jobId }, translate(request.locale, 'jobs.queued'));
        }),
    );

  if (hasEngineIo(def, 'import'))
    app.post(
      `${base}/importExcel/job`,
      {
        config: { access: { permission: r.code('import') }, audit: `import ${def.name} (job)` },
        schema: {
          tags,
          summary: `Import ${def.name} from xlsx in the background (all rows or none); answers the job's id`,
          consumes: ['multipart/form-data'],
          response: { 200: ZJobId },
        },
      },
      (request) =>
        r.run(request, async (auth) => {
          if (!request.isMultipart()) throw new AppError(400, 'crud.import.noFile');
          const file = await request.file();
          if (!file) throw new AppError(400, 'crud.import.noFile');
          const bytes = await file.toBuffer();
          const jobId = await enqueueResourceImport(db, r, bytes, file.filename, auth, request.locale);
          return ok({ jobId }, translate(request.locale, 'jobs.queued'));
        }),
    );
}
