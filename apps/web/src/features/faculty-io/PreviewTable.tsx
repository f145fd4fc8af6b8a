import { PaperClipOutlined } from '@ant-design/icons';
import {
  App,
  Button,
  Checkbox,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
  Upload,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadDocument } from '../../api/files.ts';
import type { PreviewAuthor, PreviewEntry } from './api.ts';

/**
 * The capture preview: one row per entry with its type, both titles, venue, year and DOI, a flag
 * for duplicates, the type's missing fields, its authors, and its supporting PDFs. Matched authors
 * show the teacher; ambiguous ones get a choice among the candidates or "external author". Types
 * that need a supporting PDF (journal positions, research reports) are imported only with one:
 * the file is uploaded at once (the upload call the research-output form uses) and sent with the commit.
 */
export const EXTERNAL = '__external__';

export interface AttachedPdf {
  fileName: string;
  url: string;
}

export interface RowChoice {
  include: boolean;
  /** Per author position: a teacher id, EXTERNAL, or undefined while unresolved. */
  authors: (string | undefined)[];
  attachments: AttachedPdf[];
}

/** A chosen entry whose type needs a PDF and has none yet. */
export const lacksPdf = (entry: PreviewEntry, choice: RowChoice | undefined) =>
  entry.pdfRequired && Boolean(choice?.include) && (choice?.attachments.length ?? 0) === 0;

