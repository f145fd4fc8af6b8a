import type { BudgetSummaryResult, PhysicalSummaryResult, VirtualSummaryResult } from '@accredit/shared';
import { api } from '../../api/client.ts';

/** The resources area's summary calls (apps/server/src/modules/facilities/routes.ts); shapes in @accredit/shared. */
export type { BudgetCategoryRow, BudgetSummaryResult, BudgetYearRow } from '@accredit/shared';

/**
 * Each key starts with the engine's ['crud', resource] so the list's invalidation after an add,
 * edit, delete or import refreshes the totals and charts too.
 */
export const budgetSummaryKey = ['crud', 'financialResource', 'budgetSummary'] as const;
export const fetchBudgetSummary = () =>
  api.get<BudgetSummaryResult>('/aacsb/financialResource/summary', {}, { quiet: true });

export const physicalSummaryKey = ['crud', 'physicalResource', 'physicalSummary'] as const;
export const fetchPhysicalSummary = () =>
  api.get<PhysicalSummaryResult>('/aacsb/physicalResource/summary', {}, { quiet: true });

export const virtualSummaryKey = ['crud', 'virtualResource', 'virtualSummary'] as const;
export const fetchVirtualSummary = () =>
  api.get<VirtualSummaryResult>('/aacsb/virtualResource/summary', {}, { quiet: true });
