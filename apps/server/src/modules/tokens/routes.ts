import { zEnvelope, zPage } from '@accredit/shared';
import { and, asc, desc, eq, gt, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Module } from '../../core/app-types.ts';
import type { Executor } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { badRequest, notFound, unauthorized } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import {
  fetchPage,
  ilike,
  iso,
  localName,
  orderOf,
  pageOf,
  said,
  ZIdQuery,
  ZPaging,
} from '../system/http.ts';
import { sysRole, sysUser } from '../system/schema.ts';
import { sysApiToken } from './schema.ts';
import { newServiceToken } from './secret.ts';

/**
 * Service tokens (issue 23 item 2), under /sys/apiToken: an administrator issues a token bound to
 * a role, acting as a user, until an expiry; the token is answered once, at creation, and never
 * again (only the hash of its secret is kept). Revoked or expired tokens stay listed until
 * deleted. How a token authenticates, and which routes refuse tokens, is in bearer.ts.
 */
const tags = ['system: service tokens'];
/** Longest a token may live: a year and a day, then the integration gets a new one. */
export const MAX_TOKEN_DAYS = 366;

export const TOKEN_STATUS = ['active', 'expired', 'revoked'] as const;
export type TokenStatus = (typeof TOKEN_STATUS)[number];

const ZToken = z.object({
  id: z.string(),
  name: z.string(),
  roleId: z.string(),
  roleCode: z.string().nullable(),
  roleName: z.string().nullable(),
  userId: z.string(),
  username: z.string().nullable(),
  realname: z.string().nullable(),
  prefix: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
  lastUsedIp: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokedBy: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string(),
  status: z.enum(TOKEN_STATUS),
});
type TokenItem = z.infer<typeof ZToken>;

const columns = {
  token: sysApiToken,
  roleCode: sysRole.roleCode,
  roleZh: sysRole.roleName,
  roleEn: sysRole.roleNameEn,
  roleTw: sysRole.roleNameTw,
  rolePt: sysRole.roleNamePt,
  username: sysUser.username,
  realname: sysUser.realname,
};
type Row = {
  token: typeof sysApiToken.$inferSelect;
  roleCode: string | null;
  roleZh: string | null;
  roleEn: string | null;
  roleTw: string | null;
  rolePt: string | null;
  username: string | null;
  realname: string | null;
};

function statusOf(t: typeof sysApiToken.$inferSelect, now = Date.now()): TokenStatus {
  if (t.revokedAt) return 'revoked';
  return t.expiresAt.getTime() <= now ? 'expired' : 'active';
}

/** What leaves the server about a token: never its secret nor the secret's hash. */
function present(row: Row, locale: Parameters<typeof localName>[0]): TokenItem {
  const t = row.token;
  return {
    id: t.id,
    name: t.name,
    roleId: t.roleId,
    roleCode: row.roleCode,
    roleName:
      row.roleZh === null
        ? null
        : localName(locale, { zh: row.roleZh, en: row.roleEn, tw: row.roleTw, pt: row.rolePt }),
    userId: t.userId,
    username: row.username,
    realname: row.realname,
    prefix: t.prefix,
    expiresAt: t.expiresAt.toISOString(),
    lastUsedAt: iso(t.lastUsedAt),
    lastUsedIp: t.lastUsedIp,
    revokedAt: iso(t.revokedAt),
    revokedBy: t.revokedBy,
    createBy: t.createBy,
    createTime: t.createTime.toISOString(),
    status: statusOf(t),
  };
}

function selectTokens(db: Executor) {
  return db
    .select(columns)
    .from(sysApiToken)
    .leftJoin(sysRole, eq(sysRole.id, sysApiToken.roleId))
    .leftJoin(sysUser, eq(sysUser.id, sysApiToken.userId));
}

function statusFilter(status: TokenStatus | undefined): SQL | undefined {
  const now = new Date();
  if (status === 'revoked') return isNotNull(sysApiToken.revokedAt);
  if (status === 'expired') return and(isNull(sysApiToken.revokedAt), lte(sysApiToken.expiresAt, now));
  if (status === 'active') return and(isNull(sysApiToken.revokedAt), gt(sysApiToken.expiresAt, now));
  return undefined;
}

