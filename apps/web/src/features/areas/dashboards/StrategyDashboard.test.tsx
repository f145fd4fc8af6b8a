import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, loadSignedInCatalogs } from '../../../i18n/index.ts';
import { renderInApp } from '../../../test/render.tsx';

/**
 * The strategic planning home as two readers see it: one holding the strategy query codes (the
 * expert) reads the mission in force and the KPIs counted by status; one without them gets
 * nothing and the home asks the server for nothing.
 */
let codes = new Set<string>();
vi.mock('../../../app/session.tsx', () => ({
  useSession: () => ({ has: (code: string) => codes.has(code) }),
}));
// Charts need a canvas happy-dom lacks; the figures are what this test reads.
vi.mock('../../qualification/EChart.tsx', () => ({
  EChart: ({ testId }: { testId?: string }) => <div data-testid={testId} />,
}));

const judged = (status: string) => ({ status, year: 2025, actual: 1, target: 1, gap: 0 });
const summary = (latest: string | null, counts: Partial<Record<string, number>> = {}) => ({
  counts: { met: 0, notMet: 0, missed: 0, late: 0, pending: 0, ...counts },
  flagged: (counts.missed ?? 0) + (counts.late ?? 0),
  latest: latest ? judged(latest) : null,
  overall: 'pending',
});
const year = (y: number, status: string) => ({ id: `${y}`, year: y, status, target: 1, actual: 1 });
const RESPONSES: Record<string, unknown> = {
  '/aacsb/mission/history': {
    kind: 'mission',
    today: '2026-11-26',
    inForceId: 'b',
    years: [2026],
    versions: [
      {
        id: 'b',
        contentZh: '<p>培养具有全球视野和社会责任的商业领袖</p>',
        contentEn: '<p>We educate <b>responsible</b> leaders for Asia and the world.</p>',
        effectiveDate: '2024-03-15',
        reviewStatus: 1,
        state: 'inForce',
        validTo: null,
      },
    ],
  },
  '/aacsb/performanceTarget/board': {
    currentYear: 2026,
    kpis: [
      // met, met, missed (a missed year outweighs a later met one), late, pending
      { target: { id: 'k1' }, years: [year(2025, 'met')], summary: summary('met', { met: 1 }) },
      { target: { id: 'k2' }, years: [year(2025, 'met')], summary: summary('met', { met: 1 }) },
      {
        target: { id: 'k3' },
        years: [year(2024, 'missed'), year(2025, 'met')],
        summary: summary('met', { met: 1, missed: 1 }),
      },
      { target: { id: 'k4' }, years: [year(2025, 'late')], summary: summary(null, { late: 1 }) },
      { target: { id: 'k5' }, years: [year(2026, 'pending')], summary: summary(null, { pending: 1 }) },
    ],
  },
};
const get = vi.fn(async (path: string) => {
  if (path in RESPONSES) return RESPONSES[path];
  throw new Error(`not in this test: ${path}`);
});
vi.mock('../../../api/client.ts', () => ({ api: { get: (path: string) => get(path) } }));

const { default: StrategyDashboard } = await import('./StrategyDashboard.tsx');

function show() {
  return renderInApp(<StrategyDashboard />);
}

beforeAll(async () => {
  await loadSignedInCatalogs();
  await i18n.changeLanguage('en-US');
});
afterEach(() => {
  cleanup();
  get.mockClear();
});

describe('strategic planning home', () => {
  it('shows the mission in force in both languages and the KPIs counted by status', async () => {
    codes = new Set(['mission:query', 'performanceTarget:query']);
    show();
    const mission = await screen.findByTestId('dashboard-strategy-mission');
    expect(mission.textContent).toContain('We educate responsible leaders for Asia and the world.');
    expect(mission.textContent).toContain('培养具有全球视野和社会责任的商业领袖');
    expect(mission.textContent).not.toContain('<b>');
    expect(mission.textContent).toContain('2024-03-15');
    const figure = async (s: string) =>
      (await screen.findByTestId(`dashboard-kpi-${s}`)).querySelector('.ant-statistic-content')?.textContent;
    expect(await figure('met')).toBe('2');
    expect(await figure('missed')).toBe('1');
    expect(await figure('late')).toBe('1');
    expect(await figure('pending')).toBe('1');
    expect(await figure('notMet')).toBe('0');
    // Parts the reader may not query are neither asked for nor shown.
    expect(screen.queryByTestId('dashboard-strategy-vision')).toBeNull();
    expect(screen.queryByTestId('dashboard-plan')).toBeNull();
    expect(get.mock.calls.map((c) => c[0]).sort()).toEqual([
      '/aacsb/mission/history',
      '/aacsb/performanceTarget/board',
    ]);
  });

  it('shows nothing and asks for nothing without the codes', async () => {
    codes = new Set(['teacher:query']);
    show();
    await waitFor(() => expect(screen.getByTestId('dashboard-strategy')).toBeTruthy());
    expect(screen.getByTestId('dashboard-strategy').textContent).toBe('');
    expect(get).not.toHaveBeenCalled();
  });
});
