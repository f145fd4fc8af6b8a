import type { Figure } from '@accredit/shared';
import type { Executor } from '../../core/db.ts';
import type { MapProgramme } from '../curriculum/map-data.ts';
import { goalsAndLos, type YearRules } from './results-data.ts';
import { programmeYears } from './results-programme.ts';

/**
 * A programme's trend across its evaluation years (issue 17 item 4, the trend chart): for every
 * objective its B_j (A_j without indirect measures) and for every goal its G_g in each year,
 * oldest first; a year that did not assess an objective has no figure for it.
 */
export interface TrendPoint {
  evaluationYearId: string;
  figure: Figure | null;
  met: boolean | null;
}

export async function trendOf(db: Executor, programme: MapProgramme, years: readonly YearRules[]) {
  const { goals, los } = await goalsAndLos(db, programme.id);
  const { computed } = await programmeYears(db, years);
  return {
    programme: { id: programme.id, code: programme.code, name: programme.name, nameEn: programme.nameEn },
    years: years.map((y) => ({ id: y.id, name: y.name, schoolYear: y.schoolYear, startYear: y.startYear })),
    los: los.map((l) => ({
      loId: l.id,
      code: l.code,
      name: l.name,
      nameEn: l.nameEn,
      lgId: l.lgId,
      points: computed.map((d): TrendPoint => {
        const r = d.result.los.find((x) => x.loId === l.id);
        return { evaluationYearId: d.year.id, figure: r ? (r.B ?? r.A) : null, met: r?.met ?? null };
      }),
    })),
    goals: goals.map((g) => ({
      lgId: g.id,
      code: g.code,
      name: g.name,
      nameEn: g.nameEn,
      points: computed.map((d): TrendPoint => {
        const r = d.result.goals.find((x) => x.lgId === g.id);
        return { evaluationYearId: d.year.id, figure: r?.G ?? null, met: r?.met ?? null };
      }),
    })),
  };
}
