import { eq } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import type { App } from '../core/app-types.ts';
import { type Config, loadConfig } from '../core/config.ts';
import type { Database } from '../core/db.ts';
import { createSession } from '../modules/auth/sessions.ts';
import { sysRole, sysUser } from '../modules/system/schema.ts';
import { createTestDatabase } from './db.ts';

export interface ApiResponse<T = unknown> {
  status: number;
  body: { success: boolean; message: string; code: number; result: T; timestamp: number };
  headers: Record<string, string | string[] | number | undefined>;
  raw: string;
}

export interface RequestOptions {
  token?: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  lang?: string;
  headers?: Record<string, string>;
  /** The caller's address (default 127.0.0.1). */
  from?: string;
}

/** Calls the API through the whole HTTP stack (routing, hooks, validation, serialisation). */
export class Api {
  constructor(readonly app: App) {}

  async request<T = unknown>(
    method: string,
    url: string,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const query: Record<string, string> = {};
    for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) query[k] = String(v);
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers['x-access-token'] = options.token;
    if (options.lang) headers['x-lang'] = options.lang;
    const res = await this.app.inject({
      method: method as 'GET',
      url: url.startsWith('/api') ? url : `/api${url}`,
      query,
      headers,
      payload: options.body === undefined ? undefined : (options.body as object),
      remoteAddress: options.from,
    });
    let body: ApiResponse<T>['body'];
    try {
      body = res.json();
    } catch {
      body = {
        success: false,
        message: res.body,
        code: res.statusCode,
        result: undefined as T,
        timestamp: 0,
      };
    }
    return { status: res.statusCode, body, headers: res.headers, raw: res.body };
  }

  get<T = unknown>(url: string, options?: RequestOptions) {
    return this.request<T>('GET', url, options);
  }
  post<T = unknown>(url: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', url, { ...options, body });
  }
  put<T = unknown>(url: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PUT', url, { ...options, body });
  }
  delete<T = unknown>(url: string, options?: RequestOptions) {
    return this.request<T>('DELETE', url, options);
  }
}

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
  api: Api;
  routes: RouteOptions[];
  /** A session token for a seeded user, working as the given role code (default: their lowest). */
  tokenFor(username: string, roleCode?: string): Promise<string>;
}

export const TEST_ENV = { NODE_ENV: 'test', LOG_LEVEL: 'silent', CAPTCHA_FIXED_CODE: 'TEST' } as const;

/**
 * Per-file harness: a fresh database copied from the template, and the app built on it.
 * Use inside a describe or at file top level; the context is filled in beforeAll.
 */
export function useTestApp(env: Record<string, string> = {}): TestContext {
  const ctx = { routes: [] as RouteOptions[] } as unknown as TestContext;
  beforeAll(async () => {
    const database = await createTestDatabase();
    const config = loadConfig({ ...TEST_ENV, ...env });
    const app = await buildApp({ config, database }, { logger: false, onRoute: (r) => ctx.routes.push(r) });
    await app.ready();
    Object.assign(ctx, {
      app,
      database,
      config,
      api: new Api(app),
      tokenFor: async (username: string, roleCode?: string) => {
        const [user] = await database.db
          .select({ id: sysUser.id })
          .from(sysUser)
          .where(eq(sysUser.username, username));
        if (!user) throw new Error(`no user ${username}`);
        let roleId: string | undefined;
        if (roleCode) {
          const [role] = await database.db
            .select({ id: sysRole.id })
            .from(sysRole)
            .where(eq(sysRole.roleCode, roleCode));
          roleId = role?.id;
        }
        const { token } = await createSession(
          database.db,
          { userId: user.id, roleId },
          { idleMinutes: config.SESSION_IDLE_MINUTES, absoluteHours: config.SESSION_ABSOLUTE_HOURS },
        );
        return token;
      },
    });
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
  });
  return ctx;
}
