import { planTimeline, planTree } from '@accredit/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, loadSignedInCatalogs } from '../../../i18n/index.ts';
import { renderInApp } from '../../../test/render.tsx';
import type { PlanTreeData } from './api.ts';

/**
 * The plan screen as two readers see it: an administrator gets the add, edit and status controls
 * (a completed action may not be set back to Not Started from the list); the expert reads the
 * plan, its progress, overdue flags and timeline with no control that changes anything.
 */
let codes = new Set<string>();
vi.mock('../../../app/session.tsx', () => ({
  useSession: () => ({ has: (code: string) => codes.has(code) }),
}));

const TODAY = '2026-06-15';
const action = (id: string, code: string, status: string, startDate: string, dueDate: string) => ({
  id,
  code,
  goalId: 'g1',
  titleZh: `行动 ${code}`,
  titleEn: `Action ${code}`,
  status,
  startDate,
  dueDate,
  completedDate: status === '3' ? '2025-01-10' : null,
  ownerId_dictText: 'Li Lei',
  standards: '1-5',
  files: [],
});
const tree = planTree(
  [{ id: 'p1', code: 'P1', nameZh: '教学卓越', nameEn: 'Teaching excellence' }],
  [{ id: 'g1', code: 'G1.1', priorityId: 'p1', nameZh: '课程国际化', nameEn: 'Internationalised courses' }],
  [
    action('a1', 'A1', '1', '2025-01-01', '2025-06-30'),
    action('a2', 'A2', '2', '2026-01-01', '2026-12-31'),
    action('a3', 'A3', '3', '2024-03-01', '2024-12-31'),
  ],
  TODAY,
);
const DATA = {
  plan: { id: 'plan1', nameZh: '五年规划', nameEn: 'Five-year plan', startYear: 2024, endYear: 2028 },
  today: TODAY,
  ...tree,
  timeline: planTimeline(
    tree.priorities[0].goals[0].actions.map((a) => ({ ...a })),
    TODAY,
    { startYear: 2024, endYear: 2028 },
  ),
} as unknown as PlanTreeData;

vi.mock('./api.ts', async (actual) => ({
  ...(await actual<typeof import('./api.ts')>()),
  usePlans: () => ({ data: [DATA.plan], isLoading: false }),
  usePlanTree: () => ({ data: DATA, isLoading: false, isError: false }),
  useRefreshPlan: () => async () => {},
}));

const { default: StrategicPlanPage } = await import('./StrategicPlanPage.tsx');

function show() {
  renderInApp(<StrategicPlanPage />);
}

beforeAll(async () => {
  await loadSignedInCatalogs();
  await i18n.changeLanguage('en-US');
});
afterEach(cleanup);

describe('strategic plan screen', () => {
  it('shows the plan progress, the overdue action and the actions in code order', () => {
    codes = new Set(['strategicPlan:query']);
    show();
    const summary = screen.getByTestId('plan-summary');
    expect(within(summary).getByText('Five-year plan')).toBeTruthy();
    expect(within(summary).getAllByText('1 of 3 actions completed').length).toBeGreaterThan(0);
    const actions = screen.getAllByTestId('plan-action');
    expect(actions.map((a) => a.getAttribute('data-code'))).toEqual(['A1', 'A2', 'A3']);
    expect(within(actions[0]).getByTestId('plan-action-overdue').textContent).toBe('Overdue');
    expect(within(actions[1]).queryByTestId('plan-action-overdue')).toBeNull();
    expect(within(actions[0]).getByText('Strategic Plan')).toBeTruthy();
    expect(within(actions[0]).getByText('Owner: Li Lei')).toBeTruthy();
  });

  it('gives the expert no control that changes anything', () => {
    codes = new Set(['strategicPlan:query']);
    show();
    for (const id of [
      'plan-action-status',
      'plan-action-edit',
      'plan-add-strategicPriority',
      'plan-edit-strategicPlan',
    ])
      expect(screen.queryAllByTestId(id)).toHaveLength(0);
  });

  it('gives an administrator the add, edit and status controls', () => {
    codes = new Set([
      'strategicPlan:query',
      'strategicPlan:add',
      'strategicPlan:edit',
      'strategicPlan:delete',
    ]);
    show();
    expect(screen.getAllByTestId('plan-action-status')).toHaveLength(3);
    expect(screen.getAllByTestId('plan-action-edit')).toHaveLength(3);
    expect(screen.getByTestId('plan-add-strategicPriority')).toBeTruthy();
    expect(screen.getByTestId('plan-add-strategicAction')).toBeTruthy();
  });
});

describe('timeline', () => {
  it('draws a bar per action, the overdue one in red, and the today line', async () => {
    const { PlanTimelineView } = await import('./PlanTimelineView.tsx');
    render(<PlanTimelineView data={DATA} />);
    const bars = screen.getAllByTestId('plan-tl-bar');
    expect(bars.map((b) => b.getAttribute('data-overdue'))).toEqual(['true', 'false', 'false']);
    // A1 runs 2025-01-01 to 2025-06-30 in the plan's 2024-2028 (1827 days): from 366/1827.
    expect(bars[0].style.left).toBe('20.03%');
    expect(screen.getByTestId('plan-tl-today').textContent).toBe('Today');
    expect(document.querySelectorAll('.plan-tl-overrun')).toHaveLength(1);
  });
});
