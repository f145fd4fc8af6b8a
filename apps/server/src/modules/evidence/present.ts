import {
  type EvidenceItem,
  type Locale,
  type ResourceDef,
  resourceByName,
  titleFields,
} from '@accredit/shared';
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Db, Executor } from '../../core/db.ts';
import { resourceAttachment } from '../../crud/attachments-schema.ts';
import { ResourceContext } from '../../crud/context.ts';
import { resourceTitleIn } from '../../crud/labels.ts';
import type { Row } from '../../crud/present.ts';
import { findInScope } from '../../crud/records.ts';
import { col } from '../../crud/scope.ts';
import { resourceTable } from '../../crud/table.ts';
import { recordTitleIn } from '../../workflow/notice.ts';
import { type Gathered, UNTAGGABLE } from './collect.ts';

/**
 * Evidence items as they leave the server (EvidenceItem of @accredit/shared plus the record type's
 * label and whether the caller may change its tags). Titles, years and dates come first, for the
 * keyword filter, order and paging; files, folder paths and rights only for the page shown.
 */
export interface EvidenceRow extends EvidenceItem {
  /** The record type in the caller's language ("File", "Strategic action"). */
  typeLabel: string;
  /** The caller may change its standards (POST /aacsb/evidenceTag/set would accept). */
  editable: boolean;
}

interface Draft {
  item: EvidenceRow;
  def: ResourceDef;
  row: Row;
}

const FILE = 'fileInfo';
const FOLDER = 'fileSharing';

/**
 * The record's name in the caller's language: its title fields, each with its other-language
 * sibling (a supporting document is titled by titleZh, yet has a titleEn for English readers).
 */
function titleOf(def: ResourceDef, row: Row, locale: Locale): string {
  const keys = titleFields(def).flatMap((k) => {
    const sibling = k.endsWith('Zh')
      ? `${k.slice(0, -2)}En`
      : k.endsWith('En')
        ? `${k.slice(0, -2)}Zh`
        : null;
    return sibling && def.fields.some((f) => f.key === sibling) ? [k, sibling] : [k];
  });
  return recordTitleIn({ ...def, title: [...new Set(keys)] }, row, locale);
}

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : typeof v === 'string' ? v : null);

function draftOf(g: Gathered, locale: Locale): Draft {
  const { def, row } = g;
  const standards = [...new Set([...g.own, ...g.tagged])];
  const year = typeof row.year === 'number' ? row.year : null;
  return {
    def,
    row,
    item: {
      resource: def.name,
      id: String(row.id),
      title: titleOf(def, row, locale),
      source: g.tagged.length > 0 ? 'tag' : 'field',
      standards,
      year,
      files: [],
      updatedAt: iso(row.updateTime) ?? iso(row.createTime),
      typeLabel: resourceTitleIn(def, locale),
      editable: false,
    },
  };
}

export interface PageAsk {
  pageNo: number;
  /** -1 for all. */
  pageSize: number;
  keyword?: string;
}

/** Newest first; the keyword matches the title (a file's name) in any case. */
export async function presentPage(
  db: Executor,
  auth: AuthContext,
  gathered: Gathered[],
  locale: Locale,
  ask: PageAsk,
) {
  const word = ask.keyword?.trim().toLowerCase();
  const drafts = gathered
    .map((g) => draftOf(g, locale))
    .filter((d) => !word || d.item.title.toLowerCase().includes(word))
    .sort(
      (a, b) =>
        (b.item.updatedAt ?? '').localeCompare(a.item.updatedAt ?? '') ||
        a.item.title.localeCompare(b.item.title) ||
        a.item.id.localeCompare(b.item.id),
    );
  const total = drafts.length;
  const size = ask.pageSize === -1 ? total : ask.pageSize;
  const current = ask.pageSize === -1 ? 1 : ask.pageNo;
  const shown = ask.pageSize === -1 ? drafts : drafts.slice((current - 1) * size, current * size);
  await complete(db, auth, shown);
  return {
    records: shown.map((d) => d.item),
    total,
    size,
    current,
    pages: size > 0 ? Math.ceil(total / size) : 0,
  };
}

