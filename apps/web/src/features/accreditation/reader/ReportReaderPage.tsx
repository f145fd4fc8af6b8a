import type { ReportReading } from '@accredit/shared';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client.ts';
import { download } from '../../../api/files.ts';
import { currentLocale } from '../../../i18n/index.ts';
import { type EvidenceFile, ReportReader } from './ReportReader.tsx';

/**
 * The Expert's view of a report (issue 21 item 7: "users with the Expert role see the same
 * read-only view when signed in"): GET /aacsb/certificationReport/read, drawn as the reviewers
 * see it, with the blocks' sources as links into the product and the evidence files downloadable
 * with the reader's own rights. The report screen mounts it for whoever may read but not write.
 */
export const readingKey = (reportId: string, locale: string) =>
  ['accreditation', 'reading', reportId, locale] as const;

export function fetchReading(reportId: string): Promise<ReportReading> {
  return api.get<ReportReading>('/aacsb/certificationReport/read', { id: reportId });
}

/** A stored file's address as the client's paths name it (without the /api base). */
export function filePath(url: string): string {
  return url.replace(/^\/api(?=\/)/, '');
}

export function ReportReaderPage({ reportId, onBack }: { reportId: string; onBack?: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const reading = useQuery({
    queryKey: readingKey(reportId, currentLocale()),
    queryFn: () => fetchReading(reportId),
  });
  const openFile = (file: EvidenceFile) =>
    download(filePath(file.url), {}, file.fileName).catch(() =>
      message.error(t('accDoorWeb.door.fileFailed')),
    );
  return (
    <div data-testid="expert-reader">
      {onBack && (
        <Button
          icon={<ArrowLeftOutlined />}
          onClick={onBack}
          style={{ marginBottom: 12 }}
          data-testid="reader-back"
        >
          {t('accDoorWeb.reader.back')}
        </Button>
      )}
      {reading.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : reading.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('accDoorWeb.reader.loadFailed')}
          description={reading.error.message}
        />
      ) : (
        <ReportReader reading={reading.data} onOpenFile={openFile} />
      )}
    </div>
  );
}
