import { AOL_DEFAULTS, type AolBand } from './config.ts';
import { lcmOf, Rational, scaledDecimal, sumOf } from './exact.ts';
import { attainmentFigure, percentFigure } from './figures.ts';
import { applyRule, groupBy, targetOf } from './rules.ts';
import type { CourseResult, LoFigures, LoSummary, QuantInput, StudentLo } from './types.ts';

/**
 * Quantitative results of one course (DOMAIN.md section 5, step 5), all in exact arithmetic:
 * - a_sj = sum over k of w_jk * x_sjk / S_jk, a missing score counting 0 (missing scores and
 *   typed zeros are counted apart);
 * - A_cj = mean of a_sj over the students ("zero"), or sum over k of w_jk * (mean of x_sjk over
 *   the students who have that score) / S_jk ("exclude"; null when some weighted component has
 *   no score at all);
 * - P_cj and the band counts always from a_sj; met = A_cj >= t_j unrounded;
 * - several classes are pooled, with the same figures per class beside;
 * - A_c = min (or mean) over the course's LOs (the LOs of the aims, in their order).
 * Scores for students or aims not in the input are ignored; a repeated score replaces the earlier.
 *
 * For speed on large courses every a_sj of one LO is kept as an integer numerator over one
 * common denominator (lcm of the w_jk / S_jk denominators times 10^decimals of the scores), so a
 * score costs one BigInt multiply-add and no fraction arithmetic.
 */

interface Slot {
  /** w_jk / S_jk = coef / den of the LO. */
  coef: bigint;
  weightZero: boolean;
  /** Scaled scores (x * 10^P, exact integers) by student index; undefined = missing. */
  xs: (number | undefined)[];
  /** The largest scaled score. */
  max: number;
}

interface LoCalc {
  loId: string;
  target: number;
  t: Rational;
  den: bigint;
  slots: Slot[];
  /** Numerator of a_sj over `den`, by student index. */
  num: bigint[];
  band: (AolBand | null)[];
  meets: boolean[];
  missing: number[];
  zeros: number[];
}

/** The band of an attainment: the one with the highest lower bound not above it. */
export function bandOf(a: Rational, bands: readonly AolBand[]): AolBand | null {
  let best: AolBand | null = null;
  for (const b of bands) {
    if (a.gte(b.min) && (best === null || Rational.from(b.min).cmp(best.min) > 0)) best = b;
  }
  return best;
}

