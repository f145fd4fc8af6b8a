import type { AttachmentDef } from '@accredit/shared';
import { UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Upload } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadDocument } from '../api/files.ts';
import { resourceApi } from './api.ts';

/**
 * The files of one attachment kind of a record (a definition's `attachments`): uploaded first
 * (the server checks content), then sent with the record. On edit the list starts from the stored
 * files; until they have arrived the value stays unset, so saving early never drops them.
 */
export interface Attachment {
  kind: string;
  fileName: string;
  url: string;
}

export function AttachmentsField({
  value,
  onChange,
  resource,
  recordId,
  kind,
  id,
}: {
  /** Form.Item's control id: on the upload button, so the field's label names it. */
  id?: string;
  value?: unknown;
  onChange?: (value: Attachment[] | undefined) => void;
  resource: string;
  recordId: string | null;
  kind: AttachmentDef;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const files = Array.isArray(value) ? (value as Attachment[]) : [];
  const stored = useQuery({
    queryKey: ['crud', resource, 'attachments', recordId],
    enabled: Boolean(recordId),
    queryFn: () => resourceApi(resource).queryById(recordId as string),
  });
  useEffect(() => {
    if (value !== undefined) return;
    if (recordId && !stored.data) return;
    const list = ((stored.data?.attachments as Attachment[] | undefined) ?? []).filter(
      (a) => a.kind === kind.kind,
    );
    // A required kind with no file stays unset, so the form's required rule speaks.
    if (list.length > 0 || !kind.required) onChange?.(list);
  }, [value, recordId, stored.data, kind, onChange]);
  const set = (next: Attachment[]) => onChange?.(next.length === 0 && kind.required ? undefined : next);
  const pdf = (name: string) => /\.pdf$/i.test(name);
  return (
    <Upload
      accept={kind.pdfOnly ? '.pdf,application/pdf' : undefined}
      fileList={files.map((f, i) => ({ uid: `${i}-${f.url}`, name: f.fileName, status: 'done', url: f.url }))}
      beforeUpload={(file) => {
        if (kind.pdfOnly && !pdf(file.name)) {
          message.error(t('crud.validation.pdfOnly'));
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file, onSuccess, onError }) => {
        uploadDocument(file as File, kind.pdfOnly ? 'pdf' : 'document')
          .then((saved) => {
            set([...files, { kind: kind.kind, fileName: saved.fileName, url: saved.url }]);
            onSuccess?.(saved);
          })
          .catch((e: Error) => onError?.(e));
      }}
      onRemove={(removed) => set(files.filter((f) => f.url !== removed.url))}
    >
      <Button id={id} icon={<UploadOutlined />} data-testid={`attachments-${kind.kind}`}>
        {t('crud.ui.upload')}
        {kind.pdfOnly ? ` (${t('crud.attachmentKind.pdfHint')})` : ''}
      </Button>
    </Upload>
  );
}
