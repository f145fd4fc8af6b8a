import type { Status } from '@accredit/shared/aacsb/index.ts';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOR: Record<Status, string> = { SA: 'green', PA: 'cyan', SP: 'blue', IP: 'purple', A: 'default' };

export function StatusTag({ status }: { status: Status }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t(`qualification.status.${status}`)}>
      <Tag color={COLOR[status]} data-testid={`status-${status}`}>
        {status}
      </Tag>
    </Tooltip>
  );
}

export function PassTag({ pass }: { pass: boolean | null }) {
  const { t } = useTranslation();
  if (pass === null) return null;
  return (
    <Tag color={pass ? 'success' : 'error'}>
      {t(pass ? 'qualification.tables.pass' : 'qualification.tables.fail')}
    </Tag>
  );
}
