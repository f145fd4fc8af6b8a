import type { FastifyReply, FastifyRequest } from 'fastify';
import { sysLog } from '../modules/system/schema.ts';
import { madeWithServiceToken } from '../modules/tokens/bearer.ts';
import type { Db } from './db.ts';
import { newId } from './ids.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SECRET_FIELDS = /pass(word)?|captcha|secret|token|smscode|code$/i;

/** Keeps request parameters readable in the log without secrets. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 3 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.slice(0, 20).map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = SECRET_FIELDS.test(k) ? '***' : redact(v, depth + 1);
  return out;
}

export function clientIp(request: FastifyRequest): string {
  return request.ip;
}

/** Operation log (onResponse): every write through the API, who, what, target, when, duration, outcome. */
export function auditWrites(db: Db) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!WRITE_METHODS.has(request.method) || !request.url.startsWith('/api')) return;
    const config = request.routeOptions.config;
    if (!config?.access || config.audit === false) return;
    // Calls made with a service token are logged, reads included, by modules/tokens/bearer.ts.
    if (madeWithServiceToken(request)) return;
    const body = request.isMultipart?.() ? { file: '(upload)' } : redact(request.body);
    const target =
      (body && typeof body === 'object' && 'id' in body ? String((body as { id: unknown }).id) : null) ??
      ((request.query as Record<string, unknown> | undefined)?.id as string | undefined) ??
      null;
    // A refused request may carry a NUL byte, which PostgreSQL text cannot hold: the attempt is still logged.
    const clean = (v: string | null | undefined) => v?.replaceAll('\u0000', '') ?? null;
    try {
      await db.insert(sysLog).values({
        id: newId(),
        logType: 2,
        logContent: config.audit || `${request.method} ${request.routeOptions.url}`,
        operateType: request.method,
        userid: request.auth?.user.id ?? null,
        username: request.auth?.user.username ?? null,
        ip: clientIp(request),
        method: request.method,
        requestUrl: clean(request.routeOptions.url ?? request.url),
        requestParam: clean(JSON.stringify(body ?? null)?.slice(0, 4000)),
        target: clean(target),
        costTime: Math.round(reply.elapsedTime),
        status: reply.statusCode,
        outcome: reply.statusCode < 400 ? 'success' : 'failure',
      });
    } catch (err) {
      request.log.error({ err }, 'could not write the operation log');
    }
  };
}
