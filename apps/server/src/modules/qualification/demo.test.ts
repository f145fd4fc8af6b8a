import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';

/** The demo school (seeded records and teaching) gives full tables whose figures open to their records. */
const t = useTestApp();

describe('the demo school', () => {
  it('has Table 3-1 for 2025 with every discipline, and ratio drill-downs that add up', async () => {
    const admin = await t.tokenFor('admin');
    type Totals = {
      sa: { numerator: number; denominator: number; shown: number | null };
      participatingP: number;
    };
    const res = await t.api.get<{
      table: { groups: { disciplineId: string; rows: unknown[]; totals: Totals }[]; total: Totals };
    }>('/qualification/table31', { token: admin, query: { year: 2025 } });
    expect(res.status).toBe(200);
    const { groups, total } = res.body.result.table;
    expect(groups.length).toBeGreaterThanOrEqual(5);
    expect(total.participatingP).toBeGreaterThan(0);
    expect(total.sa.shown).not.toBeNull();
    type Drill = {
      cells: { value: number }[];
      teachers: { amount: number; evidence: unknown[] }[];
      records: unknown[];
    };
    const drill = await t.api.get<Drill>('/qualification/drill', {
      token: admin,
      query: { table: '31', year: 2025, cells: '31:total:sa,31:total:t' },
    });
    expect(drill.body.result.cells[0].value).toBeCloseTo(total.sa.numerator, 9);
    expect(drill.body.result.records.length).toBeGreaterThan(0);
    const t81 = await t.api.get<{ table: { total: { total: number } } }>('/qualification/table81', {
      token: admin,
    });
    expect(t81.body.result.table.total.total).toBeGreaterThan(0);
  });
});
