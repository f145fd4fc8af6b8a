import { Input } from 'antd';
import { useEffect } from 'react';
import { AttachmentsField } from '../../crud/AttachmentsField.tsx';
import { dictOptions, type FieldWidget } from '../../crud/fields.tsx';
import { OWN_TEACHER, ownPersonWidget } from './people-widgets.tsx';

/**
 * Form widgets of the faculty screens: a type fixed by the tab, supporting files (PDF only where
 * the type requires it), and the teacher of a record (a teacher files only for themself).
 */
interface SlotProps {
  value?: unknown;
  onChange?: (value: unknown) => void;
  /** Form.Item's control id: on the input, so the field's label names it. */
  id?: string;
}

function FixedValue({ value, onChange, id, code, text }: SlotProps & { code: string; text: string }) {
  useEffect(() => {
    if (value !== code) onChange?.(code);
  }, [value, code, onChange]);
  return <Input id={id} value={text} disabled />;
}

/** The record's type, set by the tab it was opened from. */
export function fixedDict(dict: string, code: string): FieldWidget {
  const text = dictOptions(dict).find((o) => o.value === code)?.label ?? code;
  return (props) => <FixedValue {...props} code={code} text={String(text)} />;
}

/** Supporting files of a research output: required and PDF-only where the type says so. */
export function supportFiles(pdfOnly: boolean): FieldWidget {
  const kind = { kind: 'support', pdfOnly, required: pdfOnly };
  return ({ value, onChange, record, id }) => (
    <AttachmentsField
      id={id}
      value={value}
      onChange={onChange}
      resource="researchOutput"
      recordId={record ? String(record.id) : null}
      kind={kind}
    />
  );
}

/** A teacher's own records are theirs; others pick the teacher from the faculty list. */
export function teacherWidget(ownOnly: boolean): FieldWidget | undefined {
  return ownOnly ? ownPersonWidget(OWN_TEACHER) : undefined;
}
