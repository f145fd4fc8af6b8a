import { type CompareQuestion, textIn } from '@accredit/shared';
import type { PairBar } from './charts.ts';
/**
 * The comparison of two runs laid out for the screen (pure): one line per question, then its
 * options' shares (choice questions) or its rows' means (matrices) under it; and the means that
 * the paired-bar chart draws (rating questions and matrix rows).
 */
export interface CompareCell {
  /** Question lines: respondents who answered it. */
  answered?: number;
  /** Question lines and matrix rows: the mean (2 decimals), null when nobody rated. */
  mean?: number | null;
  /** Option lines: the share of respondents (1 decimal), null when nobody answered. */
  percent?: number | null;
}

export interface CompareLine {
  key: string;
  kind: 'question' | 'option' | 'row';
  title: string;
  a: CompareCell;
  b: CompareCell;
  /** b - a: the server's for means; for shares the difference of the two shown figures. */
  delta: number | null;
}

/** The difference of two shares as shown (1 decimal), or null when either is missing. */
export function shareDelta(a: number | null, b: number | null): number | null {
  if (a === null || b === null) return null;
  return Math.round((b - a) * 10) / 10;
}

export function compareLines(questions: readonly CompareQuestion[], locale: string): CompareLine[] {
  const out: CompareLine[] = [];
  questions.forEach((q, i) => {
    out.push({
      key: q.questionId,
      kind: 'question',
      title: `${i + 1}. ${textIn(q.title, locale)}`,
      a: { answered: q.a.answered, mean: q.a.mean },
      b: { answered: q.b.answered, mean: q.b.mean },
      delta: q.delta,
    });
    for (const o of q.options ?? [])
      out.push({
        key: `${q.questionId}:${o.id}`,
        kind: 'option',
        title: textIn(o.text, locale) || o.id,
        a: { percent: o.a },
        b: { percent: o.b },
        delta: shareDelta(o.a, o.b),
      });
    for (const r of q.rows ?? [])
      out.push({
        key: `${q.questionId}:${r.id}`,
        kind: 'row',
        title: textIn(r.text, locale) || r.id,
        a: { mean: r.a },
        b: { mean: r.b },
        delta: r.delta,
      });
  });
  return out;
}

/** The means to draw side by side: each rating question, and each matrix row under its question's number. */
export function compareMeanBars(questions: readonly CompareQuestion[], locale: string): PairBar[] {
  const out: PairBar[] = [];
  questions.forEach((q, i) => {
    if (q.kind === 'rating')
      out.push({ label: `${i + 1}. ${textIn(q.title, locale)}`, a: q.a.mean, b: q.b.mean });
    if (q.kind === 'matrix')
      for (const r of q.rows ?? [])
        out.push({ label: `${i + 1}. ${textIn(r.text, locale) || r.id}`, a: r.a, b: r.b });
  });
  return out;
}
