import { BLOCK_KINDS, type BlockRef, blockKey, LOCALES, zEnvelope } from '@accredit/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../../core/access.ts';
import type { App, Deps } from '../../core/app-types.ts';
import { ok } from '../../core/envelope.ts';
import { unauthorized } from '../../core/errors.ts';
import { blockCatalog } from './blocks-catalog.ts';
import { freezeReport, reportDrift, reportFor, unfreezeReport } from './blocks-freeze.ts';
import { blocksForReport, resolveBlocks } from './blocks-resolve.ts';

/**
 * Issue 21, live blocks: the catalog the "Insert live block" dialog offers, resolving blocks (live,
 * or as frozen in a report), freezing and unfreezing a report, and the drift of a frozen report
 * from live data. Reading needs certificationReport:query, freezing certificationReport:edit.
 */
const tags = ['accreditation'];
const ZId = z.string().trim().min(1).max(64);
const ZAny = z.unknown();
const ZParam = z.union([
  z.string().max(2000),
  z.number(),
  z.boolean(),
  z.array(z.string().max(200)).max(100),
  z.null(),
]);
export const ZBlockRef = z.object({
  kind: z.enum(BLOCK_KINDS),
  params: z
    .record(z.string().max(64), ZParam)
    .refine((p) => Object.keys(p).length <= 20, 'too many parameters')
    .default({}),
});

const authOf = (request: FastifyRequest): AuthContext => {
  if (!request.auth) throw unauthorized();
  return request.auth;
};

export function registerBlocks(app: App, { database }: Deps): void {
  const db = database.db;

  app.get(
    '/aacsb/reportBlock/catalog',
    {
      config: { access: { permission: 'certificationReport:query' } },
      schema: {
        tags,
        summary:
          'Kinds of live blocks with their parameters, and the choices for them: reporting years, programmes, strategic plans, KPIs, cohort parts, resources a list may show',
        querystring: z.object({ _t: z.coerce.number().optional() }),
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) => ok(await blockCatalog(db, request.locale)),
  );

  app.post(
    '/aacsb/reportBlock/resolve',
    {
      config: { access: { permission: 'certificationReport:query' }, audit: false },
      schema: {
        tags,
        summary:
          'Live blocks as data (tables, charts, lists) in the caller’s language, or a language asked for; with reportId, as that report shows them (frozen data once it is frozen)',
        body: z.object({
          refs: z.array(ZBlockRef).max(100),
          reportId: ZId.optional(),
          lang: z.enum(LOCALES).optional(),
        }),
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { reportId, lang } = request.body;
      const refs = request.body.refs as BlockRef[];
      const locale = lang ?? request.locale;
      if (!reportId) return ok(await resolveBlocks(db, refs, locale));
      const report = await reportFor(db, auth, reportId);
      const byKey = await blocksForReport(db, report, refs, locale);
      return ok(refs.map((r) => byKey.get(blockKey(r))));
    },
  );

  app.post(
    '/aacsb/certificationReport/freeze',
    {
      config: { access: { permission: 'certificationReport:edit' }, audit: 'freeze accreditation report' },
      schema: {
        tags,
        summary:
          'Freezes a report: every block of every section is stored as it is now, in all four languages; the report then stops changing with live data',
        body: z.object({ id: ZId }),
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) => ok(await freezeReport(db, authOf(request), request.body.id)),
  );

  app.post(
    '/aacsb/certificationReport/unfreeze',
    {
      config: {
        access: { permission: 'certificationReport:edit' },
        audit: 'unfreeze accreditation report',
      },
      schema: {
        tags,
        summary: 'Unfreezes a report: the stored blocks are dropped and its blocks follow live data again',
        body: z.object({ id: ZId }),
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) => ok(await unfreezeReport(db, authOf(request), request.body.id)),
  );

  app.get(
    '/aacsb/certificationReport/drift',
    {
      config: { access: { permission: 'certificationReport:query' } },
      schema: {
        tags,
        summary:
          'Figures of a frozen report that live data no longer matches: per block, each changed cell as frozen and as live (empty while the report is live)',
        querystring: z.object({
          id: ZId,
          lang: z.enum(LOCALES).optional(),
          _t: z.coerce.number().optional(),
        }),
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) =>
      ok(await reportDrift(db, authOf(request), request.query.id, request.query.lang ?? request.locale)),
  );
}
