import { describe, expect, it } from 'vitest';
import { currentPlan } from './figures.ts';

describe('dashboard tallies', () => {
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
