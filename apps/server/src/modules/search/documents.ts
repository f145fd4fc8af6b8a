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
import { codesOf } from '../../crud/multi-dict.ts';
import type { Row } from '../../crud/present.ts';
import { refTitles } from '../../crud/refs.ts';
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

/** The names of every referenced record in both languages, one query per reference field and language. */
async function referenceNames(db: Executor, fields: FieldDef[], rows: Row[]): Promise<Names> {
  const out: Names = new Map();
  for (const field of fields) {
    if (field.type !== 'ref' || !field.ref) continue;
    const ids = [...new Set(rows.map((r) => r[field.key]).filter((v): v is string => typeof v === 'string'))];
    const names = new Map<string, string[]>();
    for (const locale of NAME_LOCALES)
      for (const [id, name] of await refTitles(db, field.ref, ids, locale))
        names.set(id, [...new Set([...(names.get(id) ?? []), name])]);
    out.set(field.key, names);
  }
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
async function departsByOrgCode(db: Executor, rows: Row[]): Promise<Map<string, string>> {
  const codes = [...new Set(rows.map((r) => r.sysOrgCode).filter((v): v is string => typeof v === 'string'))];
  if (codes.length === 0) return new Map();
  const found = await db
    .select({ id: sysDepart.id, orgCode: sysDepart.orgCode })
    .from(sysDepart)
    .where(inArray(sysDepart.orgCode, codes));
  return new Map(found.map((d) => [d.orgCode, d.id]));
}

async function tagsOf(db: Executor, resource: string, ids: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ recordId: evidenceTag.recordId, standard: evidenceTag.standard })
    .from(evidenceTag)
    .where(and(eq(evidenceTag.resource, resource), inArray(evidenceTag.recordId, ids)));
  for (const r of rows) out.set(r.recordId, [...(out.get(r.recordId) ?? []), r.standard]);
  return out;
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
  const names = await referenceNames(db, [...source.titleFields, ...source.bodyFields], rows);
  const departs = source.departField ? new Map<string, string>() : await departsByOrgCode(db, rows);
  const tags = await tagsOf(db, source.def.name, ids);
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
