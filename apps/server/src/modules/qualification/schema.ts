import type { OutputMapping, ProductivityUnit, RuleSet, Thresholds } from '@accredit/shared/aacsb/index.ts';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { standardColumns } from '../../core/columns.ts';

/**
 * Tables of faculty qualification and the AACSB tables (issue 8). Rule sets are versioned: a
 * save adds a version and never changes an old one, so an identification can name the version
 * it was judged by. Identifications and snapshots are append-only history.
 */

/** One row: the unit of teaching productivity, the thresholds and the Table 8-1 output-type mapping. */
export const qualificationSetting = pgTable('qualification_setting', {
  ...standardColumns(),
  unit: text('unit').$type<ProductivityUnit>().notNull().default('credit_hours'),
  thresholds: jsonb('thresholds').$type<Thresholds>().notNull(),
  mapping: jsonb('mapping').$type<OutputMapping>().notNull(),
});

export const qualificationRuleSet = pgTable(
  'qualification_rule_set',
  {
    ...standardColumns(),
    version: integer('version').notNull(),
    rules: jsonb('rules').$type<RuleSet>().notNull(),
    note: text('note'),
  },
  (t) => [uniqueIndex('qualification_rule_set_version_uq').on(t.version)],
);

/**
 * Identify / cancel identification, one row per act. The current identification of a teacher
 * and year is their latest row when its action is `identify`.
 */
export const qualificationIdentification = pgTable(
  'qualification_identification',
  {
    ...standardColumns(),
    /** Order of the acts (timestamps of quick successive acts can tie). */
    seq: integer('seq').generatedAlwaysAsIdentity(),
    teacherId: text('teacher_id').notNull(),
    year: integer('year').notNull(),
    action: text('action').$type<'identify' | 'cancel'>().notNull(),
    /** The confirmed status (identify), or the one withdrawn (cancel). */
    status: text('status').notNull(),
    computedStatus: text('computed_status').notNull(),
    overridden: boolean('overridden').notNull().default(false),
    reason: text('reason'),
    ruleVersion: integer('rule_version'),
  },
  (t) => [index('qualification_identification_teacher_year_idx').on(t.teacherId, t.year, t.seq)],
);

/** A frozen table for a report year: later edits to records never change it. */
export const aacsbSnapshot = pgTable(
  'aacsb_snapshot',
  {
    ...standardColumns(),
    tableCode: text('table_code').$type<'31' | '32' | '81'>().notNull(),
    year: integer('year').notNull(),
    note: text('note'),
    payload: jsonb('payload').notNull(),
  },
  (t) => [index('aacsb_snapshot_table_year_idx').on(t.tableCode, t.year)],
);

/** Table 8-1 Parts B (alignment with mission) and C (exemplars), sanitised rich text per report year. */
export const table81Narrative = pgTable(
  'table81_narrative',
  {
    ...standardColumns(),
    year: integer('year').notNull(),
    part: text('part').$type<'B' | 'C'>().notNull(),
    content: text('content').notNull().default(''),
  },
  (t) => [uniqueIndex('table81_narrative_year_part_uq').on(t.year, t.part)],
);

/**
 * Issue 22: each teacher's authorship of each research output, once (a teacher listed twice on an
 * item is one contribution, lead when either entry is), with the output's attributes the AACSB
 * tallies filter and group on. It is derived, never written by the application: triggers on
 * research_output and research_output_author (migration 0016) rebuild an output's rows in the
 * statement that changes the output or its authors, whatever wrote it. Table 3-1's contribution
 * tallies group this table instead of joining and deduplicating every author link on each call.
 * A full data export leaves it out; an import fills it as the outputs and authors load.
 */
export const researchContribution = pgTable(
  'research_contribution',
  {
    outputId: text('output_id').notNull(),
    teacherId: text('teacher_id').notNull(),
    isLead: boolean('is_lead').notNull(),
    outputType: text('output_type').notNull(),
    peerReviewed: boolean('peer_reviewed').notNull(),
    venueLevel: text('venue_level'),
    publishDate: date('publish_date'),
    reviewStatus: integer('review_status').notNull(),
  },
  (t) => [primaryKey({ columns: [t.outputId, t.teacherId] })],
);
