import { describe, expect, it } from 'vitest';
import { answerProblems } from '../../test/answers.ts';
import { useTestApp } from '../../test/harness.ts';
import { add } from '../aol/plan-fixture.ts';
import { STRATEGY_ANSWERS } from './answers.ts';

/**
 * The answers the OpenAPI document gives for the plan tree and KPI calls (answers.ts) are what the
 * calls send: a plan with a priority, goal and dated actions and a live and a typed KPI are added
 * to the demo school, each call is made and its result parsed with its schema.
 */
const t = useTestApp();
type Key = keyof typeof STRATEGY_ANSWERS;
const problems: string[] = [];

async function call(key: Key, token: string, query?: Record<string, string | number>) {
  const [method, url] = key.split(' ') as [string, string];
  const res = await t.api.request<unknown>(method, url, { token, query });
  expect(res.status, `${key}: ${res.raw.slice(0, 300)}`).toBe(200);
  problems.push(...answerProblems(key, STRATEGY_ANSWERS[key].answer, res.body.result));
  return res.body.result as Record<string, unknown>;
}

describe('the plan tree and KPI answers in the OpenAPI document', () => {
  it('match what every call answers', async () => {
    const admin = await t.tokenFor('admin');
    const planId = await add(t, admin, 'strategicPlan', {
      nameZh: '接口计划',
      startYear: 2024,
      endYear: 2028,
    });
    const priorityId = await add(t, admin, 'strategicPriority', { planId, code: 'P1', nameZh: '重点' });
    const goalId = await add(t, admin, 'strategicGoal', { priorityId, code: 'G1', nameZh: '目标' });
    const action = { goalId, titleZh: '行动', startDate: '2024-03-01' };
    await add(t, admin, 'strategicAction', { ...action, code: 'A1', status: '1', dueDate: '2025-06-30' });
    await add(t, admin, 'strategicAction', { ...action, code: 'A2', status: '3', dueDate: '2024-12-31' });
    await add(t, admin, 'strategicAction', { goalId, code: 'A3', titleZh: '无日期', status: '2' });
    const tree = await call('GET /api/aacsb/strategicPlan/tree', admin, { planId });
    expect((tree.priorities as unknown[]).length).toBe(1);

    for (const [code, source, unit] of [
      ['KPI-OA-LIVE', 'saRatio', '1'],
      ['KPI-OA-TYPED', 'manual', '2'],
    ] as const) {
      const targetId = await add(t, admin, 'performanceTarget', {
        code,
        nameZh: code,
        unit,
        direction: '1',
        source,
      });
      await add(t, admin, 'performanceTargetYear', { targetId, year: 2024, target: 30, actual: 20 });
      await add(t, admin, 'performanceTargetYear', { targetId, year: 2025, target: 40, actual: null });
    }
    const board = await call('GET /api/aacsb/performanceTarget/board', admin);
    expect((board.kpis as unknown[]).length).toBeGreaterThanOrEqual(2);
    await call('GET /api/aacsb/performanceTarget/liveValue', admin, { source: 'saRatio', year: 2025 });
    await call('GET /api/aacsb/performanceTarget/liveValue', admin, {
      source: 'objectiveAttainment',
      year: 2025,
    });
    expect(problems).toEqual([]);
  }, 120_000);
});
