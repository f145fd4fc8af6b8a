import type { CompareQuestion, QuestionResult } from './api.ts';
import { deltaOf } from './figures.ts';

/**
 * Two runs of the same template side by side (issue 18 item 5), question by question matched by
 * id: `a` the questionnaire asked about, `b` the other run. Questions of `a` come first in its
 * order, then those only `b` has (a run missing a question shows 0 answered). Differences are
 * taken between the shown (rounded) figures, so the delta always agrees with the two numbers a
 * reader compares on screen.
 */

/** The mean a question is compared by: a rating question's mean (others have none). */
function meanOf(r: QuestionResult | undefined): number | null {
  return r?.kind === 'rating' ? (r.rating?.mean ?? null) : null;
}

function side(r: QuestionResult | undefined): CompareQuestion['a'] {
  return { answered: r?.answered ?? 0, mean: meanOf(r) };
}

/** Items (options or rows) of both runs by id, `a`'s first. */
function unionById<T extends { id: string }>(a: readonly T[] | undefined, b: readonly T[] | undefined): T[] {
  const out = new Map<string, T>();
  for (const x of a ?? []) out.set(x.id, x);
  for (const x of b ?? []) if (!out.has(x.id)) out.set(x.id, x);
  return [...out.values()];
}

function compareOne(qa: QuestionResult | undefined, qb: QuestionResult | undefined): CompareQuestion {
  const head = (qa ?? qb) as QuestionResult;
  // A question whose kind changed between the runs is shown, but its figures are not compared.
  const same = !qa || !qb || qa.kind === qb.kind;
  const a = side(qa);
  const b = side(same ? qb : undefined);
  const out: CompareQuestion = {
    questionId: head.questionId,
    kind: head.kind,
    title: head.title,
    a,
    b,
    delta: deltaOf(a.mean, b.mean),
  };
  if (!same) return out;
  if (head.kind === 'single' || head.kind === 'multiple') {
    const pa = new Map((qa?.options ?? []).map((o) => [o.id, o.percent]));
    const pb = new Map((qb?.options ?? []).map((o) => [o.id, o.percent]));
    out.options = unionById(qa?.options, qb?.options).map((o) => ({
      id: o.id,
      text: o.text,
      a: pa.get(o.id) ?? null,
      b: pb.get(o.id) ?? null,
    }));
  }
  if (head.kind === 'matrix') {
    const ma = new Map((qa?.rows ?? []).map((r) => [r.id, r.mean]));
    const mb = new Map((qb?.rows ?? []).map((r) => [r.id, r.mean]));
    out.rows = unionById(qa?.rows, qb?.rows).map((r) => {
      const x = ma.get(r.id) ?? null;
      const y = mb.get(r.id) ?? null;
      return { id: r.id, text: r.text, a: x, b: y, delta: deltaOf(x, y) };
    });
  }
  return out;
}

/** The questions of two runs compared (CompareQuestion of api.ts). */
export function compareResults(
  a: readonly QuestionResult[],
  b: readonly QuestionResult[],
): CompareQuestion[] {
  const byB = new Map(b.map((q) => [q.questionId, q]));
  const inA = new Set(a.map((q) => q.questionId));
  return [
    ...a.map((qa) => compareOne(qa, byB.get(qa.questionId))),
    ...b.filter((qb) => !inA.has(qb.questionId)).map((qb) => compareOne(undefined, qb)),
  ];
}
