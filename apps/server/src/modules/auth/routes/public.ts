import { zEnvelope } from '@accredit/shared';
import { z } from 'zod';
import type { App } from '../../../core/app-types.ts';
import { ok } from '../../../core/envelope.ts';
import { notFound } from '../../../core/errors.ts';
import { issueCaptcha } from '../captcha.ts';
import type { AuthDeps } from '../context.ts';
import { loginKeys } from '../keys.ts';
import { isRegistrationOpen, ssoSettings } from '../settings.ts';

export const ZCheckKey = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

/** What the login page needs before anyone signs in: code image, public key, which ways in are open. */
export function publicRoutes(app: App, deps: AuthDeps): void {
  app.get(
    '/sys/randomImage/:checkKey',
    {
      // Each sign-in attempt draws one image; a little slack for clicks on the image.
      config: { access: 'public', rateLimit: { max: deps.config.LOGIN_RATE_LIMIT * 2, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        summary: 'Verification code image (SVG data URL) for a checkKey; valid 60 s, once',
        params: z.object({ checkKey: ZCheckKey }),
        querystring: z.object({ _t: z.coerce.number().optional() }),
        response: { 200: zEnvelope(z.string()) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await issueCaptcha(deps.db, request.params.checkKey, deps.config.CAPTCHA_FIXED_CODE));
    },
  );

  app.get(
    '/sys/getPublicKey',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'RSA public key (PEM, SPKI) for encrypting the password with RSA-OAEP SHA-256',
        querystring: z.object({ _t: z.coerce.number().optional() }),
        response: { 200: zEnvelope(z.object({ publicKey: z.string() })) },
      },
    },
    async () => ok({ publicKey: (await loginKeys(deps.db)).publicKey }),
  );

  app.get(
    '/sys/authSettings',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Which ways in are open: self-registration, single sign-on (CAS) and its addresses',
        querystring: z.object({ _t: z.coerce.number().optional() }),
        response: {
          200: zEnvelope(
            z.object({
              registrationOpen: z.boolean(),
              sso: z.boolean(),
              casUrl: z.string().nullable(),
              serviceUrl: z.string().nullable(),
            }),
          ),
        },
      },
    },
    async () => {
      const sso = await ssoSettings(deps.db);
      return ok({ registrationOpen: await isRegistrationOpen(deps.db), ...sso });
    },
  );

  const outbox = deps.senders.outbox;
  if (deps.config.NODE_ENV !== 'test' || !outbox) return;
  // Test installations only: lets browser journeys read the code the log sender "sent".
  app.get(
    '/sys/test/outbox',
    {
      config: { access: 'public' },
      schema: {
        tags: ['test'],
        summary: 'Test only (NODE_ENV=test): the last code sent to a phone or e-mail address',
        querystring: z.object({ to: z.string().min(1).max(200), _t: z.coerce.number().optional() }),
        response: {
          200: zEnvelope(
            z.object({ channel: z.string(), code: z.string(), purpose: z.string(), at: z.number() }),
          ),
        },
      },
    },
    async (request) => {
      const sent = outbox.last(request.query.to);
      if (!sent) throw notFound();
      return ok({ channel: sent.channel, code: sent.code, purpose: sent.purpose, at: sent.at });
    },
  );
}
