import type { ResourceDef } from '@accredit/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { AuthContext } from '../core/access.ts';
import type { Executor } from '../core/db.ts';
import { resourceAttachment } from './attachments-schema.ts';

/**
 * Attachments a definition declares by kind (e.g. supporting material, required, PDF only). The
 * files themselves are uploaded first (the upload module checks content); a record keeps their
 * names and addresses. On edit, a kind that is sent replaces that kind's files.
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
  const kinds = [...new Set(files.map((f) => f.kind))];
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
