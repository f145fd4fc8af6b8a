import { RATE_KEYS, RATE_PART, type RateKey, resourceByName } from '@accredit/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Select, Table, type TableColumnType, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldLabel } from '../../crud/fields.tsx';
import { currentLocale } from '../../i18n/index.ts';
import { EChart } from '../qualification/EChart.tsx';
import { type Cohort, cohortsKey, fetchCohorts, type Part } from './api.ts';
import { cohortRatesOption } from './charts.ts';

/**
 * The rates of a part (admission, retention and graduation, employment) by entry cohort for one
 * programme: the figures (those counted from student records marked *), the rates with their
 * counts on hover, a chart by cohort, and the definitions written out under them.
 */
const FIGURES: Record<Part, string[]> = {
  admission: ['applications', 'offers', 'enrolled', 'entryScoreMean', 'workExperienceMin'],
  retention: ['cohortSize', 'normalYears', 'retainedFirstYear', 'graduatedNormalTime', 'graduatedExtraYear'],
  employment: ['graduationYear', 'graduates', 'employed', 'furtherStudy', 'medianSalary'],
};

const keysOf = (part: Part): RateKey[] => RATE_KEYS.filter((k) => RATE_PART[k] === part);

function figureOf(c: Cohort, part: Part, key: string): number | null {
  if (key === 'cohortSize') return c.cohortSize;
  // The parts are typed records; the table walks them by field name.
  const v = (c[part] as Record<string, unknown> | null)?.[key];
  return typeof v === 'number' ? v : null;
}

export function CohortPanel({ part }: { part: Part }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const def = resourceByName(part);
  const query = useQuery({ queryKey: cohortsKey(part), queryFn: () => fetchCohorts() });
  const all = useMemo(() => (query.data?.cohorts ?? []).filter((c) => c[part] !== null), [query.data, part]);
  const programmes = useMemo(() => {
    const seen = new Map<string, string>();
    for (const c of all) {
      const name = c.programme
        ? (locale === 'en-US' && c.programme.nameEn) || c.programme.name
        : c.degreeProgramsId;
      seen.set(c.degreeProgramsId, name);
    }
    return [...seen].map(([value, label]) => ({ value, label }));
  }, [all, locale]);
  const [picked, setPicked] = useState<string>();
  const programmeId = picked && programmes.some((p) => p.value === picked) ? picked : programmes[0]?.value;
  const rows = useMemo(() => all.filter((c) => c.degreeProgramsId === programmeId), [all, programmeId]);
  const keys = keysOf(part);
  const rateLabel = useMemo(() => (k: RateKey) => t(`progression.rate.${k}`), [t]);
  const option = useMemo(() => cohortRatesOption(rows, keys, rateLabel), [rows, keys, rateLabel]);

  const label = (key: string) => {
    const field = def?.fields.find((f) => f.key === key);
    return def && field ? fieldLabel(t, def, field) : t('progression.cohorts.size');
  };
  const columns: TableColumnType<Cohort>[] = [
    {
      key: 'cohortYear',
      title: t('progression.cohorts.cohort'),
      dataIndex: 'cohortYear',
      fixed: 'left',
      width: 90,
    },
    ...FIGURES[part].map((key) => ({
      key,
      title: label(key),
      align: 'right' as const,
      render: (_: unknown, c: Cohort) => {
        const v = figureOf(c, part, key);
        if (v === null) return '–';
        return (c.computed as readonly string[]).includes(key) ? (
          <Tooltip title={t('progression.cohorts.computed')}>
            <span data-testid={`progression-computed-${key}`}>{v.toLocaleString(locale)}*</span>
          </Tooltip>
        ) : (
          v.toLocaleString(locale)
        );
      },
    })),
    ...keys.map((k) => ({
      key: k,
      title: t(`progression.rate.${k}`),
      align: 'right' as const,
      render: (_: unknown, c: Cohort) => {
        const r = c.rates[k];
        if (!r || r.shown === null) return '–';
        return (
          <Tooltip title={`${r.numerator} / ${r.denominator}`}>
            <Typography.Text strong data-testid={`progression-rate-${k}-${c.cohortYear}`}>
              {r.shown.toFixed(1)}%
            </Typography.Text>
          </Tooltip>
        );
      },
    })),
  ];

  return (
    <Card title={t('progression.cohorts.title')} data-testid={`progression-cohorts-${part}`}>
      {programmes.length > 0 && (
        <Select
          aria-label={t('progression.cohorts.programme')}
          data-testid="progression-programme"
          style={{ width: '100%', maxWidth: 360, marginBottom: 12 }}
          value={programmeId}
          options={programmes}
          onChange={setPicked}
        />
      )}
      {query.isError && <Alert type="error" title={String((query.error as Error).message)} />}
      {rows.length === 0 && !query.isLoading ? (
        <Empty description={t('progression.cohorts.empty')} />
      ) : (
        <>
          <Table<Cohort>
            size="small"
            rowKey={(c) => `${c.degreeProgramsId}|${c.cohortYear}`}
            columns={columns}
            dataSource={rows}
            loading={query.isLoading}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
          {rows.some((c) => c.computed.length > 0) && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
              {t('progression.cohorts.computedNote')}
            </Typography.Paragraph>
          )}
          <Typography.Title level={5}>{t('progression.cohorts.chart')}</Typography.Title>
          <EChart option={option} height={280} testId={`progression-chart-${part}`} />
        </>
      )}
      <Typography.Title level={5}>{t('progression.cohorts.definitions')}</Typography.Title>
      <dl data-testid={`progression-definitions-${part}`} style={{ margin: 0 }}>
        {keys.map((k) => (
          <div key={k} style={{ marginBottom: 4 }}>
            <Typography.Text strong>{t(`progression.rate.${k}`)}</Typography.Text>
            {' = '}
            <Typography.Text>{t(`progression.def.${k}`)}</Typography.Text>
          </div>
        ))}
      </dl>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {t('progression.cohorts.rounding')}
      </Typography.Paragraph>
    </Card>
  );
}
