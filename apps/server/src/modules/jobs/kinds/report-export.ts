import { zEnvelope } from '@accredit/shared';
import { z } from 'zod';
import type { App } from '../../../core/app-types.ts';
import type { Db } from '../../../core/db.ts';
import { OFFICE_TYPES } from '../../../core/download.ts';
import { ok } from '../../../core/envelope.ts';
import { unauthorized } from '../../../core/errors.ts';
import { translate } from '../../../core/i18n.ts';
import { reportInScope } from '../../accreditation/report-data.ts';
import { buildReportDocx } from '../../accreditation/report-docx.ts';
import { enqueueJob, registerJobKind } from '../queue.ts';

/**
 * 'export.report': the accreditation report's Word file (GET certificationReport/exportWord) built
 * in the background for a long report: POST certificationReport/exportWord/job, same permission
 * and parameters; the report is looked up within the asker's scope again when the job runs.
 */
export const REPORT_EXPORT = 'export.report';
const PERMISSION = 'certificationReport:export';

interface Params {
  id: string;
  lang: 'en-US' | 'zh-CN';
}

registerJobKind({
  kind: REPORT_EXPORT,
  permission: PERMISSION,
  async run(ctx) {
    const { id, lang } = ctx.job.params as Params;
    const report = await reportInScope(ctx.db, ctx.auth, id);
    await ctx.progress(0, 1);
    const body = await buildReportDocx(ctx.db, report.id, lang);
    await ctx.progress(1, 1);
    const file = await ctx.saveFile(`${report.title || 'report'}.docx`, Buffer.from(body), OFFICE_TYPES.docx);
    return { file };
  },
});

export function reportExportJobRoute(app: App, db: Db): void {
  app.post(
    '/aacsb/certificationReport/exportWord/job',
    {
      config: { access: { permission: PERMISSION }, audit: 'export accreditation report (job)' },
      schema: {
        tags: ['certificationReport'],
        summary: 'The report as a Word file, built in the background; answers the job id (see exportWord)',
        querystring: z.object({
          id: z.string().trim().min(1).max(64),
          lang: z.enum(['en-US', 'zh-CN']).optional(),
          _t: z.coerce.number().optional(),
        }),
        response: { 200: zEnvelope(z.object({ jobId: z.string() })) },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      const lang = request.query.lang ?? (request.locale.startsWith('zh') ? 'zh-CN' : 'en-US');
      const report = await reportInScope(db, auth, request.query.id);
      const jobId = await enqueueJob(db, {
        kind: REPORT_EXPORT,
        params: { id: report.id, lang } satisfies Params,
        ownerId: auth.user.id,
        roleId: auth.roleId,
        locale: request.locale,
        title: translate(request.locale, 'jobs.title.report', { name: report.title || report.id }),
      });
      return ok({ jobId }, translate(request.locale, 'jobs.queued'));
    },
  );
}
