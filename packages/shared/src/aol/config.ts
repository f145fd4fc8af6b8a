import { z } from 'zod';
import type { MapLevel } from '../curriculum/map.ts';
import { Rational, sumOf } from './exact.ts';

/**
 * The configuration of an assessment (DOMAIN.md section 5) as zod schemas, the school defaults,
 * and the checks that name every problem with an i18n key of namespace `aol`.
 */

export const AOL_COMPONENT_KINDS = ['ordinary', 'test', 'exam', 'topic', 'other'] as const;
export type AolComponentKind = (typeof AOL_COMPONENT_KINDS)[number];

/** A component k (ordinary grade, test, exam, related topic ...) with its full marks F_k. */
export const zAolComponent = z.object({
  key: z.string().min(1).max(40),
  kind: z.enum(AOL_COMPONENT_KINDS),
  name: z.string().min(1).max(100),
  nameEn: z.string().max(200).optional(),
  fullMarks: z.number().positive(),
});

/** The marks S_jk of component k aimed at LO j and their weight w_jk. */
export const zAolAim = z.object({
  loId: z.string().min(1),
  componentKey: z.string().min(1),
  marks: z.number().positive(),
  weight: z.number().min(0).max(1),
});

/** One score band of the quantitative gauge: a_sj >= min. */
export const zAolBand = z.object({
  name: z.string(),
  nameEn: z.string().optional(),
  min: z.number().min(0).max(1),
});

/** One level of the rubric (qualitative gauge). */
export const zAolRubricLevel = z.object({
  name: z.string(),
  nameEn: z.string().optional(),
  score: z.number().min(0),
});

export const zMissingMethod = z.enum(['zero', 'exclude']);
export const zAolRule = z.enum(['min', 'mean']);

export type AolComponent = z.infer<typeof zAolComponent>;
export type AolAim = z.infer<typeof zAolAim>;
export type AolBand = z.infer<typeof zAolBand>;
export type AolRubricLevel = z.infer<typeof zAolRubricLevel>;
export type MissingMethod = z.infer<typeof zMissingMethod>;
export type AolRule = z.infer<typeof zAolRule>;

export interface AolDefaults {
  mapWeights: Record<MapLevel, number>;
  bands: AolBand[];
  rubric: AolRubricLevel[];
  target: number;
  goalTarget: number;
  theta: number;
  missingMethod: MissingMethod;
  courseRule: AolRule;
  goalRule: AolRule;
  cycleYears: number;
}

export const AOL_DEFAULTS: AolDefaults = {
  mapWeights: { H: 3, M: 2, L: 1 },
  bands: [
    { name: '优秀', nameEn: 'Exceeds', min: 0.85 },
    { name: '达标', nameEn: 'Meets', min: 0.7 },
    { name: '未达标', nameEn: 'Below', min: 0 },
  ],
  rubric: [
    { name: '优秀', nameEn: 'Excellent', score: 90 },
    { name: '良好', nameEn: 'Good', score: 80 },
    { name: '中等', nameEn: 'Medium', score: 70 },
    { name: '较差', nameEn: 'Poor', score: 60 },
  ],
  target: 0.7,
  goalTarget: 0.7,
  theta: 0.8,
  missingMethod: 'zero',
  courseRule: 'min',
  goalRule: 'min',
  cycleYears: 5,
};

/** One problem: where (e.g. "aims.2.marks"), an i18n key of namespace `aol`, its values. */
export interface AolProblem {
  path: string;
  key: string;
  params?: Record<string, string | number>;
}

const problem = (path: string, key: string, params?: AolProblem['params']): AolProblem =>
  params ? { path, key, params } : { path, key };

/** Unique keys, F_k > 0. */
export function checkComponents(components: readonly AolComponent[]): AolProblem[] {
  const out: AolProblem[] = [];
  const seen = new Set<string>();
  components.forEach((c, i) => {
    const key = c.key.trim();
    if (!key) out.push(problem(`components.${i}.key`, 'aol.components.keyRequired'));
    else if (seen.has(key)) out.push(problem(`components.${i}.key`, 'aol.components.keyRepeated', { key }));
    seen.add(key);
    if (!c.name.trim()) out.push(problem(`components.${i}.name`, 'aol.components.nameRequired'));
    if (!(Number.isFinite(c.fullMarks) && c.fullMarks > 0))
      out.push(problem(`components.${i}.fullMarks`, 'aol.components.fullMarksPositive', { key }));
  });
  return out;
}

