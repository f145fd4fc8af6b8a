import {
  dictLabel,
  documentVector,
  type FieldDef,
  type Locale,
  MAX_BODY_LENGTH,
  normalizeText,
  plainText,
} from '@accredit/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { anyOf, type LookupPart, lookupAll } from '../../crud/lookups.ts';
import { codesOf } from '../../crud/multi-dict.ts';
import type { Row } from '../../crud/present.ts';
import { refTitlesPart } from '../../crud/refs.ts';
import { evidenceTag } from '../evidence/schema.ts';
import { sysDepart } from '../system/schema.ts';
import { searchDoc } from './schema.ts';
import type { SearchSource } from './sources.ts';

/**
 * Records to search documents and into the index. A document's title and body are stored as
 * shown in results (normalizeText), its tokens as tsvector text made by the shared tokenizer.
 */
export interface SearchDocument {
  resource: string;
  recordId: string;
  title: string;
  body: string;
  year: number | null;
  departId: string | null;
  standards: string | null;
  createBy: string | null;
  vector: string;
}

/** Extra text of a resource's records (a shared file's extracted text), by record id. */
export type SearchTextLoader = (db: Executor, ids: readonly string[]) => Promise<Map<string, string>>;

/** Both languages a record's names are kept in, so either finds it. */
const NAME_LOCALES: readonly Locale[] = ['zh-CN', 'en-US'];

type Names = Map<string, Map<string, string[]>>;

/** The lookups naming every referenced record in both languages: [field key, part] pairs. */
function referenceNameParts(fields: FieldDef[], rows: Row[]) {
  return fields.flatMap((field) => {
    if (field.type !== 'ref' || !field.ref) return [];
    const ids = [...new Set(rows.map((r) => r[field.key]).filter((v): v is string => typeof v === 'string'))];
    return NAME_LOCALES.flatMap((locale) => {
      const part = refTitlesPart(field.ref as string, ids, locale);
      return part ? [[field.key, part] as const] : [];
    });
  });
}

/** A field's referenced records' names in both languages, by field key and id. */
function namesOf(keys: readonly string[], found: readonly Map<string, string>[]): Names {
  const out: Names = new Map();
  keys.forEach((key, i) => {
    const names = out.get(key) ?? new Map<string, string[]>();
    for (const [id, name] of found[i]) names.set(id, [...new Set([...(names.get(id) ?? []), name])]);
    out.set(key, names);
  });
  return out;
}

function dictTexts(field: FieldDef, value: unknown): string[] {
  const codes = field.multiple ? codesOf(value) : [String(value)];
  return [...new Set(codes.flatMap((c) => NAME_LOCALES.map((l) => dictLabel(field.dict ?? '', c, l))))];
}

/** A field's value as the words a person would search it by. */
function fieldTexts(field: FieldDef, value: unknown, names: Names): string[] {
  if (value === null || value === undefined || value === '') return [];
  switch (field.type) {
    case 'richText':
      return [plainText(String(value))];
    case 'dict':
      return dictTexts(field, value);
    case 'ref':
      return names.get(field.key)?.get(String(value)) ?? [];
    case 'boolean':
    case 'json':
    case 'file':
      return [];
    case 'datetime':
      return [value instanceof Date ? value.toISOString().slice(0, 10) : String(value)];
    default:
      return [String(value)];
  }
}

function yearOf(source: SearchSource, row: Row): number | null {
  const field = source.yearField;
  const value = field ? row[field.key] : null;
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\d{4}/.test(value)) return Number(value.slice(0, 4));
  if (field) return null;
  return row.createTime instanceof Date ? row.createTime.getFullYear() : null;
}

/** Departments by organisation code, for records that name none but carry their creator's unit. */
function departsByOrgCodePart(rows: Row[]): LookupPart<Map<string, string>> | null {
  const codes = [...new Set(rows.map((r) => r.sysOrgCode).filter((v): v is string => typeof v === 'string'))];
  if (codes.length === 0) return null;
  return {
    select: sql`select ${sysDepart.orgCode} as id, json_build_array(${sysDepart.id}) as v
      from ${sysDepart} where ${anyOf(sysDepart.orgCode, codes)}`,
    read: (found) => new Map(found.map(({ id, v }) => [id, String(v[0])])),
  };
}

