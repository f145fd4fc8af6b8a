import type { FastifyReply } from 'fastify';

/** The office formats the server hands out as downloads. */
export const OFFICE_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

/**
 * Headers of a file download: the type, `nosniff`, and the name twice (an ASCII `fallback` for
 * old clients; `name`, in the caller's language, percent-encoded). Neither name has the extension.
 */
export function asDownload(
  reply: FastifyReply,
  format: keyof typeof OFFICE_TYPES,
  fallback: string,
  name: string,
): FastifyReply {
  return reply
    .header('content-type', OFFICE_TYPES[format])
    .header(
      'content-disposition',
      `attachment; filename="${fallback}.${format}"; filename*=UTF-8''${encodeURIComponent(name)}.${format}`,
    )
    .header('x-content-type-options', 'nosniff');
}
