import { type LinkScope, type ReviewerLinkItem, zEnvelope } from '@accredit/shared';
import { and, count, desc, eq, inArray, max } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../../core/access.ts';
import type { App } from '../../core/app-types.ts';
import type { Db, Executor } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { schoolSettings } from '../school/settings.ts';
import { issueToken } from './door-token.ts';
import { sectionsOf } from './reading-build.ts';
import { reportInScope } from './report-data.ts';
import { reviewerLink, reviewerLinkUse } from './schema.ts';

/**
 * Reviewer links (issue 21 item 7): an administrator of the report issues a signed address that
 * opens the read-only report (/user/secretPage) and, when chosen, its Word file
 * (/user/secretExport), limited to chosen sections, until it expires or is revoked. Issuing needs
 * the school's "open to external access" switch; every use is logged (door-public.ts).
 */
const EDIT = { access: { permission: 'certificationReport:edit' } } as const;
const tags = ['accreditation'];
/** Longest a link may live: a visit's preparation, not a standing door. */
export const MAX_LINK_DAYS = 366;

export const ZLinkScope = z.object({
  sections: z.array(z.string().min(1).max(64)).max(500).default([]),
  evidence: z.boolean().default(false),
  export: z.boolean().default(false),
});

const ZLinkItem = z.object({
  id: z.string(),
  reportId: z.string(),
  label: z.string(),
  scope: ZLinkScope,
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  createdBy: z.string(),
  createTime: z.string(),
  uses: z.number(),
  lastUsed: z.string().nullable(),
  url: z.string().optional(),
});

const ZUse = z.object({
  time: z.string(),
  action: z.string(),
  outcome: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});

type LinkRow = typeof reviewerLink.$inferSelect;

export function scopeOf(value: unknown): LinkScope {
  const parsed = ZLinkScope.safeParse(value);
  return parsed.success ? parsed.data : { sections: [], evidence: false, export: false };
}

async function present(db: Executor, rows: LinkRow[]): Promise<ReviewerLinkItem[]> {
  const ids = rows.map((r) => r.id);
  const used = ids.length
    ? await db
        .select({ linkId: reviewerLinkUse.linkId, n: count(), last: max(reviewerLinkUse.time) })
        .from(reviewerLinkUse)
        .where(and(inArray(reviewerLinkUse.linkId, ids), eq(reviewerLinkUse.outcome, 'ok')))
        .groupBy(reviewerLinkUse.linkId)
    : [];
  const byLink = new Map(used.map((u) => [u.linkId, u]));
  return rows.map((r) => {
    const u = byLink.get(r.id);
    const last = u?.last ? new Date(u.last as unknown as string | Date) : null;
    return {
      id: r.id,
      reportId: r.reportId,
      label: r.label,
      scope: scopeOf(r.scope),
      expiresAt: r.expiresAt.toISOString(),
      revokedAt: r.revokedAt?.toISOString() ?? null,
      createdBy: r.createBy ?? '',
      createTime: r.createTime.toISOString(),
      uses: Number(u?.n ?? 0),
      lastUsed: last ? last.toISOString() : null,
    };
  });
}

/**
 * Where the web app is served: the page that issued the link (its Origin), else this server's
 * own address. The address is only shown to the administrator who asked for it.
 */
function webOrigin(request: FastifyRequest): string {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && /^https?:\/\/[A-Za-z0-9.[\]:-]+$/.test(origin)) return origin;
  return `${request.protocol}://${request.host}`;
}

/** A link of a report the caller may open (the report's row scope decides, as for the report itself). */
async function linkById(db: Executor, auth: AuthContext | null, id: string): Promise<LinkRow> {
  if (!auth) throw unauthorized();
  const [row] = await db.select().from(reviewerLink).where(eq(reviewerLink.id, id));
  if (!row) throw notFound('accDoor.errors.linkGone');
  await reportInScope(db, auth, row.reportId);
  return row;
}

