import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { standardColumns } from '../../core/columns.ts';

/**
 * Tables of the accreditation workspace (issue 21) beside its engine resources (projects, tasks,
 * reports, sections, report descriptions: packages/shared/src/resources/accreditation.ts).
 */

/** Revision history of a report section (spec 001 "revision history"): every saved text, numbered. */
export const reportRevision = pgTable(
  'report_revision',
  {
    ...standardColumns(),
    sectionId: text('section_id').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    content: text('content'),
    note: text('note'),
    /** The author's display name when saved (a removed user still shows). */
    authorName: text('author_name'),
  },
  (t) => [uniqueIndex('report_revision_section_version_uq').on(t.sectionId, t.version)],
);

/** Comments on a task or a report section. */
export const accreditationComment = pgTable(
  'accreditation_comment',
  {
    ...standardColumns(),
    /** 'task' or 'section'. */
    target: text('target').notNull(),
    targetId: text('target_id').notNull(),
    body: text('body').notNull(),
    authorName: text('author_name'),
  },
  (t) => [index('accreditation_comment_target_idx').on(t.target, t.targetId)],
);

/** A frozen report's blocks: the data each block showed when the report was frozen. */
export const reportBlockSnapshot = pgTable(
  'report_block_snapshot',
  {
    ...standardColumns(),
    reportId: text('report_id').notNull(),
    /** blockKey(ref) of accreditation/blocks.ts. */
    blockKey: text('block_key').notNull(),
    kind: text('kind').notNull(),
    params: jsonb('params').notNull(),
    /** BlockData as resolved at the freeze, in the language named. */
    locale: text('locale').notNull(),
    data: jsonb('data').notNull(),
  },
  (t) => [uniqueIndex('report_block_snapshot_uq').on(t.reportId, t.blockKey, t.locale)],
);

/** A signed reviewer link (/user/secretPage, /user/secretExport): what it opens, until when. */
export const reviewerLink = pgTable(
  'reviewer_link',
  {
    ...standardColumns(),
    reportId: text('report_id').notNull(),
    label: text('label').notNull(),
    /** LinkScope of accreditation/api-door.ts. */
    scope: jsonb('scope').notNull(),
    /** SHA-256 of the token's secret part (the token itself is shown once and never stored). */
    secretHash: text('secret_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    revokedBy: text('revoked_by'),
  },
  (t) => [index('reviewer_link_report_idx').on(t.reportId)],
);

/** Every use of a reviewer link, refused ones included. */
export const reviewerLinkUse = pgTable(
  'reviewer_link_use',
  {
    id: text('id').primaryKey(),
    linkId: text('link_id'),
    time: timestamp('time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** 'page', 'export', 'file' … */
    action: text('action').notNull(),
    /** 'ok' or why it was refused ('expired', 'revoked', 'badSignature', 'closed', 'scope'). */
    outcome: text('outcome').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('reviewer_link_use_link_idx').on(t.linkId, t.time)],
);
