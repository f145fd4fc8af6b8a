import { customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** A tsvector column, filled from tokens the server computes (search/tokens.ts), never parsed by PostgreSQL. */
const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/**
 * The search index (issue 20): one row per searchable record (shared files included, with the
 * text extracted from them). `tokens` holds lower-cased words and CJK unigrams and bigrams as
 * lexemes, so a Chinese phrase matches without word boundaries on both databases. Results are
 * always re-checked against the record's own table in the caller's row scope before they are shown.
 */
export const searchDoc = pgTable(
  'search_doc',
  {
    resource: text('resource').notNull(),
    recordId: text('record_id').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    year: integer('year'),
    departId: text('depart_id'),
    /** accreditationStandard codes, comma-separated (tags and the record's own standards fields). */
    standards: text('standards'),
    createBy: text('create_by'),
    tokens: tsvector('tokens').notNull(),
    indexedAt: timestamp('indexed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.resource, t.recordId] }),
    index('search_doc_tokens_idx').using('gin', t.tokens),
    index('search_doc_year_idx').on(t.year),
    index('search_doc_depart_idx').on(t.departId),
  ],
);
