import { AOL_DEFAULTS, type AolBand } from './config.ts';
import { lcmOf, Rational, scaledDecimal, sumOf } from './exact.ts';
import { AOL_DIGITS, attainmentFigure, percentFigure, ratioFigure } from './figures.ts';
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
 * For speed on large courses (a programme holds a million scores) the scores travel by column
 * (one per aim, indexed by student position) and every a_sj of one LO is an integer numerator
 * over one common denominator (lcm of the w_jk / S_jk denominators times 10^decimals of the
 * scores): a score costs one multiply-add in doubles, exact while every sum stays below 2^53
 * (checked up front from the largest score; BigInt otherwise), and a comparison with a target or
 * a band is one comparison with a precomputed integer threshold. Only the figures that are shown
 * become fractions.
 */

/** One aim's scores: x_sjk by student position (the input's students); NaN = missing. */
export interface QuantColumn {
  loId: string;
  componentKey: string;
  scores: ArrayLike<number>;
}

export type QuantColumnsInput = Omit<QuantInput, 'scores'> & { columns: QuantColumn[] };

/** What to compute beside the per-LO figures (both by default). */
export interface ResultDetail {
  /** The per-student rows (`students`); without them `students` is empty. */
  students?: boolean;
  /** The per-class figures (`byClass`); without them each `byClass` is empty. */
  classes?: boolean;
}

const SAFE = Number.MAX_SAFE_INTEGER;
const BIG_SAFE = BigInt(SAFE);
const NO_SCORES: ArrayLike<number> = { length: 0 };

interface Slot {
  /** w_jk / S_jk = coef / den of the LO. */
  coef: bigint;
  weightZero: boolean;
  /** Scaled scores (x * 10^P, exact integers) by student position; NaN = missing. */
  xs: Float64Array;
  /** The largest scaled score. */
  max: number;
}

interface LoCalc {
  loId: string;
  target: number;
  t: Rational;
  den: bigint;
  slots: Slot[];
  /** Numerators of a_sj over `den` by student position: doubles (exact) or BigInts. */
  num: Float64Array | bigint[];
  /** Band position in input.bands by student position (-1: none). */
  band: Int16Array;
  meets: Uint8Array;
  missing: Uint16Array;
  zeros: Uint16Array;
  /** Upper bound of any numerator (for exact sums in doubles). */
  maxNum: bigint;
}

/** The band of an attainment: the one with the highest lower bound not above it. */
export function bandOf(a: Rational, bands: readonly AolBand[]): AolBand | null {
  let best: AolBand | null = null;
  for (const b of bands) {
    if (a.gte(b.min) && (best === null || Rational.from(b.min).cmp(best.min) > 0)) best = b;
  }
  return best;
}

/** ceil(a / b) for b > 0. */
function ceilDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return q * b < a ? q + 1n : q;
}

/** A BigInt threshold as a double that compares the same with any safe integer. */
function asBound(t: bigint): number {
  if (t > BIG_SAFE) return Number.POSITIVE_INFINITY;
  if (t < -BIG_SAFE) return Number.NEGATIVE_INFINITY;
  return Number(t);
}

/** The number of decimals of a score (from its shortest decimal text). */
function decimalsOf(x: number): number {
  return Number.isInteger(x) ? 0 : scaledDecimal(x).scale;
}

/** x * 10^p as an exact integer (x has at most p decimals). */
function scaled(x: number, p: number, tens: readonly number[]): number {
  let v: number;
  if (Number.isInteger(x)) v = x * tens[p];
  else {
    const { int, scale } = scaledDecimal(x);
    const big = int * 10n ** BigInt(p - scale);
    v = big > BIG_SAFE || big < -BIG_SAFE ? Number.NaN : Number(big);
  }
  if (!Number.isSafeInteger(v)) throw new RangeError(`score too large: ${x}`);
  return v;
}

/** The object form (one row per score) as columns: last score of a cell wins, strangers ignored. */
function columnsOf(input: QuantInput): QuantColumn[] {
  const n = input.students.length;
  const index = new Map(input.students.map((s, i) => [s.studentId, i]));
  const byLo = new Map<string, Map<string, Float64Array>>();
  for (const a of input.aims) {
    const mine = byLo.get(a.loId) ?? new Map<string, Float64Array>();
    byLo.set(a.loId, mine);
    if (!mine.has(a.componentKey)) mine.set(a.componentKey, new Float64Array(n).fill(Number.NaN));
  }
  for (const x of input.scores) {
    if (!Number.isFinite(x.score)) throw new RangeError(`score not a number: ${x.score}`);
    const column = byLo.get(x.loId)?.get(x.componentKey);
    const i = index.get(x.studentId);
    if (column && i !== undefined) column[i] = x.score;
  }
  return [...byLo].flatMap(([loId, mine]) =>
    [...mine].map(([componentKey, scores]) => ({ loId, componentKey, scores })),
  );
}

