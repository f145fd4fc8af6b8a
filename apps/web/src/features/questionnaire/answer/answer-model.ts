import {
  type AnswerProblem,
  type Answers,
  type AnswerValue,
  checkAnswers,
  type GroupList,
  type MyQuestionnaire,
  type Question,
  visibleQuestionIds,
  zAnswerValue,
} from '@accredit/shared';

/**
 * The answering screen's own rules (issue 18 item 3), kept apart from the components so they can
 * be tested: what counts as an answer, what is sent, how far the person has come, and where a
 * questionnaire sits in their list. Show-if itself is the shared model's (visibleQuestionIds), so
 * the screen hides exactly what the server ignores.
 */

/** Whether a value is an answer at all (empty text, no option, no rated row are not). */
export function hasValue(v: AnswerValue | undefined): boolean {
  if (v === null || v === undefined) return false;
  if (typeof v === 'string') return v.trim() !== '';
  if (typeof v === 'number') return Number.isFinite(v);
  if (Array.isArray(v)) return v.length > 0;
  return Object.keys(v).length > 0;
}

/**
 * The answers with one question's value replaced; an emptied value removes the question, so an
 * answer taken back is no answer. Text keeps what is typed (spaces too) until it is sent.
 */
export function withAnswer(answers: Answers, questionId: string, value: AnswerValue | undefined): Answers {
  const next = { ...answers };
  const empty =
    value === null ||
    value === undefined ||
    value === '' ||
    (Array.isArray(value) && value.length === 0) ||
    (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0);
  if (empty) delete next[questionId];
  else next[questionId] = value;
  return next;
}

/** A matrix question's answers with one row rated (or cleared with null). */
export function withMatrixCell(
  answers: Answers,
  questionId: string,
  rowId: string,
  value: number | null,
): Answers {
  const current = answers[questionId];
  const rows: Record<string, number> =
    current && typeof current === 'object' && !Array.isArray(current) ? { ...current } : {};
  if (value === null) delete rows[rowId];
  else rows[rowId] = value;
  return withAnswer(answers, questionId, rows);
}

/** Whether a question is fully answered (a matrix: every row rated). */
export function isComplete(q: Question, v: AnswerValue | undefined): boolean {
  if (!hasValue(v)) return false;
  if (q.kind !== 'matrix') return true;
  const rated = v as Record<string, number>;
  return (q.rows ?? []).every((r) => typeof rated[r.id] === 'number');
}

/** The visible questions in order, each numbered from 1 as the person sees them. */
export function visibleNumbered(groups: GroupList, answers: Answers): Map<string, number> {
  const visible = visibleQuestionIds(groups, answers);
  const numbers = new Map<string, number>();
  for (const g of groups)
    for (const q of g.questions) if (visible.has(q.id)) numbers.set(q.id, numbers.size + 1);
  return numbers;
}

/** How far the person has come: visible questions, and those fully answered. */
export function progressOf(groups: GroupList, answers: Answers): { answered: number; total: number } {
  const visible = visibleQuestionIds(groups, answers);
  let answered = 0;
  let total = 0;
  for (const g of groups)
    for (const q of g.questions) {
      if (!visible.has(q.id)) continue;
      total += 1;
      if (isComplete(q, answers[q.id])) answered += 1;
    }
  return { answered, total };
}

/**
 * What is sent on Save and Submit: the shared check's clean answers (those to visible questions
 * only, text trimmed, empties left out), so a hidden question's answer stays on screen, should the
 * person bring it back, but is never sent.
 */
export function answersToSend(groups: GroupList, answers: Answers): Answers {
  return checkAnswers(groups, answers, { final: false }).answers;
}

/** The problems Submit would meet: what the server checks, told before asking it. */
export function submitProblems(groups: GroupList, answers: Answers): AnswerProblem[] {
  return checkAnswers(groups, answers, { final: true }).problems;
}

/** The saved draft as answers: entries of a shape no answer has are dropped rather than trusted. */
export function readDraft(raw: Record<string, unknown> | null | undefined): Answers {
  const answers: Answers = {};
  for (const [id, v] of Object.entries(raw ?? {})) {
    const parsed = zAnswerValue.safeParse(v);
    if (parsed.success && hasValue(parsed.data)) answers[id] = parsed.data;
  }
  return answers;
}

/** The first problem key of each question. */
export function problemsByQuestion(problems: readonly AnswerProblem[] | undefined): Map<string, string> {
  const byId = new Map<string, string>();
  for (const p of problems ?? []) if (!byId.has(p.questionId)) byId.set(p.questionId, p.key);
  return byId;
}

/** The first question (in the questionnaire's order) with a problem, to scroll to. */
export function firstProblemId(groups: GroupList, problems: readonly AnswerProblem[]): string | null {
  const ids = problemsByQuestion(problems);
  for (const g of groups) for (const q of g.questions) if (ids.has(q.id)) return q.id;
  return problems[0]?.questionId ?? null;
}

/**
 * The problems of a refused submit (a 400 whose `result` holds them, as a list or as
 * `{ problems }`), or null when the answer carries none.
 */
export function problemsFromResult(result: unknown): AnswerProblem[] | null {
  const list = Array.isArray(result)
    ? result
    : result && typeof result === 'object' && Array.isArray((result as { problems?: unknown }).problems)
      ? (result as { problems: unknown[] }).problems
      : null;
  if (!list) return null;
  const problems = list.filter(
    (p): p is AnswerProblem =>
      !!p &&
      typeof p === 'object' &&
      typeof (p as AnswerProblem).questionId === 'string' &&
      typeof (p as AnswerProblem).key === 'string',
  );
  return problems.length > 0 ? problems : null;
}

export type ListBucket = 'open' | 'answered' | 'closed';

/** Where a questionnaire sits in the person's list. */
export function bucketOf(q: Pick<MyQuestionnaire, 'open' | 'answered'>): ListBucket {
  if (q.answered) return 'answered';
  return q.open ? 'open' : 'closed';
}

/** A questionnaire's name in the person's language (Chinese reads `name`, others `nameEn` first). */
export function nameIn(q: { name: string; nameEn: string | null }, locale: string): string {
  if (locale.startsWith('zh')) return q.name || q.nameEn || '';
  return q.nameEn?.trim() ? q.nameEn : q.name;
}

/** Its description in the person's language, likewise. */
export function descriptionIn(
  q: { description: string | null; descriptionEn: string | null },
  locale: string,
): string {
  if (locale.startsWith('zh')) return q.description || q.descriptionEn || '';
  return q.descriptionEn?.trim() ? q.descriptionEn : (q.description ?? '');
}
