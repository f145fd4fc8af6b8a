import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { standardColumns } from '../../core/columns.ts';

/**
 * Evidence tags (issue 20): a record of any resource named as evidence for an accreditation
 * standard (an `accreditationStandard` code). Records whose definition has a standards field of
 * their own (shared files, plan goals, KPIs) are tagged there instead.
 */
export const evidenceTag = pgTable(
  'evidence_tag',
  {
    ...standardColumns(),
    resource: text('resource').notNull(),
    recordId: text('record_id').notNull(),
    standard: text('standard').notNull(),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('evidence_tag_record_standard_uq').on(t.resource, t.recordId, t.standard),
    index('evidence_tag_standard_idx').on(t.standard),
  ],
);
