import { zEnvelope } from '@accredit/shared';
import { and, eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../../core/app-types.ts';
import type { Executor } from '../../../core/db.ts';
import { ok } from '../../../core/envelope.ts';
import { AppError } from '../../../core/errors.ts';
import { translate } from '../../../core/i18n.ts';
import { sysUser } from '../../system/schema.ts';
import { validateTicket } from '../cas.ts';
import { type AuthDeps, issueLogin } from '../context.ts';
import { LOGIN_TYPE, writeLoginLog } from '../login-log.ts';
import { ZLoginResult } from '../presenter.ts';
import { ssoSettings } from '../settings.ts';

/**
 * The ticket must have been issued for this application's own service address: a ticket that the
 * CAS server issued to another application must not open a session here.
 */
export function serviceAllowed(service: string, serviceUrl: string): boolean {
  if (service === serviceUrl) return true;
  return service.startsWith(serviceUrl) && /^[?#&]/.test(service.slice(serviceUrl.length));
}

/** The CAS user is the local username, or else the staff number (work_no), of an active account. */
async function accountOf(db: Executor, casUser: string) {
  const name = casUser.trim();
  const users = await db
    .select()
    .from(sysUser)
    .where(
      and(
        eq(sysUser.delFlag, false),
        or(sql`lower(${sysUser.username}) = ${name.toLowerCase()}`, eq(sysUser.workNo, name)),
      ),
    )
    .limit(3);
  return (
    users.find((u) => u.username.toLowerCase() === name.toLowerCase()) ??
    (users.length === 1 ? users[0] : undefined)
  );
}

export function casRoutes(app: App, deps: AuthDeps): void {
  const { db } = deps;

  app.get(
    '/sys/cas/client/validateLogin',
    {
      config: { access: 'public', rateLimit: { max: deps.config.LOGIN_RATE_LIMIT, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        summary: 'Single sign-on: check a CAS service ticket with casUrl/serviceValidate and sign in',
        querystring: z.object({
          ticket: z.string().trim().min(1).max(512),
          service: z.string().trim().min(1).max(2000),
          _t: z.coerce.number().optional(),
        }),
        response: { 200: zEnvelope(ZLoginResult) },
      },
    },
    async (request) => {
      const { ticket, service } = request.query;
      const settings = await ssoSettings(db);
      if (!settings.sso || !settings.casUrl) throw new AppError(400, 'auth.cas.disabled');
      if (!settings.serviceUrl || !serviceAllowed(service, settings.serviceUrl))
        throw new AppError(400, 'auth.cas.badService');
      const fail = async (key: string, username: string | null, values?: Record<string, unknown>) => {
        await writeLoginLog(db, request, {
          outcome: 'cas_failure',
          username,
          loginType: LOGIN_TYPE.cas,
          status: 400,
        });
        throw new AppError(400, key, values);
      };
      const answer = await validateTicket(settings.casUrl, ticket, service);
      if (!answer.ok) {
        request.log.warn({ code: answer.code, message: answer.message }, 'CAS ticket refused');
        return fail('auth.cas.invalidTicket', null, { reason: answer.code });
      }
      const user = await accountOf(db, answer.user);
      if (user?.status !== 1) return fail('auth.cas.noAccount', answer.user, { user: answer.user });
      const result = await issueLogin(deps, request, user, LOGIN_TYPE.cas);
      return ok(result, translate(request.locale, 'auth.login.success'));
    },
  );
}
