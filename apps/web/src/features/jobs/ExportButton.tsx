import type { Page } from '@accredit/shared';
import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { announceJob } from './events.ts';

/**
 * Past this many rows a list's export runs as a background job: a direct download of a few
 * thousand rows takes seconds, and the browser shows nothing while the file is written.
 */
export const EXPORT_JOB_ROWS = 2000;

/** Whether a list of this size exports as a job (a capped "10,000+" total always does). */
export function exportsAsJob(list: Pick<Page<unknown>, 'total' | 'totalCapped'> | undefined): boolean {
  if (!list) return false;
  return Boolean(list.totalCapped) || list.total > EXPORT_JOB_ROWS;
}

/**
 * A list's Export button: the file at once for a small list; for a large one a job, which the
 * header's job centre then follows with a progress bar and a notice with the file.
 */
export function ExportButton({
  list,
  direct,
  startJob,
  testId = 'crud-export',
}: {
  list: Pick<Page<unknown>, 'total' | 'totalCapped'> | undefined;
  direct: () => Promise<void>;
  startJob: () => Promise<{ jobId: string }>;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      if (exportsAsJob(list)) {
        const { jobId } = await startJob();
        announceJob(jobId);
        message.info(t('jobsWeb.export.started'));
      } else
        await direct().catch((e: unknown) => {
          message.error(e instanceof Error && e.message ? e.message : t('jobsWeb.export.failed'));
        });
    } catch {
      // The client has shown the server's refusal to start the job.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()} data-testid={testId}>
      {t('crud.ui.export')}
    </Button>
  );
}
