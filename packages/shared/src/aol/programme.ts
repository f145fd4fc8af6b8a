import { AOL_DEFAULTS } from './config.ts';
import { meanOf, Rational, sumOf } from './exact.ts';
import { attainmentFigure, figureRational } from './figures.ts';
import { applyRule, groupBy, targetOf } from './rules.ts';
import type { ProgrammeGoal, ProgrammeInput, ProgrammeLo, ProgrammeResult } from './types.ts';

/**
 * Programme-level figures of one evaluation year (DOMAIN.md section 5), exact:
 * - A_j = sum over the courses c assessing j of v_cj * A_cj, v_cj = map weight of (c, j) / sum of
 *   the map weights of those courses. A course assessing j without a map cell is an error
 *   (listed in `errors`) and A_j is then not computed (null), never a weight of 0.
 * - I_j = mean of answer / scale maximum over every answer mapped to j (pooled; answers that are
 *   not numbers, or with a scale maximum not above 0, are left out); null when there is none.
 * - B_j = theta * A_j + (1 - theta) * I_j when I_j exists, else A_j; met = B_j >= t_j unrounded.
 * - G_g = min (or mean) of B_j over the goal's LOs assessed that year (those with a course);
 *   null when none is, or when one of them has no B_j; met = G_g >= the goal's target.
 */
export function programmeResults(input: ProgrammeInput): ProgrammeResult {
  const weights = input.mapWeights ?? AOL_DEFAULTS.mapWeights;
  const theta = Rational.from(input.theta ?? AOL_DEFAULTS.theta);
  const goalRule = input.goalRule ?? AOL_DEFAULTS.goalRule;
  const levels = new Map(input.mapLevels.map((m) => [`${m.courseId}\u0000${m.loId}`, m.level]));
  const byLo = groupBy(input.courseResults, (r) => r.loId);
  const answers = groupBy(
    (input.indirect ?? []).flatMap((i) => i.answers.map((a) => ({ loId: i.loId, ...a }))),
    (a) => a.loId,
  );
  const errors: ProgrammeResult['errors'] = [];

  const los: ProgrammeLo[] = input.los.map((lo) => {
    const target = targetOf(lo.target, AOL_DEFAULTS.target);
    const courses: ProgrammeLo['courses'] = (byLo.get(lo.id) ?? []).map((r) => ({
      courseId: r.courseId,
      A: r.A,
      level: levels.get(`${r.courseId}\u0000${lo.id}`) ?? null,
      v: null,
    }));
    for (const c of courses)
      if (c.level === null) errors.push({ kind: 'noMapCell', courseId: c.courseId, loId: lo.id });

    let A: Rational | null = null;
    if (courses.length > 0 && courses.every((c) => c.level !== null)) {
      const w = courses.map((c) => Rational.from(c.level === null ? 0 : weights[c.level]));
      const total = sumOf(w);
      if (!total.isZero()) {
        const v = w.map((x) => x.div(total));
        courses.forEach((c, i) => {
          c.v = attainmentFigure(v[i]);
        });
        A = sumOf(courses.map((c, i) => v[i].mul(figureRational(c.A))));
      }
    }

    const ratios = (answers.get(lo.id) ?? [])
      .filter((a) => Number.isFinite(a.value) && Number.isFinite(a.scaleMax) && a.scaleMax > 0)
      .map((a) => Rational.from(a.value).div(a.scaleMax));
    const I = ratios.length === 0 ? null : meanOf(ratios);
    const B = A === null ? null : I === null ? A : theta.mul(A).add(Rational.ONE.sub(theta).mul(I));
    return {
      loId: lo.id,
      code: lo.code,
      lgId: lo.lgId,
      target,
      courses,
      A: A === null ? null : attainmentFigure(A),
      I: I === null ? null : attainmentFigure(I),
      B: B === null ? null : attainmentFigure(B),
      met: B === null ? null : B.gte(target),
    };
  });

  const goals: ProgrammeGoal[] = input.goals.map((g) => {
    const target = targetOf(g.target, AOL_DEFAULTS.goalTarget);
    const assessed = los.filter((lo) => lo.lgId === g.id && lo.courses.length > 0);
    const G = applyRule(
      assessed.map((lo) => (lo.B === null ? null : figureRational(lo.B))),
      goalRule,
    );
    return {
      lgId: g.id,
      code: g.code,
      target,
      G: G === null ? null : attainmentFigure(G),
      met: G === null ? null : G.gte(target),
    };
  });

  return { los, goals, errors };
}
