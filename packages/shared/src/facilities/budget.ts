import { percent, roundHalfUp } from '../aacsb/numbers.ts';

/**
 * Budget figures of the financial resources (issue 19 item 5, AACSB Standard 2): budget lines
 * (one year's income or expenditure in one category, amounts in 10,000 CNY) summed per year, the
 * balance, each category's amount and share of its kind, and the change from the year before.
 *
 * Changes and shares are percentages with one decimal rounded half up (away from zero for a fall)
 * from the unrounded sums (aacsb/numbers.ts); a change is null when the previous calendar year has
 * no lines or its total is 0 (nothing to compare with), so a missing year never reads as +100 %.
 * Amounts are summed unrounded and shown to 4 decimals (1 CNY) only to drop binary noise.
 */

export const BUDGET_INCOME = '1';
export const BUDGET_EXPENDITURE = '2';
export type BudgetKind = typeof BUDGET_INCOME | typeof BUDGET_EXPENDITURE;

export interface BudgetLine {
  year: number;
  /** budgetKind: '1' income, '2' expenditure; other values are ignored. */
  kind: string;
  /** budgetCategory code (11-16 income, 21-28 expenditure). */
  category: string;
  amount: number;
}

export interface BudgetCategoryFigure {
  category: string;
  kind: BudgetKind;
  amount: number;
  /** Percent of the year's total of its kind; null when that total is 0. */
  share: number | null;
  /** Percent change from the same category the year before; null without a base. */
  change: number | null;
}

export interface BudgetYearFigure {
  year: number;
  income: number;
  expenditure: number;
  /** Income minus expenditure. */
  balance: number;
  incomeChange: number | null;
  expenditureChange: number | null;
  /** Income categories first, then expenditure, each by code. */
  categories: BudgetCategoryFigure[];
}

export interface BudgetSummary {
  /** Oldest first; only years that have lines (and lie in the range when one is given). */
  years: BudgetYearFigure[];
  /** The latest year shown, or null when there is none. */
  latestYear: number | null;
}

const amount = (n: number) => roundHalfUp(n, 4);

/** Percent change from `before` to `now`, one decimal half up; null when there is no base. */
export function changePercent(now: number, before: number | null | undefined): number | null {
  if (before === null || before === undefined) return null;
  const p = percent(now - before, before);
  return p === null ? null : roundHalfUp(p);
}

interface Sums {
  income: number;
  expenditure: number;
  byCategory: Map<string, { kind: BudgetKind; amount: number }>;
}

function sumsByYear(lines: readonly BudgetLine[]): Map<number, Sums> {
  const years = new Map<number, Sums>();
  for (const l of lines) {
    if (l.kind !== BUDGET_INCOME && l.kind !== BUDGET_EXPENDITURE) continue;
    const value = Number(l.amount);
    if (!Number.isFinite(value) || !Number.isInteger(l.year)) continue;
    const y = years.get(l.year) ?? { income: 0, expenditure: 0, byCategory: new Map() };
    if (l.kind === BUDGET_INCOME) y.income += value;
    else y.expenditure += value;
    // A category is one kind by its code; a line filed under the other kind still counts by its kind.
    const key = `${l.kind}:${l.category}`;
    const c = y.byCategory.get(key) ?? { kind: l.kind, amount: 0 };
    c.amount += value;
    y.byCategory.set(key, c);
    years.set(l.year, y);
  }
  return years;
}

const categoryOf = (key: string) => key.slice(key.indexOf(':') + 1);

/**
 * Per-year totals, balance, categories and year-on-year changes. Lines of the year before
 * `fromYear` may be passed: they serve as the base of the first year's change without being shown.
 */
export function budgetSummary(
  lines: readonly BudgetLine[],
  range: { fromYear?: number | null; toYear?: number | null } = {},
): BudgetSummary {
  const sums = sumsByYear(lines);
  const shown = [...sums.keys()]
    .filter(
      (y) => (range.fromYear == null || y >= range.fromYear) && (range.toYear == null || y <= range.toYear),
    )
    .sort((a, b) => a - b);
  const years = shown.map((year): BudgetYearFigure => {
    const now = sums.get(year) as Sums;
    const before = sums.get(year - 1);
    const categories = [...now.byCategory.entries()]
      .sort(([a, x], [b, y]) => x.kind.localeCompare(y.kind) || categoryOf(a).localeCompare(categoryOf(b)))
      .map(([key, c]): BudgetCategoryFigure => {
        const total = c.kind === BUDGET_INCOME ? now.income : now.expenditure;
        const share = percent(c.amount, total);
        return {
          category: categoryOf(key),
          kind: c.kind,
          amount: amount(c.amount),
          share: share === null ? null : roundHalfUp(share),
          change: changePercent(c.amount, before?.byCategory.get(key)?.amount),
        };
      });
    return {
      year,
      income: amount(now.income),
      expenditure: amount(now.expenditure),
      balance: amount(now.income - now.expenditure),
      incomeChange: changePercent(now.income, before?.income),
      expenditureChange: changePercent(now.expenditure, before?.expenditure),
      categories,
    };
  });
  return { years, latestYear: years.length ? (years[years.length - 1] as BudgetYearFigure).year : null };
}

/**
 * The kind a budget category belongs to by its code (11-16 income, 21-28 expenditure: the first
 * digit is the kind), or null for a code that says neither.
 */
export function kindOfCategory(category: string): BudgetKind | null {
  const first = category.trim().charAt(0);
  return first === BUDGET_INCOME || first === BUDGET_EXPENDITURE ? first : null;
}

/** True when a line's kind contradicts its category (tuition filed as expenditure). */
export function budgetKindMismatch(kind: string, category: string): boolean {
  const expected = kindOfCategory(category);
  return expected !== null && expected !== kind;
}
