import type { Page } from '@accredit/shared';
import { KPI_STATUSES, type KpiStatus } from '@accredit/shared';
import { useQuery } from '@tanstack/react-query';
import { Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../api/client.ts';
import { useSession } from '../../../app/session.tsx';
import type { ResourceRecord } from '../../../crud/api.ts';
import type { Board } from '../../strategy/kpi/api.ts';
import type { PlanTreeData } from '../../strategy/plan/api.ts';
import { countBy, currentPlan, kpiStatusCounts } from './figures.ts';
import { barOption, ChartCard, DashboardSection, FigureCard } from './Kit.tsx';
import { StatementCard } from './StrategyParts.tsx';

/**
 * Strategic planning home, the page the expert lands on: the mission and vision in force, the
 * current plan's progress, the KPIs by status and continuous improvement by status. Each part is
 * asked for only when the reader holds its query permission and is left out otherwise.
 */
export default function StrategyDashboard() {
  return (
    <div data-testid="dashboard-strategy">
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <StatementCard kind="mission" path="/strategic-planning/mission" />
        <StatementCard kind="vision" path="/strategic-planning/vision" />
      </Row>
      <PlanPart />
      <KpiPart />
      <ImprovementPart />
    </div>
  );
}

const list = (resource: string) =>
  api.get<Page<ResourceRecord>>(`/aacsb/${resource}/list`, { pageNo: 1, pageSize: -1 }, { quiet: true });

function PlanPart() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const allowed = useSession().has('strategicPlan:query');
  const year = new Date().getFullYear();
  const plans = useQuery({
    queryKey: ['strategicPlan', 'plans'],
    queryFn: async () => (await list('strategicPlan')).records,
    enabled: allowed,
    staleTime: 60_000,
  });
  const plan = plans.data ? currentPlan(plans.data, year) : null;
  const tree = useQuery({
    queryKey: ['strategicPlan', 'tree', plan?.id],
    queryFn: () => api.get<PlanTreeData>('/aacsb/strategicPlan/tree', { planId: plan?.id }, { quiet: true }),
    enabled: allowed && Boolean(plan?.id),
    staleTime: 60_000,
  });
  if (!allowed || !tree.data) return null;
  const { progress, priorities } = tree.data;
  const open = () => navigate('/strategic-planning/plan');
  const name = t('areas.dashboard.strategy.planTitle', {
    from: tree.data.plan.startYear,
    to: tree.data.plan.endYear,
  });
  return (
    <DashboardSection title={name} testId="dashboard-plan">
      <FigureCard
        label={t('areas.dashboard.strategy.completed')}
        value={progress.percent}
        precision={1}
        suffix="%"
        hint={t('areas.dashboard.strategy.ofActions', { done: progress.completed, all: progress.total })}
        onClick={open}
        testId="dashboard-plan-percent"
      />
      <FigureCard
        label={t('areas.dashboard.strategy.inProgress')}
        value={progress.inProgress}
        onClick={open}
        testId="dashboard-plan-inprogress"
      />
      <FigureCard
        label={t('areas.dashboard.strategy.overdue')}
        value={progress.overdue}
        pass={progress.overdue === 0}
        onClick={open}
        testId="dashboard-plan-overdue"
      />
      {priorities.length > 0 && (
        <ChartCard
          wide
          title={t('areas.dashboard.strategy.byPriority')}
          option={barOption(
            priorities.map((p) => String(p.code ?? '')),
            [
              {
                name: t('areas.dashboard.strategy.completed'),
                data: priorities.map((p) => p.progress.percent),
              },
            ],
            '%',
          )}
          height={220}
          testId="dashboard-plan-chart"
        />
      )}
    </DashboardSection>
  );
}

function KpiPart() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const allowed = useSession().has('performanceTarget:query');
  const board = useQuery({
    queryKey: ['crud', 'performanceTarget', 'board'],
    queryFn: () => api.get<Board>('/aacsb/performanceTarget/board', undefined, { quiet: true }),
    enabled: allowed,
    staleTime: 60_000,
  });
  // No KPIs yet: zeros would read as a judgement, so the part is left out.
  if (!allowed || !board.data || board.data.kpis.length === 0) return null;
  const counts = kpiStatusCounts(board.data.kpis);
  const open = () => navigate('/strategic-planning/performance-target');
  // Years of every KPI by status: one chart whatever the KPIs' units are.
  const years = [...new Set(board.data.kpis.flatMap((k) => k.years.map((y) => y.year)))].sort();
  const perYear = (s: KpiStatus) =>
    years.map(
      (yr) => board.data.kpis.filter((k) => k.years.some((y) => y.year === yr && y.status === s)).length,
    );
  const PASS: Partial<Record<KpiStatus, boolean>> = { met: true, missed: false, late: false };
  return (
    <DashboardSection
      title={t('areas.dashboard.strategy.kpiTitle', { count: board.data.kpis.length })}
      testId="dashboard-kpi"
    >
      {KPI_STATUSES.map((s) => (
        <FigureCard
          key={s}
          label={t(`areas.dashboard.strategy.kpi.${s}`)}
          value={counts[s]}
          pass={counts[s] > 0 ? PASS[s] : undefined}
          onClick={open}
          testId={`dashboard-kpi-${s}`}
        />
      ))}
      {years.length > 0 && (
        <ChartCard
          wide
          title={t('areas.dashboard.strategy.kpiChart')}
          option={barOption(
            years,
            KPI_STATUSES.map((s) => ({
              name: t(`areas.dashboard.strategy.kpi.${s}`),
              data: perYear(s),
              stack: 'all',
            })),
          )}
          height={220}
          testId="dashboard-kpi-chart"
        />
      )}
    </DashboardSection>
  );
}

function ImprovementPart() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const allowed = useSession().has('continuousImprovement:query');
  const rows = useQuery({
    queryKey: ['crud', 'continuousImprovement', 'dashboard'],
    queryFn: async () => (await list('continuousImprovement')).records,
    enabled: allowed,
    staleTime: 60_000,
  });
  if (!allowed || !rows.data || rows.data.length === 0) return null;
  const counts = countBy(rows.data, 'status');
  const open = () => navigate('/strategic-planning/continuous-improvement');
  return (
    <DashboardSection title={t('areas.dashboard.strategy.ciTitle')} testId="dashboard-ci">
      {(['1', '2', '3'] as const).map((code) => (
        <FigureCard
          key={code}
          label={t(`areas.dashboard.strategy.ci.s${code}`)}
          value={counts[code] ?? 0}
          onClick={open}
          testId={`dashboard-ci-${code}`}
        />
      ))}
    </DashboardSection>
  );
}
