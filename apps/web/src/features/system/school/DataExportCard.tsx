import { CloudDownloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client.ts';
import { useSession } from '../../../app/session.tsx';
import { announceJob } from '../../jobs/events.ts';

/** The standalone permission of the full data export (server: modules/data-export). */
export const DATA_EXPORT_PERMISSION = 'dataExport';

/**
 * The full data export (issue 23): starts the background job that writes everything the school
 * owns as one archive; the header's job centre follows it and offers the file. Shown only to
 * holders of the permission (administrators).
 */
export function DataExportCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  if (!session.has(DATA_EXPORT_PERMISSION)) return null;
  const start = async () => {
    setBusy(true);
    try {
      const { jobId } = await api.post<{ jobId: string }>('/sys/dataExport/job', {});
      announceJob(jobId);
      message.info(t('jobsWeb.export.started'));
    } catch {
      // The client has shown the server's refusal.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card
      size="small"
      title={t('dataExport.card.title')}
      style={{ marginTop: 16 }}
      data-testid="data-export-card"
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          {t('dataExport.card.description')}
        </Typography.Paragraph>
        <Alert type="warning" showIcon title={t('dataExport.card.warning')} />
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('dataExport.card.importHint')}
        </Typography.Paragraph>
        <Button
          type="primary"
          icon={<CloudDownloadOutlined />}
          loading={busy}
          onClick={() => void start()}
          data-testid="data-export-start"
        >
          {t('dataExport.card.start')}
        </Button>
      </Space>
    </Card>
  );
}
