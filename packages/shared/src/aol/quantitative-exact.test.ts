import { describe, expect, it } from 'vitest';
import { AOL_DEFAULTS, type AolAim, type MissingMethod } from './config.ts';
import { Rational, sumOf } from './exact.ts';
import { attainmentFigure, percentFigure, ratioFigure } from './figures.ts';
import { quantitativeColumnResults, quantitativeResults } from './quantitative.ts';
import type { QuantInput } from './types.ts';

/**
 * The fast paths of the quantitative model (scores by column, numerators in doubles, integer
 * thresholds, per-student figures without fractions) against a plain exact computation with one
 * Rational per score: every figure must be the same fraction, shown the same way.
 */
function generator(seed: number) {
  let s = seed;
  const next = () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)],
  };
}

type Gen = ReturnType<typeof generator>;

function randomInput(g: Gen, method: MissingMethod, huge: boolean): QuantInput {
  const keys = ['U', 'T', 'E', 'R'].slice(0, g.int(1, 4));
  const components = keys.map((key) => ({ key, kind: 'other' as const, name: key, fullMarks: 1000 }));
  const aims: AolAim[] = [];
  for (const loId of ['j1', 'j2']) {
    const mine = keys.filter(() => g.next() < 0.8);
    if (mine.length === 0) mine.push(keys[0]);
    // Weights that sum to 1, some of them thirds or sevenths written in decimals.
    const raw = mine.map(() => g.pick([0.1, 0.2, 0.25, 0.3, 0.333, 0.142857, 0.5, 0]));
    const total = raw.reduce((a, b) => a + b, 0) || 1;
    mine.forEach((componentKey, i) => {
      aims.push({
        loId,
        componentKey,
        marks: huge ? g.pick([997, 1e9 + 7, 123456789]) : g.pick([7, 10, 20, 25, 33, 40, 50, 100]),
        weight: Number((raw[i] / total).toFixed(6)),
      });
    });
  }
  const students = Array.from({ length: g.int(0, 25) }, (_, i) => ({
    studentId: `s${i}`,
    classId: g.pick(['c1', 'c2', null]),
  }));
  const scores = students.flatMap((s) =>
    aims
      .filter(() => g.next() < 0.8)
      .map((a) => ({
        studentId: s.studentId,
        loId: a.loId,
        componentKey: a.componentKey,
        score: g.pick([0, a.marks, g.int(0, a.marks), g.int(0, a.marks * 4) / 4, g.int(0, a.marks * 8) / 8]),
      })),
  );
  // A stranger, an unknown aim and a repeated cell (the last one wins).
  if (students.length) {
    scores.push({ studentId: 'nobody', loId: 'j1', componentKey: aims[0].componentKey, score: 1 });
    scores.push({ studentId: students[0].studentId, loId: 'j9', componentKey: 'U', score: 1 });
    scores.push({ ...scores[0], score: 0 });
  }
  return {
    components,
    aims,
    bands: AOL_DEFAULTS.bands,
    targets: { j1: g.pick([0.5, 0.7, 0.75, 0.8]), j2: g.pick([0.6, 0.7, 0.9]) },
    students,
    scores,
    missingMethod: method,
    courseRule: g.pick(['min', 'mean'] as const),
  };
}

