import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../app/session.tsx';
import {
  budgetSummaryKey,
  fetchBudgetSummary,
  fetchPhysicalSummary,
  fetchVirtualSummary,
  physicalSummaryKey,
  virtualSummaryKey,
} from '../../facilities/api.ts';
import { barOption, ChartCard, DashboardSection, FigureCard } from './Kit.tsx';

/**
 * Physical, virtual and financial resources home: income against expenditure by year with the
 * latest year's totals and balance, the spaces of the latest year, and the virtual resources with
 * the licences that expire within 90 days. Each part only for a reader who may query it. The
 * figures are the server's summaries of the resources (in the reader's row scope), the same ones
 * the resources' own pages show.
 */
export default function ResourcesDashboard() {
  return (
    <div data-testid="dashboard-resources">
      <BudgetPart />
      <SpacesPart />
    </div>
  );
}

/** A summary, fetched only when the reader holds the resource's query code. */
function useSummary<T>(resource: string, queryKey: readonly unknown[], queryFn: () => Promise<T>) {
  const allowed = useSession().has(`${resource}:query`);
  const query = useQuery({ queryKey, queryFn, enabled: allowed, staleTime: 60_000 });
  return allowed ? query.data : undefined;
}

/** The latest year's figures shown as cards and, per year, in the chart. */
const BUDGET_FIGURES = ['income', 'expenditure', 'balance'] as const;

function BudgetPart() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const years = useSummary('financialResource', budgetSummaryKey, fetchBudgetSummary)?.years;
  const latest = years?.[years.length - 1];
  if (!years || !latest) return null;
  const open = () => navigate('/financial-resources/financial');
  const unit = t('areas.dashboard.resources.unit');
  return (
    <DashboardSection
      title={t('areas.dashboard.resources.budgetTitle', { year: latest.year })}
      testId="dashboard-budget"
    >
      {BUDGET_FIGURES.map((key) => (
        <FigureCard
          key={key}
          label={t(`areas.dashboard.resources.${key}`)}
          value={latest[key]}
          precision={2}
          hint={unit}
          onClick={open}
          testId={`dashboard-budget-${key}`}
        />
      ))}
      <ChartCard
        wide
        title={t('areas.dashboard.resources.byYear', { unit })}
        option={barOption(
          years.map((y) => y.year),
          BUDGET_FIGURES.map((key) => ({
            name: t(`areas.dashboard.resources.${key}`),
            data: years.map((y) => y[key]),
            // Income and expenditure as bars, the balance between them as a line.
            ...(key === 'balance' ? { type: 'line' as const } : {}),
          })),
        )}
        height={240}
        testId="dashboard-budget-chart"
      />
    </DashboardSection>
  );
}

function SpacesPart() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const spaces = useSummary('physicalResource', physicalSummaryKey, fetchPhysicalSummary);
  const virtual = useSummary('virtualResource', virtualSummaryKey, fetchVirtualSummary);
  if (!spaces && !virtual) return null;
  const openPhysical = () => navigate('/financial-resources/physical');
  const openVirtual = () => navigate('/financial-resources/virtual');
  return (
    <DashboardSection title={t('areas.dashboard.resources.spacesTitle')} testId="dashboard-spaces">
      {spaces && (
        <>
          <FigureCard
            label={t('areas.dashboard.resources.rooms')}
            value={spaces.total.rooms}
            hint={spaces.year ? String(spaces.year) : undefined}
            onClick={openPhysical}
            testId="dashboard-spaces-rooms"
          />
          <FigureCard
            label={t('areas.dashboard.resources.seats')}
            value={spaces.total.seats}
            hint={spaces.year ? String(spaces.year) : undefined}
            onClick={openPhysical}
            testId="dashboard-spaces-seats"
          />
        </>
      )}
      {virtual && (
        <>
          <FigureCard
            label={t('areas.dashboard.resources.virtual')}
            value={virtual.total.count}
            hint={virtual.year ? String(virtual.year) : undefined}
            onClick={openVirtual}
            testId="dashboard-virtual-count"
          />
          <FigureCard
            label={t('areas.dashboard.resources.expiring')}
            value={virtual.expiring.length}
            onClick={openVirtual}
            testId="dashboard-virtual-expiring"
          />
        </>
      )}
    </DashboardSection>
  );
}
