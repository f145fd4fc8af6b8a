import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../api/client.ts';
import { useSession } from '../../../app/session.tsx';
import { defaultYear, type Table81Answer, type TrendRow } from '../../qualification/api.ts';
import { barOption, ChartCard, DashboardSection, FigureCard } from './Kit.tsx';

/**
 * Impact of scholarship home: Table 8-1's school totals for the window ending with the last full
 * year, and approved contributions per year by Table 8-1 column over the same five years.
 */
export default function ScholarshipDashboard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const year = defaultYear();
  const from = year - 4;
  const allowed = session.has('researchOutputs:query');
  const table = useQuery({
    queryKey: ['qualification', 't81', year],
    queryFn: () => api.get<Table81Answer>('/qualification/table81', { year }, { quiet: true }),
    enabled: allowed,
    staleTime: 60_000,
  });
  const trends = useQuery({
    queryKey: ['qualification', 'trends', from, year],
    queryFn: () => api.get<TrendRow[]>('/qualification/trends', { from, to: year }, { quiet: true }),
    enabled: allowed,
    staleTime: 60_000,
  });
  if (!allowed || !table.data) return null;
  const total = table.data.table.total;
  const w = table.data.table.window;
  const open = () => navigate('/ImpactOfScholarship/table-8-1');
  const rows = trends.data ?? [];
  return (
    <DashboardSection
      title={t('areas.dashboard.scholarship.title', { from: w.from, to: w.to })}
      testId="dashboard-scholarship"
    >
      <FigureCard
        label={t('areas.dashboard.scholarship.total')}
        value={total.total}
        onClick={open}
        testId="dashboard-scholarship-total"
      />
      <FigureCard
        label={t('areas.dashboard.scholarship.prj')}
        value={total.columns.prj ?? 0}
        onClick={open}
        testId="dashboard-scholarship-prj"
      />
      <FigureCard
        label={t('areas.dashboard.scholarship.producing')}
        value={total.participatingProducing.shown}
        precision={1}
        suffix="%"
        testId="dashboard-scholarship-producing"
      />
      <FigureCard
        label={t('areas.dashboard.scholarship.fteProducing')}
        value={total.fteProducing.shown}
        precision={1}
        suffix="%"
        testId="dashboard-scholarship-fte"
      />
      {rows.length > 0 && (
        <ChartCard
          wide
          title={t('areas.dashboard.scholarship.perYear')}
          option={barOption(
            rows.map((r) => r.year),
            (['prj', 'otherReviewed', 'other'] as const).map((c) => ({
              name: t(`areas.dashboard.scholarship.${c}`),
              data: rows.map((r) => r[c]),
              stack: 'all',
            })),
          )}
          testId="dashboard-scholarship-chart"
        />
      )}
    </DashboardSection>
  );
}
