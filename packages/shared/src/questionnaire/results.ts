import { readAnswer } from './answers.ts';
import type { CountRow, QuestionResult, RatingFigures } from './api.ts';
import { attainmentOfSum, meanOfSum, percentOf } from './figures.ts';
import type { Answers, BiText, GroupList, Question, RatingScale } from './types.ts';

/**
 * Per-question results of a questionnaire's responses (issue 18 item 5): counts and percentages
 * of those who answered the question (multiple choice may total more than 100), rating
 * distributions, means and attainment (mean / points, the indirect measure's unit), matrix rows
 * on their scale, and the text answers. Answers are read with the same check as on submit, so a
 * value no longer valid (never expected: questions are locked once published) is left out rather
 * than counted wrong. Sums stay integers; rounding is exact (figures.ts).
 */

export interface ResponseInput {
  groupKey: string | null;
  answers: Answers;
}

/** Tallies of one rating scale: counts[v - 1] answers of value v. */
class Tally {
  readonly counts: number[];
  n = 0;
  sum = 0;
  constructor(readonly points: number) {
    this.counts = Array.from({ length: points }, () => 0);
  }
  add(v: number): void {
    this.counts[v - 1] += 1;
    this.n += 1;
    this.sum += v;
  }
  /** Value 1 is labelled with the scale's low end, the top value with its high end; others by number. */
  figures(scale: RatingScale): RatingFigures {
    const distribution: CountRow[] = this.counts.map((count, i) => {
      const v = i + 1;
      const text: BiText =
        v === 1 ? scale.low : v === this.points ? scale.high : { zh: String(v), en: String(v) };
      return { id: String(v), text, count, percent: percentOf(count, this.n) };
    });
    return {
      distribution,
      n: this.n,
      mean: meanOfSum(this.sum, this.n),
      attainment: attainmentOfSum(this.sum, this.n, this.points),
    };
  }
}

function resultOf(q: Question, groupId: string, values: unknown[]): QuestionResult {
  const base: QuestionResult = {
    questionId: q.id,
    groupId,
    kind: q.kind,
    title: q.title,
    required: q.required,
    answered: values.length,
  };
  const points = q.scale?.points ?? 5;
  switch (q.kind) {
    case 'single':
    case 'multiple': {
      const counts = new Map<string, number>((q.options ?? []).map((o) => [o.id, 0]));
      for (const v of values)
        for (const id of typeof v === 'string' ? [v] : (v as string[]))
          counts.set(id, (counts.get(id) ?? 0) + 1);
      base.options = (q.options ?? []).map((o) => {
        const count = counts.get(o.id) ?? 0;
        return { id: o.id, text: o.text, count, percent: percentOf(count, values.length) };
      });
      break;
    }
    case 'rating': {
      const t = new Tally(points);
      for (const v of values) t.add(v as number);
      if (q.scale) {
        base.scale = q.scale;
        base.rating = t.figures(q.scale);
      }
      break;
    }
    case 'matrix': {
      const rows = q.rows ?? [];
      const tallies = rows.map(() => new Tally(points));
      for (const v of values) {
        const given = v as Record<string, number>;
        rows.forEach((r, i) => {
          if (r.id in given) tallies[i].add(given[r.id]);
        });
      }
      if (q.scale) {
        const scale = q.scale;
        base.scale = scale;
        base.rows = rows.map((r, i) => ({ id: r.id, text: r.text, ...tallies[i].figures(scale) }));
      }
      break;
    }
    case 'text':
      base.texts = values as string[];
      break;
  }
  const loIds = [...new Set([...(q.loIds ?? []), ...(q.rows ?? []).flatMap((r) => r.loIds ?? [])])];
  if (loIds.length && (q.kind === 'rating' || q.kind === 'matrix')) base.loIds = loIds;
  return base;
}

/**
 * The results of every question, in the questionnaire's order. `answered` counts the responses
 * that hold a valid answer to the question (a matrix: at least one row). The caller filters the
 * responses to an audience group when one is chosen (and withholds small anonymous groups).
 */
export function questionResults(groups: GroupList, responses: readonly ResponseInput[]): QuestionResult[] {
  const out: QuestionResult[] = [];
  const seen = new Set<string>();
  for (const g of groups)
    for (const q of g.questions) {
      if (seen.has(q.id)) continue;
      seen.add(q.id);
      const values: unknown[] = [];
      for (const r of responses) {
        const raw = r.answers?.[q.id];
        if (raw === undefined || raw === null) continue;
        const read = readAnswer(q, raw);
        if (read.value !== null) values.push(read.value);
      }
      out.push(resultOf(q, g.id, values));
    }
  return out;
}
