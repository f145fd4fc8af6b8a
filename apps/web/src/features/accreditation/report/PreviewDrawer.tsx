import { useQuery } from '@tanstack/react-query';
import { Alert, Drawer, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDrawerSize } from '../../shell/drawer-size.ts';
import { ReportReader } from '../reader/ReportReader.tsx';
import { fetchReading } from '../reader/ReportReaderPage.tsx';
import { reportKeys } from './api.ts';

/** The report as reviewers and Experts will read it (numbered, blocks drawn), beside the editor. */
export function PreviewDrawer({ reportId, onClose }: { reportId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const size = useDrawerSize('90%');
  const reading = useQuery({
    queryKey: reportKeys.reading(reportId ?? ''),
    queryFn: () => fetchReading(reportId ?? ''),
    enabled: Boolean(reportId),
  });
  return (
    <Drawer
      open={Boolean(reportId)}
      onClose={onClose}
      size={size}
      title={t('accReportWeb.actions.preview')}
      destroyOnHidden
    >
      <div data-testid="report-preview-drawer">
        {reading.isPending ? (
          <Skeleton active />
        ) : reading.isError || !reading.data ? (
          <Alert type="error" showIcon title={t('accReportWeb.editor.loadFailed')} />
        ) : (
          <ReportReader reading={reading.data} />
        )}
      </div>
    </Drawer>
  );
}
