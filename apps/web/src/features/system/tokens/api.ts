import type { Page } from '@accredit/shared';
import { api, type Query } from '../../../api/client.ts';
import { write } from '../api.ts';

/**
 * The calls of the service-token screen (server: apps/server/src/modules/tokens). The token
 * itself comes back only from `add`, once; the list carries its prefix, never the token.
 */
export type TokenStatus = 'active' | 'expired' | 'revoked';

export interface ApiToken {
  id: string;
  name: string;
  roleId: string;
  roleCode: string | null;
  roleName: string | null;
  userId: string;
  username: string | null;
  realname: string | null;
  prefix: string;
  expiresAt: string;
  lastUsedAt: string | null;
  lastUsedIp: string | null;
  revokedAt: string | null;
  revokedBy: string | null;
  createBy: string | null;
  createTime: string;
  status: TokenStatus;
}

export interface IssuedToken extends ApiToken {
  token: string;
}

export interface TokenRole {
  id: string;
  roleCode: string;
  name: string;
}

export interface NewToken {
  name: string;
  roleId: string;
  userId?: string;
  expiresAt: string;
}

/** Longest a token may live (the server's MAX_TOKEN_DAYS). */
export const MAX_TOKEN_DAYS = 366;

export const tokenApi = {
  list: (q: Query) => api.get<Page<ApiToken>>('/sys/apiToken/list', q),
  roles: () => api.get<TokenRole[]>('/sys/apiToken/roles'),
  add: (body: NewToken) => write<IssuedToken>('POST', '/sys/apiToken/add', { body }, { quiet: true }),
  revoke: (id: string) => write<ApiToken>('PUT', '/sys/apiToken/revoke', { body: { id } }, { quiet: true }),
};
