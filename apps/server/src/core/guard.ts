import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { resolveSession, type SessionPolicy } from '../modules/auth/sessions.ts';
import { authenticateBearer } from '../modules/tokens/bearer.ts';
import { bearerOf } from '../modules/tokens/secret.ts';
import { type Access, permissionsOf } from './access.ts';
import type { Db } from './db.ts';
import { AppError, forbidden } from './errors.ts';

export const TOKEN_HEADER = 'x-access-token';

/** Routes under /api that declared no access fail at registration: deny by default. */
export function requireAccessDeclaration(route: RouteOptions): void {
  if (!route.url.startsWith('/api')) return;
  if (route.url.startsWith('/api/docs')) return; // swagger-ui's own static routes
  if (!route.config?.access) {
    throw new Error(
      `Route ${route.method} ${route.url} declares no access (public, authenticated or a permission)`,
    );
  }
}

export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[TOKEN_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  return token || undefined;
}

/**
 * Authenticate (onRequest): resolve the token to a session. A route that needs a user answers
 * 401 without one; an ended or expired token gets the spec's "token expired" message. Without
 * X-Access-Token, `Authorization: Bearer` carries a service token (modules/tokens).
 */
export function authenticate(db: Db, policy: SessionPolicy) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    request.auth = null;
    const access = request.routeOptions.config?.access as Access | undefined;
    if (!access) return;
    const token = tokenOf(request);
    if (!token) {
      const bearer = bearerOf(request.headers.authorization);
      if (bearer) return authenticateBearer(db, request, bearer, access);
      if (access === 'public') return;
      throw new AppError(401, 'errors.unauthorized');
    }
    const found = await resolveSession(db, token, policy);
    if (found.kind === 'ok') {
      request.auth = found.auth;
      return;
    }
    if (access === 'public') return;
    throw new AppError(401, found.kind === 'expired' ? 'errors.tokenExpired' : 'errors.unauthorized');
  };
}

/** Authorize (onRequest, after authenticate, before the body is parsed or checked): the current role must hold one of the route's codes. */
export async function authorize(request: FastifyRequest): Promise<void> {
  const access = request.routeOptions.config?.access as Access | undefined;
  if (!access || access === 'public' || access === 'authenticated') return;
  const held = request.auth?.permissions;
  if (!held || !permissionsOf(access).some((code) => held.has(code))) throw forbidden();
}