/** The reference: one Rational per score, no shortcut. */
function reference(input: QuantInput, loId: string, ids: string[]) {
  const aims = input.aims.filter((a) => a.loId === loId);
  const x = new Map<string, number>();
  const known = new Set(input.students.map((s) => s.studentId));
  for (const c of input.scores)
    if (known.has(c.studentId)) x.set(`${c.studentId}|${c.loId}|${c.componentKey}`, c.score);
  const at = (s: string, k: string) => x.get(`${s}|${loId}|${k}`);
  const a = ids.map((s) =>
    sumOf(
      aims.map((m) =>
        Rational.from(m.weight)
          .mul(Rational.from(at(s, m.componentKey) ?? 0))
          .div(m.marks),
      ),
    ),
  );
  let A: Rational | null = null;
  if (ids.length && input.missingMethod === 'zero') A = sumOf(a).div(ids.length);
  if (ids.length && input.missingMethod === 'exclude') {
    const terms: Rational[] = [];
    let none = false;
    for (const m of aims) {
      if (m.weight === 0) continue;
      const xs = ids.flatMap((s) => {
        const v = at(s, m.componentKey);
        return v === undefined ? [] : [Rational.from(v)];
      });
      if (xs.length === 0) none = true;
      else terms.push(Rational.from(m.weight).mul(sumOf(xs).div(xs.length)).div(m.marks));
    }
    A = none ? null : sumOf(terms);
  }
  const t = Rational.from(input.targets[loId] ?? AOL_DEFAULTS.target);
  const band = (v: Rational) =>
    [...input.bands].sort((p, q) => Rational.from(q.min).cmp(p.min)).find((b) => v.gte(b.min))?.name ?? null;
  return {
    a: a.map((v) => attainmentFigure(v)),
    met: a.map((v) => v.gte(t)),
    band: a.map(band),
    A: A === null ? null : attainmentFigure(A),
    P: percentFigure(a.filter((v) => v.gte(t)).length, ids.length),
    bands: input.bands.map((b) => a.filter((v) => band(v) === b.name).length),
  };
}

describe('the quantitative model’s fast paths equal plain exact arithmetic', () => {
  for (const huge of [false, true])
    it(`per student, per LO, per class and per course${huge ? ' (BigInt sums)' : ''}`, () => {
      const g = generator(huge ? 99 : 7);
      for (let run = 0; run < 60; run++) {
        const input = randomInput(g, run % 2 ? 'exclude' : 'zero', huge);
        const r = quantitativeResults(input);
        const ids = input.students.map((s) => s.studentId);
        for (const lo of r.los) {
          const ref = reference(input, lo.loId, ids);
          expect(lo.A).toEqual(ref.A);
          expect(lo.P).toEqual(ref.P);
          expect(lo.bands.map((b) => b.count)).toEqual(ref.bands);
          r.students.forEach((s, i) => {
            const mine = s.los.find((l) => l.loId === lo.loId);
            expect(mine?.a).toEqual(ref.a[i]);
            expect(mine?.met).toBe(ref.met[i]);
            expect(mine?.band).toBe(ref.band[i]);
          });
          for (const c of lo.byClass) {
            const own = input.students.filter((s) => s.classId === c.classId).map((s) => s.studentId);
            const cref = reference(input, lo.loId, own);
            expect([c.A, c.P, c.students]).toEqual([cref.A, cref.P, own.length]);
          }
        }
        // The same input by column, summary only: the same LO figures, nothing per student or class.
        const summary = quantitativeColumnResults(
          {
            ...input,
            columns: input.aims.map((a) => ({
              loId: a.loId,
              componentKey: a.componentKey,
              scores: input.students.map((s) => {
                const hits = input.scores.filter(
                  (c) =>
                    c.studentId === s.studentId && c.loId === a.loId && c.componentKey === a.componentKey,
                );
                return hits.length ? hits[hits.length - 1].score : Number.NaN;
              }),
            })),
          },
          { students: false, classes: false },
        );
        expect(summary.students).toEqual([]);
        expect(summary.los.map((l) => ({ ...l, byClass: [] }))).toEqual(
          r.los.map((l) => ({ ...l, byClass: [] })),
        );
        expect(summary.course).toEqual(r.course);
      }
    }, 60_000);

  it('ratioFigure is the Figure of the fraction', () => {
    const g = generator(3);
    const cases: [number, number][] = [
      [0, 1],
      [0, 7],
      [6825, 10000],
      [1749, 2500],
      [1, 3],
      [2, 3],
      [2 ** 52, 3],
      [Number.MAX_SAFE_INTEGER, 1],
      [999_999_999_999, 1_000_000_000_000],
    ];
    for (let i = 0; i < 2000; i++) cases.push([g.int(0, 10 ** g.int(1, 15)), g.int(1, 10 ** g.int(1, 15))]);
    for (const [n, d] of cases)
      for (const digits of [0, 1, 2, 3])
        expect(ratioFigure(n, d, digits)).toEqual(
          digits === 3
            ? attainmentFigure(Rational.ratio(n, d))
            : {
                value: Rational.ratio(n, d).toNumber(),
                shown: Rational.ratio(n, d).roundHalfUp(digits),
                exact: Rational.ratio(n, d).toString(),
              },
        );
  }, 60_000);
});
