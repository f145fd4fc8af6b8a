import { zEnvelope, zPage } from '@accredit/shared';
import { z } from 'zod';
import type { App } from '../../core/app-types.ts';
import type { Db } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { badRequest, unauthorized } from '../../core/errors.ts';
import { translate } from '../../core/i18n.ts';
import { gatherEvidence } from './collect.ts';
import { presentPage } from './present.ts';
import { allStandardCodes, summarise, withDescendants } from './standards.ts';
import { readTags, setTags } from './tags.ts';
import { gatherUntagged } from './untagged.ts';

/**
 * The evidence repository's calls: one standard's evidence (viewFileAndSupport/listPath), counts
 * per standard (summary), evidence left untagged, and a record's tags (evidenceTag/of, set).
 */
const VIEW = { access: { permission: 'fileSharing:query' } } as const;

const zPaging = {
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => n === -1 || (n >= 1 && n <= 1000), 'pageSize must be -1 or 1..1000')
    .default(20),
  _t: z.coerce.number().optional(),
};

const zItem = z.object({
  resource: z.string(),
  id: z.string(),
  title: z.string(),
  source: z.enum(['tag', 'field']),
  standards: z.array(z.string()),
  year: z.number().nullable(),
  files: z.array(z.object({ url: z.string(), fileName: z.string() })),
  folderPath: z.array(z.string()).optional(),
  updatedAt: z.string().nullable(),
  typeLabel: z.string(),
  editable: z.boolean(),
});

const zTagState = z.object({ standards: z.array(z.string()), own: z.boolean(), editable: z.boolean() });
const zRecordRef = { resource: z.string().min(1).max(64), recordId: z.string().min(1).max(64) };

export function registerEvidenceRoutes(app: App, db: Db): void {
  app.get(
    '/aacsb/viewFileAndSupport/listPath',
    {
      config: VIEW,
      schema: {
        tags: ['evidence'],
        summary:
          'Evidence under a standard (and the standards under it): tagged records and shared files, and records whose own standards field names it, only those the caller may open; newest first',
        querystring: z.object({
          standard: z.string().trim().max(64).optional(),
          keyword: z.string().trim().max(200).optional(),
          ...zPaging,
        }),
        response: { 200: zEnvelope(zPage(zItem)) },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthorized();
      const { standard, keyword, pageNo, pageSize } = request.query;
      const known = allStandardCodes();
      if (standard && !known.includes(standard)) throw badRequest('evidence.errors.standard', { standard });
      const codes = standard ? withDescendants(standard, known) : null;
      const gathered = await gatherEvidence(db, request.auth, codes);
      return ok(await presentPage(db, request.auth, gathered, request.locale, { pageNo, pageSize, keyword }));
    },
  );

  app.get(
    '/aacsb/viewFileAndSupport/summary',
    {
      config: VIEW,
      schema: {
        tags: ['evidence'],
        summary:
          'Pieces of evidence per standard code that the caller may open; a parent code (AACSB, 1) counts each item under it once',
        querystring: z.object({ _t: z.coerce.number().optional() }),
        response: { 200: zEnvelope(z.record(z.string(), z.number())) },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthorized();
      const gathered = await gatherEvidence(db, request.auth, null);
      return ok(summarise(gathered.map((g) => [...new Set([...g.own, ...g.tagged])])));
    },
  );

  app.get(
    '/aacsb/viewFileAndSupport/untagged',
    {
      config: VIEW,
      schema: {
        tags: ['evidence'],
        summary:
          'Evidence under no standard: shared files without standards, records with attachments and no tag, supporting documents without a tag; only what the caller may open',
        querystring: z.object({
          resource: z.string().trim().max(64).optional(),
          keyword: z.string().trim().max(200).optional(),
          ...zPaging,
        }),
        response: { 200: zEnvelope(zPage(zItem)) },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthorized();
      const { resource, keyword, pageNo, pageSize } = request.query;
      const gathered = await gatherUntagged(db, request.auth, resource || null);
      return ok(await presentPage(db, request.auth, gathered, request.locale, { pageNo, pageSize, keyword }));
    },
  );

  app.get(
    '/aacsb/evidenceTag/of',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['evidence'],
        summary:
          "A record's standards (tags, or its own standards field) and whether the caller may change them; 404 when the caller could not open the record",
        querystring: z.object({ ...zRecordRef, _t: z.coerce.number().optional() }),
        response: { 200: zEnvelope(zTagState) },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthorized();
      const { resource, recordId } = request.query;
      return ok(await readTags(db, request.auth, resource, recordId));
    },
  );

  app.post(
    '/aacsb/evidenceTag/set',
    {
      config: { access: 'authenticated', audit: 'set evidence standards' },
      schema: {
        tags: ['evidence'],
        summary:
          "Replaces a record's standards: a shared file's (or any record's own) standards field through the engine's write path, else its evidence tags. Needs the record's edit permission and edit scope, or fileSharing:edit and read access",
        body: z.object({
          ...zRecordRef,
          standards: z.array(z.string().max(64)).max(100),
        }),
        response: { 200: zEnvelope(zTagState) },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthorized();
      const state = await setTags(db, request.auth, request.locale, request.body);
      return ok(state, translate(request.locale, 'evidence.messages.saved'));
    },
  );
}