export function quantitativeResults(input: QuantInput): CourseResult {
  const n = input.students.length;
  const index = new Map(input.students.map((s, i) => [s.studentId, i]));
  const parsed = input.scores.map((x) => scaledDecimal(x.score));
  const P = parsed.reduce((m, p) => Math.max(m, p.scale), 0);
  const powers = Array.from({ length: P + 1 }, (_, e) => 10n ** BigInt(e));
  const tenP = powers[P];
  const bandsDesc = [...input.bands]
    .map((b) => ({ b, min: Rational.from(b.min) }))
    .sort((x, y) => y.min.cmp(x.min));

  const slots = new Map<string, Map<string, Slot>>();
  const los: LoCalc[] = [...groupBy(input.aims, (a) => a.loId).entries()].map(([loId, aims]) => {
    const c = aims.map((a) => Rational.from(a.weight).div(Rational.from(a.marks)));
    const L = lcmOf(c.map((r) => r.d));
    const bySlot = new Map<string, Slot>();
    const mine = aims.map((a, i) => {
      const slot: Slot = { coef: c[i].n * (L / c[i].d), weightZero: c[i].isZero(), xs: new Array(n), max: 0 };
      bySlot.set(a.componentKey, slot);
      return slot;
    });
    slots.set(loId, bySlot);
    const target = targetOf(input.targets[loId], AOL_DEFAULTS.target);
    const calc = { loId, target, t: Rational.from(target), den: L * tenP, slots: mine };
    return { ...calc, num: [], band: [], meets: [], missing: [], zeros: [] };
  });
  input.scores.forEach((x, r) => {
    const slot = slots.get(x.loId)?.get(x.componentKey);
    const i = index.get(x.studentId);
    if (slot && i !== undefined) {
      const x = Number(parsed[r].int * powers[P - parsed[r].scale]);
      if (!Number.isSafeInteger(x)) throw new RangeError(`score too large: ${input.scores[r].score}`);
      slot.xs[i] = x;
      slot.max = Math.max(slot.max, Math.abs(x));
    }
  });

  for (const lo of los) {
    // a_sj >= m  <=>  num * m.d >= m.n * den  (den > 0)
    const atLeast = (num: bigint, m: Rational) => num * m.d >= m.n * lo.den;
    // Exact in doubles while every partial sum stays below 2^53; BigInt otherwise.
    const fast = lo.slots.reduce((t, s) => t + s.coef * BigInt(s.max), 0n) < 2n ** 53n;
    const coefs = lo.slots.map((s) => Number(s.coef));
    for (let i = 0; i < n; i++) {
      let small = 0;
      let big = 0n;
      let missing = 0;
      let zeros = 0;
      lo.slots.forEach((s, k) => {
        const x = s.xs[i];
        if (x === undefined) missing++;
        else {
          if (x === 0) zeros++;
          if (fast) small += coefs[k] * x;
          else big += s.coef * BigInt(x);
        }
      });
      const num = fast ? BigInt(small) : big;
      lo.num.push(num);
      lo.missing.push(missing);
      lo.zeros.push(zeros);
      lo.meets.push(atLeast(num, lo.t));
      lo.band.push(bandsDesc.find((b) => atLeast(num, b.min))?.b ?? null);
    }
  }

  const figures = (lo: LoCalc, rows: readonly number[]): { figures: LoFigures; A: Rational | null } => {
    let A: Rational | null = null;
    if (rows.length > 0 && input.missingMethod === 'exclude') {
      // sum over k of w_jk * (mean of the x_sjk present) / S_jk
      const terms: Rational[] = [];
      for (const s of lo.slots) {
        if (s.weightZero) continue;
        // Exact in doubles: at most rows.length scores of at most s.max each.
        const inDoubles = s.max * rows.length < 2 ** 53;
        let small = 0;
        let big = 0n;
        let count = 0;
        for (const i of rows) {
          const x = s.xs[i];
          if (x !== undefined) {
            if (inDoubles) small += x;
            else big += BigInt(x);
            count++;
          }
        }
        if (count === 0) {
          terms.length = 0;
          break;
        }
        const total = inDoubles ? BigInt(small) : big;
        terms.push(Rational.ratio(s.coef * total, BigInt(count) * lo.den));
      }
      A = terms.length > 0 || lo.slots.every((s) => s.weightZero) ? sumOf(terms) : null;
    } else if (rows.length > 0) {
      A = Rational.ratio(
        rows.reduce((t, i) => t + lo.num[i], 0n),
        BigInt(rows.length) * lo.den,
      );
    }
    const count = (b: AolBand) => rows.reduce((c, i) => c + (lo.band[i] === b ? 1 : 0), 0);
    return {
      A,
      figures: {
        students: rows.length,
        missingScores: rows.reduce((t, i) => t + lo.missing[i], 0),
        typedZeros: rows.reduce((t, i) => t + lo.zeros[i], 0),
        A: A === null ? null : attainmentFigure(A),
        P: percentFigure(
          rows.reduce((c, i) => c + (lo.meets[i] ? 1 : 0), 0),
          rows.length,
        ),
        met: A === null ? null : A.gte(lo.t),
        bands: input.bands.map((b) => ({
          name: b.name,
          ...(b.nameEn !== undefined ? { nameEn: b.nameEn } : {}),
          count: count(b),
        })),
      },
    };
  };

  const all = input.students.map((_, i) => i);
  const classes = [...groupBy(all, (i) => input.students[i].classId).entries()];
  const courseAs: (Rational | null)[] = [];
  const summaries: LoSummary[] = los.map((lo) => {
    const pooled = figures(lo, all);
    courseAs.push(pooled.A);
    const byClass = classes.map(([classId, rows]) => ({ classId, ...figures(lo, rows).figures }));
    return { loId: lo.loId, target: lo.target, ...pooled.figures, byClass };
  });

  const students = input.students.map((student, i) => ({
    studentId: student.studentId,
    classId: student.classId,
    los: los.map(
      (lo): StudentLo => ({
        loId: lo.loId,
        a: attainmentFigure(Rational.ratio(lo.num[i], lo.den)),
        met: lo.meets[i],
        band: lo.band[i]?.name ?? null,
        missing: lo.missing[i],
        zeros: lo.zeros[i],
      }),
    ),
  }));

  const A = applyRule(courseAs, input.courseRule);
  return {
    method: 'quantitative',
    students,
    los: summaries,
    course: { A: A === null ? null : attainmentFigure(A), rule: input.courseRule },
  };
}
