import { DUTY_CODES } from '@accredit/shared';
import { useQuery } from '@tanstack/react-query';
import { Input, Select } from 'antd';
import { cloneElement, isValidElement, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultWidget, dictOptions, type FieldWidget } from '../../crud/fields.tsx';
import { currentLocale } from '../../i18n/index.ts';
import { facultyApi, type StaffRef, type TeacherRef } from './api.ts';

/**
 * Form widgets about people, shared by the teacher and professional staff screens: the person a
 * record is about (fixed to oneself for those who keep only their own records), duty codes picked
 * from their dictionary, and what the school sets, shown but not changed. Departments, disciplines
 * and accounts are engine references (named and picked by the generic form).
 */
interface SlotProps {
  value?: unknown;
  onChange?: (value: unknown) => void;
  /** Form.Item's control id: on the input, so the field's label names it. */
  id?: string;
}

/** Who the signed-in person is among teachers or staff: a query of their own record and its name. */
export interface OwnPersonSource<T extends { id: string }> {
  queryKey: readonly unknown[];
  load: () => Promise<T | null>;
  label: (person: T) => string;
}

export const OWN_TEACHER: OwnPersonSource<TeacherRef> = {
  queryKey: ['faculty', 'currentTeacher'],
  load: facultyApi.currentTeacher,
  label: (p) => `${p.name} (${p.staffId})`,
};

export const OWN_STAFF: OwnPersonSource<StaffRef> = {
  queryKey: ['faculty', 'currentStaff'],
  load: facultyApi.currentStaff,
  label: (p) => `${currentLocale().startsWith('zh') ? p.nameZh : p.nameEn || p.nameZh} (${p.staffNumber})`,
};

function OwnPerson<T extends { id: string }>({
  value,
  onChange,
  field,
  source,
  id,
}: SlotProps & { field: Parameters<FieldWidget>[0]['field']; source: OwnPersonSource<T> }) {
  const { t } = useTranslation();
  const me = useQuery({ queryKey: source.queryKey, queryFn: source.load });
  useEffect(() => {
    if (me.data && value !== me.data.id) onChange?.(me.data.id);
  }, [me.data, value, onChange]);
  if (me.isLoading) return <Input id={id} disabled />;
  if (!me.data) {
    // No own record: the field's ordinary picker, bound to the form like any other.
    const picker = defaultWidget(field, t('crud.ui.pleaseSelect', { label: '' }));
    return isValidElement<SlotProps>(picker) ? cloneElement(picker, { id, value, onChange }) : picker;
  }
  return <Input id={id} value={source.label(me.data)} disabled data-testid="own-person" />;
}

/** The record is about the signed-in person: shown, not picked. */
export function ownPersonWidget<T extends { id: string }>(source: OwnPersonSource<T>): FieldWidget {
  return ({ value, onChange, field, id }) => (
    <OwnPerson value={value} onChange={onChange} field={field} source={source} id={id} />
  );
}

/** "UT,MT,RES" as a choice of duty codes, each with its meaning. */
function DutyCodes({ value, onChange, id }: SlotProps) {
  const codes = typeof value === 'string' && value ? value.split(',') : [];
  const options = dictOptions('dutyCode').map((o) => ({ value: o.value, label: `${o.value} · ${o.label}` }));
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      value={codes}
      options={options}
      optionFilterProp="label"
      data-testid="duty-codes"
      // Stored in report order, whatever order they were picked in.
      onChange={(picked: string[]) =>
        onChange?.(picked.length ? DUTY_CODES.filter((c) => picked.includes(c)).join(',') : null)
      }
    />
  );
}

export const dutyCodesWidget: FieldWidget = ({ value, onChange, id }) => (
  <DutyCodes value={value} onChange={onChange} id={id} />
);

/** A value the school sets, shown but not changed (a staff member on their own record). */
export const lockedWidget: FieldWidget = ({ value, field, record, id }) => {
  const named = record?.[`${field.key}_dictText`];
  const text =
    field.type === 'dict'
      ? (dictOptions(field.dict ?? '').find((o) => o.value === value)?.label ?? '')
      : field.type === 'ref'
        ? typeof named === 'string' && value === record?.[field.key]
          ? named
          : ''
        : String(value ?? '');
  return <Input id={id} value={text} disabled />;
};
