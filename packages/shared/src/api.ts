import { z } from 'zod';

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
}

/** `pageSize=-1` means "all"; `_t` is the client's cache-buster, accepted and ignored. */
export const ZListQuery = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => n === -1 || (n >= 1 && n <= 1_000_000), 'pageSize must be -1 or 1..1000000')
    .default(10),
  column: z.string().max(64).optional(),
  order: z.enum(['asc', 'desc', 'ASC', 'DESC']).optional(),
  _t: z.coerce.number().optional(),
});
export type TListQuery = z.infer<typeof ZListQuery>;

export function zEnvelope<T extends z.ZodType>(result: T) {
  return z.object({
    success: z.boolean(),
    message: z.string(),
    code: z.number(),
    result,
    timestamp: z.number(),
  });
}

export function zPage<T extends z.ZodType>(record: T) {
  return z.object({
    records: z.array(record),
    total: z.number(),
    size: z.number(),
    current: z.number(),
    pages: z.number(),
  });
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
