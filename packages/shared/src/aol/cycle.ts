import { AOL_DEFAULTS } from './config.ts';
import type { CycleInput, CycleView } from './types.ts';

/**
 * The AACSB view of the assessment cycle: for each of the programme's LOs, whether it is
 * assessed in each of the last `cycleYears` school years [5] ending with `endYear` (by default
 * the latest evaluation year), and the LOs assessed in none of them (the warning). Years without
 * an evaluation year are shown too ("2024-2025"), so gaps are visible.
 */
export function assessmentCycle(input: CycleInput): CycleView {
  const length = Math.max(1, Math.floor(input.cycleYears ?? AOL_DEFAULTS.cycleYears));
  const end = input.endYear ?? Math.max(...input.years.map((y) => y.startYear));
  if (!Number.isFinite(end)) {
    const rows = input.los.map((lo) => ({ loId: lo.id, code: lo.code, assessed: [], count: 0 }));
    return { years: [], rows, notAssessed: input.los.map((lo) => ({ loId: lo.id, code: lo.code })) };
  }
  const years = Array.from({ length }, (_, i) => {
    const startYear = end - length + 1 + i;
    const mine = input.years.filter((y) => y.startYear === startYear);
    return {
      startYear,
      label: mine[0]?.label ?? `${startYear}-${startYear + 1}`,
      evaluated: mine.length > 0,
      loIds: new Set(mine.flatMap((y) => y.loIds)),
    };
  });
  const rows = input.los.map((lo) => {
    const assessed = years.map((y) => y.loIds.has(lo.id));
    return { loId: lo.id, code: lo.code, assessed, count: assessed.filter(Boolean).length };
  });
  return {
    years: years.map(({ startYear, label, evaluated }) => ({ startYear, label, evaluated })),
    rows,
    notAssessed: rows.filter((r) => r.count === 0).map((r) => ({ loId: r.loId, code: r.code })),
  };
}
