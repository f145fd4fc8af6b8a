import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { announceJob } from '../features/jobs/events.ts';
import { type ImportProblem, importProblems } from './api.ts';
import { ImportProblemsModal } from './ImportProblemsModal.tsx';

/**
 * Files above this size are imported as a background job (features/jobs): about 2,000 rows of a
 * typical template, the size at which the export also turns into a job. Smaller files keep the
 * immediate answer (every problem listed in this dialog at once); the browser cannot count a
 * workbook's rows without reading it, and bringing exceljs into the page for that is not worth it.
 */
export const IMPORT_JOB_BYTES = 256 * 1024;

/**
 * Import from Excel: the whole file or nothing. When the server refuses, every problem is listed
 * with its row, column and message (in the user's language).
 */
export function ImportButton({
  upload: send,
  onImported,
  startJob,
  label,
  testId = 'crud-import',
}: {
  /** Sends the file; resolves with the server's message, rejects with its problems. */
  upload: (file: File) => Promise<{ message: string }>;
  onImported: () => void;
  /** Starts the import as a background job; used for files over IMPORT_JOB_BYTES. */
  startJob?: (file: File) => Promise<{ jobId: string }>;
  /** The button's text when it says more than "Import" (e.g. "Import students into this class"). */
  label?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [problems, setProblems] = useState<ImportProblem[] | null>(null);
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    setBusy(true);
    try {
      if (startJob && file.size > IMPORT_JOB_BYTES) {
        announceJob((await startJob(file)).jobId);
        message.info(t('jobsWeb.import.started'));
        return;
      }
      const envelope = await send(file);
      message.success(envelope.message);
      onImported();
    } catch (e) {
      const found = importProblems(e);
      if (found.length) setProblems(found);
      else message.error(e instanceof Error ? e.message : t('errors.internal'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Upload
        accept=".xlsx"
        showUploadList={false}
        beforeUpload={(file) => {
          // Sent by hand so the answer's problem list can be shown; antd's own upload stays idle.
          void upload(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy} data-testid={testId}>
          {label ?? t('crud.ui.import')}
        </Button>
      </Upload>
      <ImportProblemsModal
        problems={problems}
        onClose={() => setProblems(null)}
        title={t('crud.import.problems')}
        labels={{
          row: t('crud.import.row'),
          column: t('crud.import.column'),
          message: t('crud.import.message'),
        }}
      />
    </>
  );
}