export function registerLinkRoutes(app: App, db: Db): void {
  app.post(
    '/aacsb/reviewerLink/add',
    {
      config: { ...EDIT, audit: 'Issue reviewer link' },
      schema: {
        tags,
        summary:
          'Issue a signed reviewer link to a report (needs "open to external access"); the address is given once',
        body: z.object({
          reportId: z.string().min(1).max(64),
          label: z.string().trim().min(1, 'accDoor.errors.label').max(200),
          scope: ZLinkScope,
          expiresAt: z.iso.datetime({ offset: true }),
        }),
        response: { 200: zEnvelope(ZLinkItem) },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      if (!(await schoolSettings(db)).switches.openExternalAccess) throw forbidden('accDoor.errors.closed');
      const { reportId, label, scope } = request.body;
      const report = await reportInScope(db, auth, reportId);
      const expiresAt = new Date(request.body.expiresAt);
      const now = Date.now();
      if (expiresAt.getTime() <= now) throw badRequest('accDoor.errors.expiryPast');
      if (expiresAt.getTime() > now + MAX_LINK_DAYS * 86_400_000)
        throw badRequest('accDoor.errors.expiryFar', { days: MAX_LINK_DAYS });
      const known = new Set((await sectionsOf(db, report.id)).map((s) => s.id));
      const sections = [...new Set(scope.sections)];
      if (sections.some((id) => !known.has(id))) throw badRequest('accDoor.errors.sectionScope');
      const id = newId();
      const { token, secretHash } = await issueToken(db, id, expiresAt);
      const [row] = await db
        .insert(reviewerLink)
        .values({
          id,
          reportId: report.id,
          label,
          scope: { sections, evidence: scope.evidence, export: scope.export },
          secretHash,
          expiresAt,
          createBy: auth.user.username,
          sysOrgCode: auth.user.orgCode,
        })
        .returning();
      const [item] = await present(db, [row]);
      return ok({ ...item, url: `${webOrigin(request)}/user/secretPage?token=${encodeURIComponent(token)}` });
    },
  );

  app.get(
    '/aacsb/reviewerLink/list',
    {
      config: EDIT,
      schema: {
        tags,
        summary: "A report's reviewer links, newest first, with their uses",
        querystring: z.object({ reportId: z.string().min(1).max(64), _t: z.coerce.number().optional() }),
        response: { 200: zEnvelope(z.array(ZLinkItem)) },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthorized();
      const report = await reportInScope(db, request.auth, request.query.reportId);
      const rows = await db
        .select()
        .from(reviewerLink)
        .where(eq(reviewerLink.reportId, report.id))
        .orderBy(desc(reviewerLink.createTime), desc(reviewerLink.id));
      return ok(await present(db, rows));
    },
  );

  app.post(
    '/aacsb/reviewerLink/revoke',
    {
      config: { ...EDIT, audit: 'Revoke reviewer link' },
      schema: {
        tags,
        summary: 'Revoke a reviewer link: from now on it is refused',
        body: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: zEnvelope(ZLinkItem) },
      },
    },
    async (request) => {
      const link = await linkById(db, request.auth, request.body.id);
      const [row] = link.revokedAt
        ? [link]
        : await db
            .update(reviewerLink)
            .set({
              revokedAt: new Date(),
              revokedBy: request.auth?.user.username ?? null,
              updateBy: request.auth?.user.username ?? null,
              updateTime: new Date(),
            })
            .where(eq(reviewerLink.id, link.id))
            .returning();
      const [item] = await present(db, [row]);
      return ok(item);
    },
  );

  app.get(
    '/aacsb/reviewerLink/uses',
    {
      config: EDIT,
      schema: {
        tags,
        summary: 'Every use of a reviewer link, refused ones included, newest first (the latest 500)',
        querystring: z.object({ id: z.string().min(1).max(64), _t: z.coerce.number().optional() }),
        response: { 200: zEnvelope(z.array(ZUse)) },
      },
    },
    async (request) => {
      const link = await linkById(db, request.auth, request.query.id);
      const rows = await db
        .select()
        .from(reviewerLinkUse)
        .where(eq(reviewerLinkUse.linkId, link.id))
        .orderBy(desc(reviewerLinkUse.time), desc(reviewerLinkUse.id))
        .limit(500);
      return ok(
        rows.map((r) => ({
          time: r.time.toISOString(),
          action: r.action,
          outcome: r.outcome,
          ip: r.ip,
          userAgent: r.userAgent,
        })),
      );
    },
  );
}
