import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { sysLoginThrottle } from './schema.ts';

/**
 * Guessing protection that a stranger cannot turn into a lock-out (OWASP ASVS 5.0 V6.3: anti-
 * automation without denial of service). The verification code stands in front of every
 * password attempt; behind it, failures are counted in the database (shared by every server):
 *
 * - per account AND address: five failures within the window are free, after that each failure
 *   makes that address wait before trying that account again: 1, 2, 4 ... minutes, at most 60.
 *   The owner signing in from anywhere else is not affected.
 * - per address across accounts: 30 failures within the window block the address for 30
 *   minutes (one source guessing many accounts).
 *
 * A successful sign-in forgets the account-and-address failures. Unknown usernames count the
 * same as known ones, so the answers tell nothing about which accounts exist.
 */
export const THROTTLE = {
  windowMinutes: 15,
  freeFailures: 5,
  firstDelayMinutes: 1,
  maxDelayMinutes: 60,
  addressFailures: 30,
  addressBlockMinutes: 30,
} as const;

const pairKey = (username: string, ip: string) => `pair:${username.trim().toLowerCase()}|${ip}`;
const addressKey = (ip: string) => `addr:${ip}`;

/** Minutes (rounded up) before this address may try this account again; 0 when it may now. */
export async function blockedMinutes(db: Executor, username: string, ip: string): Promise<number> {
  const rows = await db
    .select({ blockedUntil: sysLoginThrottle.blockedUntil })
    .from(sysLoginThrottle)
    .where(inArray(sysLoginThrottle.key, [pairKey(username, ip), addressKey(ip)]));
  const until = Math.max(0, ...rows.map((r) => r.blockedUntil?.getTime() ?? 0));
  const left = until - Date.now();
  return left > 0 ? Math.ceil(left / 60_000) : 0;
}

/** Counts one failure under `key`; returns the failures in the current window. */
async function count(db: Executor, key: string, now: Date): Promise<number> {
  const windowFrom = new Date(now.getTime() - THROTTLE.windowMinutes * 60_000);
  const stale = sql`${sysLoginThrottle.windowStart} < ${windowFrom.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(sysLoginThrottle)
    .values({ key, failures: 1, windowStart: now })
    .onConflictDoUpdate({
      target: sysLoginThrottle.key,
      set: {
        failures: sql`case when ${stale} then 1 else ${sysLoginThrottle.failures} + 1 end`,
        windowStart: sql`case when ${stale} then ${now.toISOString()}::timestamptz else ${sysLoginThrottle.windowStart} end`,
      },
    })
    .returning({ failures: sysLoginThrottle.failures });
  return row.failures;
}

async function block(db: Executor, key: string, now: Date, minutes: number): Promise<void> {
  await db
    .update(sysLoginThrottle)
    .set({ blockedUntil: new Date(now.getTime() + minutes * 60_000) })
    .where(eq(sysLoginThrottle.key, key));
}

/** Counts a failed sign-in; returns the minutes this address must now wait for this account (0: none). */
export async function recordFailure(db: Executor, username: string, ip: string): Promise<number> {
  const now = new Date();
  let wait = 0;
  const pair = await count(db, pairKey(username, ip), now);
  if (pair >= THROTTLE.freeFailures) {
    const doublings = Math.min(pair - THROTTLE.freeFailures, 10);
    wait = Math.min(THROTTLE.maxDelayMinutes, THROTTLE.firstDelayMinutes * 2 ** doublings);
    await block(db, pairKey(username, ip), now, wait);
  }
  const address = await count(db, addressKey(ip), now);
  if (address >= THROTTLE.addressFailures) {
    await block(db, addressKey(ip), now, THROTTLE.addressBlockMinutes);
    wait = Math.max(wait, THROTTLE.addressBlockMinutes);
  }
  return wait;
}

/** After a successful sign-in from this address: its failures for this account are forgotten. */
export async function clearFailures(db: Executor, username: string, ip: string): Promise<void> {
  await db.delete(sysLoginThrottle).where(eq(sysLoginThrottle.key, pairKey(username, ip)));
}
