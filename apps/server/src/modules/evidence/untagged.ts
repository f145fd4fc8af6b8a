import { type ResourceDef, resourceByName } from '@accredit/shared';
import { and, eq, isNull, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Executor } from '../../core/db.ts';
import { resourceAttachment } from '../../crud/attachments-schema.ts';
import { col } from '../../crud/scope.ts';
import { resourceTable } from '../../crud/table.ts';
import { mayRead } from '../../crud/visibility.ts';
import { type Gathered, standardsField, UNTAGGABLE, visibleInChunks } from './collect.ts';
import { evidenceTag } from './schema.ts';
import { codesIn } from './standards.ts';

/**
 * Evidence left to tidy: shared files naming no standard, records with attachments that no tag
 * and no standards field of their own place under a standard, and supporting documents
 * (supportMaterials) without a tag. Only what the caller may open.
 */
const SUPPORTING = 'supportMaterials';

const untaggedBy = (resource: string, recordId: SQL | ReturnType<typeof col>) =>
  notExists(
    sql`(select 1 from ${evidenceTag} where ${and(
      eq(evidenceTag.resource, resource),
      eq(evidenceTag.recordId, recordId),
    )})`,
  );

export async function gatherUntagged(
  db: Executor,
  auth: AuthContext,
  only: string | null,
): Promise<Gathered[]> {
  const wanted = new Map<ResourceDef, Set<string>>();
  const add = (def: ResourceDef, id: string) => {
    const ids = wanted.get(def) ?? new Set<string>();
    ids.add(id);
    wanted.set(def, ids);
  };
  const asked = (name: string) => only === null || only === name;

  const files = resourceByName('fileInfo');
  if (files && asked(files.name) && mayRead(auth, files)) {
    const table = resourceTable(files);
    const standards = col(table, 'standards');
    for (const { id } of await db
      .select({ id: col(table, 'id') })
      .from(table)
      .where(or(isNull(standards), eq(standards, ''))))
      add(files, String(id));
  }

  const attached = await db
    .selectDistinct({ resource: resourceAttachment.resource, recordId: resourceAttachment.recordId })
    .from(resourceAttachment)
    .where(
      and(
        only === null ? undefined : eq(resourceAttachment.resource, only),
        notExists(
          sql`(select 1 from ${evidenceTag} where ${and(
            eq(evidenceTag.resource, resourceAttachment.resource),
            eq(evidenceTag.recordId, resourceAttachment.recordId),
          )})`,
        ),
      ),
    );
  for (const a of attached) {
    const def = resourceByName(a.resource);
    if (def && !UNTAGGABLE.has(def.name) && mayRead(auth, def)) add(def, a.recordId);
  }

  const support = resourceByName(SUPPORTING);
  if (support && asked(SUPPORTING) && mayRead(auth, support)) {
    const table = resourceTable(support);
    for (const { id } of await db
      .select({ id: col(table, 'id') })
      .from(table)
      .where(untaggedBy(SUPPORTING, col(table, 'id'))))
      add(support, String(id));
  }

  const out: Gathered[] = [];
  for (const [def, ids] of wanted) {
    const field = standardsField(def);
    for (const row of await visibleInChunks(db, auth, def, [...ids])) {
      // A record placed under a standard by its own field is not untagged.
      if (field && codesIn(row[field.key]).length > 0) continue;
      out.push({ def, row, tagged: [], own: [] });
    }
  }
  return out;
}
