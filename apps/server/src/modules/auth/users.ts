import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { sysUser } from '../system/schema.ts';

/** Account look-ups for sign-in and recovery; deleted accounts are never found. */
export async function userByUsername(db: Executor, username: string) {
  const [user] = await db
    .select()
    .from(sysUser)
    .where(and(eq(sysUser.username, username.trim()), eq(sysUser.delFlag, false)))
    .limit(1);
  return user;
}

/** The one account with this phone; none when two accounts share it (which one would it be?). */
export async function userByPhone(db: Executor, phone: string) {
  const users = await db
    .select()
    .from(sysUser)
    .where(and(eq(sysUser.phone, phone), eq(sysUser.delFlag, false)))
    .limit(2);
  return users.length === 1 ? users[0] : undefined;
}

export async function userByEmail(db: Executor, email: string) {
  const users = await db
    .select()
    .from(sysUser)
    .where(and(sql`lower(${sysUser.email}) = ${email.trim().toLowerCase()}`, eq(sysUser.delFlag, false)))
    .limit(2);
  return users.length === 1 ? users[0] : undefined;
}

/** 11 digits starting with 1 (spec 000 section 5). */
export const PHONE_PATTERN = /^1\d{10}$/;
