import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Popover, Space, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client.ts';
import type { ReportLang } from './api.ts';

/**
 * A download in either report language: a button opening a small panel with one button per
 * language (the file is written in that language whatever the screen's). Failures are told, not
 * thrown; the panel closes once the file is on its way.
 */
const LANGS: { lang: ReportLang; key: string; suffix: string }[] = [
  { lang: 'en-US', key: 'qnrWeb.downloads.english', suffix: 'en' },
  { lang: 'zh-CN', key: 'qnrWeb.downloads.chinese', suffix: 'zh' },
];

export function DownloadButton({
  label,
  note,
  testId,
  onDownload,
}: {
  label: string;
  /** A line above the language buttons (what the file holds). */
  note?: ReactNode;
  testId: string;
  onDownload: (lang: ReportLang) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<ReportLang | null>(null);
  const run = async (lang: ReportLang) => {
    setBusy(lang);
    try {
      await onDownload(lang);
      setOpen(false);
    } catch (e) {
      message.error(t('qnrWeb.downloads.failed', { message: e instanceof ApiError ? e.message : String(e) }));
    } finally {
      setBusy(null);
    }
  };
  const content = (
    <Space direction="vertical" data-testid={`${testId}-panel`} style={{ maxWidth: 280 }}>
      {note && <Typography.Text type="secondary">{note}</Typography.Text>}
      <Space wrap>
        {LANGS.map((l) => (
          <Button
            key={l.lang}
            icon={<DownloadOutlined />}
            loading={busy === l.lang}
            onClick={() => run(l.lang)}
            data-testid={`${testId}-${l.suffix}`}
          >
            {t(l.key)}
          </Button>
        ))}
      </Space>
    </Space>
  );
  return (
    <Popover trigger="click" placement="bottomLeft" content={content} open={open} onOpenChange={setOpen}>
      <Button icon={<DownloadOutlined />} data-testid={testId}>
        {label}
      </Button>
    </Popover>
  );
}
