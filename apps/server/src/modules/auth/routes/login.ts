import { zEnvelope } from '@accredit/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../../core/app-types.ts';
import { clientIp } from '../../../core/audit.ts';
import { ok } from '../../../core/envelope.ts';
import { AppError } from '../../../core/errors.ts';
import { translate } from '../../../core/i18n.ts';
import { ZNoBody } from '../../../core/openapi.ts';
import { sysUser } from '../../system/schema.ts';
import { checkCaptcha } from '../captcha.ts';
import { consumeWithTries } from '../codes.ts';
import { type AuthDeps, issueLogin, passwordMatches } from '../context.ts';
import { decryptPassword } from '../keys.ts';
import { blockedMinutes, recordFailure } from '../lockout.ts';
import { LOGIN_TYPE, writeLoginLog } from '../login-log.ts';
import { presentUser, ZLoginResult, ZUserInfo } from '../presenter.ts';
import { endSession } from '../sessions.ts';
import { PHONE_PATTERN, userByPhone, userByUsername } from '../users.ts';
import { ZCheckKey } from './public.ts';

const required = (key: string, max: number) =>
  z.string({ error: key }).trim().min(1, { error: key }).max(max);

export const ZLoginBody = z.object({
  username: required('auth.login.usernameRequired', 100),
  /** Base64 of the RSA-OAEP (SHA-256) ciphertext of the password. */
  password: required('auth.login.passwordRequired', 1024),
  captcha: required('auth.login.captchaRequired', 16),
  checkKey: ZCheckKey,
});

export const ZPhoneLoginBody = z.object({
  mobile: z
    .string({ error: 'auth.sms.phoneInvalid' })
    .trim()
    .regex(PHONE_PATTERN, { error: 'auth.sms.phoneInvalid' }),
  captcha: required('auth.sms.codeRequired', 16),
});

/** Signing in and out (spec 000 section 7, Authentication). */
export function loginRoutes(app: App, deps: AuthDeps): void {
  const { db, config } = deps;
  const limit = { max: config.LOGIN_RATE_LIMIT, timeWindow: 60_000 };

  app.post(
    '/sys/login',
    {
      config: { access: 'public', audit: false, rateLimit: limit },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with username, RSA-encrypted password and verification code',
        body: ZLoginBody,
        response: { 200: zEnvelope(ZLoginResult) },
      },
    },
    async (request) => {
      const { username, password, captcha, checkKey } = request.body;
      const refuse = async (outcome: Parameters<typeof writeLoginLog>[2]['outcome'], error: AppError) => {
        await writeLoginLog(db, request, {
          outcome,
          username,
          loginType: LOGIN_TYPE.password,
          status: error.status,
        });
        throw error;
      };
      const code = await checkCaptcha(db, checkKey, captcha);
      if (code === 'wrong') await refuse('wrong_code', new AppError(400, 'auth.captcha.incorrect'));
      if (code === 'missing') await refuse('expired_code', new AppError(400, 'auth.captcha.expired'));
      const ip = clientIp(request);
      const minutes = await blockedMinutes(db, username, ip);
      if (minutes) await refuse('locked', new AppError(429, 'auth.login.locked', { minutes }));
      const user = await userByUsername(db, username);
      const plain = await decryptPassword(db, password);
      if (!user || !(await passwordMatches(user, plain))) {
        const wait = await recordFailure(db, username, ip);
        await refuse(
          'bad_credentials',
          wait
            ? new AppError(429, 'auth.login.locked', { minutes: wait })
            : new AppError(400, 'auth.login.failed'),
        );
      }
      const result = await issueLogin(deps, request, user!, LOGIN_TYPE.password);
      return ok(result, translate(request.locale, 'auth.login.success'));
    },
  );

  app.post(
    '/sys/phoneLogin',
    {
      config: { access: 'public', audit: false, rateLimit: limit },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a phone number and the SMS code sent to it',
        body: ZPhoneLoginBody,
        response: { 200: zEnvelope(ZLoginResult) },
      },
    },
    async (request) => {
      const { mobile, captcha } = request.body;
      const check = await consumeWithTries(db, 'sms_login', mobile, captcha);
      const user = check === 'ok' ? await userByPhone(db, mobile) : undefined;
      if (user?.status !== 1) {
        await writeLoginLog(db, request, {
          outcome: check === 'ok' ? 'no_account' : check === 'wrong' ? 'wrong_code' : 'expired_code',
          username: user?.username ?? mobile,
          loginType: LOGIN_TYPE.phone,
          status: 400,
        });
        throw new AppError(400, check === 'ok' ? 'auth.login.failed' : 'auth.sms.codeInvalid');
      }
      const result = await issueLogin(deps, request, user, LOGIN_TYPE.phone);
      return ok(result, translate(request.locale, 'auth.login.success'));
    },
  );

  app.post(
    '/sys/logout',
    {
      config: { access: 'public', audit: false },
      schema: {
        tags: ['auth'],
        summary: 'End the session of the X-Access-Token on the server',
        body: ZNoBody,
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (auth) {
        await endSession(db, auth.sessionId, 'logout');
        await writeLoginLog(db, request, {
          outcome: 'logout',
          username: auth.user.username,
          userId: auth.user.id,
          loginType: 0,
          status: 200,
        });
      }
      return ok(null, translate(request.locale, 'auth.logout.done'));
    },
  );

  app.get(
    '/sys/checkToken',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: 'Whether the X-Access-Token is a live session (401 when not), with the user',
        querystring: z.object({ _t: z.coerce.number().optional() }),
        response: { 200: zEnvelope(z.object({ valid: z.literal(true), userInfo: ZUserInfo })) },
      },
    },
    async (request) => {
      const [user] = await db.select().from(sysUser).where(eq(sysUser.id, request.auth!.user.id));
      return ok({ valid: true as const, userInfo: presentUser(user) });
    },
  );
}