export function quantitativeResults(input: QuantInput, detail: ResultDetail = {}): CourseResult {
  return quantitativeColumnResults({ ...input, columns: columnsOf(input) }, detail);
}

/** quantitativeResults with the scores by column (what a server loads for many students). */
export function quantitativeColumnResults(input: QuantColumnsInput, detail: ResultDetail = {}): CourseResult {
  const n = input.students.length;
  const columns = new Map<string, Map<string, ArrayLike<number>>>();
  for (const c of input.columns) {
    const mine = columns.get(c.loId) ?? new Map<string, ArrayLike<number>>();
    columns.set(c.loId, mine);
    mine.set(c.componentKey, c.scores);
  }
  const bandsDesc = input.bands
    .map((b, at) => ({ at, min: Rational.from(b.min) }))
    .sort((x, y) => y.min.cmp(x.min));

  const los: LoCalc[] = [...groupBy(input.aims, (a) => a.loId).entries()].map(([loId, aims]) => {
    const c = aims.map((a) => Rational.from(a.weight).div(Rational.from(a.marks)));
    const L = lcmOf(c.map((r) => r.d));
    // The column of a (LO, component) goes to its last aim (a repeated aim's earlier ones see none).
    const owner = new Map(aims.map((a, i) => [a.componentKey, i]));
    const raw = aims.map((a, i) =>
      owner.get(a.componentKey) === i ? (columns.get(loId)?.get(a.componentKey) ?? NO_SCORES) : NO_SCORES,
    );
    // P: the most decimals of any score of the LO.
    let P = 0;
    for (const col of raw) {
      const m = Math.min(n, col.length);
      for (let i = 0; i < m; i++) {
        const x = col[i];
        if (!Number.isNaN(x) && !Number.isInteger(x)) P = Math.max(P, decimalsOf(x));
      }
    }
    const tens = Array.from({ length: P + 1 }, (_, e) => 10 ** e);
    const slots: Slot[] = aims.map((_, k) => {
      const xs = new Float64Array(n).fill(Number.NaN);
      const col = raw[k];
      const m = Math.min(n, col.length);
      let max = 0;
      for (let i = 0; i < m; i++) {
        const x = col[i];
        if (Number.isNaN(x)) continue;
        const v = scaled(x, P, tens);
        xs[i] = v;
        if (Math.abs(v) > max) max = Math.abs(v);
      }
      return { coef: c[k].n * (L / c[k].d), weightZero: c[k].isZero(), xs, max };
    });
    const target = targetOf(input.targets[loId], AOL_DEFAULTS.target);
    const maxNum = slots.reduce((t, s) => t + (s.coef < 0n ? -s.coef : s.coef) * BigInt(s.max), 0n);
    return {
      loId,
      target,
      t: Rational.from(target),
      den: L * 10n ** BigInt(P),
      slots,
      num: [],
      band: new Int16Array(n).fill(-1),
      meets: new Uint8Array(n),
      missing: new Uint16Array(n),
      zeros: new Uint16Array(n),
      maxNum,
    };
  });

  for (const lo of los) {
    // a_sj >= m  <=>  num * m.d >= m.n * den  <=>  num >= ceil(m.n * den / m.d)  (den, m.d > 0)
    const bound = (m: Rational) => ceilDiv(m.n * lo.den, m.d);
    const tBound = bound(lo.t);
    const bandBounds = bandsDesc.map((b) => ({ at: b.at, bound: bound(b.min) }));
    for (const s of lo.slots)
      for (let i = 0; i < n; i++) {
        const x = s.xs[i];
        if (Number.isNaN(x)) lo.missing[i]++;
        else if (x === 0) lo.zeros[i]++;
      }
    if (lo.maxNum <= BIG_SAFE) {
      // Exact in doubles: every partial sum is an integer below 2^53.
      const num = new Float64Array(n);
      for (const s of lo.slots) {
        const coef = Number(s.coef);
        const xs = s.xs;
        for (let i = 0; i < n; i++) {
          const x = xs[i];
          if (!Number.isNaN(x)) num[i] += coef * x;
        }
      }
      const t = asBound(tBound);
      const bands = bandBounds.map((b) => ({ at: b.at, bound: asBound(b.bound) }));
      for (let i = 0; i < n; i++) {
        const v = num[i];
        lo.meets[i] = v >= t ? 1 : 0;
        for (const b of bands)
          if (v >= b.bound) {
            lo.band[i] = b.at;
            break;
          }
      }
      lo.num = num;
    } else {
      const num: bigint[] = new Array(n).fill(0n);
      for (const s of lo.slots)
        for (let i = 0; i < n; i++) {
          const x = s.xs[i];
          if (!Number.isNaN(x)) num[i] += s.coef * BigInt(x);
        }
      for (let i = 0; i < n; i++) {
        const v = num[i];
        lo.meets[i] = v >= tBound ? 1 : 0;
        for (const b of bandBounds)
          if (v >= b.bound) {
            lo.band[i] = b.at;
            break;
          }
      }
      lo.num = num;
    }
  }

  const sumNum = (lo: LoCalc, rows: readonly number[]): bigint => {
    const num = lo.num;
    if (num instanceof Float64Array && lo.maxNum * BigInt(rows.length) <= BIG_SAFE) {
      let t = 0;
      for (const i of rows) t += num[i];
      return BigInt(t);
    }
    let t = 0n;
    for (const i of rows) t += num instanceof Float64Array ? BigInt(num[i]) : num[i];
    return t;
  };

  const figures = (lo: LoCalc, rows: readonly number[]): { figures: LoFigures; A: Rational | null } => {
    let A: Rational | null = null;
    if (rows.length > 0 && input.missingMethod === 'exclude') {
      // sum over k of w_jk * (mean of the x_sjk present) / S_jk
      const terms: Rational[] = [];
      for (const s of lo.slots) {
        if (s.weightZero) continue;
        // Exact in doubles: at most rows.length scores of at most s.max each.
        const inDoubles = s.max * rows.length <= SAFE;
        let small = 0;
        let big = 0n;
        let count = 0;
        for (const i of rows) {
          const x = s.xs[i];
          if (!Number.isNaN(x)) {
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
      A = Rational.ratio(sumNum(lo, rows), BigInt(rows.length) * lo.den);
    }
    const counts = new Array<number>(input.bands.length).fill(0);
    let missingScores = 0;
    let typedZeros = 0;
    let meeting = 0;
    for (const i of rows) {
      const b = lo.band[i];
      if (b >= 0) counts[b]++;
      missingScores += lo.missing[i];
      typedZeros += lo.zeros[i];
      meeting += lo.meets[i];
    }
    return {
      A,
      figures: {
        students: rows.length,
        missingScores,
        typedZeros,
        A: A === null ? null : attainmentFigure(A),
        P: percentFigure(meeting, rows.length),
        met: A === null ? null : A.gte(lo.t),
        bands: input.bands.map((b, at) => ({
          name: b.name,
          ...(b.nameEn !== undefined ? { nameEn: b.nameEn } : {}),
          count: counts[at],
        })),
      },
    };
  };

  const all = Array.from({ length: n }, (_, i) => i);
  const classes = detail.classes === false ? [] : [...groupBy(all, (i) => input.students[i].classId)];
  const courseAs: (Rational | null)[] = [];
  const summaries: LoSummary[] = los.map((lo) => {
    const pooled = figures(lo, all);
    courseAs.push(pooled.A);
    const byClass = classes.map(([classId, rows]) => ({ classId, ...figures(lo, rows).figures }));
    return { loId: lo.loId, target: lo.target, ...pooled.figures, byClass };
  });

  const students =
    detail.students === false
      ? []
      : input.students.map((student, i) => ({
          studentId: student.studentId,
          classId: student.classId,
          los: los.map((lo): StudentLo => {
            const num = lo.num[i];
            const b = lo.band[i];
            return {
              loId: lo.loId,
              a:
                typeof num === 'number' && lo.den <= BIG_SAFE
                  ? ratioFigure(num, Number(lo.den), AOL_DIGITS.attainment)
                  : attainmentFigure(Rational.ratio(num, lo.den)),
              met: lo.meets[i] === 1,
              band: b >= 0 ? input.bands[b].name : null,
              missing: lo.missing[i],
              zeros: lo.zeros[i],
            };
          }),
        }));

  const A = applyRule(courseAs, input.courseRule);
  return {
    method: 'quantitative',
    students,
    los: summaries,
    course: { A: A === null ? null : attainmentFigure(A), rule: input.courseRule },
  };
}
