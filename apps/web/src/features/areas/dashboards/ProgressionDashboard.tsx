import type { RateKey } from '@accredit/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../app/session.tsx';
import { currentLocale } from '../../../i18n/index.ts';
import {
  ambaKey,
  type Cohort,
  cohortsKey,
  fetchAmba,
  fetchCohorts,
  type Part,
} from '../../progression/api.ts';
import { barOption, ChartCard, DashboardSection, FigureCard } from './Kit.tsx';

/** The three rates a home shows per programme, the screen each opens, and the part it needs. */
const SHOWN: { key: RateKey; part: Part; path: string }[] = [
  { key: 'retentionRate', part: 'retention', path: '/learner-progression/retention' },
  { key: 'graduationNormalRate', part: 'retention', path: '/learner-progression/retention' },
  { key: 'employmentRate', part: 'employment', path: '/learner-progression/employment' },
];

const nameOf = (p: { name: string; nameEn: string | null } | null, fallback: string) =>
  !p ? fallback : currentLocale().startsWith('zh') ? p.name : p.nameEn || p.name;

/**
 * Learner progression home: per programme the latest cohort that has each rate (a recent cohort
 * has a retention rate years before it has a graduation rate, so each figure names its cohort),
 * a chart of the rates by cohort, and the AMBA checks pass or fail. The server leaves out the
 * parts the reader may not query; nothing is shown without any of them.
 */
export default function ProgressionDashboard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const allowed = (['admission', 'retention', 'employment'] as const).some((p) => session.has(`${p}:query`));
  const cohorts = useQuery({
    queryKey: [...cohortsKey('retention'), 'dashboard'],
    queryFn: () => fetchCohorts(),
    enabled: allowed,
    staleTime: 60_000,
  });
  const amba = useQuery({
    queryKey: [...ambaKey, 'dashboard'],
    queryFn: fetchAmba,
    enabled: allowed,
    staleTime: 60_000,
  });
  if (!allowed || !cohorts.data) return null;
  const parts = new Set(cohorts.data.parts);
  const shown = SHOWN.filter((s) => parts.has(s.part));
  const byProgramme = new Map<string, Cohort[]>();
  for (const c of cohorts.data.cohorts) {
    byProgramme.set(c.degreeProgramsId, [...(byProgramme.get(c.degreeProgramsId) ?? []), c]);
  }
  return (
    <div data-testid="dashboard-progression">
      {shown.length > 0 &&
        [...byProgramme.entries()].map(([id, rows]) => {
          // Cohorts without any of the shown rates (entrants counted from student records only)
          // would be empty bars; a programme with none of them is left out.
          const sorted = [...rows]
            .sort((a, b) => a.cohortYear - b.cohortYear)
            .filter((c) => shown.some((s) => c.rates[s.key]?.shown != null));
          if (sorted.length === 0) return null;
          return (
            <DashboardSection
              key={id}
              title={nameOf(sorted[0]?.programme ?? null, id)}
              testId={`dashboard-progression-${id}`}
            >
              {shown.map((s) => {
                const latest = [...sorted].reverse().find((c) => c.rates[s.key]?.shown != null);
                return (
                  <FigureCard
                    key={s.key}
                    label={t(`areas.dashboard.progression.${s.key}`)}
                    value={latest?.rates[s.key].shown}
                    precision={1}
                    suffix="%"
                    hint={
                      latest
                        ? t('areas.dashboard.progression.cohort', { year: latest.cohortYear })
                        : undefined
                    }
                    onClick={() => navigate(s.path)}
                    testId={`dashboard-progression-${s.key}`}
                  />
                );
              })}
              <ChartCard
                title={t('areas.dashboard.progression.byCohort')}
                option={barOption(
                  sorted.map((c) => c.cohortYear),
                  shown.map((s) => ({
                    name: t(`areas.dashboard.progression.${s.key}`),
                    data: sorted.map((c) => c.rates[s.key]?.shown ?? null),
                  })),
                  '%',
                )}
                height={220}
                testId="dashboard-progression-chart"
              />
            </DashboardSection>
          );
        })}
      {amba.data && amba.data.programmes.length > 0 && (
        <DashboardSection title={t('areas.dashboard.progression.ambaTitle')} testId="dashboard-amba">
          {amba.data.programmes.flatMap((p) => [
            <FigureCard
              key={`${p.degreeProgramsId}-we`}
              label={t('areas.dashboard.progression.workExperience', { programme: nameOf(p, '') })}
              value={
                p.workExperience.pass === null
                  ? null
                  : t(`areas.dashboard.${p.workExperience.pass ? 'pass' : 'fail'}`)
              }
              pass={p.workExperience.pass}
              hint={t('areas.dashboard.progression.workExperienceRule')}
              onClick={() => navigate('/learner-progression/admission')}
              testId="dashboard-amba-work"
            />,
            <FigureCard
              key={`${p.degreeProgramsId}-ch`}
              label={t('areas.dashboard.progression.contactHours', { programme: nameOf(p, '') })}
              value={p.contactHours.hours}
              pass={p.contactHours.pass}
              hint={t('areas.dashboard.progression.contactHoursRule')}
              onClick={() => navigate('/learner-progression/admission')}
              testId="dashboard-amba-hours"
            />,
          ])}
        </DashboardSection>
      )}
    </div>
  );
}
