import type { FastifyRequest } from 'fastify';
import { clientIp } from '../../core/audit.ts';
import type { Config } from '../../core/config.ts';
import type { Db } from '../../core/db.ts';
import { hashPassword, randomPassword, verifyPassword } from '../../core/passwords.ts';
import type { sysUser } from '../system/schema.ts';
import { clearFailures } from './lockout.ts';
import { writeLoginLog } from './login-log.ts';
import { type LoginResult, presentUser } from './presenter.ts';
import type { Senders } from './senders/index.ts';
import { createSession, type SessionPolicy } from './sessions.ts';

/** What every route file of the module gets. */
export interface AuthDeps {
  db: Db;
  config: Config;
  senders: Senders;
  policy: SessionPolicy;
}

export function sessionPolicy(config: Config): SessionPolicy {
  return { idleMinutes: config.SESSION_IDLE_MINUTES, absoluteHours: config.SESSION_ABSOLUTE_HOURS };
}

type User = typeof sysUser.$inferSelect;

let dummyHash: Promise<string> | null = null;

/**
 * Checks a password so that an unknown user costs the same time as a known one (the answer must
 * not tell which usernames exist). Frozen and deleted accounts never pass.
 */
export async function passwordMatches(user: User | undefined, plain: string | null): Promise<boolean> {
  dummyHash ??= hashPassword(randomPassword());
  const hash = user?.passwordHash ?? (await dummyHash);
  const matches = await verifyPassword(hash, plain ?? '');
  return Boolean(user && plain && matches && user.status === 1 && !user.delFlag);
}

/** A successful sign-in: new session, failures forgotten, login log, the answer of spec 000 section 7. */
export async function issueLogin(
  deps: AuthDeps,
  request: FastifyRequest,
  user: User,
  loginType: number,
): Promise<LoginResult> {
  const { token } = await createSession(
    deps.db,
    { userId: user.id, ip: clientIp(request), userAgent: request.headers['user-agent'], loginType },
    deps.policy,
  );
  await clearFailures(deps.db, user.username, clientIp(request));
  await writeLoginLog(deps.db, request, {
    outcome: 'success',
    username: user.username,
    userId: user.id,
    loginType,
    status: 200,
  });
  return { token, userInfo: presentUser(user), teacherInfo: null };
}
