import { STATEMENT_KINDS, type StatementKind, zEnvelope } from '@accredit/shared';
import { z } from 'zod';
import type { App } from '../../core/app-types.ts';
import type { Db } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { unauthorized } from '../../core/errors.ts';
import { setHooks } from '../../crud/hooks.ts';
import { compareVersions, STATEMENT_TABLES, statementHistoryOf } from './statement-data.ts';
import { statementHooks } from './statement-hooks.ts';

/**
 * The history of the four statements (issue 19 item 1): per statement, every version with where
 * it stands (in force, superseded, scheduled, pending, rejected), the version in force today and
 * in a chosen year, and the differences between two versions. Adding, revising (a new version)
 * and approval are the engine's own calls (add, edit, processBatch, approvalHistory).
 */
const ZId = z.string().trim().min(1).max(64);
const T_ = z.object({ _t: z.coerce.number().optional() });

const zVersion = z.looseObject({
  id: z.string(),
  contentZh: z.string().nullable(),
  contentEn: z.string().nullable(),
  effectiveDate: z.string(),
  approvedBy: z.string().nullable().optional(),
  changeNote: z.string().nullable().optional(),
  reviewStatus: z.number(),
  reviewStatus_dictText: z.string().optional(),
  reviewReason: z.string().nullable().optional(),
  reviewBy: z.string().nullable().optional(),
  reviewTime: z.string().nullable().optional(),
  createBy: z.string().nullable().optional(),
  createTime: z.string().nullable(),
  state: z.enum(['inForce', 'superseded', 'scheduled', 'pending', 'rejected']),
  validTo: z.string().nullable(),
});

const zHistory = z.object({
  kind: z.enum(STATEMENT_KINDS),
  today: z.string(),
  inForceId: z.string().nullable(),
  years: z.array(z.number()),
  year: z
    .object({
      year: z.number(),
      asOf: z.string(),
      versionId: z.string().nullable(),
      versionIds: z.array(z.string()),
    })
    .nullable(),
  versions: z.array(zVersion),
});

const zSide = z.object({
  segments: z.array(z.object({ type: z.enum(['same', 'added', 'removed']), text: z.string() })),
  stats: z.object({ added: z.number(), removed: z.number() }),
});
const zBrief = z.object({ id: z.string(), effectiveDate: z.string(), reviewStatus: z.number() });
const zCompare = z.object({ from: zBrief, to: zBrief, zh: zSide, en: zSide });

function registerKind(app: App, db: Db, kind: StatementKind): void {
  const base = `/aacsb/${kind}`;
  const tags = [kind];
  setHooks(kind, statementHooks(STATEMENT_TABLES[kind]));

  app.get(
    `${base}/history`,
    {
      config: { access: { permission: `${kind}:query` } },
      schema: {
        tags,
        summary: `Every version of the ${kind} statement, newest first, with the one in force today and (given a year) the one that stood for that year`,
        querystring: T_.extend({ year: z.coerce.number().int().min(1900).max(2200).optional() }),
        response: { 200: zEnvelope(zHistory) },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthorized();
      return ok(await statementHistoryOf(db, kind, request.auth, request.locale, request.query.year));
    },
  );

  app.get(
    `${base}/compare`,
    {
      config: { access: { permission: `${kind}:query` } },
      schema: {
        tags,
        summary: `The differences from one ${kind} version to another: Chinese per character, English per word`,
        querystring: T_.extend({ fromId: ZId, toId: ZId }),
        response: { 200: zEnvelope(zCompare) },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthorized();
      const { fromId, toId } = request.query;
      return ok(await compareVersions(db, kind, request.auth, request.locale, fromId, toId));
    },
  );
}

export function registerStatementRoutes(app: App, db: Db): void {
  for (const kind of STATEMENT_KINDS) registerKind(app, db, kind);
}
