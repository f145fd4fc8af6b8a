import type { KpiStatus } from '@accredit/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOUR: Record<KpiStatus | 'attention', string> = {
  met: 'success',
  notMet: 'warning',
  missed: 'error',
  late: 'error',
  pending: 'default',
  attention: 'error',
};

/** A year's status (or a KPI's overall word) as a coloured tag. */
export function KpiStatusTag({ status, testId }: { status: KpiStatus | 'attention'; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOUR[status]} data-testid={testId} data-status={status}>
      {t(`kpi.web.statuses.${status}`)}
    </Tag>
  );
}
