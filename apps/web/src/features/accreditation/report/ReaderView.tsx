import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { reportApi, reportKeys } from './api.ts';
import { ReadingBody } from './ReadingBody.tsx';

/** The read-only report for whoever may read but not write it (an Expert): certificationReport/read. */
export function ReaderView({ reportId, onBack }: { reportId: string; onBack: () => void }) {
  const { t } = useTranslation();
  const reading = useQuery({
    queryKey: reportKeys.reading(reportId),
    queryFn: () => reportApi.read(reportId),
  });
  return (
    <div data-testid="report-reader">
      <Space style={{ marginBottom: 12 }}>
        <Button icon={<ArrowLeftOutlined />} onClick={onBack} data-testid="report-back">
          {t('accReportWeb.editor.back')}
        </Button>
      </Space>
      {reading.isPending ? (
        <Skeleton active />
      ) : reading.isError || !reading.data ? (
        <Alert type="error" showIcon title={t('accReportWeb.editor.loadFailed')} />
      ) : (
        <ReadingBody reading={reading.data} />
      )}
    </div>
  );
}
