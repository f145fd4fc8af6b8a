import { bilingual } from '@accredit/shared';
import type {
  BandCount,
  CourseResultView,
  Named,
  ProgrammeCourse,
  ProgrammeLo,
  ProgrammeResultsView,
  TrendView,
} from './api.ts';
import type { AttainmentBar, DistributionRow, RadarPoint, TrendLine } from './charts.ts';

/**
 * Pure shaping of the server's results into what the tables and charts draw (no React), so that
 * it can be tested: which bars, which bands in which order, which course's radar, which trend.
 */

/** A band's (or rubric level's) name in a language: English screens use `nameEn` when set. */
export function bandName(band: Pick<BandCount, 'name' | 'nameEn'>, locale: string): string {
  return bilingual(band, 'name', 'nameEn', locale).text;
}

/** Band names in the order they first appear (the configured order: best band first). */
export function bandOrder(lists: BandCount[][], locale: string): string[] {
  const out: string[] = [];
  for (const list of lists)
    for (const b of list) {
      const name = bandName(b, locale);
      if (!out.includes(name)) out.push(name);
    }
  return out;
}

/** A course assessment's LOs: code, label, figure and target, as the bar and radar charts want. */
export function courseBars(result: CourseResultView): AttainmentBar[] {
  return result.los.map((lo) => ({
    code: loCode(result, lo.loId),
    figure: lo.A,
    target: lo.target,
    met: lo.met,
  }));
}

/** The code of an LO of a course result (its id when the server named none). */
export function loCode(result: Pick<CourseResultView, 'los'>, loId: string): string {
  return result.los.find((l) => l.loId === loId)?.code ?? loId;
}

/** An LO of a course result with its names (code, name, nameEn), for the tables. */
export function loNamed(result: Pick<CourseResultView, 'los'>, loId: string): Named {
  const own = result.los.find((l) => l.loId === loId);
  return { id: loId, code: own?.code ?? loId, name: own?.name ?? null, nameEn: own?.nameEn ?? null };
}

/** The course of a course result as a named record (code, name, nameEn). */
export function courseNamed(result: Pick<CourseResultView, 'assessment'>): Named | null {
  const a = result.assessment;
  if (!a) return null;
  return { id: a.courseId, code: a.courseCode, name: a.courseName, nameEn: a.courseNameEn };
}

/** The band counts of a course's LOs, in the reader's language. */
export function courseDistribution(result: CourseResultView, locale: string): DistributionRow[] {
  return result.los.map((lo) => ({
    code: loCode(result, lo.loId),
    bands: lo.bands.map((b) => ({ name: bandName(b, locale), count: b.count })),
  }));
}

/** The programme's LOs as bars: the blended B_j against t_j. */
export function programmeBars(result: ProgrammeResultsView): AttainmentBar[] {
  return assessedLos(result).map((lo) => ({ code: lo.code, figure: lo.B, target: lo.target, met: lo.met }));
}

/** The LOs the year assessed (some course contributes, or a figure exists), in the answer's order. */
export function assessedLos(result: ProgrammeResultsView): ProgrammeLo[] {
  return result.los.filter((lo) => lo.courses.length > 0 || lo.B !== null);
}

/** The course whose radar to show first: the one assessing the most LOs (the first on a tie). */
export function widestCourse(result: ProgrammeResultsView): string | undefined {
  let best: { id: string; n: number } | undefined;
  for (const c of programmeCourses(result)) {
    const n = courseRadar(result, c.courseId).length;
    if (!best || n > best.n) best = { id: c.courseId, n };
  }
  return best?.id;
}

/** The goals as bars: G_g against the goal's target. */
export function goalBars(result: ProgrammeResultsView): AttainmentBar[] {
  return result.goals.map((g) => ({ code: g.code, figure: g.G, target: g.target, met: g.met }));
}

/** An assessment's band counts per LO (from the year's answer or from the course's own results). */
export type CourseBands = { loId: string; bands?: BandCount[] }[];

/**
 * The programme's band counts per LO: the counts of every course assessing it, added up by band
 * name (the courses of one year usually share the bands; a course with its own adds its own
 * names). LOs without counts are left out.
 */
