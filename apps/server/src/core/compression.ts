import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/**
 * Compressed answers. @fastify/compress compresses every answer through a chain of streams (the
 * body made a stream, piped through a compressor on the thread pool, piped to the socket): for
 * the small JSON of a list page or a record (a few to a few tens of kB) that machinery costs
 * several times the compression itself, about a third of a list call's CPU under load (issue
 * 22). Such answers are compressed here at once instead, in the same format and quality; larger
 * ones and streams (exports, files) still go through @fastify/compress, which leaves an answer
 * that already says its encoding alone.
 */

/** Content types worth compressing (both paths). */
export const COMPRESSIBLE_TYPES =
  /^(application\/json|text\/html|text\/plain|text\/css|text\/csv|application\/javascript|image\/svg\+xml)(;|$)/;
/** Below this, compression gains nothing on the wire. */
export const COMPRESS_THRESHOLD = 1024;
/** Above this, the answer is compressed off the event loop (@fastify/compress). */
const AT_ONCE_LIMIT = 256 * 1024;
/** Brotli's quality for answers made per request (11, the library's default, is for static files). */
export const BROTLI_QUALITY = 4;

export type Encoding = 'br' | 'gzip';

/** The encoding to send: br, else gzip, when the client accepts it (q > 0); else none. */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  const accepted = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) <= 0) continue;
    if (name) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** Adds Accept-Encoding to the answer's Vary header. */
function varyOnEncoding(current: unknown): string {
  const names = String(current ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (names.some((n) => n === '*' || n.toLowerCase() === 'accept-encoding')) return names.join(', ');
  return [...names, 'Accept-Encoding'].join(', ');
}

/** Registers the at-once compression of small answers; register before @fastify/compress. */
export function compressSmallAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const size = Buffer.byteLength(payload);
    if (size < COMPRESS_THRESHOLD || size > AT_ONCE_LIMIT) return payload;
    const current = reply.getHeader('content-encoding');
    if (current && current !== 'identity') return payload;
    if (request.headers['x-no-compression'] !== undefined) return payload;
    if (!COMPRESSIBLE_TYPES.test(String(reply.getHeader('content-type') ?? 'application/json')))
      return payload;
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body =
      encoding === 'br'
        ? brotliCompressSync(payload, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: size,
            },
          })
        : gzipSync(payload);
    reply.header('content-encoding', encoding);
    reply.header('vary', varyOnEncoding(reply.getHeader('vary')));
    reply.removeHeader('content-length');
    return body;
  });
}
