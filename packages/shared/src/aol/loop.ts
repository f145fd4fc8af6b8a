import type { BeforeAfter, BeforeAfterPoint, Finding, ProgrammeResult, YearResult } from './types.ts';

/**
 * Closing the loop (DOMAIN.md section 5): every LO (by B_j) and goal (by G_g) not met becomes a
 * finding with its figure and target, LOs first, in the result's order. Figures that could not
 * be computed (met null) are not findings.
 */
export function unmetFindings(programme: ProgrammeResult): Finding[] {
  const out: Finding[] = [];
  for (const lo of programme.los) {
    if (lo.met === false && lo.B)
      out.push({ kind: 'lo', id: lo.loId, code: lo.code, figure: lo.B, target: lo.target });
  }
  for (const g of programme.goals) {
    if (g.met === false && g.G)
      out.push({ kind: 'goal', id: g.lgId, code: g.code, figure: g.G, target: g.target });
  }
  return out;
}

function point(year: YearResult, loId: string): BeforeAfterPoint | null {
  const lo = year.result.los.find((l) => l.loId === loId);
  const figure = lo ? (lo.B ?? lo.A) : null;
  return { startYear: year.startYear, label: year.label, figure, met: lo ? lo.met : null };
}

function assesses(year: YearResult, loId: string): boolean {
  if (year.loIds) return year.loIds.includes(loId);
  const lo = year.result.los.find((l) => l.loId === loId);
  return !!lo && (lo.B ?? lo.A) !== null;
}

/**
 * Before and after an action tied to LO `loId` and the year starting `startYear`: the LO's B_j
 * (or A_j) that year, and in the next year after it that assesses the LO (null when none yet).
 */
export function beforeAfter(loId: string, startYear: number, years: readonly YearResult[]): BeforeAfter {
  const same = years.find((y) => y.startYear === startYear);
  const next = years
    .filter((y) => y.startYear > startYear && assesses(y, loId))
    .sort((a, b) => a.startYear - b.startYear)[0];
  return { loId, before: same ? point(same, loId) : null, after: next ? point(next, loId) : null };
}
