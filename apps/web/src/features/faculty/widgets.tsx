import { useQuery } from '@tanstack/react-query';
import { Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentsField } from '../../crud/AttachmentsField.tsx';
import { defaultWidget, dictOptions, type FieldWidget } from '../../crud/fields.tsx';
import { facultyApi } from './api.ts';

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

/** Supporting files of a research output: required and PDF-only where the type says so. */
export function supportFiles(pdfOnly: boolean): FieldWidget {
  const kind = { kind: 'support', pdfOnly, required: pdfOnly };
  return ({ value, onChange, record }) => (
    <AttachmentsField
      value={value}
      onChange={onChange}
      resource="researchOutput"
      recordId={record ? String(record.id) : null}
      kind={kind}
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
