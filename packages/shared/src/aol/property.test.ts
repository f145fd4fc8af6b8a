import { describe, expect, it } from 'vitest';
import { AOL_DEFAULTS, type AolAim, type AolComponent, type MissingMethod } from './config.ts';
import { gradeAnalysis } from './grades.ts';
import { programmeResults } from './programme.ts';
import { qualitativeResults } from './qualitative.ts';
import { quantitativeResults } from './quantitative.ts';
import type { QuantInput } from './types.ts';

/**
 * Property-style checks: on random small inputs the exact results agree with a brute-force
 * floating-point computation of the same formulas within 1e-9, and every shown figure is within
 * half a unit of its last decimal of the unrounded value. A seeded generator keeps runs repeatable.
 */
function generator(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[int(0, xs.length - 1)];
  /** n positive hundredths summing to exactly 1, as decimals (0.37, 0.63). */
  const weights = (n: number) => {
    const cuts = Array.from({ length: n - 1 }, () => int(1, 99)).sort((a, b) => a - b);
    const bounds = [0, ...cuts, 100];
    return bounds.slice(1).map((b, i) => (b - bounds[i]) / 100);
  };
  return { next, int, pick, weights };
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const close = (exact: number | undefined, float: number) =>
  expect(Math.abs((exact ?? Number.NaN) - float)).toBeLessThan(1e-9);
const shownNear = (f: { value: number; shown: string } | null, digits: number) => {
  if (f) expect(Math.abs(Number(f.shown) - f.value)).toBeLessThanOrEqual(0.5 * 10 ** -digits + 1e-12);
};

function randomQuant(g: ReturnType<typeof generator>, missingMethod: MissingMethod): QuantInput {
  const components: AolComponent[] = Array.from({ length: g.int(1, 3) }, (_, i) => ({
    key: `k${i}`,
    kind: 'other',
    name: `k${i}`,
    fullMarks: g.int(2, 20),
  }));
  const aims: AolAim[] = [];
  for (const loId of ['j1', 'j2'].slice(0, g.int(1, 2))) {
    const mine = components.filter(() => g.next() < 0.7);
    const used = mine.length ? mine : [components[0]];
    const w = g.weights(used.length);
    used.forEach((c, i) => {
      aims.push({ loId, componentKey: c.key, marks: g.int(1, c.fullMarks * 2) / 2, weight: w[i] });
    });
  }
  const students = Array.from({ length: g.int(1, 6) }, (_, i) => ({
    studentId: `s${i}`,
    classId: g.pick(['a', 'b', null]),
  }));
  const scores = students.flatMap((s) =>
    aims
      .filter(() => g.next() < 0.75)
      .map((a) => ({
        studentId: s.studentId,
        loId: a.loId,
        componentKey: a.componentKey,
        score: g.int(0, a.marks * 2) / 2,
      })),
  );
  const targets = { j1: g.pick([0.5, 0.6, 0.7, 0.75, 0.8]), j2: g.pick([0.6, 0.7, 0.9]) };
  return {
    components,
    aims,
    bands: AOL_DEFAULTS.bands,
    targets,
    students,
    scores,
    missingMethod,
    courseRule: 'min',
  };
}

describe('exact results equal a brute-force float computation within 1e-9', () => {
  it('quantitative: a_sj, A_cj under both methods, P_cj, per class', () => {
    const g = generator(17);
    for (let run = 0; run < 200; run++) {
      const input = randomQuant(g, run % 2 === 0 ? 'zero' : 'exclude');
      const r = quantitativeResults(input);
      const x = (s: string, j: string, k: string) =>
        input.scores.find((c) => c.studentId === s && c.loId === j && c.componentKey === k)?.score;
      for (const lo of r.los) {
        const aims = input.aims.filter((a) => a.loId === lo.loId);
        const floatA = (ids: string[]) => {
          if (input.missingMethod === 'zero')
            return mean(
              ids.map((s) =>
                aims.reduce((t, a) => t + (a.weight * (x(s, lo.loId, a.componentKey) ?? 0)) / a.marks, 0),
              ),
            );
          let total = 0;
          for (const a of aims) {
            const xs = ids
              .map((s) => x(s, lo.loId, a.componentKey))
              .filter((v): v is number => v !== undefined);
            if (a.weight === 0) continue;
            if (xs.length === 0) return null;
            total += (a.weight * mean(xs)) / a.marks;
          }
          return total;
        };
        const ids = input.students.map((s) => s.studentId);
        const expected = floatA(ids);
        if (expected === null) expect(lo.A).toBeNull();
        else close(lo.A?.value, expected);
        shownNear(lo.A, 3);
        const as = ids.map((s) =>
          aims.reduce((t, a) => t + (a.weight * (x(s, lo.loId, a.componentKey) ?? 0)) / a.marks, 0),
        );
        r.students.forEach((s, i) => {
          close(s.los.find((l) => l.loId === lo.loId)?.a?.value, as[i]);
        });
        close(lo.P?.value, (100 * as.filter((a) => a >= lo.target - 1e-9).length) / as.length);
        shownNear(lo.P, 1);
        for (const c of lo.byClass) {
          const mine = input.students.filter((s) => s.classId === c.classId).map((s) => s.studentId);
          const e = floatA(mine);
          if (e === null) expect(c.A).toBeNull();
          else close(c.A?.value, e);
        }
      }
    }
  });

  it('qualitative, programme and grade figures', () => {
    const g = generator(5);
    for (let run = 0; run < 200; run++) {
      const rubric = ['A', 'B', 'C'].map((name) => ({ name, score: g.int(0, 100) }));
      if (rubric.every((l) => l.score === 0)) rubric[0].score = 1;
      const top = Math.max(...rubric.map((l) => l.score));
      const levels = Array.from({ length: g.int(1, 7) }, () => g.pick(rubric));
      const q = qualitativeResults({
        rubric,
        loIds: ['j'],
        targets: {},
        students: levels.map((_, i) => ({ studentId: `s${i}`, classId: null })),
        ratings: levels.map((l, i) => ({ studentId: `s${i}`, loId: 'j', level: l.name })),
        courseRule: 'min',
      });
      close(q.los[0].A?.value, levels.reduce((t, l) => t + l.score, 0) / (levels.length * top));

      const n = g.int(1, 4);
      const As = Array.from({ length: n }, () => g.int(0, 1000) / 1000);
      const lv = Array.from({ length: n }, () => g.pick(['H', 'M', 'L'] as const));
      const answers = Array.from({ length: g.int(0, 3) }, () => ({ value: g.int(0, 5), scaleMax: 5 }));
      const p = programmeResults({
        goals: [{ id: 'g', code: 'g' }],
        los: [{ id: 'j', code: 'j', lgId: 'g' }],
        courseResults: As.map((v, i) => ({
          courseId: `c${i}`,
          loId: 'j',
          A: { value: v, shown: '', exact: String(v) },
        })),
        mapLevels: lv.map((level, i) => ({ courseId: `c${i}`, loId: 'j', level })),
        indirect: [{ loId: 'j', answers }],
      });
      const w = lv.map((l) => AOL_DEFAULTS.mapWeights[l]);
      const A = As.reduce((t, v, i) => t + (w[i] / w.reduce((a, b) => a + b, 0)) * v, 0);
      const I = answers.length ? mean(answers.map((a) => a.value / a.scaleMax)) : null;
      close(p.los[0].A?.value, A);
      close(p.los[0].B?.value, I === null ? A : 0.8 * A + 0.2 * I);
      close(p.goals[0].G?.value, I === null ? A : 0.8 * A + 0.2 * I);

      const scores = Array.from({ length: g.int(2, 9) }, () => g.int(0, 200) / 2);
      const stats = gradeAnalysis(scores, 100);
      const sorted = [...scores].sort((a, b) => a - b);
      const m = mean(scores);
      const mid = sorted.length / 2;
      close(stats.mean?.value, m);
      close(
        stats.median?.value,
        sorted.length % 2 ? sorted[Math.floor(mid)] : (sorted[mid - 1] + sorted[mid]) / 2,
      );
      close(stats.sd?.value, Math.sqrt(scores.reduce((t, s) => t + (s - m) ** 2, 0) / (scores.length - 1)));
      shownNear(stats.sd, 2);
      shownNear(stats.mean, 2);
    }
  });
});