export function programmeDistribution(
  los: { loId: string; code: string }[],
  courses: CourseBands[],
  locale: string,
): DistributionRow[] {
  const rows: DistributionRow[] = [];
  for (const lo of los) {
    const totals = new Map<string, number>();
    for (const course of courses)
      for (const own of course)
        if (own.loId === lo.loId)
          for (const b of own.bands ?? []) {
            const name = bandName(b, locale);
            totals.set(name, (totals.get(name) ?? 0) + b.count);
          }
    if (totals.size > 0)
      rows.push({ code: lo.code, bands: [...totals].map(([name, count]) => ({ name, count })) });
  }
  return rows;
}

/** Every band name of the courses, in their configured order. */
export function programmeBandNames(courses: CourseBands[], locale: string): string[] {
  return bandOrder(
    courses.flatMap((c) => c.map((l) => l.bands ?? [])),
    locale,
  );
}

/** The courses that assess some LO of the year: from the server's list, else from the LOs' courses. */
export function programmeCourses(result: ProgrammeResultsView): ProgrammeCourse[] {
  if (result.courses && result.courses.length > 0) return result.courses;
  const seen = new Map<string, ProgrammeCourse>();
  for (const lo of result.los)
    for (const c of lo.courses)
      if (!seen.has(c.courseId))
        seen.set(c.courseId, {
          courseId: c.courseId,
          code: c.code,
          name: c.name,
          nameEn: c.nameEn,
          kind: c.kind ?? undefined,
        });
  return [...seen.values()];
}

/** One course's radar: each LO it assesses, its A_cj against the LO's target. */
export function courseRadar(result: ProgrammeResultsView, courseId: string): RadarPoint[] {
  return result.los
    .filter((lo) => lo.courses.some((c) => c.courseId === courseId))
    .map((lo) => ({
      code: lo.code,
      figure: lo.courses.find((c) => c.courseId === courseId)?.A ?? null,
      target: lo.target,
    }));
}

/** One course's LOs as bars: its A_cj of each LO against the target, met as its own results say. */
export function courseProfile(result: ProgrammeResultsView, courseId: string): AttainmentBar[] {
  const own = result.courses?.find((c) => c.courseId === courseId)?.los ?? [];
  return result.los
    .filter((lo) => lo.courses.some((c) => c.courseId === courseId))
    .map((lo) => ({
      code: lo.code,
      figure: lo.courses.find((c) => c.courseId === courseId)?.A ?? null,
      target: lo.target,
      met: own.find((l) => l.loId === lo.loId)?.met ?? null,
    }));
}

/**
 * The trend chart: the years' names and a line per LO (or goal) that some year assessed; one
 * target line when every line shares its target (`targets` by LO or goal id).
 */
export function trendLines(
  trend: TrendView,
  targets: Record<string, number> = {},
  of: 'los' | 'goals' = 'los',
): { years: string[]; lines: TrendLine[]; target?: number } {
  const years = trend.years.map((y) => y.name || y.schoolYear || y.id);
  const rows =
    of === 'los'
      ? trend.los.map((l) => ({ id: l.loId, code: l.code, points: l.points }))
      : (trend.goals ?? []).map((g) => ({ id: g.lgId, code: g.code, points: g.points }));
  const assessed = rows.filter((r) => r.points.some((p) => p.figure !== null));
  const lines = assessed.map((r) => ({ code: r.code, figures: r.points.map((p) => p.figure) }));
  const shared = new Set(assessed.map((r) => targets[r.id]));
  const only = [...shared][0];
  return { years, lines, target: shared.size === 1 && typeof only === 'number' ? only : undefined };
}

/** LOs grouped under their goal, in the goals' order (LOs of an unknown goal last). */
export function losByGoal(
  result: ProgrammeResultsView,
): { goal: ProgrammeResultsView['goals'][number] | null; los: ProgrammeLo[] }[] {
  const groups = result.goals.map((goal) => ({
    goal,
    los: result.los.filter((lo) => lo.lgId === goal.lgId),
  }));
  const known = new Set(result.goals.map((g) => g.lgId));
  const orphans = result.los.filter((lo) => !known.has(lo.lgId));
  return orphans.length ? [...groups, { goal: null, los: orphans }] : groups;
}
