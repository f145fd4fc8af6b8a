import { KPI_LIVE_META, KPI_LIVE_SOURCES, type KpiLiveSource } from '@accredit/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, InputNumber, Select, Space, Spin, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceApi } from '../../../crud/api.ts';
import { canListRef, dictOptions } from '../../../crud/fields.tsx';
import { nameOf } from '../plan/api.ts';
import { formatFigure, useLiveValue } from './api.ts';

/**
 * The live-source picker: choose a figure of the product (kpiSource), a year and, for a programme
 * source, a programme, and see its current value before tying a KPI to it.
 */
export function LivePreview({ defaultYear }: { defaultYear: number }) {
  const { t } = useTranslation();
  const [source, setSource] = useState<KpiLiveSource | undefined>();
  const [year, setYear] = useState<number | null>(defaultYear);
  const [programmeId, setProgrammeId] = useState<string | undefined>();
  const meta = source ? KPI_LIVE_META[source] : null;
  const programmes = useQuery({
    queryKey: ['performanceTarget', 'programmes'],
    enabled: Boolean(meta?.programme) && canListRef('degreePrograms'),
    queryFn: async () => (await resourceApi('degreePrograms').list({ pageNo: 1, pageSize: -1 })).records,
  });
  const live = useLiveValue(source, year, meta?.programme ? programmeId : undefined);
  const options = dictOptions('kpiSource').filter((o) =>
    (KPI_LIVE_SOURCES as readonly string[]).includes(o.value),
  );

  return (
    <Card size="small" title={t('kpi.web.preview.title')} className="kpi-preview" data-testid="kpi-preview">
      <Space wrap align="end" className="kpi-preview-row">
        <Select
          className="kpi-preview-source"
          placeholder={t('kpi.web.preview.pick')}
          aria-label={t('kpi.web.preview.source')}
          value={source}
          onChange={(v: KpiLiveSource) => setSource(v)}
          options={options}
          data-testid="kpi-preview-source"
        />
        <InputNumber
          aria-label={t('kpi.web.preview.year')}
          min={1900}
          max={2200}
          value={year}
          onChange={(v) => setYear(typeof v === 'number' ? v : null)}
          data-testid="kpi-preview-year"
        />
        {meta?.programme && (
          <Select
            allowClear
            className="kpi-preview-programme"
            placeholder={t('kpi.web.preview.programme')}
            aria-label={t('kpi.web.preview.programme')}
            value={programmeId}
            onChange={(v: string | undefined) => setProgrammeId(v)}
            loading={programmes.isLoading}
            options={(programmes.data ?? []).map((p) => ({
              value: String(p.id),
              label: nameOf(p, 'name', 'nameEn'),
            }))}
          />
        )}
      </Space>
      {source && (
        <div className="kpi-preview-value">
          {live.isLoading ? (
            <Spin />
          ) : live.data ? (
            <>
              <Statistic
                title={t('kpi.web.preview.value')}
                value={formatFigure(live.data.value, live.data.unit)}
                data-testid="kpi-preview-value"
              />
              {live.data.numerator !== null && live.data.denominator !== null && (
                <Typography.Text type="secondary">
                  {t('kpi.web.counts', {
                    numerator: live.data.numerator,
                    denominator: live.data.denominator,
                  })}
                </Typography.Text>
              )}
              {live.data.value === null && (
                <Typography.Text type="secondary">{t('kpi.web.preview.none')}</Typography.Text>
              )}
              {meta && !meta.programme && (
                <div>
                  <Typography.Text type="secondary">{t('kpi.web.preview.schoolWide')}</Typography.Text>
                </div>
              )}
            </>
          ) : null}
        </div>
      )}
    </Card>
  );
}
