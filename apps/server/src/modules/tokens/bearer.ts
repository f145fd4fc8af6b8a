import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Access } from '../../core/access.ts';
import { redact } from '../../core/audit.ts';
import type { Db } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { sysLog } from '../system/schema.ts';
import { resolveServiceToken, type TokenRef } from './resolve.ts';

/**
 * Routes a service token may never call, whatever its role holds. A token is for reading and
 * writing records on a role's behalf; it is not a person:
 * - the token routes themselves (a token cannot issue, list, revoke or delete tokens);
 * - sessions: sign-in of every kind, sign-out, the token check and the permission answer that
 *   switches a session's role (a token cannot become or steer a session);
 * - passwords and the account: changing one's own password, the administrator's password reset,
 *   reset mails and SMS codes, registration, editing one's own profile.
 * tokens.test.ts checks that every path here is a registered route, so a renamed route fails it.
 */
export const TOKEN_REFUSED_PREFIXES = ['/api/sys/apiToken/'] as const;
export const TOKEN_REFUSED_ROUTES = [
  '/api/sys/login',
  '/api/sys/phoneLogin',
  '/api/sys/cas/client/validateLogin',
  '/api/sys/logout',
  '/api/sys/checkToken',
  '/api/sys/permission/getUserPermissionByToken',
  '/api/sys/user/updatePassword',
  '/api/sys/user/passwordChange',
  '/api/sys/user/changPassword',
  '/api/sys/user/sendResetMail',
  '/api/sys/sms',
  '/api/sys/user/register',
  '/api/sys/user/editUser',
] as const;
const REFUSED = new Set<string>(TOKEN_REFUSED_ROUTES);

export function refusedToTokens(routeUrl: string): boolean {
  return REFUSED.has(routeUrl) || TOKEN_REFUSED_PREFIXES.some((p) => routeUrl.startsWith(p));
}

/** Which token a request came with (also when it was refused), for the audit at the response. */
const usedToken = new WeakMap<FastifyRequest, TokenRef>();

/** Whether the request came with a known service token (accepted or refused). */
export function madeWithServiceToken(request: FastifyRequest): boolean {
  return usedToken.has(request);
}

const REFUSAL_KEY = {
  expired: 'apiToken.errors.expired',
  revoked: 'apiToken.errors.revoked',
  inactive: 'apiToken.errors.inactive',
  none: 'apiToken.errors.invalid',
} as const;

/**
 * Authenticates `Authorization: Bearer <token>` (called by core/guard.ts when the request has no
 * X-Access-Token). A refused token answers 401 with why (expired, revoked, invalid) in the
 * caller's language; on a public route the caller simply stays anonymous, as with sessions.
 */
export async function authenticateBearer(
  db: Db,
  request: FastifyRequest,
  token: string,
  access: Access,
): Promise<void> {
  const found = await resolveServiceToken(db, token, request.ip);
  if (found.kind !== 'none') usedToken.set(request, found.token);
  if (found.kind !== 'ok') {
    if (access === 'public') return;
    throw new AppError(401, REFUSAL_KEY[found.kind]);
  }
  request.auth = found.auth;
  if (refusedToTokens(request.routeOptions.url ?? request.url)) {
    throw new AppError(403, 'apiToken.errors.notForTokens');
  }
}

/**
 * Operation log of every call made with a service token (onResponse), reads included and refused
 * calls too: the token, the user it acts as, the route, the outcome. Ordinary writes by sessions
 * are logged by core/audit.ts, which leaves token calls to this one.
 */
export function auditTokenUse(db: Db) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = usedToken.get(request);
    if (!token) return;
    const route = (request.routeOptions.url ?? request.url).replaceAll('\u0000', '');
    // What was asked: the body of a write, the query of a read (secrets masked).
    const asked = request.isMultipart?.()
      ? { file: '(upload)' }
      : redact(request.body ?? request.query ?? null);
    try {
      await db.insert(sysLog).values({
        id: newId(),
        logType: 2,
        logContent: `API token "${token.name}": ${request.method} ${route}`.slice(0, 500),
        operateType: request.method,
        userid: request.auth?.user.id ?? null,
        username: request.auth?.user.username ?? null,
        ip: request.ip,
        method: request.method,
        requestUrl: route,
        requestParam: JSON.stringify(asked)?.replaceAll('\u0000', '').slice(0, 4000) ?? null,
        target: token.id,
        costTime: Math.round(reply.elapsedTime),
        status: reply.statusCode,
        outcome: reply.statusCode < 400 ? 'success' : 'failure',
        extra: { apiTokenId: token.id, apiTokenName: token.name },
      });
    } catch (err) {
      request.log.error({ err }, 'could not write the service token log');
    }
  };
}
