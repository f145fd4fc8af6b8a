import { type FieldDef, isUnique, REVIEW_STATUS, type ResourceDef } from '@accredit/shared';
import { and, asc, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../core/access.ts';
import type { Executor } from '../core/db.ts';
import { AppError, notFound } from '../core/errors.ts';
import { listRows } from '../core/list-statements.ts';
import type { ListTotal } from '../core/list-total.ts';
import { sanitizeRichText } from '../core/rich-text.ts';
import type { ParsedList } from './list-query.ts';
import type { Row } from './present.ts';
import { FieldProblems } from './problems.ts';
import { col, customFilterCondition, filterCondition } from './scope.ts';
import type { ResourceTable } from './table.ts';

/**
 * Reads and writes of one resource's rows, always inside the caller's row scope; rowById alone
 * reads outside it, for hooks checking a row a record refers to.
 */

export function listConditions(
  def: ResourceDef,
  table: ResourceTable,
  parsed: ParsedList,
  scope: SQL[],
): SQL[] {
  return [
    ...scope,
    ...parsed.filters.map((f) => filterCondition(table, f)),
    ...parsed.custom.map((f) => customFilterCondition(def, table, f)),
  ];
}

export function orderOf(table: ResourceTable, parsed: ParsedList): SQL[] {
  const dir = parsed.sort.order === 'asc' ? asc : desc;
  // The id breaks ties so pages never repeat or skip rows.
  return [dir(col(table, parsed.sort.key)), asc(col(table, 'id'))];
}

export { LIST_TOTAL_CAP } from '../core/list-total.ts';

export interface ListTotalOptions {
  /** Count at most this many matches (the total is then `cap` with `totalCapped`); none: exact. */
  cap?: number;
  /** Count every match even past the cap (the list's `exactTotal=true`). */
  exact?: boolean;
}

export interface ListPageResult extends ListTotal {
  rows: Row[];
}

/**
 * One page of a list and its total, costing what the page costs rather than what the whole match
 * costs: a page that is not full already says the total (no count at all), and otherwise the
 * matches are counted only up to the cap (core/list-total.ts); the exact count is there on request.
 */
export async function listPage(
  db: Executor,
  table: ResourceTable,
  conditions: SQL[],
  order: SQL[],
  pageNo: number,
  pageSize: number,
  totals: ListTotalOptions = {},
): Promise<ListPageResult> {
  return listRows<Row>(db, table, conditions, order, { pageNo, pageSize, ...totals });
}

/** The rows with these ids that the caller may reach; missing or out-of-scope ids are simply absent. */
export async function findInScope(
  db: Executor,
  table: ResourceTable,
  ids: readonly string[],
  scope: SQL[],
): Promise<Row[]> {
  if (ids.length === 0) return [];
  return (await db
    .select()
    .from(table)
    .where(and(inArray(col(table, 'id'), [...ids]), ...scope))) as Row[];
}

export async function findOneInScope(
  db: Executor,
  table: ResourceTable,
  id: string,
  scope: SQL[],
): Promise<Row> {
  const [row] = await findInScope(db, table, [id], scope);
  if (!row) throw notFound('crud.errors.notFound');
  return row;
}

/** A row by its id, whoever asks (no row scope); null for a blank or unknown id. */
export async function rowById(db: Executor, table: ResourceTable, id: unknown): Promise<Row | null> {
  if (typeof id !== 'string' || id === '') return null;
  const [row] = (await db
    .select()
    .from(table)
    .where(eq(col(table, 'id'), id))
    .limit(1)) as Row[];
  return row ?? null;
}

/** A Reviewed record is locked for edit and delete (spec 001 section 5). */
export function assertModifiable(def: ResourceDef, rows: readonly Row[]): void {
  if (!def.reviewed) return;
  if (rows.some((r) => r.reviewStatus === REVIEW_STATUS.reviewed))
    throw new AppError(400, 'crud.review.locked');
}

/** Adds https:// to an address without a scheme; any other scheme (javascript:, data:) is refused. */
function withScheme(url: string): string | null {
  if (/^https?:\/\//i.test(url)) return url;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) && !/^[^:/]+:\d/.test(url)) return null;
  return `https://${url}`;
}

/** Values as stored: URLs get their https://, rich text is sanitised. */
export function normalise(def: ResourceDef, values: Row): Row {
  const out: Row = {};
  for (const field of def.fields) {
    if (!(field.key in values)) continue;
    let v = values[field.key];
    if (typeof v === 'string' && field.format === 'url') {
      v = withScheme(v.trim());
      if (v === null) throw new FieldProblems({ [field.key]: 'crud.validation.url' });
    }
    if (typeof v === 'string' && field.type === 'richText') v = sanitizeRichText(v);
    if (typeof v === 'string' && field.type === 'datetime') v = new Date(v);
    // A switch left untouched sends no value; the column is NOT NULL with "no" as its meaning.
    if (field.type === 'boolean' && v === null) v = false;
    out[field.key] = v;
  }
  return out;
}

/**
 * Unique fields' values looked up in bulk before many records are checked (an import): per field,
 * the text values asked about and those already stored. A value not asked about is looked up on
 * its own, so a value changed after the lookup (normalised) is still checked.
 */
export type KnownUniqueValues = Map<string, { asked: Set<string>; taken: Set<string> }>;

/** Values a statement's `in (...)` list holds at most: well under the protocol's 65,535 parameters. */
const LOOKUP_CHUNK = 5000;

/**
 * Which of these rows' text values of each unique field are already stored: one query per unique
 * field and 5,000 values, instead of one per row and field (text equality in SQL is the same as
 * in JavaScript: the collations are deterministic). Other values are left to the per-row check.
 */
export async function knownUniqueValues(
  db: Executor,
  def: ResourceDef,
  table: ResourceTable,
  rows: readonly Row[],
): Promise<KnownUniqueValues> {
  const known: KnownUniqueValues = new Map();
  for (const field of def.fields.filter(isUnique)) {
    const asked = new Set<string>();
    for (const row of rows) {
      const v = row[field.key];
      if (typeof v === 'string' && v !== '') asked.add(v);
    }
    const taken = new Set<string>();
    const list = [...asked];
    const column = col(table, field.key);
    for (let i = 0; i < list.length; i += LOOKUP_CHUNK) {
      const hits = await db
        .selectDistinct({ v: column })
        .from(table)
        .where(inArray(column, list.slice(i, i + LOOKUP_CHUNK)));
      for (const hit of hits) taken.add(String(hit.v));
    }
    known.set(field.key, { asked, taken });
  }
  return known;
}

/** Unique fields already used by another record: `{ key: message }`. */
export async function duplicateProblems(
  db: Executor,
  def: ResourceDef,
  table: ResourceTable,
  values: Row,
  exceptId?: string,
  known?: KnownUniqueValues,
): Promise<Record<string, string>> {
  const problems: Record<string, string> = {};
  for (const field of def.fields.filter(isUnique)) {
    const v = values[field.key];
    if (v === null || v === undefined || v === '') continue;
    const bulk = exceptId === undefined && typeof v === 'string' ? known?.get(field.key) : undefined;
    const taken = bulk?.asked.has(v as string)
      ? bulk.taken.has(v as string)
      : await valueTaken(db, table, field, v, exceptId);
    if (taken) problems[field.key] = 'crud.validation.duplicate';
  }
  return problems;
}

/**
 * Combinations that must be unique together (`uniqueTogether`) already used by another record,
 * checked on the merged record so a partial edit is judged whole: the problem goes on the last
 * field of the combination (a teacher's record for a year: on the year).
 */
export async function comboProblems(
  db: Executor,
  def: ResourceDef,
  table: ResourceTable,
  merged: Row,
  exceptId?: string,
): Promise<Record<string, string>> {
  const problems: Record<string, string> = {};
  for (const keys of def.uniqueTogether ?? []) {
    if (keys.some((k) => merged[k] === null || merged[k] === undefined || merged[k] === '')) continue;
    const conditions = keys.map((k) => eq(col(table, k), merged[k]));
    if (exceptId) conditions.push(ne(col(table, 'id'), exceptId));
    const [hit] = await db
      .select({ id: col(table, 'id') })
      .from(table)
      .where(and(...conditions))
      .limit(1);
    if (hit) problems[keys[keys.length - 1]] = 'crud.validation.duplicate';
  }
  return problems;
}

export async function valueTaken(
  db: Executor,
  table: ResourceTable,
  field: FieldDef,
  value: unknown,
  exceptId?: string,
): Promise<boolean> {
  const conditions = [eq(col(table, field.key), value)];
  if (exceptId) conditions.push(ne(col(table, 'id'), exceptId));
  const [hit] = await db
    .select({ id: col(table, 'id') })
    .from(table)
    .where(and(...conditions))
    .limit(1);
  return Boolean(hit);
}

/** Where cross-field rules fail (an end before its start): `{ key: message }`. */
export function recordProblems(def: ResourceDef, merged: Row): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of def.fields.filter((f) => f.notBefore)) {
    const v = merged[field.key];
    const start = merged[field.notBefore as string];
    if (typeof v === 'string' && typeof start === 'string' && v < start)
      problems[field.key] = 'crud.validation.notBefore';
  }
  return problems;
}

export function stamp(auth: AuthContext, mode: 'add' | 'edit'): Row {
  return mode === 'add'
    ? { createBy: auth.user.username, sysOrgCode: auth.user.orgCode }
    : { updateBy: auth.user.username, updateTime: new Date() };
}
