import type { BudgetCategoryFigure, BudgetYearFigure } from '@accredit/shared';
import { api } from '../../api/client.ts';

/** The budget summary call (apps/server/src/modules/facilities/routes.ts). */
export interface BudgetCategoryRow extends BudgetCategoryFigure {
  category_dictText: string;
  kind_dictText: string;
}
export interface BudgetYearRow extends Omit<BudgetYearFigure, 'categories'> {
  categories: BudgetCategoryRow[];
}
export interface BudgetSummaryResult {
  fromYear: number | null;
  toYear: number | null;
  latestYear: number | null;
  years: BudgetYearRow[];
}

/**
 * The key starts with the engine's ['crud', 'financialResource'] so the list's invalidation after
 * an add, edit, delete or import refreshes the totals and chart too.
 */
export const budgetSummaryKey = ['crud', 'financialResource', 'budgetSummary'] as const;
export const fetchBudgetSummary = () =>
  api.get<BudgetSummaryResult>('/aacsb/financialResource/summary', {}, { quiet: true });
