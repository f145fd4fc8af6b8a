import { STATUSES } from '@accredit/shared/aacsb/index.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../api/client.ts';
import { useSession } from '../../../app/session.tsx';
import { defaultYear, type Table31Answer } from '../../qualification/api.ts';
import { barOption, ChartCard, DashboardSection, FigureCard } from './Kit.tsx';

/**
 * Faculty and professional staff home: the school totals of Table 3-1 for the last full year
 * (sufficiency and the three qualification ratios, each against its threshold) and the time
 * devoted to mission by status. Read through the Table 3-1 call, so the figures are the table's.
 */
export default function StaffDashboard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const year = defaultYear();
  const allowed = session.has('facultyReport:query');
  const table = useQuery({
    queryKey: ['qualification', 't31', year],
    queryFn: () => api.get<Table31Answer>('/qualification/table31', { year }, { quiet: true }),
    enabled: allowed,
    staleTime: 60_000,
  });
  if (!allowed || !table.data) return null;
  const total = table.data.table.total;
  const faculty = table.data.table.groups.reduce((n, g) => n + g.rows.length, 0);
  const open = () => navigate('/staff-resources/tables');
  const ratios = [
    ['sufficiency', total.sufficiency],
    ['sa', total.sa],
    ['saPaSp', total.saPaSp],
    ['saPaSpIp', total.saPaSpIp],
  ] as const;
  return (
    <DashboardSection title={t('areas.dashboard.staff.title', { year })} testId="dashboard-staff">
      {ratios.map(([key, r]) => (
        <FigureCard
          key={key}
          label={t(`areas.dashboard.staff.${key}`)}
          value={r.shown}
          precision={1}
          suffix="%"
          pass={r.pass}
          hint={r.threshold === null ? undefined : t('areas.dashboard.threshold', { value: r.threshold })}
          onClick={open}
          testId={`dashboard-staff-${key}`}
        />
      ))}
      <FigureCard
        label={t('areas.dashboard.staff.faculty')}
        value={faculty}
        testId="dashboard-staff-faculty"
      />
      <FigureCard
        label={t('areas.dashboard.staff.fte')}
        value={total.computedFte}
        precision={2}
        testId="dashboard-staff-fte"
      />
      <ChartCard
        title={t('areas.dashboard.staff.byStatus')}
        option={barOption(STATUSES, [
          { name: t('areas.dashboard.staff.mission'), data: STATUSES.map((s) => total.byStatus[s] ?? 0) },
        ])}
        testId="dashboard-staff-chart"
      />
    </DashboardSection>
  );
}
