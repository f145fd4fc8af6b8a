import { and, eq, inArray } from 'drizzle-orm';
import type { Module } from '../../core/app-types.ts';
import { onAnyWrite, type WriteListener } from '../../crud/hooks.ts';
import { registerEvidenceRoutes } from './routes.ts';
import { evidenceTag } from './schema.ts';

/**
 * The evidence repository (issue 20): tags of any record or file to accreditation standards, one
 * view per standard (GET /aacsb/viewFileAndSupport/listPath), the summary per standard, the
 * untagged evidence left to tidy, and a record's tags (evidenceTag/of, set). Files:
 * standards.ts (codes and their tree), collect.ts and untagged.ts (what is gathered, within the
 * caller's reach), present.ts (items, files, rights), tags.ts (read and replace), routes.ts.
 */

/** A deleted record takes its tags with it, in the same transaction. */
const dropTags: WriteListener = {
  async deleted(tx, def, ids) {
    await tx
      .delete(evidenceTag)
      .where(and(eq(evidenceTag.resource, def.name), inArray(evidenceTag.recordId, [...ids])));
  },
};

export const evidenceModule: Module = (app, { database }) => {
  onAnyWrite(dropTags);
  registerEvidenceRoutes(app, database.db);
};
