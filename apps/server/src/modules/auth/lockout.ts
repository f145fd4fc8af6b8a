import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { sysLoginGuard } from './schema.ts';

/** Five failed sign-ins for one username within ten minutes lock it for ten minutes. */
export const LOCKOUT = { maxFailures: 5, windowMinutes: 10, lockMinutes: 10 } as const;

const key = (username: string) => username.trim().toLowerCase();

/** Minutes left on the lock (rounded up), or 0 when the name is not locked. */
export async function lockedMinutes(db: Executor, username: string): Promise<number> {
  const [row] = await db
    .select({ lockedUntil: sysLoginGuard.lockedUntil })
    .from(sysLoginGuard)
    .where(eq(sysLoginGuard.username, key(username)));
  const left = (row?.lockedUntil?.getTime() ?? 0) - Date.now();
  return left > 0 ? Math.ceil(left / 60_000) : 0;
}

/** Counts a failure; returns true when this failure locked the name. */
export async function recordFailure(db: Executor, username: string): Promise<boolean> {
  const now = new Date();
  const windowFrom = new Date(now.getTime() - LOCKOUT.windowMinutes * 60_000);
  const stale = sql`${sysLoginGuard.windowStart} < ${windowFrom.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(sysLoginGuard)
    .values({ username: key(username), failures: 1, windowStart: now })
    .onConflictDoUpdate({
      target: sysLoginGuard.username,
      set: {
        failures: sql`case when ${stale} then 1 else ${sysLoginGuard.failures} + 1 end`,
        windowStart: sql`case when ${stale} then ${now.toISOString()}::timestamptz else ${sysLoginGuard.windowStart} end`,
      },
    })
    .returning({ failures: sysLoginGuard.failures });
  if (row.failures < LOCKOUT.maxFailures) return false;
  await db
    .update(sysLoginGuard)
    .set({
      failures: 0,
      windowStart: now,
      lockedUntil: new Date(now.getTime() + LOCKOUT.lockMinutes * 60_000),
    })
    .where(eq(sysLoginGuard.username, key(username)));
  return true;
}

export async function clearFailures(db: Executor, username: string): Promise<void> {
  await db.delete(sysLoginGuard).where(eq(sysLoginGuard.username, key(username)));
}
