import type { Locale } from '@accredit/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { AuthContext } from '../../../core/access.ts';
import type { Executor } from '../../../core/db.ts';
import { AppError } from '../../../core/errors.ts';
import { translate } from '../../../core/i18n.ts';
import type { ResourceContext } from '../../../crud/context.ts';
import { asAppError } from '../../../crud/problems.ts';
import { importWorkbook } from '../../../crud/routes-io.ts';
import { sysFile } from '../../upload/schema.ts';
import { JobFailed } from '../contract.ts';
import { deleteJobFiles, jobStorage, saveJobFile } from '../files.ts';
import { registerJobKind } from '../queue.ts';
import { enqueueResourceJob, resourceOfJob } from './resource-kind.ts';

/**
 * 'import.resource': a large workbook imported in the background (POST <resource>/importExcel/job)
 * through the synchronous import's own code (importWorkbook): every row checked, all stored in one
 * transaction or none. A refused import fails the job with every problem (row, column, message) in
 * its result. The uploaded workbook is kept as a job file until the job has run.
 */
export const RESOURCE_IMPORT = 'import.resource';
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface Params {
  resource: string;
  inputFileId: string;
}

registerJobKind({
  kind: RESOURCE_IMPORT,
  // An import is one transaction: a restart mid-way stored nothing, so running it again is safe.
  maxAttempts: 2,
  async run(ctx) {
    const params = ctx.job.params as Params;
    const r = resourceOfJob(ctx.db, ctx.auth, params.resource, 'import');
    const locale = ctx.job.locale;
    const [input] = await ctx.db.select().from(sysFile).where(eq(sysFile.id, params.inputFileId));
    const bytes = input ? await ctx.storage.get(input.storedName) : null;
    if (!bytes) throw new AppError(400, 'crud.import.noFile');
    await ctx.progress(0, 0);
    const workbook = new ExcelJS.Workbook();
    try {
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    } catch {
      throw new AppError(400, 'crud.import.unreadable');
    }
    await ctx.progress(0, 0);
    let outcome: Awaited<ReturnType<typeof importWorkbook>>;
    try {
      outcome = await importWorkbook(r, workbook, ctx.auth, locale);
    } catch (e) {
      const custom = await r.customFields();
      throw asAppError(e, locale, (key) => r.labelOf(locale, key, custom));
    }
    // The upload has served (stored or refused).
    await deleteJobFiles(ctx.db, ctx.storage, [params.inputFileId]);
    if ('errors' in outcome)
      throw new JobFailed(
        'jobs.errors.importRows',
        { count: outcome.errors.length },
        { errors: outcome.errors, count: 0 },
      );
    return { count: outcome.count, message: translate(locale, 'jobs.import.done', { count: outcome.count }) };
  },
});

/** Keeps the upload as a job file and queues its import for the asker. */
export async function enqueueResourceImport(
  db: Executor,
  r: ResourceContext,
  bytes: Buffer,
  fileName: string,
  auth: AuthContext,
  locale: Locale,
): Promise<string> {
  // An xlsx is a zip: anything else is refused now rather than failing in the background.
  if (bytes.length < 4 || bytes.readUInt32LE(0) !== 0x04034b50)
    throw new AppError(400, 'crud.import.unreadable');
  const input = await saveJobFile(db, jobStorage(), auth, fileName || 'import.xlsx', bytes, XLSX_MIME);
  return enqueueResourceJob(
    db,
    r,
    {
      kind: RESOURCE_IMPORT,
      params: { resource: r.def.name, inputFileId: input.fileId } satisfies Params,
      titleKey: 'jobs.title.import',
    },
    auth,
    locale,
  );
}
