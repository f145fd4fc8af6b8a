import { outputTypeOf, outputTypeProblems, SUPPORT_PDF_REQUIRED } from '@accredit/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { resourceAttachment } from '../../crud/attachments-schema.ts';
import type { HookContext, ResourceHooks } from '../../crud/hooks.ts';
import type { Row } from '../../crud/present.ts';
import { col } from '../../crud/scope.ts';
import { authoredOutputs, authors } from './scope.ts';
import { actsAsTeacher } from './teachers.ts';
import { venueFromReference } from './venue.ts';

/**
 * Research outputs: the venue's level from the reference list it names (venue.ts), the type's
 * required fields (output-types.ts), the supporting-PDF rule of journal positions and research
 * reports, authors leaving with their output, and a teacher's view widened to the outputs they
 * co-author.
 */
const isPdf = (name: string) => /\.pdf$/i.test(name);

async function storedSupport(ctx: HookContext, id: string): Promise<string[]> {
  const rows = await ctx.tx
    .select({ fileName: resourceAttachment.fileName })
    .from(resourceAttachment)
    .where(
      and(
        eq(resourceAttachment.resource, 'researchOutput'),
        eq(resourceAttachment.recordId, id),
        eq(resourceAttachment.kind, 'support'),
      ),
    );
  return rows.map((r) => r.fileName);
}

/**
 * Names of the supporting files the record will have once this write is stored: the sent ones
 * replace the stored ones (an empty list removes them); sending no list keeps what is stored (as
 * the engine does).
 */
async function supportFiles(ctx: HookContext, existing: Row | null): Promise<string[]> {
  if (ctx.attachments !== undefined)
    return ctx.attachments.filter((a) => a.kind === 'support').map((a) => a.fileName);
  return existing ? storedSupport(ctx, String(existing.id)) : [];
}

export const researchOutputHooks: ResourceHooks = {
  async beforeWrite(ctx, values, existing) {
    const venue = await venueFromReference(ctx, values, existing);
    const merged = { ...(existing ?? {}), ...values };
    const problems = { ...outputTypeProblems(merged), ...venue };
    if (outputTypeOf(merged.outputType)?.supportPdfRequired) {
      const files = await supportFiles(ctx, existing);
      if (files.length === 0 || !files.every(isPdf)) problems['attachments.support'] = SUPPORT_PDF_REQUIRED;
    }
    return problems;
  },
  /** An output's authors go with it (the author rule is about entries of a living output). */
  async beforeDelete(ctx, rows) {
    await ctx.tx.delete(authors).where(
      inArray(
        col(authors, 'outputId'),
        rows.map((r) => String(r.id)),
      ),
    );
  },
  widenScope({ db, auth, action }) {
    if (!actsAsTeacher(auth) || !['query', 'get', 'export'].includes(action)) return undefined;
    return authoredOutputs(db, auth);
  },
};
