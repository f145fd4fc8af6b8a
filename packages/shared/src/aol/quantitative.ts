import { AOL_DEFAULTS, type AolAim, type AolBand } from './config.ts';
import { meanOf, Rational } from './exact.ts';
import { attainmentFigure, percentFigure } from './figures.ts';
import { applyRule, groupBy, targetOf } from './rules.ts';
import type { AolStudent, CourseResult, LoFigures, LoSummary, QuantInput, StudentLo } from './types.ts';

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
 */

interface Aim {
  componentKey: string;
  w: Rational;
  S: Rational;
}

interface StudentCalc {
  student: AolStudent;
  a: Rational;
  missing: number;
  zeros: number;
}

const cell = (studentId: string, loId: string, componentKey: string) =>
  `${studentId}\u0000${loId}\u0000${componentKey}`;

/** The band of an attainment: the one with the highest lower bound not above it. */
export function bandOf(a: Rational, bands: readonly AolBand[]): AolBand | null {
  let best: AolBand | null = null;
  for (const b of bands) {
    if (a.gte(b.min) && (best === null || Rational.from(b.min).cmp(best.min) > 0)) best = b;
  }
  return best;
}

function bandCounts(values: readonly Rational[], bands: readonly AolBand[]): LoFigures['bands'] {
  const counts = new Map<AolBand, number>(bands.map((b) => [b, 0]));
  for (const a of values) {
    const b = bandOf(a, bands);
    if (b) counts.set(b, (counts.get(b) ?? 0) + 1);
  }
  return bands.map((b) => ({
    name: b.name,
    ...(b.nameEn !== undefined ? { nameEn: b.nameEn } : {}),
    count: counts.get(b) ?? 0,
  }));
}

export function quantitativeResults(input: QuantInput): CourseResult {
  const aims = groupBy<AolAim, string>(input.aims, (a) => a.loId);
  const loIds = [...aims.keys()];
  const exactAims = new Map<string, Aim[]>(
    loIds.map((j) => [
      j,
      (aims.get(j) ?? []).map((a) => ({
        componentKey: a.componentKey,
        w: Rational.from(a.weight),
        S: Rational.from(a.marks),
      })),
    ]),
  );
  const scores = new Map<string, Rational>();
  for (const x of input.scores) scores.set(cell(x.studentId, x.loId, x.componentKey), Rational.from(x.score));
  const targets = new Map(loIds.map((j) => [j, targetOf(input.targets[j], AOL_DEFAULTS.target)]));

  // a_sj of every student and LO.
  const calc = new Map<string, StudentCalc[]>();
  for (const j of loIds) {
    calc.set(
      j,
      input.students.map((student) => {
        let a = Rational.ZERO;
        let missing = 0;
        let zeros = 0;
        for (const k of exactAims.get(j) ?? []) {
          const x = scores.get(cell(student.studentId, j, k.componentKey));
          if (x === undefined) missing++;
          else {
            if (x.isZero()) zeros++;
            a = a.add(k.w.mul(x).div(k.S));
          }
        }
        return { student, a, missing, zeros };
      }),
    );
  }

  /** "exclude missing": sum over k of w_jk * (mean of the x_sjk present) / S_jk. */
  const excluding = (j: string, rows: readonly StudentCalc[]): Rational | null => {
    let A = Rational.ZERO;
    for (const k of exactAims.get(j) ?? []) {
      if (k.w.isZero()) continue;
      const xs = rows
        .map((r) => scores.get(cell(r.student.studentId, j, k.componentKey)))
        .filter((x): x is Rational => x !== undefined);
      if (xs.length === 0) return null;
      A = A.add(k.w.mul(meanOf(xs)).div(k.S));
    }
    return A;
  };

  const figures = (j: string, rows: readonly StudentCalc[]): { figures: LoFigures; A: Rational | null } => {
    const t = targets.get(j) ?? AOL_DEFAULTS.target;
    const A =
      rows.length === 0
        ? null
        : input.missingMethod === 'exclude'
          ? excluding(j, rows)
          : meanOf(rows.map((r) => r.a));
    const meeting = rows.filter((r) => r.a.gte(t)).length;
    return {
      A,
      figures: {
        students: rows.length,
        missingScores: rows.reduce((s, r) => s + r.missing, 0),
        typedZeros: rows.reduce((s, r) => s + r.zeros, 0),
        A: A === null ? null : attainmentFigure(A),
        P: percentFigure(meeting, rows.length),
        met: A === null ? null : A.gte(t),
        bands: bandCounts(
          rows.map((r) => r.a),
          input.bands,
        ),
      },
    };
  };

  const courseAs: (Rational | null)[] = [];
  const los: LoSummary[] = loIds.map((j) => {
    const rows = calc.get(j) ?? [];
    const pooled = figures(j, rows);
    courseAs.push(pooled.A);
    const byClass = [...groupBy(rows, (r) => r.student.classId).entries()].map(([classId, mine]) => ({
      classId,
      ...figures(j, mine).figures,
    }));
    return { loId: j, target: targets.get(j) ?? AOL_DEFAULTS.target, ...pooled.figures, byClass };
  });

  const students = input.students.map((student, i) => ({
    studentId: student.studentId,
    classId: student.classId,
    los: loIds.map((j): StudentLo => {
      const r = (calc.get(j) ?? [])[i];
      const band = bandOf(r.a, input.bands);
      return {
        loId: j,
        a: attainmentFigure(r.a),
        met: r.a.gte(targets.get(j) ?? AOL_DEFAULTS.target),
        band: band ? band.name : null,
        missing: r.missing,
        zeros: r.zeros,
      };
    }),
  }));

  const A = applyRule(courseAs, input.courseRule);
  return {
    method: 'quantitative',
    students,
    los,
    course: { A: A === null ? null : attainmentFigure(A), rule: input.courseRule },
  };
}
