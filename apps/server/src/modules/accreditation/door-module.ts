import { type ReportReading, zEnvelope } from '@accredit/shared';
import { z } from 'zod';
import type { App, Deps } from '../../core/app-types.ts';
import { ok } from '../../core/envelope.ts';
import { unauthorized } from '../../core/errors.ts';
import { storageFor } from '../../core/storage.ts';
import { registerAiDraftRoutes } from './ai-draft-routes.ts';
import { registerLinkRoutes } from './door-links.ts';
import { registerPublicDoor } from './door-public.ts';
import { readReport, sectionsInScope, sectionsOf } from './reading-build.ts';
import { reportInScope } from './report-data.ts';
import { buildReportDocx } from './report-docx.ts';

/**
 * Issue 21, the door part of the accreditation workspace (see module.ts): the read-only reading
 * (GET /aacsb/certificationReport/read, how Experts read a report), reviewer links and the
 * reviewers' door without sign-in (door-links.ts, door-public.ts), AI-drafted sections
 * (ai-draft-*.ts).
 */
const READ = ['certificationReport:get', 'certificationReport:query'];

export function registerDoor(app: App, deps: Deps): void {
  const db = deps.database.db;

  app.get(
    '/aacsb/certificationReport/read',
    {
      config: { access: { permission: READ } },
      schema: {
        tags: ['accreditation'],
        summary:
          'A report read-only: numbered sections, their live (or frozen) blocks and the evidence of their standards the reader may open',
        querystring: z.object({ id: z.string().min(1).max(64), _t: z.coerce.number().optional() }),
        response: { 200: zEnvelope(z.custom<ReportReading>()) },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      const report = await reportInScope(db, auth, request.query.id);
      return ok(
        await readReport(db, report.id, request.locale, {
          evidenceFor: auth,
          mayExport: auth.permissions.has('certificationReport:export'),
        }),
      );
    },
  );

  registerLinkRoutes(app, db);
  registerPublicDoor(app, {
    db,
    storage: storageFor(deps.config),
    // A chosen section brings its subsections, as on the page.
    buildDocx: async (reportId, lang, chosen) => {
      const sectionIds = chosen.length
        ? sectionsInScope(await sectionsOf(db, reportId), chosen).map((s) => s.id)
        : undefined;
      return buildReportDocx(db, reportId, lang, { sectionIds });
    },
  });
  registerAiDraftRoutes(app, deps);
}
