import { zEnvelope } from '@accredit/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../../core/app-types.ts';
import { inTransaction } from '../../../core/db.ts';
import { ok } from '../../../core/envelope.ts';
import { AppError, badRequest, conflict, forbidden } from '../../../core/errors.ts';
import { translate } from '../../../core/i18n.ts';
import { hashPassword, passwordPolicyProblem } from '../../../core/passwords.ts';
import { sysRole, sysUser, sysUserRole } from '../../system/schema.ts';
import { checkCaptcha } from '../captcha.ts';
import type { AuthDeps } from '../context.ts';
import { isRegistrationOpen } from '../settings.ts';
import { userByEmail, userByPhone, userByUsername } from '../users.ts';
import { ZEmail, ZPhone } from './codes.ts';
import { ZCheckKey } from './public.ts';

/** Account status: 1 normal, 2 frozen (self-registered accounts wait frozen for approval). */
export const USER_STATUS = { normal: 1, frozen: 2 } as const;

export const ZRegisterBody = z.object({
  username: z
    .string({ error: 'auth.login.usernameRequired' })
    .trim()
    .regex(/^[A-Za-z0-9_.@-]{3,30}$/, { error: 'auth.register.usernameInvalid' }),
  realname: z
    .string({ error: 'auth.register.realnameRequired' })
    .trim()
    .min(1, { error: 'auth.register.realnameRequired' })
    .max(50),
  password: z.string().max(200).optional().default(''),
  confirmpassword: z.string().max(200).optional().default(''),
  phone: ZPhone.optional(),
  email: ZEmail.optional(),
  captcha: z
    .string({ error: 'auth.login.captchaRequired' })
    .trim()
    .min(1, { error: 'auth.login.captchaRequired' })
    .max(16),
  checkKey: ZCheckKey,
});

/** Self-registration (a school setting, off by default). */
export function registerRoutes(app: App, deps: AuthDeps): void {
  const { db, config } = deps;

  app.post(
    '/sys/user/register',
    {
      config: {
        access: 'public',
        audit: 'Self-registration',
        rateLimit: { max: config.LOGIN_RATE_LIMIT, timeWindow: 60_000 },
      },
      schema: {
        tags: ['auth'],
        summary: 'Register an account; it stays frozen until an administrator approves it',
        body: ZRegisterBody,
        response: { 200: zEnvelope(z.object({ username: z.string(), status: z.number() })) },
      },
    },
    async (request) => {
      if (!(await isRegistrationOpen(db))) throw forbidden('auth.register.closed');
      const body = request.body;
      const code = await checkCaptcha(db, body.checkKey, body.captcha);
      if (code !== 'ok')
        throw new AppError(400, code === 'wrong' ? 'auth.captcha.incorrect' : 'auth.captcha.expired');
      const policy = passwordPolicyProblem(body.password, body.username);
      if (policy) throw badRequest(policy);
      if (!body.confirmpassword) throw badRequest('auth.changePassword.confirmRequired');
      if (body.password !== body.confirmpassword) throw badRequest('auth.changePassword.mismatch');
      if (await userByUsername(db, body.username)) throw conflict('auth.register.usernameTaken');
      // Phone and e-mail sign in and recover an account, so each may belong to one account only.
      if (body.phone && (await userByPhone(db, body.phone))) throw conflict('auth.register.phoneTaken');
      if (body.email && (await userByEmail(db, body.email))) throw conflict('auth.register.emailTaken');
      const [role] = await db
        .select({ id: sysRole.id })
        .from(sysRole)
        .where(eq(sysRole.roleCode, config.REGISTRATION_ROLE));
      const passwordHash = await hashPassword(body.password);
      await inTransaction(db, async (tx) => {
        const [user] = await tx
          .insert(sysUser)
          .values({
            username: body.username,
            realname: body.realname,
            passwordHash,
            phone: body.phone ?? null,
            email: body.email ?? null,
            status: USER_STATUS.frozen,
            createBy: body.username,
          })
          .onConflictDoNothing({ target: sysUser.username })
          .returning({ id: sysUser.id });
        if (!user) throw conflict('auth.register.usernameTaken');
        if (role) await tx.insert(sysUserRole).values({ userId: user.id, roleId: role.id });
      });
      return ok(
        { username: body.username, status: USER_STATUS.frozen },
        translate(request.locale, 'auth.register.submitted'),
      );
    },
  );
}
