import { lt, sql } from 'drizzle-orm';
import { sysRateLimit } from '../modules/auth/schema.ts';
import type { Db } from './db.ts';

/**
 * A store for @fastify/rate-limit kept in the database, so that the limits on sign-in, codes,
 * registration, recovery and the AI hold across every server behind the load balancer (the
 * plugin's default store counts per process). One row per key and route, counted atomically.
 */
type Result = { current: number; ttl: number };
type Callback = (err: Error | null, result?: Result) => void;

interface RouteInfo {
  routeInfo?: { method?: string | string[]; url?: string };
}

export function databaseRateLimitStore(db: Db) {
  let writes = 0;
  return class DatabaseRateLimitStore {
    readonly prefix: string;
    // The plugin hands the merged route parameters, whose `routeInfo` names the route.
    constructor(options: object = {}) {
      const route = (options as RouteInfo).routeInfo;
      this.prefix = route?.url ? `${[route.method].flat().join(',')} ${route.url}` : 'global';
    }

    child(options: object) {
      return new DatabaseRateLimitStore(options);
    }

    incr(key: string, cb: Callback, timeWindow: number): void {
      const now = new Date();
      const expired = sql`${sysRateLimit.windowStart} <= ${new Date(now.getTime() - timeWindow).toISOString()}::timestamptz`;
      db.insert(sysRateLimit)
        .values({ key: `${this.prefix}|${key}`, hits: 1, windowStart: now })
        .onConflictDoUpdate({
          target: sysRateLimit.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${sysRateLimit.hits} + 1 end`,
            windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${sysRateLimit.windowStart} end`,
          },
        })
        .returning({ hits: sysRateLimit.hits, windowStart: sysRateLimit.windowStart })
        .then(([row]) => {
          cb(null, {
            current: row.hits,
            ttl: Math.max(0, row.windowStart.getTime() + timeWindow - now.getTime()),
          });
          // Now and then, forget windows that ended long ago.
          if (++writes % 500 === 0) {
            const dayAgo = new Date(now.getTime() - 86_400_000);
            db.delete(sysRateLimit)
              .where(lt(sysRateLimit.windowStart, dayAgo))
              .catch(() => undefined);
          }
        }, cb);
    }
  };
}