export const tokenModule: Module = (app, { database }) => {
  const db = database.db;

  app.get(
    '/sys/apiToken/list',
    {
      config: { access: { permission: 'apiToken:query' } },
      schema: {
        tags,
        summary: 'Service tokens, newest first, by name and status (never the token itself)',
        querystring: ZPaging.extend({
          name: z.string().max(200).optional(),
          status: z.enum(TOKEN_STATUS).optional(),
        }),
        response: { 200: zEnvelope(zPage(ZToken)) },
      },
    },
    async (request) => {
      const q = request.query;
      const where = and(q.name ? ilike(sysApiToken.name, q.name) : undefined, statusFilter(q.status));
      const order = orderOf(
        {
          name: sysApiToken.name,
          expiresAt: sysApiToken.expiresAt,
          lastUsedAt: sysApiToken.lastUsedAt,
          createTime: sysApiToken.createTime,
        },
        q.column,
        q.order,
        desc(sysApiToken.createTime),
      );
      const { rows, total } = await fetchPage(
        db,
        selectTokens(db).where(where).orderBy(order, asc(sysApiToken.id)),
        sysApiToken,
        where,
        q,
      );
      return ok(
        pageOf(
          rows.map((r) => present(r, request.locale)),
          total,
          q,
        ),
      );
    },
  );

  app.post(
    '/sys/apiToken/add',
    {
      config: { access: { permission: 'apiToken:add' }, audit: 'issue service token' },
      schema: {
        tags,
        summary:
          'Issue a service token bound to a role (acting as a user, the issuer by default) until an expiry; the token is answered this once',
        body: z.object({
          name: z.string().trim().min(1, 'apiToken.errors.name').max(100),
          roleId: z.string().min(1).max(64),
          userId: z.string().min(1).max(64).optional(),
          expiresAt: z.iso.datetime({ offset: true }),
        }),
        response: { 200: zEnvelope(ZToken.extend({ token: z.string() })) },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      const { name, roleId } = request.body;
      const expiresAt = new Date(request.body.expiresAt);
      const now = Date.now();
      if (expiresAt.getTime() <= now) throw badRequest('apiToken.errors.expiryPast');
      if (expiresAt.getTime() > now + MAX_TOKEN_DAYS * 86_400_000)
        throw badRequest('apiToken.errors.expiryFar', { days: MAX_TOKEN_DAYS });
      const [role] = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.id, roleId));
      if (!role) throw badRequest('apiToken.errors.role');
      const userId = request.body.userId ?? auth.user.id;
      const [user] = await db
        .select({ id: sysUser.id, status: sysUser.status, delFlag: sysUser.delFlag })
        .from(sysUser)
        .where(eq(sysUser.id, userId));
      if (user?.status !== 1 || user.delFlag) throw badRequest('apiToken.errors.user');
      const id = newId();
      const issued = newServiceToken(id);
      await db.insert(sysApiToken).values({
        id,
        name,
        roleId,
        userId,
        secretHash: issued.secretHash,
        prefix: issued.prefix,
        expiresAt,
        createBy: auth.user.username,
        sysOrgCode: auth.user.orgCode,
      });
      const [row] = await selectTokens(db).where(eq(sysApiToken.id, id));
      return ok({ ...present(row, request.locale), token: issued.token }, said(request, 'apiToken.issued'));
    },
  );

  app.put(
    '/sys/apiToken/revoke',
    {
      config: { access: { permission: 'apiToken:edit' }, audit: 'revoke service token' },
      schema: {
        tags,
        summary: 'Revoke a service token: from now on it is refused (401)',
        body: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: zEnvelope(ZToken) },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      const { id } = request.body;
      await db
        .update(sysApiToken)
        .set({ revokedAt: new Date(), revokedBy: auth.user.username, updateBy: auth.user.username })
        .where(and(eq(sysApiToken.id, id), isNull(sysApiToken.revokedAt)));
      const [row] = await selectTokens(db).where(eq(sysApiToken.id, id));
      if (!row) throw notFound();
      return ok(present(row, request.locale), said(request, 'apiToken.revoked'));
    },
  );

  app.delete(
    '/sys/apiToken/delete',
    {
      config: { access: { permission: 'apiToken:delete' }, audit: 'delete service token' },
      schema: {
        tags,
        summary: 'Delete a service token (it stops working at once, and leaves the list)',
        querystring: ZIdQuery,
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      const [row] = await db
        .delete(sysApiToken)
        .where(eq(sysApiToken.id, request.query.id))
        .returning({ id: sysApiToken.id });
      if (!row) throw notFound();
      return ok(null, said(request, 'system.deleted'));
    },
  );

  app.get(
    '/sys/apiToken/roles',
    {
      config: { access: { permission: 'apiToken:add' } },
      schema: {
        tags,
        summary: 'The roles a token may be bound to (for the issue form)',
        querystring: z.object({ _t: z.coerce.number().optional() }),
        response: {
          200: zEnvelope(z.array(z.object({ id: z.string(), roleCode: z.string(), name: z.string() }))),
        },
      },
    },
    async (request) => {
      const roles = await db.select().from(sysRole).orderBy(asc(sysRole.roleCode));
      return ok(
        roles.map((r) => ({
          id: r.id,
          roleCode: r.roleCode,
          name: localName(request.locale, {
            zh: r.roleName,
            en: r.roleNameEn,
            tw: r.roleNameTw,
            pt: r.roleNamePt,
          }),
        })),
      );
    },
  );
};
