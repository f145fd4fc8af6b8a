import { type Envelope, REQUEST_TIMEOUT_MS } from '@accredit/shared';
import { currentLocale, i18n } from '../i18n/index.ts';
import { withNotifier } from './notices.ts';
import { getToken, storage } from './storage.ts';

/** The one HTTP client (spec 000 section 7): base /api, token header, `_t` on GET, envelope, notices. */
export const API_BASE = '/api';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly envelope?: Envelope<unknown>,
  ) {
    super(message);
  }
  /** Per-field messages of a 400 answer. */
  get fields(): Record<string, string> {
    const result = this.envelope?.result as { fields?: Record<string, string> } | null | undefined;
    return result?.fields ?? {};
  }
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** Leave error notices to the caller. */
  quiet?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** The dictionary-item lookup is the one GET without `_t` (it is cached). */
function needsTimestamp(method: string, path: string): boolean {
  return method === 'GET' && !path.startsWith('/sys/dict/getDictItems/');
}

/**
 * Answers the server sent with an ETag (the AACSB tables, kept per data version), by token and
 * address without `_t`: `_t` makes every address new, so the browser's own cache never revalidates
 * them; the client asks with If-None-Match itself and a 304 reuses the answer it holds. A few only
 * (a table answer can be megabytes); the least recently used goes first.
 */
const validated = new Map<string, { etag: string; envelope: Envelope<unknown> }>();
const MAX_VALIDATED = 8;

function validatedKey(token: string | null, path: string, query?: Query): string {
  return `${token ?? ''} ${address(path, query, false)}`;
}

/** `path` with `query` under the API base, and `_t` when `stamped`. */
function address(path: string, query: Query | undefined, stamped: boolean): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  if (stamped) params.set('_t', String(Math.floor(Date.now() / 1000)));
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

export function buildUrl(path: string, method: string, query?: Query): string {
  return address(path, query, needsTimestamp(method, path));
}

let signingOut = false;

/** Spec 000 section 8: what the user sees for each failing status. */
export function showHttpError(status: number, message: string, hadToken: boolean): void {
  const t = i18n.t.bind(i18n);
  withNotifier(({ notification, modal }) => {
    if (status === 401) {
      notification.error({
        title: t('errors.systemNotice'),
        description: t('errors.unauthorized'),
        duration: 4,
      });
      if (hadToken && !signingOut) {
        signingOut = true;
        storage.clear();
        setTimeout(() => window.location.reload(), 1500);
      }
    } else if (
      status === 500 &&
      hadToken &&
      /token/i.test(message) &&
      /expire|失效|過期|过期/i.test(message)
    ) {
      if (signingOut) return;
      signingOut = true;
      modal.error({
        title: t('errors.loginExpiredTitle'),
        content: t('errors.loginExpiredBody'),
        okText: t('errors.loginAgain'),
        mask: { closable: false },
        onOk: () => {
          storage.clear();
          window.location.reload();
        },
      });
    } else if (status === 403) {
      notification.error({
        title: t('errors.systemNotice'),
        description: t('errors.forbidden'),
        duration: 4,
      });
    } else if (status === 404) {
      notification.error({ title: t('errors.systemNotice'), description: t('errors.notFound'), duration: 4 });
    } else if (status === 504) {
      notification.error({ title: t('errors.systemNotice'), description: t('errors.timeout'), duration: 4 });
    } else {
      notification.error({
        title: t('errors.systemNotice'),
        description: message || t('errors.internal'),
        duration: 4,
      });
    }
  });
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const envelope = await requestEnvelope<T>(method, path, options);
  return envelope.result;
}

export async function requestEnvelope<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<Envelope<T>> {
  const token = getToken();
  const headers: Record<string, string> = { 'X-Lang': currentLocale() };
  if (token) headers['X-Access-Token'] = token;
  const key = method === 'GET' ? validatedKey(token, path, options.query) : '';
  const held = key ? validated.get(key) : undefined;
  if (held) headers['If-None-Match'] = held.etag;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  options.signal?.addEventListener('abort', () => controller.abort());
  let response: Response;
  try {
    response = await fetch(buildUrl(path, method, options.query), {
      method,
      headers,
      body,
      signal: controller.signal,
    });
  } catch (e) {
    clearTimeout(timer);
    if (options.signal?.aborted) throw e;
    if (!options.quiet) showHttpError(504, '', Boolean(token));
    throw new ApiError(504, i18n.t('errors.timeout'));
  }
  clearTimeout(timer);
  if (held && response.status === 304) {
    validated.delete(key);
    validated.set(key, held);
    return held.envelope as Envelope<T>;
  }
  let envelope: Envelope<T> | undefined;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    envelope = undefined;
  }
  if (!response.ok || !envelope || envelope.success === false) {
    const message = envelope?.message || response.statusText;
    if (!options.quiet || response.status === 401) showHttpError(response.status, message, Boolean(token));
    throw new ApiError(response.status, message, envelope as Envelope<unknown> | undefined);
  }
  const etag = key ? response.headers.get('etag') : null;
  if (etag) {
    validated.delete(key);
    validated.set(key, { etag, envelope });
    while (validated.size > MAX_VALIDATED) validated.delete(validated.keys().next().value as string);
  } else if (held) validated.delete(key);
  return envelope;
}

export const api = {
  get: <T>(path: string, query?: Query, options?: RequestOptions) =>
    request<T>('GET', path, { ...options, query }),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, query?: Query, options?: RequestOptions) =>
    request<T>('DELETE', path, { ...options, query }),
};