const isPdfName = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/** Supporting PDFs of one entry: attaching one chooses a sound entry; removing the last PDF a type needs unchooses it. */
function PdfCell({
  entry,
  choice,
  onChange,
}: {
  entry: PreviewEntry;
  choice: RowChoice;
  onChange(choice: RowChoice): void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const sound = entry.problems.length === 0;
  // A duplicate is left out unless the person chooses it: then it may take a PDF too.
  const open = sound && (entry.duplicate === null || choice.include || choice.attachments.length > 0);
  return (
    <Space direction="vertical" size={2} data-testid={`capture-attach-${entry.index}`}>
      <Upload
        accept=".pdf,application/pdf"
        multiple={false}
        disabled={!open}
        fileList={choice.attachments.map((f) => ({
          uid: f.url,
          name: f.fileName,
          status: 'done',
          url: f.url,
        }))}
        beforeUpload={(file) => {
          if (!isPdfName(file)) {
            message.error(t('facultyio.wizard.pdfOnly'));
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          setBusy(true);
          uploadDocument(file as File)
            .then((saved) => {
              const attachments = [...choice.attachments, { fileName: saved.fileName, url: saved.url }];
              onChange({ ...choice, attachments, include: choice.include || entry.duplicate === null });
              onSuccess?.(saved);
            })
            .catch((e: Error) => {
              message.error(e.message);
              onError?.(e);
            })
            .finally(() => setBusy(false));
        }}
        onRemove={(removed) => {
          const attachments = choice.attachments.filter((f) => f.url !== removed.url);
          const include = choice.include && !(entry.pdfRequired && attachments.length === 0);
          onChange({ ...choice, attachments, include });
        }}
      >
        {open && (
          // Optional for the other types (the research-output form takes support files for any).
          <Button
            size="small"
            type={entry.pdfRequired ? 'default' : 'link'}
            icon={<PaperClipOutlined />}
            loading={busy}
            style={entry.pdfRequired ? undefined : { paddingInline: 0 }}
          >
            {t('facultyio.wizard.attachPdf')}
          </Button>
        )}
      </Upload>
      {entry.pdfRequired && choice.attachments.length === 0 && (
        <Typography.Text type={sound ? 'warning' : 'secondary'} style={{ fontSize: 12 }}>
          {t('facultyio.wizard.pdfRequired')}
        </Typography.Text>
      )}
    </Space>
  );
}

interface Props {
  entries: PreviewEntry[];
  choices: Map<number, RowChoice>;
  onChange(index: number, choice: RowChoice): void;
}

function AuthorCell({
  entry,
  choice,
  onChange,
}: {
  entry: PreviewEntry;
  choice: RowChoice;
  onChange(choice: RowChoice): void;
}) {
  const { t } = useTranslation();
  const tagOf = (author: PreviewAuthor, i: number) => {
    if (author.status === 'matched') {
      const who = author.candidates[0];
      return (
        <Tag key={i} color="green" title={who ? `${who.name} (${who.staffId})` : undefined}>
          {author.name}
        </Tag>
      );
    }
    if (author.status === 'external') return <Tag key={i}>{author.name}</Tag>;
    return (
      <Space key={i} size={4} data-testid={`author-choice-${entry.index}-${i}`}>
        <Tag color="orange">{author.name}</Tag>
        <Select
          size="small"
          style={{ minWidth: 220 }}
          status={choice.authors[i] === undefined && choice.include ? 'error' : undefined}
          placeholder={t('facultyio.wizard.chooseTeacher')}
          value={choice.authors[i]}
          onChange={(value: string) => {
            const authors = [...choice.authors];
            authors[i] = value;
            onChange({ ...choice, authors });
          }}
          options={[
            ...author.candidates.map((c) => ({
              value: c.id,
              label: [c.name, c.staffId, c.college].filter(Boolean).join(' · '),
            })),
            { value: EXTERNAL, label: t('facultyio.wizard.externalAuthor') },
          ]}
        />
      </Space>
    );
  };
  return (
    <Space wrap size={[4, 4]}>
      {entry.authors.map(tagOf)}
    </Space>
  );
}

export function PreviewTable({ entries, choices, onChange }: Props) {
  const { t } = useTranslation();
  const columns: TableColumnsType<PreviewEntry> = [
    {
      key: 'include',
      width: 48,
      render: (_, e) => {
        const choice = choices.get(e.index);
        return (
          <Checkbox
            data-testid={`capture-include-${e.index}`}
            aria-label={t('facultyio.wizard.include')}
            disabled={e.problems.length > 0}
            checked={choice?.include}
            onChange={(ev) => choice && onChange(e.index, { ...choice, include: ev.target.checked })}
          />
        );
      },
    },
    { title: t('facultyio.wizard.columns.line'), dataIndex: 'line', width: 64 },
    {
      title: t('facultyio.wizard.columns.type'),
      dataIndex: 'outputTypeText',
      width: 120,
      render: (v: string) => <Tag color="cyan">{v}</Tag>,
    },
    {
      title: t('facultyio.wizard.columns.title'),
      key: 'title',
      render: (_, e) => (
        <div>
          {e.titleZh && <div>{e.titleZh}</div>}
          {e.titleEn && <div>{e.titleEn}</div>}
          <Typography.Text type="secondary">
            {[e.venueName ?? e.publisher, e.year, e.doi].filter(Boolean).join(' · ')}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: t('facultyio.wizard.columns.authors'),
      key: 'authors',
      width: 340,
      render: (_, e) => {
        const choice = choices.get(e.index);
        return choice ? (
          <AuthorCell entry={e} choice={choice} onChange={(c) => onChange(e.index, c)} />
        ) : null;
      },
    },
    {
      title: t('facultyio.wizard.columns.status'),
      key: 'status',
      width: 240,
      render: (_, e) => (
        <Space direction="vertical" size={2}>
          {e.duplicate?.kind === 'file' && (
            <Tag color="red" data-testid={`capture-duplicate-${e.index}`}>
              {t('facultyio.wizard.duplicateInFile', { line: entries[e.duplicate.index]?.line })}
            </Tag>
          )}
          {e.duplicate?.kind === 'database' && (
            <Tag color="red" data-testid={`capture-duplicate-${e.index}`} title={e.duplicate.title}>
              {t('facultyio.wizard.duplicateStored')}
            </Tag>
          )}
          {e.problems.map((p) => (
            <Typography.Text key={p} type="danger" style={{ fontSize: 12 }}>
              {p}
            </Typography.Text>
          ))}
          {!e.duplicate && e.problems.length === 0 && <Tag color="green">{t('facultyio.wizard.new')}</Tag>}
          {choices.has(e.index) && (
            <PdfCell
              entry={e}
              choice={choices.get(e.index) as RowChoice}
              onChange={(c) => onChange(e.index, c)}
            />
          )}
        </Space>
      ),
    },
  ];
  return (
    <Table
      rowKey="index"
      size="small"
      columns={columns}
      dataSource={entries}
      pagination={{ pageSize: 50, hideOnSinglePage: true }}
      onRow={(e) => ({ 'data-testid': `capture-row-${e.index}` }) as React.HTMLAttributes<HTMLElement>}
      scroll={{ x: 1000 }}
    />
  );
}
