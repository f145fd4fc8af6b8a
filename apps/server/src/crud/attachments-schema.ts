import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { standardColumns } from '../core/columns.ts';

/** Files attached to a resource record, by the kind the definition declares (e.g. supporting material). */
export const resourceAttachment = pgTable(
  'resource_attachment',
  {
    ...standardColumns(),
    resource: text('resource').notNull(),
    recordId: text('record_id').notNull(),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    url: text('url').notNull(),
  },
  (t) => [
    index('resource_attachment_record_idx').on(t.resource, t.recordId),
    // Downloads ask which records hold a file.
    index('resource_attachment_url_idx').on(t.url),
  ],
);
