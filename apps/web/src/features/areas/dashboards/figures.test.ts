import { describe, expect, it } from 'vitest';
import { budgetByYear, currentPlan, expiringWithin, spacesOfLatestYear } from './figures.ts';

describe('dashboard tallies', () => {
  it('sums budget lines per year with the balance, oldest year first', () => {
    const lines = [
      { id: 'a', year: 2025, kind: '1', amount: 0.1 },
      { id: 'b', year: 2025, kind: '1', amount: 0.2 },
      { id: 'c', year: 2025, kind: '2', amount: 0.5 },
      { id: 'd', year: 2024, kind: '2', amount: 100 },
    ];
    expect(budgetByYear(lines)).toEqual([
      { year: 2024, income: 0, expenditure: 100, balance: -100 },
      { year: 2025, income: 0.3, expenditure: 0.5, balance: -0.2 },
    ]);
  });

  it('counts rooms and seats of the latest year only', () => {
    const rows = [
      { id: 'a', year: 2024, quantity: 10, capacity: 500 },
      { id: 'b', year: 2025, quantity: 4, capacity: 120 },
      { id: 'c', year: 2025, quantity: 1, capacity: 30 },
    ];
    expect(spacesOfLatestYear(rows)).toEqual({ year: 2025, spaces: 2, rooms: 5, seats: 150 });
  });

  it('counts licences expiring from today to today + 90 days, both ends included', () => {
    const rows = [
      { id: 'a', expiryDate: '2026-11-25' },
      { id: 'b', expiryDate: '2026-11-26' },
      { id: 'c', expiryDate: '2027-02-24' },
      { id: 'd', expiryDate: '2027-02-25' },
      { id: 'e', expiryDate: null },
    ];
    expect(expiringWithin(rows, '2026-11-26')).toBe(2);
  });

  it('takes the plan covering this year, else the latest started', () => {
    const plans = [
      { id: 'old', startYear: 2019, endYear: 2023 },
      { id: 'now', startYear: 2024, endYear: 2028 },
    ];
    expect(currentPlan(plans, 2026)?.id).toBe('now');
    expect(currentPlan(plans, 2030)?.id).toBe('now');
    expect(currentPlan([], 2026)).toBeNull();
  });
});
