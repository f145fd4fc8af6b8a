import { type ResourceDef, resourceByName } from '@accredit/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { AuthContext } from '../core/access.ts';
import type { Db, Executor } from '../core/db.ts';
import type { FileAccessCheck } from '../modules/upload/access.ts';
import { assertMayReference } from '../modules/upload/references.ts';
import { resourceAttachment } from './attachments-schema.ts';
import { ResourceContext } from './context.ts';
import { findInScope } from './records.ts';

/**
 * Attachments a definition declares by kind (e.g. supporting material, required, PDF only). The
 * files themselves are uploaded first (the upload module checks content); a record keeps their
 * names and addresses. On edit, a list sent replaces the record's files (an empty one removes
 * them); none sent keeps them.
 */
export interface SubmittedAttachment {
  kind: string;
  fileName: string;
  url: string;
}

export function checkAttachments(
  def: ResourceDef,
  submitted: SubmittedAttachment[] | undefined,
  editing: boolean,
): Record<string, string> {
  const kinds = def.attachments ?? [];
  if (kinds.length === 0) return {};
  const problems: Record<string, string> = {};
  for (const a of submitted ?? []) {
    const kind = kinds.find((k) => k.kind === a.kind);
    if (!kind) problems[`attachments.${a.kind}`] = 'crud.validation.invalid';
    else if (kind.pdfOnly && !/\.pdf$/i.test(a.fileName))
      problems[`attachments.${a.kind}`] = 'crud.validation.pdfOnly';
  }
  // On edit, leaving attachments out keeps the stored ones.
  if (editing && submitted === undefined) return problems;
  for (const kind of kinds.filter((k) => k.required)) {
    if (!(submitted ?? []).some((a) => a.kind === kind.kind))
      problems[`attachments.${kind.kind}`] = 'crud.validation.attachmentRequired';
  }
  return problems;
}

export async function saveAttachments(
  tx: Executor,
  resource: string,
  recordId: string,
  files: SubmittedAttachment[],
  auth: AuthContext,
): Promise<void> {
  // The list sent is the record's whole set: a kind it leaves out (the last file removed) is emptied.
  const kinds = (resourceByName(resource)?.attachments ?? []).map((k) => k.kind);
  const held = (await attachmentsOf(tx, resource, recordId)).map((a) => a.url);
  await assertMayReference(
    tx,
    auth,
    files.map((f) => f.url),
    { held, attachment: { resource, recordId } },
  );
  if (kinds.length > 0)
    await tx
      .delete(resourceAttachment)
      .where(
        and(
          eq(resourceAttachment.resource, resource),
          eq(resourceAttachment.recordId, recordId),
          inArray(resourceAttachment.kind, kinds),
        ),
      );
  for (const f of files)
    await tx.insert(resourceAttachment).values({ resource, recordId, ...f, createBy: auth.user.username });
}

export async function attachmentsOf(db: Executor, resource: string, recordId: string) {
  return db
    .select({
      id: resourceAttachment.id,
      kind: resourceAttachment.kind,
      fileName: resourceAttachment.fileName,
      url: resourceAttachment.url,
    })
    .from(resourceAttachment)
    .where(and(eq(resourceAttachment.resource, resource), eq(resourceAttachment.recordId, recordId)));
}

export async function deleteAttachments(
  tx: Executor,
  resource: string,
  recordIds: readonly string[],
): Promise<void> {
  if (recordIds.length === 0) return;
  await tx
    .delete(resourceAttachment)
    .where(
      and(eq(resourceAttachment.resource, resource), inArray(resourceAttachment.recordId, [...recordIds])),
    );
}

/**
 * Who may download a record's attached file (registered with the upload module): anyone who may
 * open one of the records that hold it, by the resource's `get` or `query` permission and its row
 * scope (data rules and widening hooks, e.g. a co-author). Otherwise the decision is left to others.
 */
export const recordFileAccess: FileAccessCheck = async (db, auth, file) => {
  const links = await db
    .select({ resource: resourceAttachment.resource, recordId: resourceAttachment.recordId })
    .from(resourceAttachment)
    .where(eq(resourceAttachment.url, file.url));
  for (const link of links) {
    const def = resourceByName(link.resource);
    if (!def) continue;
    const r = new ResourceContext(def, db as Db);
    for (const action of ['get', 'query'] as const) {
      if (!auth.permissions.has(r.code(action))) continue;
      if ((await findInScope(db, r.table, [link.recordId], await r.scope(db, auth, action))).length)
        return true;
    }
  }
  return null;
};
