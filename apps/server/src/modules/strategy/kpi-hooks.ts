import { isLiveSource, KPI_LIVE_META } from '@accredit/shared';
import { inArray } from 'drizzle-orm';
import type { HookContext, ResourceHooks } from '../../crud/hooks.ts';
import type { Row } from '../../crud/present.ts';
import { performanceTargetYearTable as targetYears } from '../resources/schema.ts';

/**
 * Rules of performance targets kept by the engine's hooks: a programme narrows only a source that
 * has programmes (Table 3-1 and 8-1 are the school's: a programme there would promise a figure the
 * product does not compute); the baseline year goes with a baseline; deleting a KPI deletes its
 * years (they mean nothing without it).
 */
export const performanceTargetHooks: ResourceHooks = {
  beforeWrite(_ctx: HookContext, values: Row, existing: Row | null) {
    const merged = { ...(existing ?? {}), ...values };
    const problems: Record<string, string> = {};
    const source = String(merged.source ?? '');
    const programme = merged.sourceProgrammeId;
    if (programme !== null && programme !== undefined && programme !== '') {
      if (!isLiveSource(source) || !KPI_LIVE_META[source].programme)
        problems.sourceProgrammeId = 'kpi.errors.programmeNotApplicable';
    }
    const baseline = merged.baseline;
    const hasBaseline = baseline !== null && baseline !== undefined && baseline !== '';
    const baselineYear = merged.baselineYear;
    if (!hasBaseline && baselineYear !== null && baselineYear !== undefined && baselineYear !== '')
      problems.baseline = 'kpi.errors.baselineMissing';
    return problems;
  },
  async beforeDelete(ctx: HookContext, rows: Row[]) {
    const ids = rows.map((r) => String(r.id));
    if (ids.length) await ctx.tx.delete(targetYears).where(inArray(targetYears.targetId, ids));
  },
};
