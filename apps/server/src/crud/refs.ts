import {
  type FieldDef,
  type Locale,
  type ResourceDef,
  resourceByName,
  resourcePermission,
  type SystemRefName,
  systemRef,
  titleFields,
} from '@accredit/shared';
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../core/db.ts';
import { containsLike } from '../core/like.ts';
import { sysDepart, sysUser } from '../modules/system/schema.ts';
import { anyOf, type LookupPart } from './lookups.ts';
import { col } from './scope.ts';
import { resourceTable } from './table.ts';

/**
 * What a `ref` field points at, engine resource or system list (SYSTEM_REFS), read one way: the
 * names of records by id (lists, exports), a record by its name or code (imports), the names to
 * offer (templates, pickers) and whether an id exists (writes). Names come in the caller's
 * language: a record's Chinese name for Chinese, its English one (else the Chinese) otherwise.
 */
interface RefSource {
  table: PgTable;
  id: PgColumn;
  /** Name columns, Chinese first when the source has one per language. */
  zh: PgColumn[];
  en: PgColumn[];
  /** Codes people write for a record (organisation code, staff number, username, ISSN). */
  codes: PgColumn[];
  /** Which rows may be picked (not deleted; a discipline); names are shown whatever it says. */
  where?: SQL;
  order: PgColumn;
}

function systemSource(name: SystemRefName): RefSource {
  if (name === 'user')
    return {
      table: sysUser,
      id: sysUser.id,
      zh: [sysUser.realname, sysUser.username],
      en: [sysUser.realname, sysUser.username],
      codes: [sysUser.username, sysUser.workNo],
      where: eq(sysUser.delFlag, false),
      order: sysUser.username,
    };
  const live = eq(sysDepart.delFlag, false);
  return {
    table: sysDepart,
    id: sysDepart.id,
    zh: [sysDepart.departName],
    en: [sysDepart.departNameEn, sysDepart.departName],
    codes: [sysDepart.orgCode],
    where: name === 'discipline' ? and(live, eq(sysDepart.isDiscipline, true)) : live,
    order: sysDepart.orgCode,
  };
}

/** An engine resource: its title fields by language suffix, its unique text fields as codes. */
function resourceSource(def: ResourceDef): RefSource {
  const table = resourceTable(def);
  const titles = titleFields(def);
  const pick = (suffix: string) => [
    ...titles.filter((k) => k.endsWith(suffix)),
    ...titles.filter((k) => !k.endsWith(suffix)),
  ];
  return {
    table,
    id: col(table, 'id'),
    zh: pick('Zh').map((k) => col(table, k)),
    en: pick('En').map((k) => col(table, k)),
    codes: def.fields.filter((f) => f.unique && f.type === 'text').map((f) => col(table, f.key)),
    order: titles[0] ? col(table, titles[0]) : col(table, 'id'),
  };
}

function sourceOf(refName: string): RefSource | undefined {
  const system = systemRef(refName);
  if (system) return systemSource(system.name as SystemRefName);
  const def = resourceByName(refName);
  return def ? resourceSource(def) : undefined;
}

type Named = { id: string; names: string[]; code: string | null };

function selection(source: RefSource, locale: Locale) {
  const names = locale.startsWith('zh') ? source.zh : source.en;
  return { names, fields: Object.fromEntries(names.map((c, i) => [`n${i}`, c])) };
}

/** The first name that is not blank, of the name columns in order. */
function firstName(values: readonly unknown[]): string | undefined {
  return values.find((v): v is string => typeof v === 'string' && v.trim() !== '');
}

async function named(
  db: Executor,
  source: RefSource,
  locale: Locale,
  where: SQL | undefined,
  limit?: number,
): Promise<Named[]> {
  const { names, fields } = selection(source, locale);
  const code = source.codes[0];
  const query = db
    .select({ id: source.id, ...fields, ...(code ? { code } : {}) })
    .from(source.table)
    .where(where)
    .orderBy(asc(source.order), asc(source.id));
  const rows = (limit ? await query.limit(limit) : await query) as Record<string, unknown>[];
  return rows.map((r) => ({
    id: String(r.id),
    names: [firstName(names.map((_, i) => r[`n${i}`])) ?? String(r.id)],
    code: typeof r.code === 'string' ? r.code : null,
  }));
}

/**
 * The lookup part naming these records in a language, by id (deleted ones too: history keeps its
 * names); null when there is nothing to look up. Sent with others through lookupAll.
 */
export function refTitlesPart(
  refName: string,
  ids: readonly string[],
  locale: Locale,
): LookupPart<Map<string, string>> | null {
  const source = sourceOf(refName);
  if (!source || ids.length === 0) return null;
  const { names } = selection(source, locale);
  return {
    select: sql`select ${source.id}::text as id, json_build_array(${sql.join(names, sql`, `)}) as v
      from ${source.table} where ${anyOf(source.id, ids)}`,
    read: (rows) => {
      const out = new Map<string, string>();
      for (const { id, v } of rows) out.set(id, firstName(v) ?? id);
      return out;
    },
  };
}

