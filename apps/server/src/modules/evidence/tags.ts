import { type Locale, type ResourceDef, resourceByName } from '@accredit/shared';
import { and, eq } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import { type Db, type Executor, inTransaction } from '../../core/db.ts';
import { AppError, badRequest, forbidden, notFound } from '../../core/errors.ts';
import { ResourceContext } from '../../crud/context.ts';
import type { Row } from '../../crud/present.ts';
import { asAppError } from '../../crud/problems.ts';
import { assertModifiable, findInScope } from '../../crud/records.ts';
import { writeRecord } from '../../crud/write.ts';
import { reindexRecords } from '../search/indexer.ts';
import { standardsField, UNTAGGABLE, visibleInChunks } from './collect.ts';
import { evidenceTag } from './schema.ts';
import { codesIn, enabledStandardCodes } from './standards.ts';

/**
 * The standards one record is evidence for, read and replaced (GET /aacsb/evidenceTag/of, POST
 * /aacsb/evidenceTag/set). A record whose definition has a standards field of its own keeps them
 * there and is changed through the engine's write path (its hooks, the search index); any other
 * record keeps evidence_tag rows. Reading needs what the record's own queryById needs; changing
 * needs its edit permission and edit scope, or fileSharing:edit (those who keep the evidence
 * repository) and read access.
 */
export interface TagState {
  standards: string[];
  /** Codes held by the record's own standards field (shown, changed by set as well). */
  own: boolean;
  editable: boolean;
}

interface Target {
  def: ResourceDef;
  row: Row;
  editable: boolean;
}

function definitionOf(resource: string): ResourceDef {
  const def = resourceByName(resource);
  if (!def || UNTAGGABLE.has(def.name)) throw badRequest('evidence.errors.resource', { resource });
  return def;
}

/** The record as the caller may reach it: 404 when they could not open it, with their right to re-tag. */
async function targetOf(
  db: Executor,
  auth: AuthContext,
  resource: string,
  recordId: string,
): Promise<Target> {
  const def = definitionOf(resource);
  const [row] = await visibleInChunks(db, auth, def, [recordId]);
  if (!row) throw notFound('evidence.errors.notFound');
  if (auth.permissions.has('fileSharing:edit')) return { def, row, editable: true };
  const r = new ResourceContext(def, db as Db);
  if (!auth.permissions.has(r.code('edit'))) return { def, row, editable: false };
  const inScope = await findInScope(db, r.table, [recordId], await r.scope(db, auth, 'edit'));
  return { def, row, editable: inScope.length > 0 };
}

async function tagsOf(db: Executor, resource: string, recordId: string): Promise<string[]> {
  const rows = await db
    .select({ standard: evidenceTag.standard })
    .from(evidenceTag)
    .where(and(eq(evidenceTag.resource, resource), eq(evidenceTag.recordId, recordId)));
  return inDictionaryOrder(rows.map((r) => r.standard));
}

function inDictionaryOrder(codes: readonly string[]): string[] {
  const order = enabledStandardCodes();
  const rank = (c: string) => {
    const i = order.indexOf(c);
    return i === -1 ? order.length : i;
  };
  return [...new Set(codes)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

export async function readTags(
  db: Executor,
  auth: AuthContext,
  resource: string,
  recordId: string,
): Promise<TagState> {
  const { def, row, editable } = await targetOf(db, auth, resource, recordId);
  const field = standardsField(def);
  const standards = field ? codesIn(row[field.key]) : await tagsOf(db, def.name, recordId);
  return { standards, own: Boolean(field), editable };
}

/**
 * Replaces the record's standards. Codes must be enabled items of the dictionary, or codes the
 * record already holds (a disabled standard stays until someone removes it).
 */
export async function setTags(
  db: Db,
  auth: AuthContext,
  locale: Locale,
  ask: { resource: string; recordId: string; standards: readonly string[] },
): Promise<TagState> {
  const { def, row, editable } = await targetOf(db, auth, ask.resource, ask.recordId);
  if (!editable) throw forbidden('evidence.errors.forbidden');
  const field = standardsField(def);
  const held = field ? codesIn(row[field.key]) : await tagsOf(db, def.name, ask.recordId);
  const wanted = [...new Set(ask.standards.map((c) => c.trim()).filter(Boolean))];
  const enabled = new Set(enabledStandardCodes());
  const bad = wanted.filter((c) => !enabled.has(c) && !held.includes(c));
  if (bad.length > 0) throw new AppError(400, 'evidence.errors.badCodes', { codes: bad.join(', ') });
  const standards = inDictionaryOrder(wanted);
  if (field) await writeOwnField(db, auth, locale, def, row, field.key, standards);
  else
    await inTransaction(db, async (tx) => {
      await tx
        .delete(evidenceTag)
        .where(and(eq(evidenceTag.resource, def.name), eq(evidenceTag.recordId, ask.recordId)));
      if (standards.length > 0)
        await tx.insert(evidenceTag).values(
          standards.map((standard) => ({
            resource: def.name,
            recordId: ask.recordId,
            standard,
            createBy: auth.user.username,
            sysOrgCode: auth.user.orgCode,
          })),
        );
      await reindexRecords(tx, def.name, [ask.recordId]);
    });
  return { standards, own: Boolean(field), editable: true };
}

/** Through the engine's write path, so the resource's hooks and the search index see the change. */
async function writeOwnField(
  db: Db,
  auth: AuthContext,
  locale: Locale,
  def: ResourceDef,
  existing: Row,
  key: string,
  standards: readonly string[],
): Promise<void> {
  const r = new ResourceContext(def, db);
  assertModifiable(def, [existing]);
  try {
    await inTransaction(db, async (tx) =>
      writeRecord(
        await r.target(tx, auth, locale),
        { values: { [key]: standards.length > 0 ? standards.join(',') : null } },
        existing,
      ),
    );
  } catch (e) {
    throw asAppError(e, locale, (k) => r.labelOf(locale, k));
  }
}