/**
 * Each aim names a known component and LO, 0 < S_jk <= F_k, a weight in [0, 1]; the weights of
 * each LO sum to exactly 1 (in exact arithmetic); every LO has an aim.
 */
export function checkAims(
  aims: readonly AolAim[],
  components: readonly AolComponent[],
  loIds: readonly string[],
): AolProblem[] {
  const out: AolProblem[] = [];
  const full = new Map(components.map((c) => [c.key, c.fullMarks]));
  const los = new Set(loIds);
  const pairs = new Set<string>();
  aims.forEach((a, i) => {
    const at = `aims.${i}`;
    if (!los.has(a.loId)) out.push(problem(`${at}.loId`, 'aol.aims.unknownLo', { loId: a.loId }));
    const fk = full.get(a.componentKey);
    if (fk === undefined)
      out.push(problem(`${at}.componentKey`, 'aol.aims.unknownComponent', { key: a.componentKey }));
    const pair = `${a.loId}\u0000${a.componentKey}`;
    if (pairs.has(pair))
      out.push(problem(`${at}.componentKey`, 'aol.aims.repeated', { key: a.componentKey }));
    pairs.add(pair);
    if (!(Number.isFinite(a.marks) && a.marks > 0))
      out.push(problem(`${at}.marks`, 'aol.aims.marksPositive'));
    else if (fk !== undefined && Rational.from(a.marks).cmp(fk) > 0)
      out.push(problem(`${at}.marks`, 'aol.aims.marksOverFull', { max: fk }));
    if (!(Number.isFinite(a.weight) && a.weight >= 0 && a.weight <= 1))
      out.push(problem(`${at}.weight`, 'aol.aims.weightRange'));
  });
  for (const loId of loIds) {
    const mine = aims.filter((a) => a.loId === loId && Number.isFinite(a.weight));
    if (mine.length === 0) {
      out.push(problem(`los.${loId}`, 'aol.aims.loWithoutAim', { loId }));
      continue;
    }
    const total = sumOf(mine.map((a) => Rational.from(a.weight)));
    if (total.cmp(1) !== 0)
      out.push(problem(`los.${loId}`, 'aol.aims.weightsTotal', { loId, total: total.roundHalfUp(3) }));
  }
  return out;
}

/** Band names required and unique; one band starts at 0 so every a_sj has a band. */
export function checkBands(bands: readonly AolBand[]): AolProblem[] {
  const out: AolProblem[] = [];
  const seen = new Set<string>();
  bands.forEach((b, i) => {
    const name = b.name.trim();
    if (!name) out.push(problem(`bands.${i}.name`, 'aol.bands.nameRequired'));
    else if (seen.has(name)) out.push(problem(`bands.${i}.name`, 'aol.bands.nameRepeated', { name }));
    seen.add(name);
    if (!(Number.isFinite(b.min) && b.min >= 0 && b.min <= 1))
      out.push(problem(`bands.${i}.min`, 'aol.bands.minRange'));
  });
  if (!bands.some((b) => b.min === 0)) out.push(problem('bands', 'aol.bands.noZero'));
  return out;
}

/** Rubric level names required and unique; at least one level scores above 0. */
export function checkRubric(levels: readonly AolRubricLevel[]): AolProblem[] {
  const out: AolProblem[] = [];
  const seen = new Set<string>();
  levels.forEach((l, i) => {
    const name = l.name.trim();
    if (!name) out.push(problem(`rubric.${i}.name`, 'aol.rubric.nameRequired'));
    else if (seen.has(name)) out.push(problem(`rubric.${i}.name`, 'aol.rubric.nameRepeated', { name }));
    seen.add(name);
    if (!(Number.isFinite(l.score) && l.score >= 0))
      out.push(problem(`rubric.${i}.score`, 'aol.rubric.scoreRange'));
  });
  if (!levels.some((l) => Number.isFinite(l.score) && l.score > 0))
    out.push(problem('rubric', 'aol.rubric.noTop'));
  return out;
}

/** A score x_sjk must be a number with 0 <= x <= S_jk. */
export function scoreProblem(value: unknown, max: number): AolProblem | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return problem('score', 'aol.scores.notANumber');
  if (value < 0 || Rational.from(value).cmp(max) > 0)
    return problem('score', 'aol.scores.outOfRange', { max });
  return null;
}
