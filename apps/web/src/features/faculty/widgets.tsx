import { UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Input, Upload } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceApi } from '../../crud/api.ts';
import { defaultWidget, dictOptions, type FieldWidget } from '../../crud/fields.tsx';
import { facultyApi, uploadDocument } from './api.ts';

/**
 * Form widgets of the faculty screens: a type fixed by the tab, supporting files (PDF only where
 * the type requires it), and the teacher of a record (a teacher files only for themself).
 */
interface SlotProps {
  value?: unknown;
  onChange?: (value: unknown) => void;
}

function FixedValue({ value, onChange, code, text }: SlotProps & { code: string; text: string }) {
  useEffect(() => {
    if (value !== code) onChange?.(code);
  }, [value, code, onChange]);
  return <Input value={text} disabled />;
}

/** The record's type, set by the tab it was opened from. */
export function fixedDict(dict: string, code: string): FieldWidget {
  const text = dictOptions(dict).find((o) => o.value === code)?.label ?? code;
  return (props) => <FixedValue {...props} code={code} text={String(text)} />;
}

export interface Attachment {
  kind: string;
  fileName: string;
  url: string;
}

function SupportFiles({
  value,
  onChange,
  recordId,
  pdfOnly,
}: SlotProps & { recordId: string | null; pdfOnly: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const files = Array.isArray(value) ? (value as Attachment[]) : [];
  const stored = useQuery({
    queryKey: ['crud', 'researchOutput', 'attachments', recordId],
    enabled: Boolean(recordId),
    queryFn: () => resourceApi('researchOutput').queryById(recordId as string),
  });
  useEffect(() => {
    // Edits start from the stored files; a type that does not require one still sends a list.
    if (value !== undefined) return;
    if (recordId && !stored.data) return;
    const list = ((stored.data?.attachments as Attachment[] | undefined) ?? []).filter(
      (a) => a.kind === 'support',
    );
    if (list.length > 0 || !pdfOnly) onChange?.(list);
  }, [value, recordId, stored.data, pdfOnly, onChange]);
  const set = (next: Attachment[]) => onChange?.(next.length === 0 && pdfOnly ? undefined : next);
  return (
    <Upload
      accept={pdfOnly ? '.pdf,application/pdf' : undefined}
      fileList={files.map((f, i) => ({ uid: `${i}-${f.url}`, name: f.fileName, status: 'done', url: f.url }))}
      beforeUpload={(file) => {
        if (pdfOnly && !/\.pdf$/i.test(file.name)) {
          message.error(t('faculty.required.supportPdf'));
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file, onSuccess, onError }) => {
        uploadDocument(file as File)
          .then((saved) => {
            set([...files, { kind: 'support', fileName: saved.fileName, url: saved.url }]);
            onSuccess?.(saved);
          })
          .catch((e: Error) => onError?.(e));
      }}
      onRemove={(removed) => set(files.filter((f) => f.url !== removed.url))}
    >
      <Button icon={<UploadOutlined />}>{t('faculty.ui.upload')}</Button>
    </Upload>
  );
}

export function supportFiles(pdfOnly: boolean): FieldWidget {
  return ({ value, onChange, record }) => (
    <SupportFiles
      value={value}
      onChange={onChange}
      recordId={record ? String(record.id) : null}
      pdfOnly={pdfOnly}
    />
  );
}

function OwnTeacher({ value, onChange, field }: SlotProps & { field: Parameters<FieldWidget>[0]['field'] }) {
  const { t } = useTranslation();
  const me = useQuery({ queryKey: ['faculty', 'currentTeacher'], queryFn: facultyApi.currentTeacher });
  useEffect(() => {
    if (me.data && value !== me.data.id) onChange?.(me.data.id);
  }, [me.data, value, onChange]);
  if (me.isLoading) return <Input disabled />;
  if (!me.data) return <>{defaultWidget(field, t('crud.ui.pleaseSelect', { label: '' }))}</>;
  return <Input value={`${me.data.name} (${me.data.staffId})`} disabled />;
}

/** A teacher's own records are theirs; others pick the teacher from the faculty list. */
export function teacherWidget(ownOnly: boolean): FieldWidget | undefined {
  if (!ownOnly) return undefined;
  return ({ value, onChange, field }) => <OwnTeacher value={value} onChange={onChange} field={field} />;
}
