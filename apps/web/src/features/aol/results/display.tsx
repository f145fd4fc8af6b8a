import { bilingual } from '@accredit/shared';
import { CheckCircleOutlined, CloseCircleOutlined, DownloadOutlined } from '@ant-design/icons';
import { App, Button, Popover, Select, Space, Tag, Typography } from 'antd';
import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client.ts';
import { Bilingual } from '../../../components/english-check.tsx';
import { currentLocale } from '../../../i18n/index.ts';
import { EChart } from '../../qualification/EChart.tsx';
import type { Figure, Named, ReportLang } from './api.ts';

/** Small pieces the results screens share: figures, met tags, names, report buttons, chart cards. */

/** A figure as the server gives it (its `shown` text, never re-rounded), or a dash. */
export function FigureText({ figure, testId }: { figure: Figure | null | undefined; testId?: string }) {
  return <span data-testid={testId}>{figure ? figure.shown : '—'}</span>;
}

/** Met, not met, or no figure. */
export function MetTag({ met, testId }: { met: boolean | null | undefined; testId?: string }) {
  const { t } = useTranslation();
  if (met === null || met === undefined)
    return (
      <Tag data-testid={testId} data-met="none">
        {t('aolResults.web.noFigure')}
      </Tag>
    );
  return met ? (
    <Tag color="success" icon={<CheckCircleOutlined />} data-testid={testId} data-met="yes">
      {t('aolResults.web.met')}
    </Tag>
  ) : (
    <Tag color="error" icon={<CloseCircleOutlined />} data-testid={testId} data-met="no">
      {t('aolResults.web.unmet')}
    </Tag>
  );
}

/** A target share (0..1) as printed beside the figures: the number as configured. */
export const targetText = (target: number | null | undefined) =>
  target === null || target === undefined ? '—' : String(target);

/** A record's name in the reader's language as plain text (for labels, options and file names). */
export function nameText(record: object | null | undefined, zh = 'name', en = 'nameEn'): string {
  if (!record) return '';
  return bilingual(record, zh, en, currentLocale()).text;
}

/** "CODE name" of a record, the name in the reader's language with the no-English marker. */
export function CodeName({ record }: { record: Named | null | undefined }) {
  if (!record) return null;
  return (
    <span>
      {record.code ? <Typography.Text strong>{record.code} </Typography.Text> : null}
      <Bilingual record={record} zh="name" en="nameEn" />
    </span>
  );
}

/** The web's two report languages: English, or Chinese. */
const REPORT_LANGS: ReportLang[] = ['en-US', 'zh-CN'];

/**
 * A report download: a button opening a small panel with the class (when there are classes) and
 * one button per language. Failures are told, not thrown.
 */
export function ReportButton({
  label,
  testId,
  classes,
  loadClasses,
  onDownload,
}: {
  label: string;
  testId: string;
  classes?: Named[];
  /** Classes fetched when the panel first opens (when the caller has no names at hand). */
  loadClasses?: () => Promise<Named[]>;
  onDownload: (lang: ReportLang, classId: string | undefined) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [classId, setClassId] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState<ReportLang | null>(null);
  const [loaded, setLoaded] = useState<Named[] | null>(null);
  const [open, setOpen] = useState(false);
  const shown = classes ?? loaded ?? undefined;
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next && loadClasses && loaded === null) loadClasses().then(setLoaded, () => setLoaded([]));
  };
  const run = async (lang: ReportLang) => {
    setBusy(lang);
    try {
      await onDownload(lang, classId);
      // The panel closes once the file is on its way, so it no longer covers the page.
      setOpen(false);
    } catch (e) {
      message.error(
        t('aolResults.web.downloads.failed', { message: e instanceof ApiError ? e.message : String(e) }),
      );
    } finally {
      setBusy(null);
    }
  };
  const content = (
    <Space direction="vertical" data-testid={`${testId}-panel`}>
      {shown && shown.length > 0 ? (
        <Select
          style={{ minWidth: 200 }}
          value={classId ?? ''}
          onChange={(v: string) => setClassId(v || undefined)}
          options={[
            { value: '', label: t('aolResults.web.downloads.allClasses') },
            ...shown.map((c) => ({ value: c.id, label: nameText(c) || c.code || c.id })),
          ]}
          data-testid={`${testId}-class`}
        />
      ) : null}
      <Space wrap>
        {REPORT_LANGS.map((lang) => (
          <Button
            key={lang}
            icon={<DownloadOutlined />}
            loading={busy === lang}
            onClick={() => run(lang)}
            data-testid={`${testId}-${lang === 'en-US' ? 'en' : 'zh'}`}
          >
            {t(lang === 'en-US' ? 'aolResults.web.downloads.english' : 'aolResults.web.downloads.chinese')}
          </Button>
        ))}
      </Space>
    </Space>
  );
  return (
    <Popover trigger="click" content={content} placement="bottomLeft" open={open} onOpenChange={onOpenChange}>
      <Button icon={<DownloadOutlined />} data-testid={testId}>
        {label}
      </Button>
    </Popover>
  );
}

/** A plain download button (an Excel file) that tells a failure. */
export function DownloadButton({
  label,
  testId,
  onDownload,
}: {
  label: string;
  testId: string;
  onDownload: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={busy}
      data-testid={testId}
      onClick={async () => {
        setBusy(true);
        try {
          await onDownload();
        } catch (e) {
          message.error(
            t('aolResults.web.downloads.failed', { message: e instanceof ApiError ? e.message : String(e) }),
          );
        } finally {
          setBusy(false);
        }
      }}
    >
      {label}
    </Button>
  );
}

/** A chart with its title, sized to its container (charts resize with the window). */
export function ChartCard({
  title,
  option,
  height = 300,
  testId,
  extra,
}: {
  title: string;
  option: Parameters<typeof EChart>[0]['option'];
  height?: number;
  testId: string;
  extra?: ReactNode;
}) {
  return (
    <div className="aolr-chart" data-testid={`${testId}-card`}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Text strong>{title}</Typography.Text>
        {extra}
      </Space>
      <Suspense fallback={null}>
        <EChart option={option} height={height} testId={testId} />
      </Suspense>
    </div>
  );
}
