import type { AnswerProblem } from './api.ts';
import { allQuestions } from './structure.ts';
import type { Answers, GroupList, Question } from './types.ts';
import { MAX_TEXT_ANSWER } from './types.ts';

/**
 * One person's answers (issue 18): which questions they are shown (show-if), and the check the
 * server runs on save (final = false) and submit (final = true). The answering screen uses the
 * same functions, so what it shows and what the server accepts never differ.
 */

const K = 'questionnaire.answers';

/** A stored answer value after its check (unanswered is absent). */
export type CleanAnswer = string | string[] | number | Record<string, number>;

export type AnswerRead = { value: CleanAnswer } | { value: null; problem?: string };

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function inScale(v: unknown, points: number): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= points;
}

/**
 * Reads one raw answer to `q`: its clean value, or null (unanswered) with the problem when the
 * value cannot be taken. Text is trimmed; empty text, an empty choice list and an empty matrix
 * count as unanswered. Multiple-choice options and matrix rows come back in the question's order.
 */
export function readAnswer(q: Question, raw: unknown): AnswerRead {
  if (raw === undefined || raw === null) return { value: null };
  switch (q.kind) {
    case 'single': {
      if (typeof raw !== 'string') return { value: null, problem: `${K}.invalid` };
      if (raw === '') return { value: null };
      return (q.options ?? []).some((o) => o.id === raw)
        ? { value: raw }
        : { value: null, problem: `${K}.invalidOption` };
    }
    case 'multiple': {
      if (!Array.isArray(raw)) return { value: null, problem: `${K}.invalid` };
      if (raw.length === 0) return { value: null };
      const ids = (q.options ?? []).map((o) => o.id);
      const unique = new Set(raw);
      if (unique.size !== raw.length || raw.some((v) => typeof v !== 'string' || !ids.includes(v)))
        return { value: null, problem: `${K}.invalidOption` };
      return { value: ids.filter((id) => unique.has(id)) };
    }
    case 'rating': {
      if (typeof raw !== 'number') return { value: null, problem: `${K}.invalid` };
      return inScale(raw, q.scale?.points ?? 0)
        ? { value: raw }
        : { value: null, problem: `${K}.invalidRating` };
    }
    case 'text': {
      if (typeof raw !== 'string') return { value: null, problem: `${K}.invalid` };
      const text = raw.trim();
      if (text === '') return { value: null };
      return text.length > (q.maxLength ?? MAX_TEXT_ANSWER)
        ? { value: null, problem: `${K}.tooLong` }
        : { value: text };
    }
    case 'matrix': {
      if (!isRecord(raw)) return { value: null, problem: `${K}.invalid` };
      const rows = q.rows ?? [];
      const points = q.scale?.points ?? 0;
      const known = new Set(rows.map((r) => r.id));
      for (const [rowId, v] of Object.entries(raw))
        if (!known.has(rowId) || (v !== null && v !== undefined && !inScale(v, points)))
          return { value: null, problem: `${K}.invalidMatrix` };
      const out: Record<string, number> = {};
      for (const r of rows) if (inScale(raw[r.id], points)) out[r.id] = raw[r.id] as number;
      return Object.keys(out).length ? { value: out } : { value: null };
    }
  }
}

/** Whether a clean answer to `q` satisfies a show-if's `anyOf` (any answer when the list is empty or absent). */
function meets(q: Question, value: CleanAnswer, anyOf: readonly string[] | undefined): boolean {
  if (!anyOf || anyOf.length === 0) return true;
  if (q.kind === 'single' || q.kind === 'rating') return anyOf.includes(String(value));
  if (q.kind === 'multiple') return (value as string[]).some((v) => anyOf.includes(v));
  // Text and matrix take no list (checkGroupList refuses one): any answer shows the question.
  return true;
}

/**
 * Walks the questions in order, keeping the clean answers of the visible ones. A question with a
 * show-if is visible only when its condition question is visible and has a clean answer meeting
 * `anyOf`; a condition naming a question that is not earlier never holds.
 */
function walk(
  groups: GroupList,
  answers: Record<string, unknown>,
  onQuestion?: (q: Question, read: AnswerRead) => void,
): { visible: Set<string>; clean: Map<string, CleanAnswer> } {
  const visible = new Set<string>();
  const clean = new Map<string, CleanAnswer>();
  const byId = new Map<string, Question>();
  for (const q of allQuestions(groups)) {
    if (byId.has(q.id)) continue;
    byId.set(q.id, q);
    if (q.showIf) {
      const cond = byId.get(q.showIf.questionId);
      const given = cond && cond !== q ? clean.get(cond.id) : undefined;
      if (!cond || cond === q || given === undefined || !meets(cond, given, q.showIf.anyOf)) continue;
    }
    visible.add(q.id);
    const read = readAnswer(q, answers[q.id]);
    if (read.value !== null) clean.set(q.id, read.value);
    onQuestion?.(q, read);
  }
  return { visible, clean };
}

/** The ids of the questions a person with these answers is shown. */
export function visibleQuestionIds(
  groups: GroupList,
  answers: Answers | Record<string, unknown>,
): Set<string> {
  return walk(groups, isRecord(answers) ? answers : {}).visible;
}

/**
 * Checks answers sent by a respondent. Answers to unknown questions and to questions hidden by
 * show-if are dropped; a value that cannot be taken is dropped with a problem (the question id and
 * a questionnaire.answers.* key): `invalidOption` (an option the question does not have, or one
 * given twice), `invalidRating` (not an integer 1..points), `tooLong` (text past its maxLength,
 * after trimming), `invalidMatrix` (an unknown row or a value off the scale), `invalid` (the wrong
 * type). With `final`, every visible required question must be answered (a matrix: every row),
 * else `required`. A body that is not an object gives one `invalid` problem with questionId ''.
 */
export function checkAnswers(
  groups: GroupList,
  value: unknown,
  opts: { final: boolean },
): { answers: Answers; problems: AnswerProblem[] } {
  const problems: AnswerProblem[] = [];
  if (value !== undefined && value !== null && !isRecord(value))
    problems.push({ questionId: '', key: `${K}.invalid` });
  const { clean } = walk(groups, isRecord(value) ? value : {}, (q, read) => {
    if ('problem' in read && read.problem) problems.push({ questionId: q.id, key: read.problem });
    else if (opts.final && q.required && !complete(q, read.value))
      problems.push({ questionId: q.id, key: `${K}.required` });
  });
  return { answers: Object.fromEntries(clean), problems };
}

/** A required question is complete when answered; a matrix when every row is. */
function complete(q: Question, value: CleanAnswer | null): boolean {
  if (value === null) return false;
  if (q.kind !== 'matrix') return true;
  const given = value as Record<string, number>;
  return (q.rows ?? []).every((r) => r.id in given);
}
