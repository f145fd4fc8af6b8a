import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/**
 * The request boundary's own checks, before any schema (preValidation, after authorisation):
 * a NUL byte, which PostgreSQL text cannot hold, and JSON nested deeper than any form of this
 * product sends, which recursive code down the line would choke on. Both are a 400 in the
 * caller's language instead of a 500 from deep inside.
 */
export const MAX_DEPTH = 32;

function check(value: unknown, depth: number): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw new AppError(400, 'errors.nulByte');
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if (depth > MAX_DEPTH) throw new AppError(400, 'errors.tooDeep');
  if (Array.isArray(value)) {
    for (const v of value) check(v, depth + 1);
    return;
  }
  for (const [k, v] of Object.entries(value)) {
    if (k.includes('\u0000')) throw new AppError(400, 'errors.nulByte');
    check(v, depth + 1);
  }
}

export async function guardInput(request: FastifyRequest): Promise<void> {
  if (request.url.includes('%00')) throw new AppError(400, 'errors.nulByte');
  check(request.params, 0);
  check(request.query, 0);
  check(request.body, 0);
}

/** Errors that mean the database connection went away under the request (not the caller's fault). */
export function isConnectionLost(error: unknown): boolean {
  for (
    let e = error as { code?: string; message?: string; cause?: unknown } | undefined, i = 0;
    e && i < 5;
    i++
  ) {
    if (
      ['57P01', '57P02', '57P03', '08000', '08003', '08006', 'ECONNRESET', 'ECONNREFUSED', 'EPIPE'].includes(
        e.code ?? '',
      )
    )
      return true;
    if (/Connection terminated|not queryable|connection error|terminating connection/i.test(e.message ?? ''))
      return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** PostgreSQL's "data exception" class (22xxx): a value the caller sent that the column cannot take. */
export function isDataException(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined, i = 0; e && i < 5; i++) {
    if (typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code)) return true;
    e = e.cause as typeof e;
  }
  return false;
}
