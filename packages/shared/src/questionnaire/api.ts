import type { BiText, GroupList, QuestionKind, RatingScale } from './types.ts';

/**
 * The answers of the questionnaire calls that the server and the screens both read, declared
 * once (issue 18). Figures are computed by the shared model (results.ts, tracking.ts) from
 * unrounded values; percentages are given rounded half up to 1 decimal, means to 2.
 */

/** A group of the audience: a class (students), a role, a department, or the named users. */
export interface AudienceGroup {
  /** `class:<id>`, `role:<code>`, `dept:<id>` or `named`. */
  key: string;
  label: BiText;
}

/** Response rate of the whole audience or one group. */
export interface RateRow extends AudienceGroup {
  audience: number;
  answered: number;
  /** answered / audience * 100, 1 decimal; null for an empty audience. */
  rate: number | null;
}

/** Someone who has not answered yet (never linked to an answer: only the fact of having answered is kept). */
export interface NonRespondent {
  userId: string;
  username: string;
  realname: string;
  groupKey: string;
  /** Whether they saved a draft (named questionnaires only; always false for anonymous ones). */
  started: boolean;
  remindCount: number;
  lastReminded: string | null;
}

/** GET /aacsb/questionnaire/tracking?id= */
export interface QuestionnaireTracking {
  id: string;
  status: string;
  anonymous: boolean;
  total: RateRow;
  groups: RateRow[];
  nonRespondents: NonRespondent[];
}

/** Counts of one option or scale value among the respondents who answered the question. */
export interface CountRow {
  /** Option id, or the scale value as text ("1".."7"). */
  id: string;
  text: BiText;
  count: number;
  /** count / answered * 100, 1 decimal; null when nobody answered. */
  percent: number | null;
}

export interface RatingFigures {
  /** One row per scale value, 1..points. */
  distribution: CountRow[];
  /** Respondents who gave a value. */
  n: number;
  /** Mean of the values, 2 decimals; null when n = 0. */
  mean: number | null;
  /** Mean / points, 3 decimals (the indirect measure's unit); null when n = 0. */
  attainment: number | null;
}

export interface QuestionResult {
  questionId: string;
  groupId: string;
  kind: QuestionKind;
  title: BiText;
  required: boolean;
  /** Respondents who answered it. */
  answered: number;
  /** Single and multiple choice: a row per option (multiple: percentages may total more than 100). */
  options?: CountRow[];
  /** Rating: the scale and its figures. */
  scale?: RatingScale;
  rating?: RatingFigures;
  /** Matrix: per row, its figures on the question's scale. */
  rows?: (RatingFigures & { id: string; text: BiText })[];
  /** Text: the answers given (non-empty), in the order they came. */
  texts?: string[];
  loIds?: string[];
}

/** GET /aacsb/questionnaire/results?id=&group= */
export interface QuestionnaireResults {
  id: string;
  name: string;
  nameEn: string | null;
  status: string;
  anonymous: boolean;
  /** The audience group the figures are filtered to, or null for everyone. */
  group: string | null;
  groups: AudienceGroup[];
  /** Submitted responses counted (in the group when filtered). */
  respondents: number;
  total: RateRow;
  /**
   * True when an anonymous questionnaire has fewer than MIN_ANONYMOUS_GROUP respondents, overall
   * or in the group it is filtered to: no figures are given, so that nobody is identified (the
   * tracking shows who has answered, so one respondent's answers could be read off the figures).
   */
  suppressed: boolean;
  questions: QuestionResult[];
}

/** Fewer respondents than this in an anonymous questionnaire (or the group it is filtered to): figures are withheld. */
export const MIN_ANONYMOUS_GROUP = 3;

/** One question of two runs of the same template side by side (matched by question id). */
export interface CompareQuestion {
  questionId: string;
  kind: QuestionKind;
  title: BiText;
  a: { answered: number; mean: number | null };
  b: { answered: number; mean: number | null };
  /** b.mean - a.mean, 2 decimals, for ratings; null otherwise or when either is missing. */
  delta: number | null;
  /** Choice questions: an option's percentage in each run. */
  options?: { id: string; text: BiText; a: number | null; b: number | null }[];
  /** Matrix: each row's mean in each run. */
  rows?: { id: string; text: BiText; a: number | null; b: number | null; delta: number | null }[];
}

/** GET /aacsb/questionnaire/compare?id=&otherId= */
export interface QuestionnaireCompare {
  a: { id: string; name: string; nameEn: string | null; respondents: number; rate: number | null };
  b: { id: string; name: string; nameEn: string | null; respondents: number; rate: number | null };
  questions: CompareQuestion[];
}

/** A questionnaire as its respondent sees it in their list (GET /aacsb/myQuestionnaire/list). */
export interface MyQuestionnaire {
  id: string;
  name: string;
  nameEn: string | null;
  description: string | null;
  descriptionEn: string | null;
  anonymous: boolean;
  status: string;
  startTime: string | null;
  endTime: string | null;
  /** Open now: collecting and within its dates. */
  open: boolean;
  answered: boolean;
  /** A draft is saved (not for anonymous ones once submitted). */
  hasDraft: boolean;
  questionCount: number;
}

/** GET /aacsb/myQuestionnaire/get?id= : the questions and the caller's saved draft. */
export interface MyQuestionnaireForm extends MyQuestionnaire {
  groupList: GroupList;
  /** The saved draft ({} when none; always {} once answered). */
  answers: Record<string, unknown>;
  draftSavedAt: string | null;
}

/** A problem with one answer on submit (POST /aacsb/myQuestionnaire/submit answers 400 with these in `result`). */
export interface AnswerProblem {
  questionId: string;
  /** i18n key (questionnaire.answers.*). */
  key: string;
}
