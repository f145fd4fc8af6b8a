import { AOL_DEFAULTS, type AolRubricLevel } from './config.ts';
import { Rational } from './exact.ts';
import { attainmentFigure, percentFigure } from './figures.ts';
import type { ResultDetail } from './quantitative.ts';
import { applyRule, groupBy, targetOf } from './rules.ts';
import type { AolStudent, CourseResult, LoFigures, LoSummary, QualInput, StudentLo } from './types.ts';

/**
 * Qualitative (rubric) results of one course (DOMAIN.md section 5, step 3), exact:
 * top = the highest level score; for each LO j over the sampled students rated on it,
 * A_cj = sum over levels of (students at the level * level score) / (students rated * top),
 * P_cj = students whose level score / top >= t_j, over students rated; the counts per level (in
 * rubric order) take the place of band counts. A sampled student without a rating (or with a
 * level the rubric does not name) is not counted and shows as missing. A_c = min (or mean).
 */

interface Rated {
  student: AolStudent;
  level: AolRubricLevel | null;
  /** level score / top */
  a: Rational | null;
}

export function qualitativeResults(input: QualInput, detail: ResultDetail = {}): CourseResult {
  const levels = new Map<string, AolRubricLevel>();
  for (const l of input.rubric) if (!levels.has(l.name.trim())) levels.set(l.name.trim(), l);
  const top = input.rubric.reduce<Rational>((m, l) => {
    const s = Rational.from(l.score);
    return s.cmp(m) > 0 ? s : m;
  }, Rational.ZERO);
  // level score / top, one fraction per level (shared by every student at it).
  const shares = new Map(
    top.isZero() ? [] : input.rubric.map((l) => [l, Rational.from(l.score).div(top)] as const),
  );
  const ratings = new Map<string, string>();
  for (const r of input.ratings) ratings.set(`${r.studentId}\u0000${r.loId}`, r.level.trim());
  const targets = new Map(input.loIds.map((j) => [j, targetOf(input.targets[j], AOL_DEFAULTS.target)]));

  const rated = new Map<string, Rated[]>(
    input.loIds.map((j) => [
      j,
      input.students.map((student) => {
        const level = levels.get(ratings.get(`${student.studentId}\u0000${j}`) ?? '') ?? null;
        const a = level ? (shares.get(level) ?? null) : null;
        return { student, level: a === null ? null : level, a };
      }),
    ]),
  );

  const figures = (j: string, rows: readonly Rated[]): { figures: LoFigures; A: Rational | null } => {
    const t = targets.get(j) ?? AOL_DEFAULTS.target;
    // Students by level: A = sum over levels of count * share / rated (the mean of the shares).
    const counts = new Map<AolRubricLevel, number>();
    let counted = 0;
    for (const r of rows)
      if (r.a !== null && r.level) {
        counts.set(r.level, (counts.get(r.level) ?? 0) + 1);
        counted++;
      }
    let sum = Rational.ZERO;
    let meeting = 0;
    for (const [level, count] of counts) {
      const share = shares.get(level) as Rational;
      sum = sum.add(share.mul(count));
      if (share.gte(t)) meeting += count;
    }
    const A = counted === 0 ? null : sum.div(counted);
    return {
      A,
      figures: {
        students: counted,
        missingScores: rows.length - counted,
        typedZeros: 0,
        A: A === null ? null : attainmentFigure(A),
        P: percentFigure(meeting, counted),
        met: A === null ? null : A.gte(t),
        bands: input.rubric.map((l) => ({
          name: l.name,
          ...(l.nameEn !== undefined ? { nameEn: l.nameEn } : {}),
          count: counts.get(l) ?? 0,
        })),
      },
    };
  };

  const courseAs: (Rational | null)[] = [];
  const los: LoSummary[] = input.loIds.map((j) => {
    const rows = rated.get(j) ?? [];
    const pooled = figures(j, rows);
    courseAs.push(pooled.A);
    const byClass =
      detail.classes === false
        ? []
        : [...groupBy(rows, (r) => r.student.classId).entries()].map(([classId, mine]) => ({
            classId,
            ...figures(j, mine).figures,
          }));
    return { loId: j, target: targets.get(j) ?? AOL_DEFAULTS.target, ...pooled.figures, byClass };
  });

  const students = (detail.students === false ? [] : input.students).map((student, i) => ({
    studentId: student.studentId,
    classId: student.classId,
    los: input.loIds.map((j): StudentLo => {
      const r = (rated.get(j) ?? [])[i];
      return {
        loId: j,
        a: r.a === null ? null : attainmentFigure(r.a),
        met: r.a === null ? null : r.a.gte(targets.get(j) ?? AOL_DEFAULTS.target),
        band: r.level ? r.level.name : null,
        missing: r.a === null ? 1 : 0,
        zeros: 0,
      };
    }),
  }));

  const A = applyRule(courseAs, input.courseRule);
  return {
    method: 'qualitative',
    students,
    los,
    course: { A: A === null ? null : attainmentFigure(A), rule: input.courseRule },
  };
}
