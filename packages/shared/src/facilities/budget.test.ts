import { describe, expect, it } from 'vitest';
import {
  type BudgetLine,
  budgetKindMismatch,
  budgetSummary,
  changePercent,
  kindOfCategory,
} from './budget.ts';

const line = (year: number, kind: string, category: string, amount: number): BudgetLine => ({
  year,
  kind,
  category,
  amount,
});

/**
 * Worked by hand (amounts in 10,000 CNY):
 * 2161 income 1200 + 800 = 2000; expenditure 900 + 300.5 + 99.5 = 1300; balance 700.
 * 2162 income 1300 + 700.7 + (0.1 + 0.2) = 2001 -> change 1 / 2000 = 0.05 % -> 0.1 (half up);
 *      expenditure 1000 + 260 = 1260 -> change -40 / 1300 = -3.0769 % -> -3.1; balance 741.
 * 2164 (2163 has no lines) income 500, no expenditure: both changes null.
 * 2165 income none (0) against 500 -> -100.0; expenditure 100 against 0 -> null.
 */
const LINES: BudgetLine[] = [
  line(2161, '1', '11', 1200),
  line(2161, '1', '12', 800),
  line(2161, '2', '21', 900),
  line(2161, '2', '24', 300.5),
  line(2161, '2', '28', 99.5),
  line(2162, '2', '24', 260),
  line(2162, '1', '13', 0.1),
  line(2162, '1', '12', 700.7),
  line(2162, '1', '11', 1300),
  line(2162, '2', '21', 1000),
  line(2162, '1', '13', 0.2),
  line(2162, '3', '99', 5000),
  line(2164, '1', '11', 500),
  line(2165, '2', '21', 100),
];

describe('budget summary per year (worked by hand)', () => {
  const s = budgetSummary(LINES);
  const year = (y: number) => {
    const found = s.years.find((f) => f.year === y);
    if (!found) throw new Error(`no year ${y}`);
    return found;
  };

  it('lists the years with lines, oldest first, and names the latest', () => {
    expect(s.years.map((y) => y.year)).toEqual([2161, 2162, 2164, 2165]);
    expect(s.latestYear).toBe(2165);
  });

  it('totals income and expenditure and gives the balance; lines of another kind are left out', () => {
    expect(year(2161)).toMatchObject({ income: 2000, expenditure: 1300, balance: 700 });
    // 0.1 + 0.2 is 0.30000000000000004 in binary: the totals are shown without the noise.
    expect(year(2162)).toMatchObject({ income: 2001, expenditure: 1260, balance: 741 });
    expect(year(2164)).toMatchObject({ income: 500, expenditure: 0, balance: 500 });
    expect(year(2165)).toMatchObject({ income: 0, expenditure: 100, balance: -100 });
  });

  it('gives the year-on-year change in percent, one decimal half up, null without a base', () => {
    expect(year(2161)).toMatchObject({ incomeChange: null, expenditureChange: null });
    expect(year(2162)).toMatchObject({ incomeChange: 0.1, expenditureChange: -3.1 });
    // 2163 has no lines: 2164 is not compared with 2162.
    expect(year(2164)).toMatchObject({ incomeChange: null, expenditureChange: null });
    // A fall to nothing is -100 %; a rise from nothing has no percent.
    expect(year(2165)).toMatchObject({ incomeChange: -100, expenditureChange: null });
  });

  it('breaks a year down by category: income first, by code; share of its kind; change per category', () => {
    expect(year(2162).categories).toEqual([
      // 1300 / 2001 = 64.97 %; 1300 against 1200 = +8.33 %
      { category: '11', kind: '1', amount: 1300, share: 65, change: 8.3 },
      // 700.7 / 2001 = 35.02 %; 700.7 against 800 = -12.41 %
      { category: '12', kind: '1', amount: 700.7, share: 35, change: -12.4 },
      // 0.3 / 2001 = 0.015 %; new category, no base
      { category: '13', kind: '1', amount: 0.3, share: 0, change: null },
      // 1000 / 1260 = 79.37 %; 1000 against 900 = +11.11 %
      { category: '21', kind: '2', amount: 1000, share: 79.4, change: 11.1 },
      // 260 / 1260 = 20.63 %; 260 against 300.5 = -13.48 %
      { category: '24', kind: '2', amount: 260, share: 20.6, change: -13.5 },
    ]);
  });

  it('has no share when the kind total is 0', () => {
    const z = budgetSummary([line(2170, '1', '16', 0)]);
    expect(z.years[0]?.categories).toEqual([
      { category: '16', kind: '1', amount: 0, share: null, change: null },
    ]);
  });

  it('shows only the years in range but compares the first with the year before it', () => {
    const r = budgetSummary(LINES, { fromYear: 2162, toYear: 2164 });
    expect(r.years.map((y) => y.year)).toEqual([2162, 2164]);
    expect(r.years[0]?.incomeChange).toBe(0.1);
    expect(r.latestYear).toBe(2164);
  });

  it('has nothing for no lines', () => {
    expect(budgetSummary([])).toEqual({ years: [], latestYear: null });
  });
});

describe('change in percent', () => {
  it('rounds half up from the unrounded quotient and away from zero for a fall', () => {
    expect(changePercent(2001, 2000)).toBe(0.1); // 0.05 %
    expect(changePercent(1999, 2000)).toBe(-0.1); // -0.05 %
    expect(changePercent(1124.5, 1000)).toBe(12.5); // 12.45 %
    expect(changePercent(10, 0)).toBeNull();
    expect(changePercent(10, null)).toBeNull();
  });
});

describe('kind of a budget category', () => {
  it('reads the kind from the first digit of the code', () => {
    expect(kindOfCategory('11')).toBe('1');
    expect(kindOfCategory('28')).toBe('2');
    expect(kindOfCategory('x')).toBeNull();
    expect(budgetKindMismatch('2', '11')).toBe(true);
    expect(budgetKindMismatch('1', '16')).toBe(false);
    expect(budgetKindMismatch('1', 'x')).toBe(false);
  });
});
