import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { standardColumns } from '../../core/columns.ts';

/**
 * Every version of a shared file (issue 20): the file record (`file_info`, an engine resource)
 * points at its current version; older ones stay here to be seen, downloaded and restored. The
 * text extracted from a PDF or Word version is kept with it and feeds the search index.
 */
export const fileVersion = pgTable(
  'file_version',
  {
    ...standardColumns(),
    fileId: text('file_id').notNull(),
    version: integer('version').notNull(),
    /** The stored upload (/obe/file/<id>). */
    url: text('url').notNull(),
    fileName: text('file_name').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    textContent: text('text_content'),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('file_version_file_version_uq').on(t.fileId, t.version),
    // Downloads ask which shared file a stored upload belongs to.
    index('file_version_url_idx').on(t.url),
  ],
);
