import { z } from 'zod';

/**
 * Questionnaires (issue 18, DOMAIN.md section 6): the structure of a template's and a
 * questionnaire's questions (`groupList`, stored as json and checked against these schemas by the
 * server's hooks), and of one person's answers. Plain data, read by the server, the builder and
 * the answering screen alike.
 *
 * Every text a respondent reads is given in both languages (`zh`, `en`); the respondent sees
 * their own language, the other one when theirs is empty. Ids are short strings made by the
 * builder (unique within the questionnaire); answers and show-if rules refer to them, so a
 * questionnaire keeps working when its texts are edited.
 */

export const QUESTION_KINDS = ['single', 'multiple', 'rating', 'text', 'matrix'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** Rating scales are Likert scales of 5 or 7 points, valued 1..points. */
export const SCALE_POINTS = [5, 7] as const;
export const MAX_TEXT_ANSWER = 2000;
export const MAX_GROUPS = 50;
export const MAX_QUESTIONS = 300;
export const MAX_OPTIONS = 50;

const zId = z.string().trim().min(1).max(64);

/** A text in both languages; at least one of them is given. */
export const zBiText = z
  .object({ zh: z.string().trim().max(1000).default(''), en: z.string().trim().max(1000).default('') })
  .refine((t) => t.zh !== '' || t.en !== '', { message: 'questionnaire.errors.textRequired' });
export type BiText = z.infer<typeof zBiText>;

export const zOption = z.object({ id: zId, text: zBiText });
export type QuestionOption = z.infer<typeof zOption>;

/** A Likert scale: 5 or 7 points with labelled ends. */
export const zScale = z.object({
  points: z.union([z.literal(5), z.literal(7)]),
  low: zBiText,
  high: zBiText,
});
export type RatingScale = z.infer<typeof zScale>;

/**
 * Show a question only when an earlier question (in the order of the questionnaire) has an
 * answer; with `anyOf`, only when that answer is (or, for multiple choice, includes) one of these
 * option ids, or for a rating one of these values written as text ("4", "5").
 */
export const zShowIf = z.object({
  questionId: zId,
  anyOf: z.array(z.string().max(64)).max(MAX_OPTIONS).optional(),
});
export type ShowIf = z.infer<typeof zShowIf>;

/** A row of a matrix question: rated on the question's scale; may be mapped to objectives. */
export const zMatrixRow = z.object({ id: zId, text: zBiText, loIds: z.array(zId).max(20).optional() });
export type MatrixRow = z.infer<typeof zMatrixRow>;

/**
 * One question. By kind:
 * - single, multiple: `options` (2 or more);
 * - rating: `scale`; `loIds` maps it to learning objectives (its answers feed I_j);
 * - text: `maxLength` (at most MAX_TEXT_ANSWER);
 * - matrix: `scale` and `rows` (each row rated; a row's `loIds` map it).
 */
export const zQuestion = z.object({
  id: zId,
  kind: z.enum(QUESTION_KINDS),
  title: zBiText,
  help: zBiText.optional(),
  required: z.boolean().default(false),
  options: z.array(zOption).max(MAX_OPTIONS).optional(),
  scale: zScale.optional(),
  rows: z.array(zMatrixRow).max(MAX_OPTIONS).optional(),
  loIds: z.array(zId).max(20).optional(),
  maxLength: z.number().int().min(1).max(MAX_TEXT_ANSWER).optional(),
  showIf: zShowIf.optional(),
});
export type Question = z.infer<typeof zQuestion>;

export const zQuestionGroup = z.object({
  id: zId,
  title: zBiText,
  description: zBiText.optional(),
  questions: z.array(zQuestion).max(MAX_QUESTIONS),
});
export type QuestionGroup = z.infer<typeof zQuestionGroup>;

/** `groupList` of a template or questionnaire. */
export const zGroupList = z.array(zQuestionGroup).max(MAX_GROUPS);
export type GroupList = z.infer<typeof zGroupList>;

/**
 * One answer, by kind: single an option id; multiple option ids; rating an integer 1..points;
 * text a string; matrix a rating per row id. A question left unanswered is absent (or null).
 */
export const zAnswerValue = z.union([
  z.string().max(MAX_TEXT_ANSWER),
  z.array(z.string().max(64)).max(MAX_OPTIONS),
  z.number(),
  z.record(z.string().max(64), z.number()),
  z.null(),
]);
export type AnswerValue = z.infer<typeof zAnswerValue>;
export const zAnswers = z.record(z.string().max(64), zAnswerValue);
export type Answers = z.infer<typeof zAnswers>;

/**
 * Who a questionnaire is published to (any combination; a person reached twice counts once):
 * roles (role codes '1'..'7'), classes (their students' accounts), programmes (the students of
 * the programme's classes), departments (the accounts of the department and its sub-units) and
 * named users (account ids).
 */
export const zAudience = z.object({
  roles: z.array(z.string().max(8)).max(20).default([]),
  classIds: z.array(zId).max(500).default([]),
  programmeIds: z.array(zId).max(100).default([]),
  departIds: z.array(zId).max(200).default([]),
  userIds: z.array(zId).max(5000).default([]),
});
export type Audience = z.infer<typeof zAudience>;

/** Questionnaire states (dict `questionnaireStatus`). */
export const QUESTIONNAIRE_STATUS = {
  unpublished: '0',
  collecting: '1',
  pause: '2',
  ended: '3',
} as const;
export type QuestionnaireStatus = (typeof QUESTIONNAIRE_STATUS)[keyof typeof QUESTIONNAIRE_STATUS];
