import {
  dictLabel,
  type Locale,
  type ResourceDef,
  resourceByName,
  reviewStatusKey,
  titleFields,
} from '@accredit/shared';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../core/db.ts';
import { translate } from '../core/i18n.ts';
import { loadCustomValues } from './custom-fields.ts';
import { col } from './scope.ts';
import { resourceTable } from './table.ts';

/**
 * Rows to records: dates as strings, dictionary and reference fields with a display text in the
 * caller's language (`<key>_dictText`), the review state's label, and custom-field values. One
 * query per reference field and one for custom values, whatever the page size.
 */
export type Row = Record<string, unknown>;
export type ApiRecord = Record<string, unknown>;

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v === undefined ? null : v);

/** The field of a record that names it best in this language (nameZh for Chinese, nameEn otherwise). */
export function titleIn(def: ResourceDef, row: Row, locale: Locale): string {
  const keys = titleFields(def);
  const suffix = locale.startsWith('zh') ? 'Zh' : 'En';
  const preferred = keys.find((k) => k.endsWith(suffix) && row[k]) ?? keys.find((k) => row[k]);
  return preferred ? String(row[preferred]) : String(row.id ?? '');
}

async function refTitles(
  db: Executor,
  refName: string,
  ids: string[],
  locale: Locale,
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const refDef = resourceByName(refName);
  if (!refDef || ids.length === 0) return out;
  const table = resourceTable(refDef);
  const rows = (await db
    .select()
    .from(table)
    .where(inArray(col(table, 'id'), ids))) as Row[];
  for (const r of rows) out.set(String(r.id), titleIn(refDef, r, locale));
  return out;
}

export async function presentRows(
  db: Executor,
  def: ResourceDef,
  rows: Row[],
  locale: Locale,
): Promise<ApiRecord[]> {
  const refs = new Map<string, Map<string, string>>();
  for (const field of def.fields.filter((f) => f.type === 'ref' && f.ref)) {
    const ids = [...new Set(rows.map((r) => r[field.key]).filter((v): v is string => typeof v === 'string'))];
    refs.set(field.key, await refTitles(db, field.ref as string, ids, locale));
  }
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
      if (field.type === 'dict')
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
