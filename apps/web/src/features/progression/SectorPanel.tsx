import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dictOptions } from '../../crud/fields.tsx';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { EChart } from '../qualification/EChart.tsx';
import { fetchSectors, sectorsKey } from './api.ts';
import { sectorsOption } from './charts.ts';

/**
 * Employer sectors: the graduates employed per sector over the employment records the caller
 * reads (a chart), and the engine list of employmentSector rows to add and edit them.
 */
export function SectorPanel() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: sectorsKey(), queryFn: () => fetchSectors() });
  const labels = useMemo(() => new Map(dictOptions('employerSector').map((o) => [o.value, o.label])), []);
  const rows = useMemo(
    () =>
      (query.data?.sectors ?? []).map((s) => ({
        label: labels.get(s.sector) ?? s.sector,
        employed: s.employed,
      })),
    [query.data, labels],
  );
  const option = useMemo(() => sectorsOption(rows), [rows]);
  return (
    <Card title={t('progression.sectors.title')} data-testid="progression-sectors">
      <Typography.Paragraph type="secondary">{t('progression.sectors.summary')}</Typography.Paragraph>
      {rows.length === 0 && !query.isLoading ? (
        <Empty description={t('progression.sectors.empty')} />
      ) : (
        <EChart option={option} height={Math.max(160, rows.length * 32)} testId="progression-sectors-chart" />
      )}
      <ResourcePage resource="employmentSector" />
    </Card>
  );
}
