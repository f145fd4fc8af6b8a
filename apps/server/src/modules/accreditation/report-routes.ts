import { REVIEW_ACTIONS, zEnvelope } from '@accredit/shared';
import { z } from 'zod';
import type { App } from '../../core/app-types.ts';
import { type Db, inTransaction } from '../../core/db.ts';
import { asDownload } from '../../core/download.ts';
import { ok } from '../../core/envelope.ts';
import { unauthorized } from '../../core/errors.ts';
import { translate } from '../../core/i18n.ts';
import { restoreRevision, revisionsOf, revisionView, saveSectionContent } from './report-content.ts';
import { EDIT, QUERY, reportInScope } from './report-data.ts';
import { buildReportDocx } from './report-docx.ts';
import { reportOutline, reviewSection } from './report-outline.ts';

/**
 * The report calls (issue 21 items 3 and 4): a report's outline, saving a section's text, its
 * revisions (list, one with its differences, restore), reviewing a section, and the Word file.
 * Shapes: packages/shared/src/accreditation/api-report.ts.
 */
const tags = ['certificationReport'];
const zId = z.string().trim().min(1).max(64);
const T_ = { _t: z.coerce.number().optional() };
const EXPORT = 'certificationReport:export';
/** A section's text: sanitised HTML, at most about 2 MB. */
const MAX_CONTENT = 2_000_000;

const zSection = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  title: z.string(),
  standard: z.string().nullable(),
  sortNo: z.number(),
  reviewStatus: z.number(),
  editorId: z.string().nullable(),
  editorName: z.string().nullable(),
  approverId: z.string().nullable(),
  approverName: z.string().nullable(),
  words: z.number(),
  blocks: z.number(),
  hasDraft: z.boolean(),
  mayEdit: z.boolean(),
  mayApprove: z.boolean(),
});
const zOutline = z.object({
  report: z.object({
    id: z.string(),
    title: z.string(),
    scheme: z.string(),
    status: z.string(),
    frozenTime: z.string().nullable(),
    projectId: z.string(),
    year: z.number().nullable(),
  }),
  sections: z.array(zSection),
});
const zSaved = z.object({ version: z.number(), content: z.string(), words: z.number() });
const zRevision = z.object({
  id: z.string(),
  version: z.number(),
  authorName: z.string(),
  createTime: z.string(),
  note: z.string().nullable(),
  words: z.number(),
});
const zDiffPart = z.object({ op: z.enum(['=', '+', '-']), text: z.string() });
const zRevisionView = z.object({
  id: z.string(),
  sectionId: z.string(),
  version: z.number(),
  title: z.string(),
  content: z.string(),
  note: z.string().nullable(),
  authorName: z.string(),
  createTime: z.string(),
  diff: z.array(zDiffPart),
});

export function registerReportRoutes(app: App, db: Db): void {
  app.get(
    '/aacsb/certificationReport/outline',
    {
      config: { access: { permission: QUERY } },
      schema: {
        tags,
        summary:
          "A report's sections in order with their editor, approver, review state, words and blocks, and what the caller may do with each",
        querystring: z.object({ id: zId, ...T_ }),
        response: { 200: zEnvelope(zOutline) },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthorized();
      return ok(await reportOutline(db, request.auth, request.query.id, request.locale));
    },
  );

  app.post(
    '/aacsb/reportSection/saveContent',
    {
      config: { access: { permission: [EDIT, QUERY] }, audit: 'save report section' },
      schema: {
        tags: ['reportSection'],
        summary:
          "Saves a section's text (sanitised; live block markers kept) as a new revision: certificationReport:edit holders or the section's editor; refused when the report is frozen or the section approved",
        body: z.object({
          id: zId,
          content: z.string().max(MAX_CONTENT),
          note: z.string().trim().max(500).nullish(),
        }),
        response: { 200: zEnvelope(zSaved) },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      const { id, content, note } = request.body;
      const saved = await inTransaction(db, (tx) => saveSectionContent(tx, auth, id, content, note));
      return ok(saved, translate(request.locale, 'accReport.messages.saved', { version: saved.version }));
    },
  );

  app.get(
    '/aacsb/reportSection/revisions',
    {
      config: { access: { permission: QUERY } },
      schema: {
        tags: ['reportSection'],
        summary: "A section's revisions, newest first",
        querystring: z.object({ id: zId, ...T_ }),
        response: { 200: zEnvelope(z.array(zRevision)) },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthorized();
      return ok(await revisionsOf(db, request.auth, request.query.id));
    },
  );

  app.get(
    '/aacsb/reportSection/revision',
    {
      config: { access: { permission: QUERY } },
      schema: {
        tags: ['reportSection'],
        summary:
          'One revision with its text and its differences from the current text (word level; Chinese per character)',
        querystring: z.object({ id: zId, ...T_ }),
        response: { 200: zEnvelope(zRevisionView) },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthorized();
      return ok(await revisionView(db, request.auth, request.query.id));
    },
  );

  app.post(
    '/aacsb/reportSection/restore',
    {
      config: { access: { permission: [EDIT, QUERY] }, audit: 'restore report section revision' },
      schema: {
        tags: ['reportSection'],
        summary: "Makes a revision's text the current text again, kept as a new revision",
        body: z.object({ revisionId: zId }),
        response: { 200: zEnvelope(zSaved) },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      const saved = await inTransaction(db, (tx) =>
        restoreRevision(tx, auth, request.body.revisionId, request.locale),
      );
      return ok(saved, translate(request.locale, 'accReport.messages.restored', { version: saved.version }));
    },
  );

  app.post(
    '/aacsb/reportSection/review',
    {
      config: { access: { permission: [EDIT, QUERY] }, audit: 'review report section' },
      schema: {
        tags: ['reportSection'],
        summary:
          'Reviews a section: approve, reject (reason), cancel an approval (reason) by its approver or a certificationReport:edit holder; re-submit (reason) by its editor or an edit holder',
        body: z.object({ id: zId, action: z.enum(REVIEW_ACTIONS), reason: z.string().max(1000).nullish() }),
        response: { 200: zEnvelope(z.object({ count: z.number() })) },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      const { id, action, reason } = request.body;
      const count = await inTransaction(db, (tx) => reviewSection(tx, auth, id, action, reason));
      return ok({ count }, translate(request.locale, `crud.review.done.${action}`));
    },
  );

  app.get(
    '/aacsb/certificationReport/exportWord',
    {
      config: { access: { permission: EXPORT }, audit: 'export accreditation report' },
      schema: {
        tags,
        summary:
          'The report as a Word file in English or Chinese: cover, table of contents, numbered sections, live blocks as Word tables and charts (a frozen report prints its frozen figures)',
        querystring: z.object({ id: zId, lang: z.enum(['en-US', 'zh-CN']).optional(), ...T_ }),
      },
    },
    async (request, reply) => {
      if (!request.auth) throw unauthorized();
      const lang = request.query.lang ?? (request.locale.startsWith('zh') ? 'zh-CN' : 'en-US');
      const report = await reportInScope(db, request.auth, request.query.id);
      const body = await buildReportDocx(db, report.id, lang);
      return asDownload(reply, 'docx', 'accreditation-report', report.title || 'report').send(body);
    },
  );
}
