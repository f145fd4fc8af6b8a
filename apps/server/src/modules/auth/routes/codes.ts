import { zEnvelope } from '@accredit/shared';
import { z } from 'zod';
import type { App } from '../../../core/app-types.ts';
import { ok } from '../../../core/envelope.ts';
import { AppError } from '../../../core/errors.ts';
import { translate } from '../../../core/i18n.ts';
import { type CodePurpose, randomDigits, storeCode, takeThrottle } from '../codes.ts';
import type { AuthDeps } from '../context.ts';
import { PHONE_PATTERN, userByEmail, userByPhone } from '../users.ts';

/** SMS and e-mail codes: 6 digits, 5 minutes, 5 tries, one send per address per 60 s. */
export const SENT_CODE = { length: 6, ttlSeconds: 300, resendSeconds: 60 } as const;

export const ZPhone = z
  .string({ error: 'auth.sms.phoneInvalid' })
  .trim()
  .regex(PHONE_PATTERN, { error: 'auth.sms.phoneInvalid' });
export const ZEmail = z
  .string({ error: 'errors.field.email' })
  .trim()
  .toLowerCase()
  .max(200)
  .pipe(z.email({ error: 'errors.field.email' }));

/**
 * Sending codes. The answer is the same whether or not the address belongs to an account, so
 * these calls cannot be used to find out who has an account here.
 */
export function codeRoutes(app: App, deps: AuthDeps): void {
  const { db, senders } = deps;
  const limit = { max: deps.config.LOGIN_RATE_LIMIT, timeWindow: 60_000 };

  app.post(
    '/sys/sms',
    {
      config: { access: 'public', audit: 'Send SMS code', rateLimit: limit },
      schema: {
        tags: ['auth'],
        summary: 'Send a 6-digit SMS code: smsmode 0 to sign in, 2 to reset a forgotten password',
        body: z.object({ mobile: ZPhone, smsmode: z.enum(['0', '2']).default('0') }),
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      const { mobile, smsmode } = request.body;
      if (!(await takeThrottle(db, 'sms', mobile, SENT_CODE.resendSeconds)))
        throw new AppError(429, 'auth.code.tooSoon', { seconds: SENT_CODE.resendSeconds });
      const purpose: CodePurpose = smsmode === '2' ? 'reset_sms' : 'sms_login';
      const user = await userByPhone(db, mobile);
      if (user && user.status === 1) {
        const code = randomDigits(SENT_CODE.length);
        await storeCode(db, purpose, mobile, code, SENT_CODE.ttlSeconds);
        try {
          await senders.sms.send({ phone: mobile, code, purpose, minutes: SENT_CODE.ttlSeconds / 60 });
        } catch (err) {
          request.log.error({ err }, 'SMS could not be sent');
          throw new AppError(502, 'auth.code.sendFailed');
        }
      }
      return ok(null, translate(request.locale, 'auth.sms.sent', { minutes: SENT_CODE.ttlSeconds / 60 }));
    },
  );

  app.post(
    '/sys/user/sendResetMail',
    {
      config: { access: 'public', audit: 'Send password reset e-mail', rateLimit: limit },
      schema: {
        tags: ['auth'],
        summary: 'E-mail a 6-digit code for resetting a forgotten password',
        body: z.object({ email: ZEmail }),
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      const { email } = request.body;
      if (!(await takeThrottle(db, 'mail', email, SENT_CODE.resendSeconds)))
        throw new AppError(429, 'auth.code.tooSoon', { seconds: SENT_CODE.resendSeconds });
      const user = await userByEmail(db, email);
      const minutes = SENT_CODE.ttlSeconds / 60;
      if (user && user.status === 1) {
        const code = randomDigits(SENT_CODE.length);
        await storeCode(db, 'reset_mail', email, code, SENT_CODE.ttlSeconds);
        const values = {
          code,
          minutes,
          username: user.username,
          app: translate(request.locale, 'common.appName'),
        };
        try {
          await senders.mail.send({
            to: email,
            subject: translate(request.locale, 'auth.mail.resetSubject', values),
            text: translate(request.locale, 'auth.mail.resetBody', values),
            code,
            purpose: 'reset_mail',
          });
        } catch (err) {
          request.log.error({ err }, 'e-mail could not be sent');
          throw new AppError(502, 'auth.code.sendFailed');
        }
      }
      return ok(null, translate(request.locale, 'auth.mail.sent', { minutes }));
    },
  );
}