async function complete(db: Executor, auth: AuthContext, drafts: Draft[]): Promise<void> {
  const files = drafts.filter((d) => d.def.name === FILE);
  const paths = files.length > 0 ? await folderPaths(db) : null;
  for (const d of files) {
    d.item.files = [{ url: String(d.row.url ?? ''), fileName: String(d.row.fileName ?? '') }].filter(
      (f) => f.url,
    );
    d.item.folderPath = paths?.(String(d.row.folderId ?? '')) ?? [];
  }
  const records = drafts.filter((d) => d.def.name !== FILE);
  const attached = await attachmentsOfMany(db, records);
  for (const d of records) d.item.files = attached.get(`${d.def.name}\u0000${d.item.id}`) ?? [];
  const editable = await editableKeys(db, auth, drafts);
  for (const d of drafts) d.item.editable = editable.has(`${d.def.name}\u0000${d.item.id}`);
}

async function attachmentsOfMany(db: Executor, drafts: Draft[]) {
  const out = new Map<string, { url: string; fileName: string }[]>();
  const byResource = new Map<string, string[]>();
  for (const d of drafts) byResource.set(d.def.name, [...(byResource.get(d.def.name) ?? []), d.item.id]);
  if (byResource.size === 0) return out;
  const which = [...byResource].map(
    ([resource, ids]) =>
      and(eq(resourceAttachment.resource, resource), inArray(resourceAttachment.recordId, ids)) as SQL,
  );
  const rows = await db
    .select({
      resource: resourceAttachment.resource,
      recordId: resourceAttachment.recordId,
      url: resourceAttachment.url,
      fileName: resourceAttachment.fileName,
    })
    .from(resourceAttachment)
    .where(or(...which))
    .orderBy(resourceAttachment.createTime, resourceAttachment.id);
  for (const r of rows) {
    const k = `${r.resource}\u0000${r.recordId}`;
    out.set(k, [...(out.get(k) ?? []), { url: r.url, fileName: r.fileName }]);
  }
  return out;
}

/** Folder names root first, for any folder id (every folder read once; the tree is small). */
async function folderPaths(db: Executor): Promise<(id: string) => string[]> {
  const def = resourceByName(FOLDER);
  if (!def) return () => [];
  const table = resourceTable(def);
  const rows = await db
    .select({ id: col(table, 'id'), parentId: col(table, 'parentId'), name: col(table, 'name') })
    .from(table);
  const byId = new Map(rows.map((r) => [String(r.id), r]));
  return (id) => {
    const path: string[] = [];
    const seen = new Set<string>();
    let at = byId.get(id);
    while (at && !seen.has(String(at.id))) {
      seen.add(String(at.id));
      path.unshift(String(at.name));
      at = at.parentId ? byId.get(String(at.parentId)) : undefined;
    }
    return path;
  };
}

/**
 * Which shown items the caller may re-tag: holders of fileSharing:edit any they can read (they
 * keep the evidence repository), others those in their edit scope with the edit permission.
 */
async function editableKeys(db: Executor, auth: AuthContext, drafts: Draft[]): Promise<Set<string>> {
  const out = new Set<string>();
  const keeper = auth.permissions.has('fileSharing:edit');
  const byResource = new Map<ResourceDef, string[]>();
  for (const d of drafts) {
    if (UNTAGGABLE.has(d.def.name)) continue;
    if (keeper) out.add(`${d.def.name}\u0000${d.item.id}`);
    else byResource.set(d.def, [...(byResource.get(d.def) ?? []), d.item.id]);
  }
  for (const [def, ids] of byResource) {
    const r = new ResourceContext(def, db as Db);
    if (!auth.permissions.has(r.code('edit'))) continue;
    for (const row of await findInScope(db, r.table, ids, await r.scope(db, auth, 'edit')))
      out.add(`${def.name}\u0000${String(row.id)}`);
  }
  return out;
}
