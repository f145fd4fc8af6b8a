import { type ResourceDef, type ReviewAction, titleFields } from '@accredit/shared';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Col, Descriptions, Drawer, Result, Row, Space, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { downloadFile } from '../components/files.ts';
import { PdfFrame } from '../components/PdfFrame.tsx';
import { EvidenceTags } from '../features/evidence/EvidenceTags.tsx';
import { useDrawerSize } from '../features/shell/drawer-size.ts';
import { currentLocale } from '../i18n/index.ts';
import type { Attachment } from './AttachmentsField.tsx';
import { type ResourceRecord, resourceApi } from './api.ts';
import { fieldLabel, titleOf, useCellText } from './fields.tsx';
import { DictTags, isMultiDict } from './multi-dict.tsx';
import type { Can } from './permissions.ts';
import { ReviewTag } from './ReviewControls.tsx';

/**
 * A record as a reviewer reads it before deciding: every field read-only, what a screen adds
 * (a research output's authors), its supporting documents with PDFs shown in the page, and, for
 * those who review, approve and reject beside it. The record is loaded through queryById, so the
 * caller's own row scope decides whether it opens at all.
 */
export interface RecordViewOptions {
  /** The definition to show a record by (e.g. the fields of its type); the list's own by default. */
  def?: (record: ResourceRecord) => ResourceDef;
  /** Sections after the fields (e.g. a research output's authors). */
  extra?: (record: ResourceRecord) => ReactNode;
}

const isPdf = (name: string) => /\.pdf$/i.test(name);

/** The field that names a record best in the language in use (titleZh in Chinese, titleEn otherwise). */
export function recordTitle(def: ResourceDef, record: ResourceRecord): string {
  const keys = titleFields(def);
  const suffix = currentLocale().startsWith('zh') ? 'Zh' : 'En';
  // A reference names its record by the server's display text, never by its id.
  const shown = (k: string) => record[`${k}_dictText`] ?? record[k];
  const key = keys.find((k) => k.endsWith(suffix) && shown(k)) ?? keys.find((k) => shown(k));
  return key ? String(shown(key)) : '';
}

export function RecordDocuments({ files }: { files: Attachment[] }) {
  const { t } = useTranslation();
  return (
    <div data-testid="record-documents">
      <Typography.Title level={5}>{t('crud.view.documents')}</Typography.Title>
      {files.length === 0 && <Typography.Text type="secondary">{t('crud.view.noDocuments')}</Typography.Text>}
      {files.map((f) => (
        <div key={f.url} style={{ marginBottom: 12 }}>
          <Button
            type="link"
            icon={<DownloadOutlined />}
            onClick={() => void downloadFile(f.url, f.fileName)}
            style={{ paddingInline: 0 }}
          >
            {f.fileName}
          </Button>
          {isPdf(f.fileName) && <PdfFrame url={f.url} fileName={f.fileName} height={640} />}
        </div>
      ))}
    </div>
  );
}

/** Every field of the record (empty ones as a dash), its review state, then extras and documents. */
export function RecordDetails({
  def,
  record,
  extra,
  wide = false,
}: {
  def: ResourceDef;
  record: ResourceRecord;
  extra?: ReactNode;
  /** Room for the documents beside the fields (a wide drawer). */
  wide?: boolean;
}) {
  const half = wide ? { xs: 24, xl: 12 } : { xs: 24 };
  const { t } = useTranslation();
  const cellText = useCellText();
  // Files show as documents below; structured (json) data on the screens that edit it.
  const fields = def.fields.filter((f) => f.type !== 'file' && f.type !== 'json');
  const files = Array.isArray(record.attachments) ? (record.attachments as Attachment[]) : [];
  // On a wide screen the documents sit beside the fields, so the PDF is read with the record.
  return (
    <Row gutter={[24, 16]} data-testid="record-view">
      <Col {...half} style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <Descriptions
          column={1}
          size="small"
          bordered
          items={[
            ...fields.map((f) => ({
              key: f.key,
              label: fieldLabel(t, def, f),
              children:
                isMultiDict(f) && record[f.key] ? (
                  <DictTags field={f} value={record[f.key]} />
                ) : (
                  cellText(f, record) || '—'
                ),
            })),
            ...(def.reviewed
              ? [
                  {
                    key: 'reviewStatus',
                    label: t('crud.review.statusLabel'),
                    children: (
                      <ReviewTag
                        status={Number(record.reviewStatus)}
                        text={String(record.reviewStatus_dictText)}
                      />
                    ),
                  },
                ]
              : []),
            ...(record.reviewReason
              ? [
                  {
                    key: 'reviewReason',
                    label: t('crud.review.auditInfo'),
                    children: String(record.reviewReason),
                  },
                ]
              : []),
          ]}
        />
        {extra}
        {/* The standards the record is evidence for (issue 20); folders are not evidence. */}
        {record.id && def.name !== 'fileSharing' ? (
          <EvidenceTags resource={def.name} recordId={String(record.id)} />
        ) : null}
      </Col>
      <Col {...half}>
        <RecordDocuments files={files} />
      </Col>
    </Row>
  );
}

export function RecordViewDrawer({
  def,
  recordId,
  options,
  can,
  onReview,
  onClose,
}: {
  def: ResourceDef;
  recordId: string | null;
  options?: RecordViewOptions;
  can: Can;
  onReview: (action: ReviewAction, ids: string[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const size = useDrawerSize('90%');
  const query = useQuery({
    queryKey: ['crud', def.name, 'view', recordId],
    enabled: recordId !== null,
    queryFn: () => resourceApi(def.name).queryById(recordId as string),
  });
  const record = query.data;
  const shownDef = record && options?.def ? options.def(record) : def;
  const status = Number(record?.reviewStatus);
  const reviewer = def.reviewed === true && can('review') && record !== undefined;
  const id = recordId ?? '';
  return (
    <Drawer
      open={recordId !== null}
      onClose={onClose}
      size={size}
      destroyOnHidden
      title={record ? recordTitle(def, record) || titleOf(t, def) : titleOf(t, def)}
      extra={
        reviewer && (
          <Space>
            {status === 0 && (
              <>
                <Button danger onClick={() => onReview('reject', [id])} data-testid="record-reject">
                  {t('crud.review.action.reject')}
                </Button>
                <Button type="primary" onClick={() => onReview('approve', [id])} data-testid="record-approve">
                  {t('crud.review.action.approve')}
                </Button>
              </>
            )}
            {status === 1 && (
              <Button onClick={() => onReview('cancel', [id])}>{t('crud.review.action.cancel')}</Button>
            )}
          </Space>
        )
      }
    >
      {query.isLoading && <Spin />}
      {query.isError && <Result status="404" title={t('crud.view.notFound')} />}
      {record && <RecordDetails def={shownDef} record={record} extra={options?.extra?.(record)} wide />}
    </Drawer>
  );
}

/**
 * The record named by `?open=<id>` (a decision notice links to it), read-only; closing it drops
 * the parameter. Deciding stays on the lists, where the selection and the queue are.
 */
export function LinkedRecord({
  def,
  options,
  can,
}: {
  def: ResourceDef;
  options?: RecordViewOptions;
  can: Can;
}) {
  const [params, setParams] = useSearchParams();
  const id = params.get('open');
  return (
    <RecordViewDrawer
      def={def}
      recordId={id && /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : null}
      options={options}
      can={(action) => action !== 'review' && can(action)}
      onReview={() => {}}
      onClose={() =>
        setParams(
          (prev) => {
            const next = new URLSearchParams(prev);
            next.delete('open');
            return next;
          },
          { replace: true },
        )
      }
    />
  );
}
