import type { Page } from '@accredit/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../api/client.ts';
import { useSession } from '../../../app/session.tsx';
import type { ResourceRecord } from '../../../crud/api.ts';
import { budgetByYear, expiringWithin, spacesOfLatestYear } from './figures.ts';
import { barOption, ChartCard, DashboardSection, FigureCard } from './Kit.tsx';

/**
 * Physical, virtual and financial resources home: income against expenditure by year with the
 * latest year's totals and balance, the spaces of the latest year, and the virtual resources with
 * the licences that expire within 90 days. Each part only for a reader who may query it. Read from
 * the resources' own lists (in the reader's row scope), so the figures are the lists' sums.
 */
export default function ResourcesDashboard() {
  return (
    <div data-testid="dashboard-resources">
      <BudgetPart />
      <SpacesPart />
    </div>
  );
}

function useRecords(resource: string) {
  const allowed = useSession().has(`${resource}:query`);
  const query = useQuery({
    queryKey: ['crud', resource, 'dashboard'],
    queryFn: async () =>
      (
        await api.get<Page<ResourceRecord>>(
          `/aacsb/${resource}/list`,
          { pageNo: 1, pageSize: -1 },
          { quiet: true },
        )
      ).records,
    enabled: allowed,
    staleTime: 60_000,
  });
  return allowed ? query.data : undefined;
}

function BudgetPart() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lines = useRecords('financialResource');
  if (!lines || lines.length === 0) return null;
  const years = budgetByYear(lines);
  const latest = years[years.length - 1];
  if (!latest) return null;
  const open = () => navigate('/financial-resources/financial');
  const unit = t('areas.dashboard.resources.unit');
  return (
    <DashboardSection
      title={t('areas.dashboard.resources.budgetTitle', { year: latest.year })}
      testId="dashboard-budget"
    >
      <FigureCard
        label={t('areas.dashboard.resources.income')}
        value={latest.income}
        precision={2}
        hint={unit}
        onClick={open}
        testId="dashboard-budget-income"
      />
      <FigureCard
        label={t('areas.dashboard.resources.expenditure')}
        value={latest.expenditure}
        precision={2}
        hint={unit}
        onClick={open}
        testId="dashboard-budget-expenditure"
      />
      <FigureCard
        label={t('areas.dashboard.resources.balance')}
        value={latest.balance}
        precision={2}
        hint={unit}
        onClick={open}
        testId="dashboard-budget-balance"
      />
      <ChartCard
        wide
        title={t('areas.dashboard.resources.byYear', { unit })}
        option={barOption(
          years.map((y) => y.year),
          [
            { name: t('areas.dashboard.resources.income'), data: years.map((y) => y.income) },
            { name: t('areas.dashboard.resources.expenditure'), data: years.map((y) => y.expenditure) },
            {
              name: t('areas.dashboard.resources.balance'),
              data: years.map((y) => y.balance),
              type: 'line',
            },
          ],
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
  const physical = useRecords('physicalResource');
  const virtual = useRecords('virtualResource');
  if (!physical && !virtual) return null;
  const spaces = physical ? spacesOfLatestYear(physical) : null;
  const today = new Date().toISOString().slice(0, 10);
  const openPhysical = () => navigate('/financial-resources/physical');
  const openVirtual = () => navigate('/financial-resources/virtual');
  return (
    <DashboardSection title={t('areas.dashboard.resources.spacesTitle')} testId="dashboard-spaces">
      {spaces && (
        <>
          <FigureCard
            label={t('areas.dashboard.resources.rooms')}
            value={spaces.rooms}
            hint={spaces.year ? String(spaces.year) : undefined}
            onClick={openPhysical}
            testId="dashboard-spaces-rooms"
          />
          <FigureCard
            label={t('areas.dashboard.resources.seats')}
            value={spaces.seats}
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
            value={virtual.length}
            onClick={openVirtual}
            testId="dashboard-virtual-count"
          />
          <FigureCard
            label={t('areas.dashboard.resources.expiring')}
            value={expiringWithin(virtual, today)}
            onClick={openVirtual}
            testId="dashboard-virtual-expiring"
          />
        </>
      )}
    </DashboardSection>
  );
}
