import {
  columnOf,
  type FieldDef,
  hasRange,
  isFilter,
  isSortable,
  isWildcard,
  type ResourceDef,
  snakeCase,
} from '@accredit/shared';
import { AppError } from '../core/errors.ts';
import { escapeLike } from '../core/like.ts';
import { FieldProblems } from './problems.ts';
import { type ListQueryInput, MSG } from './validation.ts';

/**
 * The list query of a resource, parsed against its definition. Only whitelisted keys become
 * filters (a parameter that is no filter field is ignored, `_t` included); the sort column must be
 * a sortable field (or the create/update time), else 400. Values stay values: they are bound as
 * parameters later, and wildcard patterns have their LIKE metacharacters escaped.
 */
/** `has`: a multiple dictionary field holding any of the codes given (whole codes, never part of one). */
export type FilterOp = 'eq' | 'in' | 'has' | 'like' | 'gte' | 'lte' | 'lt';

export interface Filter {
  key: string;
  op: FilterOp;
  value: string | number | boolean | string[];
}

export interface CustomFilter {
  fieldId: string;
  op: 'eq' | 'like';
  value: string;
}

export interface ParsedList {
  filters: Filter[];
  custom: CustomFilter[];
  sort: { key: string; order: 'asc' | 'desc' };
  pageNo: number;
  /** -1 means every record. */
  pageSize: number;
  /** Count every match for the total, past the cap (`exactTotal=true`). */
  exactTotal: boolean;
}

/** Escapes LIKE metacharacters (backslash is PostgreSQL's default escape) and applies the `*` wildcards. */
export function likePattern(raw: string): string {
  const core = raw.replace(/^\*/, '').replace(/\*$/, '');
  const escaped = escapeLike(core);
  return `${raw.startsWith('*') ? '%' : ''}${escaped}${raw.endsWith('*') ? '%' : ''}`;
}

const STANDARD_SORTS = ['createTime', 'updateTime'];

function sortableKeys(def: ResourceDef): Map<string, string> {
  const keys = new Map<string, string>();
  const add = (key: string, column: string) => {
    keys.set(key, key);
    keys.set(column, key);
  };
  for (const key of STANDARD_SORTS) add(key, snakeCase(key));
  if (def.reviewed) add('reviewStatus', 'review_status');
  for (const field of def.fields.filter(isSortable)) add(field.key, columnOf(field));
  return keys;
}

export function resolveSort(def: ResourceDef, column?: string, order?: string): ParsedList['sort'] {
  const fallback = def.defaultSort ?? { field: 'createTime', order: 'desc' as const };
  const dir = order ? (order.toLowerCase() === 'asc' ? 'asc' : 'desc') : undefined;
  if (!column) return { key: fallback.field, order: dir ?? fallback.order };
  const key = sortableKeys(def).get(column);
  if (!key) throw new AppError(400, 'errors.sortColumn', { column });
  return { key, order: dir ?? 'asc' };
}

function badValue(paramKey: string, message: string): FieldProblems {
  return new FieldProblems({ [paramKey]: message });
}

/** Turns one filter value into the column's type, or refuses it with the field's message. */
function typedValue(field: FieldDef, raw: string, paramKey: string): string | number | boolean {
  switch (field.type) {
    case 'number':
    case 'integer':
    case 'year': {
      const n = Number(raw);
      if (raw.trim() === '' || !Number.isFinite(n)) throw badValue(paramKey, MSG.number);
      return n;
    }
    case 'boolean':
      if (!['true', 'false', '1', '0'].includes(raw)) throw badValue(paramKey, MSG.invalid);
      return raw === 'true' || raw === '1';
    case 'date':
      if (!/^\d{4}-\d{2}-\d{2}$/.test(raw)) throw badValue(paramKey, MSG.date);
      return raw;
    case 'datetime':
      if (Number.isNaN(Date.parse(raw))) throw badValue(paramKey, MSG.date);
      return raw;
    default:
      return raw;
  }
}

const TEXTUAL = new Set(['text', 'longText', 'richText', 'file']);

function fieldFilters(field: FieldDef, query: Record<string, unknown>): Filter[] {
  const out: Filter[] = [];
  const value = query[field.key];
  if (typeof value === 'string' && value !== '') {
    if (field.type === 'dict' && field.multiple)
      out.push({
        key: field.key,
        op: 'has',
        value: value
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean),
      });
    else if (TEXTUAL.has(field.type) && isWildcard(value))
      out.push({ key: field.key, op: 'like', value: likePattern(value) });
    else if ((field.type === 'dict' || field.type === 'ref') && value.includes(','))
      out.push({
        key: field.key,
        op: 'in',
        value: value
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean),
      });
    else out.push({ key: field.key, op: 'eq', value: typedValue(field, value, field.key) });
  }
  if (!hasRange(field)) return out;
  const begin = query[`${field.key}_begin`];
  const end = query[`${field.key}_end`];
  if (typeof begin === 'string' && begin !== '')
    out.push({ key: field.key, op: 'gte', value: typedValue(field, begin, `${field.key}_begin`) });
  if (typeof end === 'string' && end !== '') {
    const typed = typedValue(field, end, `${field.key}_end`);
    // A date-only end of a date-time range includes that whole day.
    if (field.type === 'datetime' && /^\d{4}-\d{2}-\d{2}$/.test(end)) {
      const next = new Date(`${end}T00:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      out.push({ key: field.key, op: 'lt', value: next.toISOString() });
    } else out.push({ key: field.key, op: 'lte', value: typed });
  }
  return out;
}

export function parseListQuery(
  def: ResourceDef,
  query: ListQueryInput,
  customFieldIds: readonly string[] = [],
): ParsedList {
  const filters = def.fields.filter(isFilter).flatMap((f) => fieldFilters(f, query));
  if (def.reviewed && typeof query.reviewStatus === 'string' && query.reviewStatus !== '') {
    const n = Number(query.reviewStatus);
    if (![0, 1, 2].includes(n)) throw badValue('reviewStatus', MSG.option);
    filters.push({ key: 'reviewStatus', op: 'eq', value: n });
  }
  const custom: CustomFilter[] = [];
  for (const fieldId of customFieldIds) {
    const value = query[`cf_${fieldId}`];
    if (typeof value !== 'string' || value === '') continue;
    custom.push(
      isWildcard(value) ? { fieldId, op: 'like', value: likePattern(value) } : { fieldId, op: 'eq', value },
    );
  }
  return {
    filters,
    custom,
    sort: resolveSort(def, query.column, query.order),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    exactTotal: query.exactTotal === 'true' || query.exactTotal === '1',
  };
}
