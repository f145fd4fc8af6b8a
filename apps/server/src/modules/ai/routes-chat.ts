import { Readable } from 'node:stream';
import { zEnvelope } from '@accredit/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App, Deps } from '../../core/app-types.ts';
import { ok } from '../../core/envelope.ts';
import { AppError, forbidden } from '../../core/errors.ts';
import { countAiAsk, schoolRow } from '../school/settings.ts';
import { buildContext, providerFor } from './chat.ts';
import { schoolFigures } from './figures.ts';
import { checkTicket, issueTicket, timestampMs } from './ticket.ts';

/**
 * The chat (spec 000 section 7): `POST /ai/aiChat` streams the answer as chunked text/plain. A
 * signed-in caller needs the permission `ai`; without a session the external variant needs a
 * ticket from `GET /ai/getMd5Message`, the school's "open to external access" switch, and gets
 * general answers only. The school's AI switch must be on. Limited per user (or per address for
 * the external variant); after each complete answer the school's question counter goes up.
 */
const tags = ['ai'];
const ZQuestion = z.string().max(2000, 'ai.errors.tooLong');
const ZChat = z.object({
  question: ZQuestion.optional(),
  ticket: z.string().max(200).optional(),
  timeStamp: z.coerce.string().max(20).optional(),
  _t: z.coerce.number().optional(),
});

/** Rate limits run after authentication and authorization, so the key is the signed-in user. */
export function perUser(max: number) {
  return {
    max,
    timeWindow: 60_000,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) =>
      request.auth ? `user:${request.auth.user.id}` : `ip:${request.ip}`,
  };
}

export function registerChatRoutes(app: App, { database, config }: Deps): void {
  const db = database.db;
  const figures = schoolFigures(db);

  app.get(
    '/ai/getMd5Message',
    {
      config: { access: 'public', rateLimit: perUser(config.AI_RATE_LIMIT) },
      schema: {
        tags,
        summary: 'A ticket for the external chat: a keyed signature of the timestamp, valid 5 minutes',
        querystring: z.object({
          timeStamp: z.string().regex(/^\d{1,16}$/, 'errors.field.invalid'),
          _t: z.coerce.number().optional(),
        }),
        response: { 200: zEnvelope(z.string()) },
      },
    },
    async (request) => {
      const school = await schoolRow(db);
      if (school.aiConsultant !== '1') throw new AppError(403, 'ai.errors.disabled');
      if (!request.auth && school.openExternalAccess !== '1')
        throw new AppError(403, 'ai.errors.externalClosed');
      const at = timestampMs(Number(request.query.timeStamp));
      // Only a timestamp of now: a ticket for a far-future time would stay valid for as long.
      if (Math.abs(Date.now() - at) > 60_000) throw new AppError(400, 'ai.errors.timestamp');
      return ok(await issueTicket(db, request.query.timeStamp));
    },
  );

  app.post(
    '/ai/aiChat',
    {
      // Streamed as it is written: a compressor would hold the words back until its buffer fills.
      compress: false,
      config: { access: 'public', audit: false, rateLimit: perUser(config.AI_RATE_LIMIT) },
      schema: {
        tags,
        summary: 'Ask the AI consultant; the answer streams back as text/plain',
        querystring: ZChat,
        body: ZChat.nullish(),
        produces: ['text/plain'],
      },
    },
    async (request, reply) => {
      const input = { ...request.query, ...(request.body ?? {}) };
      const question = (input.question ?? '').trim();
      const auth = request.auth;
      if (auth && !auth.permissions.has('ai')) throw forbidden();
      const school = await schoolRow(db);
      if (school.aiConsultant !== '1') throw new AppError(403, 'ai.errors.disabled');
      if (!auth) {
        if (school.openExternalAccess !== '1') throw new AppError(403, 'ai.errors.externalClosed');
        if (!input.ticket || !input.timeStamp) throw new AppError(401, 'errors.unauthorized');
        const check = await checkTicket(db, input.timeStamp, input.ticket);
        if (check !== 'ok')
          throw new AppError(
            401,
            check === 'expired' ? 'ai.errors.ticketExpired' : 'ai.errors.ticketInvalid',
          );
      }
      if (!question) throw new AppError(400, 'ai.errors.empty');

      const context = await buildContext(figures, question, auth, request.locale);
      const provider = providerFor(config, school.aiSelf);
      const aborted = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) aborted.abort();
      });
      const iterator = provider.stream(question, context, aborted.signal)[Symbol.asyncIterator]();
      let first: IteratorResult<string>;
      try {
        first = await iterator.next();
      } catch (err) {
        request.log.warn({ err }, 'AI provider failed before answering');
        throw new AppError(502, 'ai.errors.provider');
      }
      async function* answer() {
        if (first.done) return;
        yield first.value;
        try {
          for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
        } catch (err) {
          // The spec: a stream broken off ends quietly; what was said stays said.
          request.log.warn({ err }, 'AI stream broken off');
          return;
        }
        await countAiAsk(db).catch((err) => request.log.error({ err }, 'could not count the AI question'));
      }
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .header('x-ai-provider', provider.name)
        .send(Readable.from(answer(), { objectMode: false }));
    },
  );
}
