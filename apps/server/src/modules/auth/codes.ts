import { createHash, randomInt } from 'node:crypto';
import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { sysAuthCode } from './schema.ts';

/**
 * One-time codes (captcha, SMS and e-mail codes) and send throttles. Checks are single SQL
 * statements, so two requests racing for the same code cannot both use it.
 */
export type CodePurpose = 'captcha' | 'sms_login' | 'reset_sms' | 'reset_mail';

export const MAX_CODE_ATTEMPTS = 5;

export function hashCode(code: string): string {
  return createHash('sha256').update(code.trim().toUpperCase()).digest('hex');
}

export function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += String(randomInt(10));
  return out;
}

/** Keeps a new code for a target, replacing the previous one (a new code restarts the tries). */
export async function storeCode(
  db: Executor,
  purpose: CodePurpose,
  target: string,
  code: string,
  ttlSeconds: number,
): Promise<void> {
  const now = new Date();
  const row = {
    purpose,
    target,
    codeHash: hashCode(code),
    attempts: 0,
    sentAt: now,
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
  };
  await db
    .insert(sysAuthCode)
    .values(row)
    .onConflictDoUpdate({
      target: [sysAuthCode.purpose, sysAuthCode.target],
      set: { codeHash: row.codeHash, attempts: 0, sentAt: now, expiresAt: row.expiresAt },
    });
}

export type CodeCheck = 'ok' | 'wrong' | 'missing';

/**
 * A code used once, whatever the outcome (the captcha): the row is removed by the check itself.
 * 'missing' covers never issued, already used and expired.
 */
export async function consumeOnce(
  db: Executor,
  purpose: CodePurpose,
  target: string,
  code: string,
): Promise<CodeCheck> {
  const [row] = await db
    .delete(sysAuthCode)
    .where(and(eq(sysAuthCode.purpose, purpose), eq(sysAuthCode.target, target)))
    .returning();
  if (!row || row.expiresAt.getTime() <= Date.now()) return 'missing';
  return row.codeHash === hashCode(code) ? 'ok' : 'wrong';
}

/**
 * A code with a few tries (SMS and e-mail): right and still valid uses it up; wrong counts a try,
 * and the fifth wrong try spends it.
 */
export async function consumeWithTries(
  db: Executor,
  purpose: CodePurpose,
  target: string,
  code: string,
): Promise<CodeCheck> {
  const where = and(eq(sysAuthCode.purpose, purpose), eq(sysAuthCode.target, target));
  const [used] = await db
    .delete(sysAuthCode)
    .where(
      and(
        where,
        eq(sysAuthCode.codeHash, hashCode(code)),
        lt(sysAuthCode.attempts, MAX_CODE_ATTEMPTS),
        gt(sysAuthCode.expiresAt, new Date()),
      ),
    )
    .returning({ target: sysAuthCode.target });
  if (used) return 'ok';
  const [counted] = await db
    .update(sysAuthCode)
    .set({ attempts: sql`${sysAuthCode.attempts} + 1` })
    .where(where)
    .returning({ attempts: sysAuthCode.attempts, expiresAt: sysAuthCode.expiresAt });
  if (!counted) return 'missing';
  if (counted.attempts >= MAX_CODE_ATTEMPTS || counted.expiresAt.getTime() <= Date.now()) {
    await db.delete(sysAuthCode).where(where);
    return counted.expiresAt.getTime() <= Date.now() ? 'missing' : 'wrong';
  }
  return 'wrong';
}

/**
 * Allows one action per target per period (one SMS per phone per 60 s): true when allowed, and
 * the period starts again. Kept apart from the code so that using a code does not lift it.
 */
export async function takeThrottle(db: Executor, name: string, target: string, seconds: number) {
  const now = new Date();
  const until = new Date(now.getTime() + seconds * 1000);
  const [row] = await db
    .insert(sysAuthCode)
    .values({ purpose: `throttle:${name}`, target, codeHash: '', sentAt: now, expiresAt: until })
    .onConflictDoUpdate({
      target: [sysAuthCode.purpose, sysAuthCode.target],
      set: { sentAt: now, expiresAt: until },
      setWhere: lte(sysAuthCode.expiresAt, now),
    })
    .returning({ target: sysAuthCode.target });
  return Boolean(row);
}

/** Drops codes and throttles that ran out more than an hour ago. */
export async function pruneCodes(db: Executor): Promise<void> {
  await db.delete(sysAuthCode).where(lt(sysAuthCode.expiresAt, new Date(Date.now() - 3_600_000)));
}
