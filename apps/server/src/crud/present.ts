import { dictLabel, type Locale, type ResourceDef, reviewStatusKey } from '@accredit/shared';
import type { Executor } from '../core/db.ts';
import { translate } from '../core/i18n.ts';
import { loadCustomValues } from './custom-fields.ts';
import { isMultiDict, multiDictText } from './multi-dict.ts';
import { refTitles } from './refs.ts';

/**
 * Rows to records: dates as strings, dictionary and reference fields with a display text in the
 * caller's language (`<key>_dictText`; references to system records such as departments too, see
 * refs.ts), the review state's label, and custom-field values. One query per referenced resource
 * and one for custom values, whatever the page size.
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
  // One query per referenced resource: fields referring to the same one (a college and a major,
  // both departments) share it.
  const idsByRef = new Map<string, Set<string>>();
  for (const field of def.fields.filter((f) => f.type === 'ref' && f.ref)) {
    const ids = idsByRef.get(field.ref as string) ?? new Set<string>();
    for (const row of rows) if (typeof row[field.key] === 'string') ids.add(row[field.key] as string);
    idsByRef.set(field.ref as string, ids);
  }
  const titlesByRef = new Map<string, Map<string, string>>();
  for (const [ref, ids] of idsByRef) titlesByRef.set(ref, await refTitles(db, ref, [...ids], locale));
  const refs = new Map<string, Map<string, string> | undefined>(
    def.fields.filter((f) => f.type === 'ref' && f.ref).map((f) => [f.key, titlesByRef.get(f.ref as string)]),
  );
  const custom = def.customFields
    ? await loadCustomValues(
        db,
        def.name,
        rows.map((r) => String(r.id)),
      )
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
