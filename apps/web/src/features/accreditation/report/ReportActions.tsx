import type { ReportOutline } from '@accredit/shared';
import {
  DiffOutlined,
  DownOutlined,
  EyeOutlined,
  FileWordOutlined,
  LockOutlined,
  ReloadOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, type ButtonProps, Dropdown, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session.tsx';
import { REPORT_KEY, reportApi, reportKeys } from './api.ts';
import { DriftDrawer } from './DriftDrawer.tsx';
import { LinksButton } from './LinksButton.tsx';
import { PreviewDrawer } from './PreviewDrawer.tsx';

/**
 * What a report's header offers: refresh the live blocks, preview it as readers see it, freeze it
 * (every block's figures kept as they are now) or unfreeze it, the changes in live data since the
 * freeze, the Word file in English or Chinese, and the reviewers' links.
 */
export function ReportActions({ outline }: { outline: ReportOutline }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const session = useSession();
  const queryClient = useQueryClient();
  const { report } = outline;
  const frozen = report.status === '1';
  const canEdit = session.has('certificationReport:edit');
  const canExport = session.has('certificationReport:export');
  const [busy, setBusy] = useState<string | null>(null);
  const [drift, setDrift] = useState(false);
  const [preview, setPreview] = useState(false);

  const refreshAll = () => queryClient.invalidateQueries({ queryKey: [REPORT_KEY] });
  const run = async (what: string, call: () => Promise<unknown>, done: string) => {
    setBusy(what);
    try {
      await call();
      message.success(done);
      await refreshAll();
    } catch {
      /* the client has shown the server's message */
    } finally {
      setBusy(null);
    }
  };
  const exportWord = async (lang: 'en-US' | 'zh-CN') => {
    setBusy(`word-${lang}`);
    try {
      await reportApi.exportWord(report.id, lang, `${report.title}-${lang === 'zh-CN' ? 'zh' : 'en'}.docx`);
    } catch (e) {
      message.error((e as Error).message || t('accReportWeb.actions.exportFailed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Space wrap className="acc-rep-actions" data-testid="report-actions">
      <Button
        icon={<ReloadOutlined />}
        onClick={() => void queryClient.invalidateQueries({ queryKey: reportKeys.blocks(report.id) })}
        data-testid="report-refresh"
      >
        {t('accReportWeb.actions.refresh')}
      </Button>
      <Button icon={<EyeOutlined />} onClick={() => setPreview(true)} data-testid="report-preview">
        {t('accReportWeb.actions.preview')}
      </Button>
      {canEdit &&
        (frozen ? (
          <Popconfirm
            title={t('accReportWeb.actions.unfreezeConfirm')}
            onConfirm={() =>
              run('unfreeze', () => reportApi.unfreeze(report.id), t('accReportWeb.actions.unfrozen'))
            }
            okText={t('accReportWeb.common.ok')}
            cancelText={t('accReportWeb.common.cancel')}
            okButtonProps={{ 'data-testid': 'unfreeze-confirm' } as ButtonProps}
          >
            <Button icon={<UnlockOutlined />} loading={busy === 'unfreeze'} data-testid="report-unfreeze">
              {t('accReportWeb.actions.unfreeze')}
            </Button>
          </Popconfirm>
        ) : (
          <Popconfirm
            title={t('accReportWeb.actions.freezeConfirm')}
            description={t('accReportWeb.actions.freezeHelp')}
            onConfirm={() =>
              run('freeze', () => reportApi.freeze(report.id), t('accReportWeb.actions.frozen'))
            }
            okText={t('accReportWeb.common.ok')}
            cancelText={t('accReportWeb.common.cancel')}
            okButtonProps={{ 'data-testid': 'freeze-confirm' } as ButtonProps}
          >
            <Button icon={<LockOutlined />} loading={busy === 'freeze'} data-testid="report-freeze">
              {t('accReportWeb.actions.freeze')}
            </Button>
          </Popconfirm>
        ))}
      {frozen && (
        <Button icon={<DiffOutlined />} onClick={() => setDrift(true)} data-testid="report-drift">
          {t('accReportWeb.actions.drift')}
        </Button>
      )}
      {canExport && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'en-US', label: t('accReportWeb.actions.wordEn'), 'data-testid': 'export-en' } as never,
              { key: 'zh-CN', label: t('accReportWeb.actions.wordZh'), 'data-testid': 'export-zh' } as never,
            ],
            onClick: ({ key }) => void exportWord(key as 'en-US' | 'zh-CN'),
          }}
        >
          <Button icon={<FileWordOutlined />} loading={busy?.startsWith('word')} data-testid="report-export">
            {t('accReportWeb.actions.word')} <DownOutlined />
          </Button>
        </Dropdown>
      )}
      {canEdit && <LinksButton reportId={report.id} sections={outline.sections} />}
      <DriftDrawer reportId={drift ? report.id : null} onClose={() => setDrift(false)} />
      <PreviewDrawer reportId={preview ? report.id : null} onClose={() => setPreview(false)} />
    </Space>
  );
}
