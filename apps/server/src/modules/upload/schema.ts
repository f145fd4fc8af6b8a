import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { standardColumns } from '../../core/columns.ts';

/**
 * Uploaded files. Stored under `storedName` (generated) in UPLOAD_DIR; the name the user gave is
 * kept only for the download's Content-Disposition. `mime` comes from the content, not the name.
 */
export const sysFile = pgTable(
  'sys_file',
  {
    ...standardColumns(),
    storedName: text('stored_name').notNull(),
    originalName: text('original_name').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
  },
  (t) => [index('sys_file_create_by_idx').on(t.createBy)],
);
