import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.ts';

/**
 * What a visitor of the demo school finds in strategic planning, resources and learner progression
 * (issue 19 item 9), read through the screens' own calls: the mission with two approved versions
 * (the 2024 revision in force, the 2019 text what it said in 2020); a 2024-2028 plan with actions
 * in all three states and some overdue; live and typed performance targets; three budget years;
 * five cohorts per programme; the MBA failing the AMBA work-experience check in one cohort.
 */
const t = useTestApp();

interface Version {
  id: string;
  effectiveDate: string;
  reviewStatus: number;
  contentEn: string;
}
interface Tree {
  progress: { total: number; notStarted: number; inProgress: number; completed: number; overdue: number };
}

describe('the demo school', () => {
  it('has a mission history of two approved versions, the revision in force', async () => {
    const admin = await t.tokenFor('admin');
    const res = await t.api.get<{
      inForceId: string;
      year: { versionId: string } | null;
      versions: Version[];
    }>('/aacsb/mission/history', { token: admin, query: { year: 2020 } });
    expect(res.status, res.body.message).toBe(200);
    const { versions, inForceId, year } = res.body.result;
    expect(versions.map((v) => [v.effectiveDate, v.reviewStatus])).toEqual([
      ['2024-06-15', 1],
      ['2019-09-01', 1],
    ]);
    expect(inForceId).toBe(versions[0].id);
    expect(year?.versionId).toBe(versions[1].id);
    const history = await t.api.get<{ action: string }[]>('/aacsb/mission/approvalHistory', {
      token: admin,
      query: { id: versions[0].id },
    });
    expect(history.body.result.map((h) => h.action)).toEqual(['approve']);
  });

  it('has a five-year plan with actions in every state, some overdue, and live and typed targets', async () => {
    const admin = await t.tokenFor('admin');
    const plans = await t.api.get<{ records: { id: string; startYear: number; endYear: number }[] }>(
      '/aacsb/strategicPlan/list',
      { token: admin, query: { pageSize: -1 } },
    );
    const plan = plans.body.result.records.find((p) => p.startYear === 2024 && p.endYear === 2028);
    expect(plan).toBeTruthy();
    const tree = await t.api.get<Tree>('/aacsb/strategicPlan/tree', {
      token: admin,
      query: { planId: plan?.id },
    });
    const { progress } = tree.body.result;
    expect(progress.total).toBe(15);
    expect(progress.notStarted).toBeGreaterThan(0);
    expect(progress.inProgress).toBeGreaterThan(0);
    expect(progress.completed).toBeGreaterThan(0);
    expect(progress.overdue).toBeGreaterThan(0);
    const kpis = await t.api.get<{ records: { source: string }[] }>('/aacsb/performanceTarget/list', {
      token: admin,
      query: { pageSize: -1 },
    });
    const sources = kpis.body.result.records.map((k) => k.source);
    expect(sources).toEqual(
      expect.arrayContaining(['saRatio', 'participatingRatio', 'employmentRate', 'manual']),
    );
  });

  it('has three budget years and five cohorts per programme, the MBA failing the work-experience check', async () => {
    const staff = await t.tokenFor('staff');
    const lines = await t.api.get<{ records: { year: number }[] }>('/aacsb/financialResource/list', {
      token: staff,
      query: { pageSize: -1 },
    });
    expect([...new Set(lines.body.result.records.map((l) => l.year))].sort()).toEqual([2023, 2024, 2025]);
    const admission = await t.api.get<{ records: { degreeProgramsId: string; cohortYear: number }[] }>(
      '/aacsb/admission/list',
      { token: staff, query: { pageSize: -1 } },
    );
    const perProgramme = new Map<string, number>();
    for (const r of admission.body.result.records)
      perProgramme.set(r.degreeProgramsId, (perProgramme.get(r.degreeProgramsId) ?? 0) + 1);
    expect([...perProgramme.values()]).toEqual([5, 5, 5]);
    const amba = await t.api.get<{
      programmes: {
        workExperience: { pass: boolean | null; cohorts: { cohortYear: number; pass: boolean | null }[] };
      }[];
    }>('/aacsb/progression/amba', { token: staff });
    const mba = amba.body.result.programmes[0];
    expect(mba.workExperience.pass).toBe(false);
    expect(mba.workExperience.cohorts.filter((c) => c.pass === false).map((c) => c.cohortYear)).toEqual([
      2021,
    ]);
  });
});
