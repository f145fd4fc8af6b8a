/*
 * The zod schemas of the API live in api-schemas.ts, so that the web bundle (which never uses
 * them; the package is side-effect free) does not carry zod.
 */
export * from './api-schemas.ts';

/** Application version, spec 000 section 9. */
export const APP_VERSION = '3.0.0';

/** The envelope every API answer travels in (spec 000 section 7). */
export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
}

/** A page of records, as `result` of every list call. */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
  /** A resource list's total stopped at its cap (10,000): more rows match; exactTotal=true counts them. */
  totalCapped?: boolean;
}

/** Matches the `*text*` wildcard form the spec's list calls use for text filters. */
export function isWildcard(value: string): boolean {
  return value.length >= 2 && (value.startsWith('*') || value.endsWith('*'));
}

/** Storage keys of the web app (spec 000 section 3): prefix pro__, kept in localStorage. */
export const STORAGE_PREFIX = 'pro__';
/** Local token and user-info expiry, spec 000 section 9. */
export const LOCAL_EXPIRY_MS = 604_800_000;
/** Request timeout of the shared client, spec 000 section 9. */
export const REQUEST_TIMEOUT_MS = 2_500_000;
/** Lazy page load timeout, spec 000 section 9. */
export const LAZY_LOAD_TIMEOUT_MS = 120_000;
