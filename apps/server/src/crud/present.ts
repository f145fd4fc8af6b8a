import { dictLabel, type Locale, type ResourceDef, reviewStatusKey } from '@accredit/shared';
import { and, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../core/db.ts';
import { translate } from '../core/i18n.ts';
import { type CustomValues, customValuesPart } from './custom-fields.ts';
import { anyOf, type LookupPart, lookupAll } from './lookups.ts';
import { isMultiDict, multiDictText } from './multi-dict.ts';
import { refTitlesPart } from './refs.ts';
import { col } from './scope.ts';
import type { ResourceTable } from './table.ts';

/**
 * Rows to records: dates as strings, dictionary and reference fields with a display text in the
 * caller's language (`<key>_dictText`; references to system records such as departments too, see
 * refs.ts), the review state's label, and custom-field values: one statement for every name and
 * custom value, whatever the page size.
 */
export type Row = Record<string, unknown>;
export type ApiRecord = Record<string, unknown>;

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v === undefined ? null : v);

/** Actions a list row may say the caller cannot take on it. */
export type RowAction = 'edit' | 'delete';

/**
 * What the caller may change, for a list that shows rows they may only read (a teacher sees the
 * outputs they co-authored, which the secretary created): per action, the caller's row scope for
 * it (none: every row the list shows).
 */
export interface Reach {
  table: ResourceTable;
  scopes: Partial<Record<RowAction, SQL[]>>;
}

/** The ids among `ids` inside `scope`, as a lookup part. */
function insidePart(table: ResourceTable, ids: string[], scope: SQL[]): LookupPart<Set<string>> {
  const id = col(table, 'id');
  return {
    select: sql`select ${id}::text as id, '[]'::json as v from ${table} where ${and(anyOf(id, ids), ...scope)}`,
    read: (rows) => new Set(rows.map((r) => r.id)),
  };
}

/**
 * `reach`: the row scopes of the changes the caller may make; each row then carries `denied`,
 * the actions among them it is outside of (absent when none), read in the same statement.
 */
export async function presentRows(
  db: Executor,
  def: ResourceDef,
  rows: Row[],
  locale: Locale,
  reach?: Reach,
): Promise<ApiRecord[]> {
  // One lookup per referenced resource (fields referring to the same one, a college and a major
  // both departments, share it) and one for custom values, all sent as one statement.
  const idsByRef = new Map<string, Set<string>>();
  for (const field of def.fields.filter((f) => f.type === 'ref' && f.ref)) {
    const ids = idsByRef.get(field.ref as string) ?? new Set<string>();
    for (const row of rows) if (typeof row[field.key] === 'string') ids.add(row[field.key] as string);
    idsByRef.set(field.ref as string, ids);
  }
  const refParts = [...idsByRef].flatMap(([ref, ids]) => {
    const part = refTitlesPart(ref, [...ids], locale);
    return part ? [[ref, part] as const] : [];
  });
  const recordIds = rows.map((r) => String(r.id));
  const customPart = def.customFields && recordIds.length ? customValuesPart(def.name, recordIds) : null;
  const limited = recordIds.length
    ? (Object.entries(reach?.scopes ?? {}) as [RowAction, SQL[]][]).filter(([, scope]) => scope.length > 0)
    : [];
  const reachParts = limited.map(([, scope]) => insidePart(reach?.table as ResourceTable, recordIds, scope));
  const found = await lookupAll(db, [
    ...refParts.map(([, p]) => p),
    ...(customPart ? [customPart] : []),
    ...reachParts,
  ]);
  const reachAt = found.length - reachParts.length;
  const inside = limited.map(([action], i) => [action, found[reachAt + i] as Set<string>] as const);
  const titlesByRef = new Map(refParts.map(([ref], i) => [ref, found[i] as Map<string, string>]));
  const refs = new Map<string, Map<string, string> | undefined>(
    def.fields.filter((f) => f.type === 'ref' && f.ref).map((f) => [f.key, titlesByRef.get(f.ref as string)]),
  );
  const custom = def.customFields
    ? ((customPart ? found[refParts.length] : new Map()) as Map<string, CustomValues>)
    : null;
  return rows.map((row) => {
    const out: ApiRecord = {
      id: row.id,
      createBy: row.createBy ?? null,
      createTime: iso(row.createTime),
      updateBy: row.updateBy ?? null,
      updateTime: iso(row.updateTime),
      sysOrgCode: row.sysOrgCode ?? null,
    };
    for (const field of def.fields) {
      const value = row[field.key] ?? null;
      out[field.key] = iso(value);
      if (isMultiDict(field)) out[`${field.key}_dictText`] = multiDictText(field, value, locale, ', ');
      else if (field.type === 'dict')
        out[`${field.key}_dictText`] =
          value === null ? null : dictLabel(field.dict ?? '', String(value), locale);
      if (field.type === 'ref')
        out[`${field.key}_dictText`] =
          value === null ? null : (refs.get(field.key)?.get(String(value)) ?? null);
    }
    if (def.reviewed) {
      out.reviewStatus = row.reviewStatus;
      out.reviewStatus_dictText = translate(locale, reviewStatusKey(Number(row.reviewStatus)));
      out.reviewReason = row.reviewReason ?? null;
      out.reviewBy = row.reviewBy ?? null;
      out.reviewTime = iso(row.reviewTime);
    }
    if (custom) out.customFields = custom.get(String(row.id)) ?? {};
    const denied = inside.filter(([, ids]) => !ids.has(String(row.id))).map(([action]) => action);
    if (denied.length) out.denied = denied;
    return out;
  });
}
