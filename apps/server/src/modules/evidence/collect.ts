import { type FieldDef, RESOURCES, type ResourceDef, resourceByName } from '@accredit/shared';
import { and, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Executor } from '../../core/db.ts';
import type { Row } from '../../crud/present.ts';
import { col } from '../../crud/scope.ts';
import { resourceTable } from '../../crud/table.ts';
import { mayRead, visibleRows } from '../../crud/visibility.ts';
import { evidenceTag } from './schema.ts';
import { codesIn, STANDARD_DICT } from './standards.ts';

/**
 * Where evidence comes from: tags (evidence_tag rows, any record) and the standards fields of
 * records that carry their own (a shared file's `standards`, a plan action's, a KPI's). Every
 * record found is kept only if the caller could open it through its own queryById or list
 * (visibleRows), so nothing here shows a title the caller could not read.
 */
export interface Gathered {
  def: ResourceDef;
  row: Row;
  /** Codes set by tags. */
  tagged: string[];
  /** Codes of the record's own standards field. */
  own: string[];
}

/** The multiple standards field of a definition, if it has one. */
export function standardsField(def: ResourceDef): FieldDef | undefined {
  return def.fields.find((f) => f.type === 'dict' && f.multiple === true && f.dict === STANDARD_DICT);
}

/** Resources whose records name their standards themselves. */
export const FIELD_RESOURCES: readonly ResourceDef[] = RESOURCES.filter((d) => standardsField(d));

/** Folders are containers, not evidence: only their files are tagged. */
export const UNTAGGABLE = new Set(['fileSharing']);

const CHUNK = 5000;

function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
}

/** `visibleRows` in chunks, so a school with many thousands of tagged files stays within the parameter limit. */
export async function visibleInChunks(
  db: Executor,
  auth: AuthContext,
  def: ResourceDef,
  ids: readonly string[],
): Promise<Row[]> {
  const out: Row[] = [];
  for (const part of chunks([...new Set(ids)])) out.push(...(await visibleRows(db, auth, def, part)));
  return out;
}

/** A record's standards field holds one of these codes (whole codes: '1' never matches '1-1'). */
export function holdsAny(def: ResourceDef, codes: readonly string[]): SQL {
  const column = col(resourceTable(def), standardsField(def)?.key ?? 'standards');
  return or(...codes.map((code) => sql`${code} = any(string_to_array(${column}, ','))`)) as SQL;
}

/** A record's standards field holds something. */
export function holdsSome(def: ResourceDef): SQL {
  const column = col(resourceTable(def), standardsField(def)?.key ?? 'standards');
  return and(isNotNull(column), ne(column, '')) as SQL;
}

/**
 * Every piece of evidence under any of `codes` (all tagged evidence when `codes` is null) that the
 * caller may open: one query for the tags, one per resource with a standards field, then the
 * caller's row scope per resource.
 */
export async function gatherEvidence(
  db: Executor,
  auth: AuthContext,
  codes: readonly string[] | null,
): Promise<Gathered[]> {
  const found = new Map<string, { def: ResourceDef; id: string; tagged: Set<string> }>();
  const key = (resource: string, id: string) => `${resource}\u0000${id}`;
  const tags = await db
    .select({
      resource: evidenceTag.resource,
      recordId: evidenceTag.recordId,
      standard: evidenceTag.standard,
    })
    .from(evidenceTag)
    .where(codes ? inArray(evidenceTag.standard, [...codes]) : undefined);
  for (const tag of tags) {
    const def = resourceByName(tag.resource);
    if (!def || !mayRead(auth, def)) continue;
    const k = key(tag.resource, tag.recordId);
    const entry = found.get(k) ?? { def, id: tag.recordId, tagged: new Set<string>() };
    entry.tagged.add(tag.standard);
    found.set(k, entry);
  }
  for (const def of FIELD_RESOURCES) {
    if (!mayRead(auth, def)) continue;
    const table = resourceTable(def);
    const rows = await db
      .select({ id: col(table, 'id') })
      .from(table)
      .where(codes ? holdsAny(def, codes) : holdsSome(def));
    for (const { id } of rows) {
      const k = key(def.name, String(id));
      if (!found.has(k)) found.set(k, { def, id: String(id), tagged: new Set() });
    }
  }
  return keepVisible(db, auth, [...found.values()]);
}

async function keepVisible(
  db: Executor,
  auth: AuthContext,
  entries: { def: ResourceDef; id: string; tagged: Set<string> }[],
): Promise<Gathered[]> {
  const byResource = new Map<ResourceDef, Map<string, Set<string>>>();
  for (const e of entries) {
    const ids = byResource.get(e.def) ?? new Map<string, Set<string>>();
    ids.set(e.id, e.tagged);
    byResource.set(e.def, ids);
  }
  const out: Gathered[] = [];
  for (const [def, ids] of byResource) {
    const field = standardsField(def);
    for (const row of await visibleInChunks(db, auth, def, [...ids.keys()]))
      out.push({
        def,
        row,
        tagged: [...(ids.get(String(row.id)) ?? [])],
        own: field ? codesIn(row[field.key]) : [],
      });
  }
  return out;
}
