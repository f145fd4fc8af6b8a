import { zEnvelope } from '@accredit/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../../core/app-types.ts';
import { inTransaction } from '../../../core/db.ts';
import { ok } from '../../../core/envelope.ts';
import { AppError, badRequest } from '../../../core/errors.ts';
import { translate } from '../../../core/i18n.ts';
import { hashPassword, passwordPolicyProblem, verifyPassword } from '../../../core/passwords.ts';
import { sysUser } from '../../system/schema.ts';
import { consumeWithTries } from '../codes.ts';
import type { AuthDeps } from '../context.ts';
import { endUserSessions } from '../sessions.ts';
import { userByEmail, userByPhone } from '../users.ts';
import { ZEmail, ZPhone } from './codes.ts';

const optionalText = z.string().max(200).optional().default('');

export const ZUpdatePasswordBody = z.object({
  oldpassword: optionalText,
  password: optionalText,
  confirmpassword: optionalText,
});

/**
 * The seven checks of spec 000 section 5, in the spec's order; the first failing one is the
 * answer. Returns the message key, or null when the change may go ahead.
 */
export async function changePasswordProblem(
  input: z.infer<typeof ZUpdatePasswordBody>,
  user: { username: string; passwordHash: string },
): Promise<string | null> {
  if (!input.oldpassword) return 'auth.changePassword.oldRequired';
  if (!(await verifyPassword(user.passwordHash, input.oldpassword)))
    return 'auth.changePassword.oldIncorrect';
  const policy = passwordPolicyProblem(input.password, user.username);
  if (policy) return policy;
  if (!input.confirmpassword) return 'auth.changePassword.confirmRequired';
  if (input.password !== input.confirmpassword) return 'auth.changePassword.mismatch';
  return null;
}

export const ZResetBody = z
  .object({
    phone: ZPhone.optional(),
    email: ZEmail.optional(),
    smscode: z.string({ error: 'auth.code.required' }).trim().min(1, { error: 'auth.code.required' }).max(16),
    password: optionalText,
    confirmpassword: optionalText,
  })
  .refine((b) => Boolean(b.phone) !== Boolean(b.email), {
    error: 'auth.reset.phoneOrEmail',
    path: ['phone'],
  });

export function passwordRoutes(app: App, deps: AuthDeps): void {
  const { db } = deps;

  app.put(
    '/sys/user/updatePassword',
    {
      config: {
        access: 'authenticated',
        audit: 'Change own password',
        // Per account, so that a stolen session cannot guess the old password quickly.
        rateLimit: { max: 10, timeWindow: 60_000, keyGenerator: (r) => r.auth?.user.id ?? r.ip },
      },
      schema: {
        tags: ['auth'],
        summary: 'changePassword: the signed-in user changes their password (code 0 on success)',
        description:
          'Checks, in order: old password given; old password correct; new password given; 8 or more ' +
          'characters with a letter, a digit and a special character; not containing the username; ' +
          "confirmation given; confirmation equal. Ends the user's other sessions.",
        body: ZUpdatePasswordBody,
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const [user] = await db.select().from(sysUser).where(eq(sysUser.id, auth.user.id));
      const problem = await changePasswordProblem(request.body, user);
      if (problem) throw badRequest(problem);
      const passwordHash = await hashPassword(request.body.password);
      await inTransaction(db, async (tx) => {
        await tx
          .update(sysUser)
          .set({
            passwordHash,
            passwordChangedAt: new Date(),
            updateBy: auth.user.username,
            updateTime: new Date(),
          })
          .where(eq(sysUser.id, user.id));
        await endUserSessions(tx, user.id, auth.sessionId, 'password');
      });
      return ok(null, translate(request.locale, 'auth.changePassword.success'), 0);
    },
  );

  app.post(
    '/sys/user/passwordChange',
    {
      config: {
        access: 'public',
        audit: 'Reset forgotten password',
        rateLimit: { max: deps.config.LOGIN_RATE_LIMIT, timeWindow: 60_000 },
      },
      schema: {
        tags: ['auth'],
        summary: 'Forgotten password: the code sent by SMS (phone) or e-mail (email), then a new password',
        body: ZResetBody,
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      const { phone, email, smscode, password, confirmpassword } = request.body;
      const user = phone ? await userByPhone(db, phone) : await userByEmail(db, email!);
      // The new password is checked first, so a typo does not spend the code.
      const policy = passwordPolicyProblem(password, user?.username);
      if (policy) throw badRequest(policy);
      if (!confirmpassword) throw badRequest('auth.changePassword.confirmRequired');
      if (password !== confirmpassword) throw badRequest('auth.changePassword.mismatch');
      const check = await consumeWithTries(
        db,
        phone ? 'reset_sms' : 'reset_mail',
        (phone ?? email)!,
        smscode,
      );
      if (check !== 'ok' || !user || user.status !== 1) throw new AppError(400, 'auth.code.invalid');
      const passwordHash = await hashPassword(password);
      await inTransaction(db, async (tx) => {
        await tx
          .update(sysUser)
          .set({
            passwordHash,
            passwordChangedAt: new Date(),
            updateBy: user.username,
            updateTime: new Date(),
          })
          .where(eq(sysUser.id, user.id));
        await endUserSessions(tx, user.id, undefined, 'password_reset');
      });
      return ok(null, translate(request.locale, 'auth.reset.done'));
    },
  );
}