export type RefLookup = { id: string } | { problem: 'crud.import.refNotFound' | 'crud.import.refAmbiguous' };

/**
 * The record a spreadsheet cell names: by id or code first (they are unique), else by its name in
 * any language, case aside. Two records of that name are ambiguous: the code must be given.
 */
export async function refLookup(db: Executor, refName: string, text: string): Promise<RefLookup> {
  const source = sourceOf(refName);
  if (!source) return { problem: 'crud.import.refNotFound' };
  const find = async (conditions: SQL[]) =>
    (await db
      .selectDistinct({ id: source.id })
      .from(source.table)
      .where(and(source.where, or(...conditions)))
      .limit(2)) as { id: string }[];
  const exact = await find([
    eq(source.id, text),
    ...source.codes.map((c) => sql`lower(${c}) = lower(${text})`),
  ]);
  if (exact.length === 1) return { id: exact[0].id };
  const names = [...new Set([...source.zh, ...source.en])];
  const byName = names.length ? await find(names.map((c) => sql`lower(${c}) = lower(${text})`)) : [];
  if (byName.length === 1) return { id: byName[0].id };
  return { problem: byName.length > 1 ? 'crud.import.refAmbiguous' : 'crud.import.refNotFound' };
}

/** Whether a role with these codes may list what a reference points at (and so be offered its names). */
export function mayListRef(refName: string | undefined, permissions: ReadonlySet<string>): boolean {
  const system = systemRef(refName);
  if (system) return !system.listPermission || permissions.has(system.listPermission);
  const def = refName ? resourceByName(refName) : undefined;
  return Boolean(def && permissions.has(resourcePermission(def, 'query')));
}

/** Names to offer in an import template's drop-down; null when there are too many for one. */
export async function refChoices(
  db: Executor,
  refName: string,
  locale: Locale,
  max = 300,
): Promise<string[] | null> {
  const source = sourceOf(refName);
  if (!source) return null;
  const rows = await named(db, source, locale, source.where, max + 1);
  if (rows.length > max) return null;
  return [...new Set(rows.map((r) => r.names[0] as string))];
}

export interface RefOption {
  id: string;
  title: string;
  code: string | null;
}

/** Records a picker offers: those matching a keyword (name or code), or these ids. */
export async function refOptions(
  db: Executor,
  refName: string,
  locale: Locale,
  query: { keyword?: string; ids?: string[] },
  limit = 200,
): Promise<RefOption[]> {
  const source = sourceOf(refName);
  if (!source) return [];
  let where = source.where;
  if (query.ids?.length) where = inArray(source.id, query.ids);
  else if (query.keyword?.trim()) {
    const pattern = containsLike(query.keyword.trim());
    const columns = [...new Set([...source.zh, ...source.en, ...source.codes])];
    where = and(where, or(...columns.map((c) => ilike(c, pattern))));
  }
  return (await named(db, source, locale, where, limit)).map((r) => ({
    id: r.id,
    title: r.names[0] as string,
    code: r.code,
  }));
}

/**
 * System references set to a value that names no live record (a deleted department, a department
 * that is not a discipline where one is asked for): `{ key: message }`. A value the record already
 * had passes (an edit elsewhere in the form does not fail on a department deleted since). Engine
 * references are left to their hooks, as before.
 */
export async function systemRefProblems(
  db: Executor,
  fields: readonly FieldDef[],
  values: Record<string, unknown>,
  existing: Record<string, unknown> | null,
): Promise<Record<string, string>> {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.key];
    if (field.type !== 'ref' || !systemRef(field.ref) || typeof value !== 'string' || value === '') continue;
    if (existing && existing[field.key] === value) continue;
    const source = sourceOf(field.ref as string) as RefSource;
    const [hit] = await db
      .select({ id: source.id })
      .from(source.table)
      .where(and(eq(source.id, value), source.where))
      .limit(1);
    if (!hit) problems[field.key] = 'crud.validation.refNotFound';
  }
  return problems;
}

/** The ids a picker's query names, as comma-separated text (at most 100); undefined when it names none. */
export function pickerIds(ids: string | undefined): string[] | undefined {
  return ids
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, 100);
}

/** refOptions for a picker's query: a keyword, or the ids as comma-separated text (at most 100). */
export function pickerOptions(
  db: Executor,
  refName: string,
  locale: Locale,
  query: { keyword?: string; ids?: string },
): Promise<RefOption[]> {
  return refOptions(db, refName, locale, { keyword: query.keyword, ids: pickerIds(query.ids) });
}
