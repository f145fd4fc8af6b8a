import { meanOf, Rational, sumOf } from './exact.ts';
import { AOL_DIGITS, type Figure, percentFigure, statFigure } from './figures.ts';
import type { GradeBandKey, GradeStats } from './types.ts';

/**
 * Grade analysis of one course, class or component (DOMAIN.md section 5), exact: students, mean,
 * median (mean of the middle two for an even count), sample standard deviation (n - 1; rounded
 * half up exactly from the square root), highest, lowest, pass rate (score >= 60% of full
 * marks), excellent rate (>= 90%) and the bands >= 90%, 80-90%, 70-80%, 60-70%, < 60% of full
 * marks, each band including its lower bound. Scores that are not finite numbers are left out.
 */

export const GRADE_BANDS: readonly { key: GradeBandKey; min: number }[] = [
  { key: '90+', min: 0.9 },
  { key: '80-90', min: 0.8 },
  { key: '70-80', min: 0.7 },
  { key: '60-70', min: 0.6 },
  { key: '<60', min: 0 },
];

/** floor(sqrt(n)) of a non-negative BigInt. */
export function isqrt(n: bigint): bigint {
  if (n < 0n) throw new RangeError('isqrt of a negative number');
  if (n < 2n) return n;
  let x = BigInt(Math.floor(Math.sqrt(Number(n))));
  while (x * x > n) x--;
  while ((x + 1n) * (x + 1n) <= n) x++;
  return x;
}

/** sqrt(r) rounded half up to `digits` decimals, exactly. */
export function sqrtHalfUp(r: Rational, digits: number): string {
  const scaled = r.mul(Rational.ratio(10n ** BigInt(2 * digits)));
  let q = isqrt(scaled.n / scaled.d);
  // sqrt(scaled) >= q + 1/2  <=>  4 * scaled >= (2q + 1)^2
  if (scaled.mul(4).gte(Rational.ratio((2n * q + 1n) ** 2n))) q++;
  return Rational.ratio(q, 10n ** BigInt(digits)).roundHalfUp(digits);
}

function sdFigure(variance: Rational): Figure {
  return {
    value: Math.sqrt(variance.toNumber()),
    shown: sqrtHalfUp(variance, AOL_DIGITS.stat),
    exact: `sqrt(${variance.toString()})`,
  };
}

export function gradeAnalysis(scores: readonly number[], fullMarks: number): GradeStats {
  const xs = scores
    .filter((s) => Number.isFinite(s))
    .map((s) => Rational.from(s))
    .sort((a, b) => a.cmp(b));
  const n = xs.length;
  const F = Rational.from(fullMarks);
  const share = (x: Rational) => (F.isZero() ? Rational.ZERO : x.div(F));
  const counts = new Map<GradeBandKey, number>(GRADE_BANDS.map((b) => [b.key, 0]));
  for (const x of xs) {
    const band = GRADE_BANDS.find((b) => share(x).gte(b.min)) ?? GRADE_BANDS[GRADE_BANDS.length - 1];
    counts.set(band.key, (counts.get(band.key) ?? 0) + 1);
  }
  const bands = GRADE_BANDS.map((b) => ({ key: b.key, count: counts.get(b.key) ?? 0 }));
  if (n === 0) {
    return {
      students: 0,
      mean: null,
      median: null,
      sd: null,
      highest: null,
      lowest: null,
      passRate: null,
      excellentRate: null,
      bands,
    };
  }
  const mean = meanOf(xs);
  const median = n % 2 === 1 ? xs[(n - 1) / 2] : meanOf([xs[n / 2 - 1], xs[n / 2]]);
  const variance = n < 2 ? null : sumOf(xs.map((x) => x.sub(mean).mul(x.sub(mean)))).div(n - 1);
  return {
    students: n,
    mean: statFigure(mean),
    median: statFigure(median),
    sd: variance === null ? null : sdFigure(variance),
    highest: xs[n - 1].toNumber(),
    lowest: xs[0].toNumber(),
    passRate: percentFigure(xs.filter((x) => share(x).gte(0.6)).length, n),
    excellentRate: percentFigure(xs.filter((x) => share(x).gte(0.9)).length, n),
    bands,
  };
}
