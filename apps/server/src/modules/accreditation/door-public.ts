import { LOCALES, type Locale, type ReportReading, zEnvelope } from '@accredit/shared';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../core/app-types.ts';
import { clientIp } from '../../core/audit.ts';
import type { Db } from '../../core/db.ts';
import { asDownload, OFFICE_TYPES } from '../../core/download.ts';
import { ok } from '../../core/envelope.ts';
import { AppError, notFound } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import type { FileStorage } from '../../core/storage.ts';
import { schoolSettings } from '../school/settings.ts';
import { sysFile } from '../upload/schema.ts';
import { scopeOf } from './door-links.ts';
import { expirySeconds, hashOf, parseToken, signatureHolds } from './door-token.ts';
import { reviewerViewer } from './door-viewer.ts';
import { readReport, reportRow } from './reading-build.ts';
import { reviewerLink, reviewerLinkUse } from './schema.ts';

/**
 * The reviewers' door (issue 21 item 7): three calls open without a session, each with a link's
 * token and nothing else. A token opens its own report only, in its scope, while the school keeps
 * "open to external access" on and the link is neither expired nor revoked; anything else is
 * refused with a message in the reader's language and the refusal is logged with the link's uses.
 * A token is not a session: it opens no list, no /aacsb call, nothing but these three.
 */
export type Action = 'page' | 'export' | 'file';
export type Outcome = 'ok' | 'expired' | 'revoked' | 'badSignature' | 'closed' | 'scope';

const tags = ['accreditation'];
/** Per address: a reviewer reads, downloads and opens evidence at a person's pace. */
const LIMIT = { max: 60, timeWindow: 60_000 };
const ZToken = z.string().max(300);

const REFUSAL: Record<Exclude<Outcome, 'ok'>, string> = {
  expired: 'accDoor.errors.expired',
  revoked: 'accDoor.errors.revoked',
  badSignature: 'accDoor.errors.badLink',
  closed: 'accDoor.errors.closed',
  scope: 'accDoor.errors.outsideScope',
};

type LinkRow = typeof reviewerLink.$inferSelect;

async function logUse(
  db: Db,
  request: FastifyRequest,
  linkId: string | null,
  action: Action,
  outcome: Outcome,
) {
  const agent = request.headers['user-agent'];
  await db.insert(reviewerLinkUse).values({
    id: newId(),
    linkId,
    action,
    outcome,
    ip: clientIp(request),
    userAgent: typeof agent === 'string' ? agent.replaceAll('\u0000', '').slice(0, 500) : null,
  });
}

/** Logs the refusal and answers 403 with its reason. */
async function refuse(
  db: Db,
  request: FastifyRequest,
  linkId: string | null,
  action: Action,
  outcome: Exclude<Outcome, 'ok'>,
): Promise<never> {
  await logUse(db, request, linkId, action, outcome);
  throw new AppError(403, REFUSAL[outcome]);
}

/** The link a token names, if the token is the server's, the link's own, open and current. */
async function openLink(db: Db, request: FastifyRequest, token: string, action: Action): Promise<LinkRow> {
  const parsed = parseToken(token.trim());
  if (!parsed) return refuse(db, request, null, action, 'badSignature');
  // A forged or altered token naming a real link is logged against that link, for its owner to see.
  const [link] = await db.select().from(reviewerLink).where(eq(reviewerLink.id, parsed.linkId));
  if (
    !link ||
    !(await signatureHolds(db, parsed)) ||
    link.secretHash !== hashOf(parsed.signature) ||
    expirySeconds(link.expiresAt) !== parsed.expiry
  )
    return refuse(db, request, link ? link.id : null, action, 'badSignature');
  if (!(await schoolSettings(db)).switches.openExternalAccess)
    return refuse(db, request, link.id, action, 'closed');
  if (link.revokedAt) return refuse(db, request, link.id, action, 'revoked');
  if (link.expiresAt.getTime() <= Date.now()) return refuse(db, request, link.id, action, 'expired');
  return link;
}

async function readingOf(
  db: Db,
  link: LinkRow,
  locale: Locale,
  withoutBlocks = false,
): Promise<ReportReading> {
  const scope = scopeOf(link.scope);
  return readReport(db, link.reportId, locale, {
    sectionIds: scope.sections,
    evidenceFor: scope.evidence ? await reviewerViewer(db, link.id) : null,
    mayExport: scope.export,
    withoutBlocks,
  });
}

export interface DoorDeps {
  db: Db;
  storage: FileStorage;
  /** S3's Word file of a report (only the sections named, all when none). */
  buildDocx: (reportId: string, lang: Locale, sectionIds: string[]) => Promise<Buffer>;
}

function rfc5987(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function registerPublicDoor(app: App, { db, storage, buildDocx }: DoorDeps): void {
  app.get(
    '/sys/secret/report',
    {
      config: { access: 'public', rateLimit: LIMIT },
      schema: {
        tags,
        summary: "A reviewer link's report, read-only and limited to the link's scope (no sign-in)",
        querystring: z.object({ token: ZToken, _t: z.coerce.number().optional() }),
        response: { 200: zEnvelope(z.any()) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      const link = await openLink(db, request, request.query.token, 'page');
      const reading = await readingOf(db, link, request.locale);
      await logUse(db, request, link.id, 'page', 'ok');
      return ok(reading);
    },
  );

  app.get(
    '/sys/secret/export',
    {
      config: { access: 'public', rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: "A reviewer link's report as a Word file, when the link includes it (no sign-in)",
        querystring: z.object({
          token: ZToken,
          lang: z.enum(LOCALES).optional(),
          _t: z.coerce.number().optional(),
        }),
        produces: [OFFICE_TYPES.docx],
      },
    },
    async (request, reply) => {
      const link = await openLink(db, request, request.query.token, 'export');
      const scope = scopeOf(link.scope);
      if (!scope.export) return refuse(db, request, link.id, 'export', 'scope');
      const lang = request.query.lang ?? request.locale;
      const buffer = await buildDocx(link.reportId, lang, scope.sections);
      await logUse(db, request, link.id, 'export', 'ok');
      const title = (await reportRow(db, link.reportId)).title || 'report';
      return asDownload(reply.header('cache-control', 'no-store'), 'docx', 'report', title).send(buffer);
    },
  );

  app.get(
    '/sys/secret/file',
    {
      config: { access: 'public', rateLimit: LIMIT },
      schema: {
        tags,
        summary: "An evidence file shown by a reviewer link (inside the link's scope; no sign-in)",
        querystring: z.object({
          token: ZToken,
          url: z.string().max(300),
          _t: z.coerce.number().optional(),
        }),
        produces: ['application/octet-stream'],
      },
    },
    async (request, reply) => {
      const link = await openLink(db, request, request.query.token, 'file');
      const scope = scopeOf(link.scope);
      const wanted = request.query.url;
      const reading = scope.evidence ? await readingOf(db, link, request.locale, true) : null;
      const shown = reading?.evidence.some((e) => e.items.some((i) => i.files.some((f) => f.url === wanted)));
      const id = /^\/obe\/file\/([a-z0-9]{20})$/.exec(wanted)?.[1];
      if (!shown || !id) return refuse(db, request, link.id, 'file', 'scope');
      const [file] = await db.select().from(sysFile).where(eq(sysFile.id, id));
      const body = file ? await storage.get(file.storedName).catch(() => null) : null;
      if (!file || !body) throw notFound();
      await logUse(db, request, link.id, 'file', 'ok');
      return reply
        .header('content-type', file.mime)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename*=UTF-8''${rfc5987(file.originalName)}`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
}
