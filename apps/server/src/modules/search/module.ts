import { MAX_QUERY_LENGTH, zEnvelope } from '@accredit/shared';
import { z } from 'zod';
import type { Module } from '../../core/app-types.ts';
import { ok } from '../../core/envelope.ts';
import { unauthorized } from '../../core/errors.ts';
import { translate } from '../../core/i18n.ts';
import { ZNoBody } from '../../core/openapi.ts';
import { onAnyWrite } from '../../crud/hooks.ts';
import { resourceTitleIn } from '../../crud/labels.ts';
import { searchWriteListener } from './indexer.ts';
import { runSearch, searchableFor } from './query.ts';
import { SearchIndexWorker } from './worker.ts';

/**
 * Search across everything (issue 20): the index (search_doc) kept in step with every engine write,
 * swept for writes made outside the engine, and GET /aacsb/search/query answering only records the
 * caller may open (crud/visibility.ts). Files: tokens and highlighting in packages/shared/src/search,
 * sources.ts (what is searched), documents.ts (a record as a document), indexer.ts (keeping it in
 * step), worker.ts (background rebuild and sweep), query.ts (the answer).
 */
const tags = ['search'];

const ZSegment = z.object({ text: z.string(), hit: z.boolean().optional() });
const ZHit = z.object({
  resource: z.string(),
  id: z.string(),
  title: z.array(ZSegment),
  snippet: z.array(ZSegment),
  year: z.number().nullable(),
  file: z
    .object({ url: z.string(), fileName: z.string(), mime: z.string(), folderId: z.string() })
    .optional(),
  standards: z.array(z.string()),
});
const ZAnswer = z.object({
  query: z.string(),
  groups: z.array(
    z.object({ resource: z.string(), total: z.number(), more: z.boolean(), hits: z.array(ZHit) }),
  ),
  took: z.number(),
});

const ZQuery = z.object({
  q: z.string().trim().min(1).max(MAX_QUERY_LENGTH),
  types: z.string().max(2000).optional(),
  year: z.coerce.number().int().min(1900).max(2200).optional(),
  departId: z.string().trim().min(1).max(64).optional(),
  standard: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,40}$/)
    .optional(),
  size: z.coerce.number().int().min(1).max(50).optional(),
  pageNo: z.coerce.number().int().min(1).max(1000).optional(),
  _t: z.coerce.number().optional(),
});

/** Hits per group: 5 by default; up to 50 for one type, up to 20 when several are shown at once. */
function groupSize(size: number | undefined, types: string[]): number {
  return Math.min(size ?? 5, types.length === 1 ? 50 : 20);
}

export const searchModule: Module = (app, deps) => {
  const { db } = deps.database;
  onAnyWrite(searchWriteListener);
  const worker = new SearchIndexWorker(db, (level, msg) => app.log[level](msg));
  app.addHook('onListen', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());

  app.get(
    '/aacsb/search/query',
    {
      config: { access: { permission: 'infoRetrieval:query' } },
      schema: {
        tags,
        summary:
          'Records of every searchable type matching the words (prefixes), Chinese runs and "quoted phrases", grouped by type, title matches first, highlighted; only records the caller may open (their row scope of each type); filters by type, year, department and standard (its sub-standards too)',
        querystring: ZQuery,
        response: { 200: zEnvelope(ZAnswer) },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      const { q, year, departId, standard, size, pageNo } = request.query;
      const types = (request.query.types ?? '')
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean);
      const answer = await runSearch(db, auth, request.locale, {
        q,
        types,
        year,
        departId,
        standard,
        size: groupSize(size, types),
        pageNo: pageNo ?? 1,
      });
      return ok(answer);
    },
  );

  app.get(
    '/aacsb/search/types',
    {
      config: { access: { permission: 'infoRetrieval:query' } },
      schema: {
        tags,
        summary:
          'The types of record the caller may search (those they may read), with their names in the caller’s language',
        querystring: z.object({ _t: z.coerce.number().optional() }),
        response: { 200: zEnvelope(z.array(z.object({ resource: z.string(), label: z.string() }))) },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      return ok(
        searchableFor(auth).map((s) => ({
          resource: s.def.name,
          label: resourceTitleIn(s.def, request.locale),
        })),
      );
    },
  );

  app.post(
    '/aacsb/search/rebuild',
    {
      // Administrators only: school settings are theirs alone.
      config: { access: { permission: 'schoolInfo:edit' }, audit: 'Rebuild the search index' },
      schema: {
        tags,
        summary:
          'Rebuild the whole search index in the background (after a restore or bulk changes made outside the product)',
        body: ZNoBody,
        response: { 200: zEnvelope(z.object({ queued: z.boolean() })) },
      },
    },
    async (request) => {
      const queued = worker.rebuild();
      return ok(
        { queued },
        translate(request.locale, queued ? 'searchServer.rebuildQueued' : 'searchServer.rebuildWaiting'),
      );
    },
  );
};
