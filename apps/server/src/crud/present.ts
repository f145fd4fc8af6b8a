import { dictLabel, type Locale, type ResourceDef, reviewStatusKey } from '@accredit/shared';
import type { Executor } from '../core/db.ts';
import { translate } from '../core/i18n.ts';
import { type CustomValues, customValuesPart } from './custom-fields.ts';
import { lookupAll } from './lookups.ts';
import { isMultiDict, multiDictText } from './multi-dict.ts';
import { refTitlesPart } from './refs.ts';

/**
 * Rows to records: dates as strings, dictionary and reference fields with a display text in the
 * caller's language (`<key>_dictText`; references to system records such as departments too, see
 * refs.ts), the review state's label, and custom-field values: one statement for every name and
 * custom value, whatever the page size.
 */
export type Row = Record<string, unknown>;
export type ApiRecord = Record<string, unknown>;

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v === undefined ? null : v);

export async function presentRows(
  db: Executor,
  def: ResourceDef,
  rows: Row[],
  locale: Locale,
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
  const found = await lookupAll(db, [...refParts.map(([, p]) => p), ...(customPart ? [customPart] : [])]);
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
    return out;
  });
}
