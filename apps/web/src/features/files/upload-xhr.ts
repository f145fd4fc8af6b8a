import type { Envelope } from '@accredit/shared';
import { ApiError, buildUrl, showHttpError } from '../../api/client.ts';
import { getToken } from '../../api/storage.ts';
import { currentLocale, i18n } from '../../i18n/index.ts';

/**
 * A multipart POST with upload progress. fetch() reports no upload progress, so a file goes up
 * through XMLHttpRequest, with the same token and language headers and the same envelope as every
 * other call (api/client.ts). Refusals come back as ApiError with the server's message (type
 * refused, too large, quota); the caller shows them beside the file. A 401 still signs out as
 * everywhere else.
 */
export interface PostOptions {
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** The server's wait before the next try of a refused-as-too-many upload (429), in ms. */
export class TooManyError extends ApiError {
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(429, message);
  }
}

function parseEnvelope<T>(text: string): Envelope<T> | undefined {
  try {
    return JSON.parse(text) as Envelope<T>;
  } catch {
    return undefined;
  }
}

export function postWithProgress<T>(path: string, form: FormData, options: PostOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const token = getToken();
    xhr.open('POST', buildUrl(path, 'POST'));
    xhr.setRequestHeader('X-Lang', currentLocale());
    if (token) xhr.setRequestHeader('X-Access-Token', token);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) options.onProgress?.(Math.min(100, (e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      const envelope = parseEnvelope<T>(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && envelope && envelope.success !== false) {
        options.onProgress?.(100);
        resolve(envelope.result);
        return;
      }
      const message = envelope?.message || xhr.statusText || i18n.t('errors.internal');
      if (xhr.status === 429) {
        const seconds = Number(xhr.getResponseHeader('retry-after'));
        reject(new TooManyError(message, Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 10_000));
        return;
      }
      if (xhr.status === 401) showHttpError(401, message, Boolean(token));
      reject(new ApiError(xhr.status, message, envelope as Envelope<unknown> | undefined));
    };
    xhr.onerror = () => reject(new ApiError(0, i18n.t('errors.timeout')));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
