import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { newId } from '../../core/ids.ts';

/**
 * The two tables of questionnaires that are not engine resources (issue 18):
 *
 * `questionnaire_recipient`: one row per person a questionnaire reaches (filled when collecting
 * starts or restarts from its audience): their audience group, whether they have answered (only
 * the fact and the day), reminders sent, and their saved draft. A draft is the person's own until
 * they submit: the submit transaction moves it into a response and clears it here.
 *
 * `questionnaire_response`: one row per submitted answer set. For a named questionnaire it names
 * the respondent; for an anonymous one `respondent_id` is null and the row holds no creator, no
 * time finer than the day and nothing else that leads back to the person (DOMAIN.md section 6:
 * anonymous answers are never linked to a person). `group_key` keeps the audience group so that
 * results can be filtered by group (the results withhold figures of an anonymous group with fewer
 * than MIN_ANONYMOUS_GROUP respondents).
 */
export const questionnaireRecipient = pgTable(
  'questionnaire_recipient',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    questionnaireId: text('questionnaire_id').notNull(),
    userId: text('user_id').notNull(),
    /** `class:<id>`, `role:<code>`, `dept:<id>` or `named` (see AudienceGroup). */
    groupKey: text('group_key').notNull(),
    answered: boolean('answered').notNull().default(false),
    /** The day they answered (UTC), never the time. */
    answeredOn: date('answered_on', { mode: 'string' }),
    remindCount: integer('remind_count').notNull().default(0),
    lastReminded: timestamp('last_reminded', { withTimezone: true, mode: 'date' }),
    draft: jsonb('draft'),
    draftTime: timestamp('draft_time', { withTimezone: true, mode: 'date' }),
    createTime: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('questionnaire_recipient_qu_uq').on(t.questionnaireId, t.userId),
    index('questionnaire_recipient_user_idx').on(t.userId),
    index('questionnaire_recipient_group_idx').on(t.questionnaireId, t.groupKey),
  ],
);

export const questionnaireResponse = pgTable(
  'questionnaire_response',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    questionnaireId: text('questionnaire_id').notNull(),
    /** The respondent's account for a named questionnaire; always null for an anonymous one. */
    respondentId: text('respondent_id'),
    groupKey: text('group_key'),
    answers: jsonb('answers').notNull(),
    /** The day of submission (UTC). */
    submittedOn: date('submitted_on', { mode: 'string' }).notNull(),
    /** The moment of submission, named questionnaires only (null when anonymous). */
    submitTime: timestamp('submit_time', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('questionnaire_response_q_idx').on(t.questionnaireId, t.groupKey),
    uniqueIndex('questionnaire_response_named_uq').on(t.questionnaireId, t.respondentId),
  ],
);