/** The standards each record is tagged with, by record id. */
function tagsPart(resource: string, ids: string[]): LookupPart<Map<string, string[]>> {
  return {
    select: sql`select ${evidenceTag.recordId} as id, json_build_array(${evidenceTag.standard}) as v
      from ${evidenceTag} where ${evidenceTag.resource} = ${resource} and ${anyOf(evidenceTag.recordId, ids)}`,
    read: (found) => {
      const out = new Map<string, string[]>();
      for (const { id, v } of found) out.set(id, [...(out.get(id) ?? []), String(v[0])]);
      return out;
    },
  };
}

/** Search documents of some rows of one resource (a handful of queries, whatever the number of rows). */
export async function buildDocuments(
  db: Executor,
  source: SearchSource,
  rows: Row[],
  loader?: SearchTextLoader,
): Promise<SearchDocument[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => String(r.id));
  // Every name, department and tag in one statement.
  const nameParts = referenceNameParts([...source.titleFields, ...source.bodyFields], rows);
  const departPart = source.departField ? null : departsByOrgCodePart(rows);
  const found = await lookupAll(db, [
    tagsPart(source.def.name, ids),
    ...(departPart ? [departPart] : []),
    ...nameParts.map(([, part]) => part),
  ]);
  const tags = found[0] as Map<string, string[]>;
  const departs = departPart ? (found[1] as Map<string, string>) : new Map<string, string>();
  const names = namesOf(
    nameParts.map(([key]) => key),
    found.slice(departPart ? 2 : 1) as Map<string, string>[],
  );
  const extra = loader ? await loader(db, ids) : new Map<string, string>();
  return rows.map((row) => {
    const id = String(row.id);
    const title = normalizeText(
      [...new Set(source.titleFields.flatMap((f) => fieldTexts(f, row[f.key], names)))].join(' · '),
    );
    const bodyParts = source.bodyFields.flatMap((f) => fieldTexts(f, row[f.key], names));
    const text = extra.get(id);
    if (text) bodyParts.push(text);
    const body = normalizeText(bodyParts.join('\n').slice(0, MAX_BODY_LENGTH * 2)).slice(0, MAX_BODY_LENGTH);
    const standards = new Set(tags.get(id) ?? []);
    for (const f of source.standardFields) for (const c of codesOf(row[f.key])) standards.add(c);
    const departRef = source.departField ? row[source.departField.key] : null;
    const departId =
      typeof departRef === 'string' && departRef
        ? departRef
        : (departs.get(String(row.sysOrgCode ?? '')) ?? null);
    const shownTitle = title || `#${id.slice(0, 8)}`;
    return {
      resource: source.def.name,
      recordId: id,
      title: shownTitle,
      body,
      year: yearOf(source, row),
      departId,
      standards: standards.size ? [...standards].sort().join(',') : null,
      createBy: typeof row.createBy === 'string' ? row.createBy : null,
      vector: documentVector(shownTitle, body),
    };
  });
}

/** Writes documents (insert or replace), a few hundred rows a statement. */
export async function storeDocuments(db: Executor, docs: readonly SearchDocument[]): Promise<void> {
  for (let i = 0; i < docs.length; i += 200) {
    const values = docs.slice(i, i + 200).map((d) => ({
      resource: d.resource,
      recordId: d.recordId,
      title: d.title,
      body: d.body,
      year: d.year,
      departId: d.departId,
      standards: d.standards,
      createBy: d.createBy,
      tokens: sql`${d.vector}::tsvector` as unknown as string,
      indexedAt: new Date(),
    }));
    await db
      .insert(searchDoc)
      .values(values)
      .onConflictDoUpdate({
        target: [searchDoc.resource, searchDoc.recordId],
        set: {
          title: sql`excluded.title`,
          body: sql`excluded.body`,
          year: sql`excluded.year`,
          departId: sql`excluded.depart_id`,
          standards: sql`excluded.standards`,
          createBy: sql`excluded.create_by`,
          tokens: sql`excluded.tokens`,
          indexedAt: sql`excluded.indexed_at`,
        },
      });
  }
}

export async function deleteDocuments(db: Executor, resource: string, ids: readonly string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 1000) {
    const part = ids.slice(i, i + 1000);
    const where: SQL = and(eq(searchDoc.resource, resource), inArray(searchDoc.recordId, [...part])) as SQL;
    await db.delete(searchDoc).where(where);
  }
}
