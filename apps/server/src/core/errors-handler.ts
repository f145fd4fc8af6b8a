import type { Locale } from '@accredit/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { fail } from './envelope.ts';
import { AppError } from './errors.ts';
import { hasKey, translate } from './i18n.ts';
import { isConnectionLost, isDataException } from './input-guard.ts';

export interface ZodLikeIssue {
  code?: string;
  message?: string;
  path?: (string | number)[];
  instancePath?: string;
  params?: { issue?: ZodLikeIssue } & Record<string, unknown>;
  minimum?: number | bigint;
  maximum?: number | bigint;
  expected?: string;
  input?: unknown;
  origin?: string;
  format?: string;
}

/** Turns one zod issue into a message in the caller's language. */
export function issueMessage(locale: Locale, issue: ZodLikeIssue): string {
  if (issue.message && hasKey(issue.message))
    return translate(locale, issue.message, issue as Record<string, unknown>);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null)
        return translate(locale, 'errors.field.required');
      return translate(locale, issue.expected === 'number' ? 'errors.field.number' : 'errors.field.invalid');
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? translate(locale, 'errors.field.required')
          : translate(locale, 'errors.field.tooShort', { min: Number(issue.minimum) });
      }
      return translate(locale, 'errors.field.tooSmall', { min: Number(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string'
        ? translate(locale, 'errors.field.tooLong', { max: Number(issue.maximum) })
        : translate(locale, 'errors.field.tooBig', { max: Number(issue.maximum) });
    case 'invalid_value':
      return translate(locale, 'errors.field.invalidOption');
    case 'invalid_format':
      return translate(locale, issue.format === 'email' ? 'errors.field.email' : 'errors.field.invalid');
    default:
      return translate(locale, 'errors.field.invalid');
  }
}

/**
 * An issue as fastify-type-provider-zod hands it on: the zod code is its `keyword`, the bounds
 * (maximum, origin, expected) are in `params`, and the value sent is left out. Without the code every
 * issue read "Invalid value." (a name too long, a file name missing). Whether a wrong type was no
 * value at all is only in zod's own text ("..., received undefined").
 */
function fromTypeProvider(v: {
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}): ZodLikeIssue {
  const issue: ZodLikeIssue = { ...v.params, ...v, code: v.keyword };
  if (v.keyword === 'invalid_type' && !(v.params && 'input' in v.params))
    issue.input = /received (undefined|null)$/.test(v.message ?? '') ? undefined : SENT;
  return issue;
}
/** Stands for a value that was sent (its type was wrong), when the issue does not carry it. */
const SENT = Symbol('sent');

function fieldName(issue: ZodLikeIssue): string {
  if (issue.path?.length) return issue.path.join('.');
  return (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || '_';
}

/** Every error leaves through the envelope, with a message in the caller's language. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const locale = request.locale ?? 'en-US';
  // An error envelope is not the route's answer: a route that declares a 400 body of its own
  // (an import's list of problems) must not turn every other 400 into a serialisation 500.
  reply.serializer((payload) => JSON.stringify(payload)).type('application/json; charset=utf-8');
  if (error instanceof AppError) {
    const message = translate(locale, error.key, error.values);
    return reply
      .status(error.status)
      .send(fail(message, error.code, error.fields ? { fields: error.fields } : null));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const v of error.validation) {
      const issue = (v.params?.issue as ZodLikeIssue | undefined) ?? fromTypeProvider(v);
      const name = fieldName(issue.path ? issue : (v as ZodLikeIssue));
      if (!fields[name]) fields[name] = issueMessage(locale, issue);
    }
    const summary = Object.entries(fields)
      .map(([k, m]) => `${k}: ${m}`)
      .join('; ');
    return reply.status(400).send(fail(summary || translate(locale, 'errors.validation'), 400, { fields }));
  }
  if (isConnectionLost(error)) {
    request.log.warn({ err: error }, 'database connection lost during the request');
    return reply.status(503).send(fail(translate(locale, 'errors.databaseUnavailable'), 503));
  }
  if (isDataException(error)) {
    request.log.warn({ err: error }, 'a value the database refused');
    return reply.status(400).send(fail(translate(locale, 'errors.badRequest'), 400));
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error }, 'response did not match its schema');
    return reply.status(500).send(fail(translate(locale, 'errors.internal'), 500));
  }
  const status = error.statusCode ?? 500;
  if (
    status === 413 ||
    error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ||
    error.code === 'FST_REQ_FILE_TOO_LARGE'
  ) {
    return reply.status(413).send(fail(translate(locale, 'errors.payloadTooLarge'), 413));
  }
  if (status === 429) return reply.status(429).send(fail(translate(locale, 'errors.tooManyRequests'), 429));
  if (status === 404) return reply.status(404).send(fail(translate(locale, 'errors.notFound'), 404));
  if (status >= 400 && status < 500) {
    return reply.status(status).send(fail(translate(locale, 'errors.badRequest'), status));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(fail(translate(locale, 'errors.internal'), 500));
}
