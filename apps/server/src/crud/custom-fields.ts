import { dictValues, type Locale, RESOURCE } from '@accredit/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../core/db.ts';
import { anyOf, type LookupPart } from './lookups.ts';
import { resourceTable } from './table.ts';
import { MSG } from './validation.ts';

/**
 * Module field customisation: the extra fields an administrator added to a resource (rows of
 * moduleFieldCustomization) and their values per record (moduleFieldValue). Values are kept as
 * text and checked against the field's type on every write.
 */
export const moduleFieldCustomizationTable = () => resourceTable(RESOURCE.moduleFieldCustomization);
export const moduleFieldValueTable = () => resourceTable(RESOURCE.moduleFieldValue);

export interface CustomField {
  id: string;
  labels: Record<Locale, string>;
  fieldType: 'text' | 'number' | 'date' | 'dict' | 'file';
  dictCode: string | null;
  required: boolean;
  sortOrder: number;
}

export type CustomValues = Record<string, string | null>;

export async function customFieldsOf(db: Executor, resource: string): Promise<CustomField[]> {
  const t = moduleFieldCustomizationTable();
  const rows = (await db
    .select()
    .from(t)
    .where(eq(t.module, resource))
    .orderBy(asc(t.sortOrder), asc(t.createTime))) as Record<string, unknown>[];
  return rows.map((r) => {
    const en = String(r.labelEn ?? '');
    const zh = String(r.labelZh ?? '');
    return {
      id: String(r.id),
      labels: {
        'en-US': en,
        'zh-CN': zh,
        'zh-TW': (r.labelTw as string | null) || zh,
        'pt-BR': (r.labelPt as string | null) || en,
      },
      fieldType: String(r.fieldType) as CustomField['fieldType'],
      dictCode: (r.dictCode as string | null) ?? null,
      required: r.required === true,
      sortOrder: Number(r.sortOrder ?? 0),
    };
  });
}

/** Checks and normalises submitted values; problems come back keyed `customFields.<id>`. */
export function checkCustomValues(
  fields: readonly CustomField[],
  submitted: Record<string, string | number | null> | undefined,
  mode: 'add' | 'edit',
): { values: CustomValues; problems: Record<string, string> } {
  const values: CustomValues = {};
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const present = submitted !== undefined && field.id in submitted;
    if (!present && mode === 'edit') continue;
    const raw = present ? submitted[field.id] : null;
    const text = raw === null || raw === undefined ? '' : String(raw).trim();
    const path = `customFields.${field.id}`;
    if (text === '') {
      if (field.required) problems[path] = MSG.required;
      else values[field.id] = null;
      continue;
    }
    const problem = customValueProblem(field, text);
    if (problem) problems[path] = problem;
    else values[field.id] = text;
  }
  return { values, problems };
}

function customValueProblem(field: CustomField, text: string): string | null {
  if (text.length > 5000) return MSG.tooLong;
  if (field.fieldType === 'number' && !Number.isFinite(Number(text))) return MSG.number;
  if (field.fieldType === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(text)) return MSG.date;
  if (field.fieldType === 'dict') {
    const values = dictValues(field.dictCode ?? '');
    if (values.length && !values.includes(text)) return MSG.option;
  }
  return null;
}

export async function saveCustomValues(
  tx: Executor,
  resource: string,
  recordId: string,
  values: CustomValues,
  username: string,
): Promise<void> {
  const t = moduleFieldValueTable();
  for (const [fieldId, value] of Object.entries(values)) {
    await tx
      .insert(t)
      .values({ resource, recordId, fieldId, value, createBy: username })
      .onConflictDoUpdate({
        target: [t.resource, t.recordId, t.fieldId],
        set: { value, updateBy: username, updateTime: new Date() },
      });
  }
}

/** The lookup part reading these records' custom values (sent with others through lookupAll). */
export function customValuesPart(
  resource: string,
  recordIds: readonly string[],
): LookupPart<Map<string, CustomValues>> {
  const t = moduleFieldValueTable();
  return {
    select: sql`select ${t.recordId} as id, json_build_array(${t.fieldId}, ${t.value}) as v
      from ${t} where ${t.resource} = ${resource} and ${anyOf(t.recordId, recordIds)}`,
    read: (rows) => {
      const out = new Map<string, CustomValues>();
      for (const { id, v } of rows) {
        const values = out.get(id) ?? {};
        values[String(v[0])] = (v[1] as string | null) ?? null;
        out.set(id, values);
      }
      return out;
    },
  };
}

export async function deleteCustomValues(
  tx: Executor,
  resource: string,
  recordIds: readonly string[],
): Promise<void> {
  if (recordIds.length === 0) return;
  const t = moduleFieldValueTable();
  await tx.delete(t).where(and(eq(t.resource, resource), inArray(t.recordId, [...recordIds])));
}
