import type { FastifyRequest } from 'fastify';
import { clientIp } from '../../core/audit.ts';
import type { Executor } from '../../core/db.ts';
import { newId } from '../../core/ids.ts';
import { sysLog } from '../system/schema.ts';

/** How a person signed in (sys_session.login_type and the login log). */
export const LOGIN_TYPE = { password: 1, phone: 2, cas: 3 } as const;

export type LoginOutcome =
  | 'success'
  | 'logout'
  | 'wrong_code'
  | 'expired_code'
  | 'bad_credentials'
  | 'locked'
  | 'no_account'
  | 'cas_failure';

const TEXT: Record<LoginOutcome, string> = {
  success: 'Signed in',
  logout: 'Signed out',
  wrong_code: 'Sign-in refused: wrong verification code',
  expired_code: 'Sign-in refused: verification code expired or used',
  bad_credentials: 'Sign-in refused: wrong username or password',
  locked: 'Sign-in refused: username locked after repeated failures',
  no_account: 'Sign-in refused: no active account',
  cas_failure: 'Sign-in refused: single sign-on ticket not valid',
};

/** Every sign-in attempt, success or not, and every sign-out, to the login log (sys_log type 1). */
export async function writeLoginLog(
  db: Executor,
  request: FastifyRequest,
  entry: {
    outcome: LoginOutcome;
    username: string | null;
    userId?: string | null;
    loginType: number;
    status: number;
  },
): Promise<void> {
  try {
    await db.insert(sysLog).values({
      id: newId(),
      logType: 1,
      logContent: TEXT[entry.outcome],
      operateType: entry.outcome === 'logout' ? 'logout' : 'login',
      userid: entry.userId ?? null,
      username: entry.username?.slice(0, 100) ?? null,
      ip: clientIp(request),
      method: request.method,
      requestUrl: request.routeOptions.url ?? request.url,
      status: entry.status,
      outcome: entry.outcome === 'success' || entry.outcome === 'logout' ? 'success' : 'failure',
      extra: {
        reason: entry.outcome,
        loginType: entry.loginType,
        userAgent: request.headers['user-agent'] ?? null,
      },
    });
  } catch (err) {
    request.log.error({ err }, 'could not write the login log');
  }
}
