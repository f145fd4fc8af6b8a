import type { Locale, Page } from '@accredit/shared';
import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { AuthContext } from '../../core/access.ts';
import type { Executor } from '../../core/db.ts';
import { AppError, unauthorized } from '../../core/errors.ts';
import { translate } from '../../core/i18n.ts';
import { containsLike } from '../../core/like.ts';
import { pageWithTotal } from '../../core/list-statements.ts';
import { countUpTo, LIST_TOTAL_CAP, type ListTotal } from '../../core/list-total.ts';

/**
 * Small helpers shared by the system-administration routes: paging in the spec's shape
 * (pageSize -1 for all), whitelisted sorting, `*text*` wildcards, and the signed-in user.
 */
export const ZPaging = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => n === -1 || (n >= 1 && n <= 1_000_000), 'errors.field.invalid')
    .default(10),
  column: z.string().max(64).optional(),
  order: z.enum(['asc', 'desc', 'ASC', 'DESC']).optional(),
  /** Count every match for the total, past the cap of 10,000 (core/list-total.ts). */
  exactTotal: z.enum(['true', 'false', '1', '0']).optional(),
  _t: z.coerce.number().optional(),
});

export const ZIdQuery = z.object({ id: z.string().min(1).max(64), _t: z.coerce.number().optional() });
export const ZIdsQuery = z.object({ ids: z.string().min(1).max(20_000) });
export const ZOk = z.unknown();

export function idsOf(list: string): string[] {
  return [
    ...new Set(
      list
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ].slice(0, 1000);
}

export interface Paging {
  pageNo: number;
  pageSize: number;
  exactTotal?: string;
}

/** LIMIT/OFFSET of a page; pageSize -1 means everything. */
export function window(p: Paging): { limit?: number; offset: number } {
  if (p.pageSize === -1) return { offset: 0 };
  return { limit: p.pageSize, offset: (p.pageNo - 1) * p.pageSize };
}

/** The spec's page; `counted` is a total or a total that may have stopped at its cap. */
export function pageOf<T>(records: T[], counted: number | ListTotal, p: Paging): Page<T> {
  const { total, totalCapped } =
    typeof counted === 'number' ? { total: counted, totalCapped: false } : counted;
  const size = p.pageSize === -1 ? total : p.pageSize;
  return {
    records,
    total,
    size,
    current: p.pageNo,
    pages: size > 0 ? Math.ceil(total / size) : total > 0 ? 1 : 0,
    ...(totalCapped ? { totalCapped } : {}),
  };
}

/** A filtered, ordered select that still takes OFFSET and LIMIT (drizzle's builders do). */
export interface Pageable<T> {
  offset(n: number): PromiseLike<T[]> & { limit(n: number): PromiseLike<T[]> };
}

/**
 * The two queries of every list call: the requested page of `query`, and how many rows the same
 * filter matches, as the resource lists count them (core/list-total.ts): not at all when the page
 * tells, else on `from` up to 10,000 ("10,000+") unless `exactTotal` asks for every match. A list
 * that joins tables gives its own count query, which counts exactly.
 */
export function fetchPage<T>(
  db: Executor,
  query: Pageable<T>,
  from: PgTable | (() => PromiseLike<{ total: number }[]>),
  where: SQL | undefined,
  paging: Paging,
): Promise<{ rows: T[] } & ListTotal> {
  const { limit, offset } = window(paging);
  const exact = paging.exactTotal === 'true' || paging.exactTotal === '1';
  return pageWithTotal(
    { pageNo: paging.pageNo, pageSize: limit ?? -1 },
    async () => {
      const base = query.offset(offset);
      return limit ? await base.limit(limit) : await base;
    },
    async () =>
      typeof from === 'function'
        ? { total: Number((await from())[0]?.total ?? 0), totalCapped: false }
        : countUpTo(db, from, where, exact ? undefined : LIST_TOTAL_CAP),
  );
}

/** The sort of a list: only whitelisted columns (by API name), else 400. */
export function orderOf(
  whitelist: Record<string, AnyColumn>,
  column: string | undefined,
  order: string | undefined,
  fallback: SQL,
): SQL {
  if (!column) return fallback;
  const target = whitelist[column];
  if (!target) throw new AppError(400, 'errors.sortColumn', { column });
  return order?.toLowerCase() === 'desc' ? desc(target) : asc(target);
}

/** `*abc*` (the spec's wildcard) or plain text, as an ILIKE pattern with metacharacters escaped. */
export function containsPattern(raw: string): string {
  const core = raw.replace(/^\*+/, '').replace(/\*+$/, '');
  return containsLike(core);
}

export function ilike(column: AnyColumn, raw: string): SQL {
  return sql`${column} ilike ${containsPattern(raw)}`;
}

export function signedIn(auth: AuthContext | null): AuthContext {
  if (!auth) throw unauthorized();
  return auth;
}

/** A name in the caller's language, from a row's four columns (Chinese is the fallback). */
export function localName(
  locale: Locale,
  row: { zh: string; en?: string | null; tw?: string | null; pt?: string | null },
): string {
  const pick =
    locale === 'en-US' ? row.en : locale === 'zh-TW' ? row.tw : locale === 'pt-BR' ? row.pt : row.zh;
  return pick || (locale === 'zh-CN' || locale === 'zh-TW' ? row.zh : row.en || row.zh);
}

export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** A success message in the caller's language. */
export function said(request: { locale: Locale }, key: string, values?: Record<string, unknown>): string {
  return translate(request.locale, key, values);
}
