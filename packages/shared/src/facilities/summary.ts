import type { BudgetCategoryFigure, BudgetYearFigure } from './budget.ts';

/**
 * The JSON of the resources area's summaries (GET /aacsb/{financial,physical,virtual}Resource/
 * summary), declared once here: the server's loaders return these and the web app reads them.
 */
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

/** Spaces of one year (the one asked for, else the latest recorded). */
export interface PhysicalSummaryResult {
  year: number | null;
  /** Every year recorded in scope, latest first. */
  years: number[];
  categories: {
    category: string;
    category_dictText: string;
    count: number;
    rooms: number;
    seats: number;
    area: number;
  }[];
  total: { count: number; rooms: number; seats: number; area: number };
}

export interface ExpiringLicence {
  id: string;
  nameZh: string | null;
  nameEn: string | null;
  category: string | null;
  category_dictText: string | null;
  year: number | null;
  licences: number | null;
  expiryDate: string;
  daysLeft: number;
}

/** Platforms of one year by type, and every licence in scope expiring within `withinDays` of today. */
export interface VirtualSummaryResult {
  year: number | null;
  years: number[];
  today: string;
  withinDays: number;
  categories: {
    category: string;
    category_dictText: string;
    count: number;
    users: number;
    licences: number;
    annualCost: number;
  }[];
  total: { count: number; users: number; licences: number; annualCost: number };
  expiring: ExpiringLicence[];
}
