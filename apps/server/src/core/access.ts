import type { Locale } from '@accredit/shared';

/**
 * What a route needs, declared on every route under /api (deny by default):
 * - 'public': anyone, signed in or not;
 * - 'authenticated': any signed-in user, whatever their role;
 * - { permission }: the current role holds one of these permission codes (`resource:action`).
 */
export type Access = 'public' | 'authenticated' | { permission: string | readonly string[] };

export interface SessionUser {
  id: string;
  username: string;
  realname: string;
  orgCode: string | null;
  departId: string | null;
}

export interface AuthContext {
  sessionId: string;
  user: SessionUser;
  roleId: string | null;
  roleCode: string | null;
  /** Permission codes of the current role only. */
  permissions: ReadonlySet<string>;
  /** Set when the caller is a service token (modules/tokens), not a signed-in session. */
  serviceToken?: { id: string; name: string };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Operation-log text for writes; false to skip (the login log writes its own). */
    audit?: string | false;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    locale: Locale;
  }
}

export function permissionsOf(access: Access): readonly string[] {
  if (typeof access === 'string') return [];
  return typeof access.permission === 'string' ? [access.permission] : access.permission;
}
