import { DownloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { useSession } from '../../app/session.tsx';
import { ImportButton } from '../../crud/ImportButton.tsx';
import { identityApi } from './api.ts';

/** Export of the year, the import template, and the import (all rows or none) into the year shown. */
export function IdentityFiles({ year }: { year: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const session = useSession();
  const client = useQueryClient();
  const run = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : String(e));
    }
  };
  return (
    <>
      {session.has('identity:export') && (
        <Button
          icon={<DownloadOutlined />}
          onClick={() =>
            run(() => identityApi.exportXls(year, `${t('identity.files.export', { year })}.xlsx`))
          }
          data-testid="identity-export"
        >
          {t('identity.export')}
        </Button>
      )}
      {session.has('identity:import') && (
        <>
          <Button
            icon={<DownloadOutlined />}
            onClick={() => run(() => identityApi.template(`${t('identity.files.template')}.xlsx`))}
            data-testid="identity-template"
          >
            {t('identity.template')}
          </Button>
          <ImportButton
            testId="identity-import"
            upload={async (file) => {
              const envelope = await identityApi.importExcel(year, file);
              return { message: t('identity.imported', envelope.result) };
            }}
            onImported={() => void client.invalidateQueries({ queryKey: ['crud', 'teacherAccreditation'] })}
          />
        </>
      )}
    </>
  );
}
