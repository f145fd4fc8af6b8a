import { DUTY_CODES } from '@accredit/shared';
import { useQuery } from '@tanstack/react-query';
import { Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session.tsx';
import { defaultWidget, dictOptions, type FieldWidget } from '../../crud/fields.tsx';
import { currentLocale } from '../../i18n/index.ts';
import { type Account, facultyApi, type StaffRef, type TeacherRef } from './api.ts';

/**
 * Form widgets and list cells about people, shared by the teacher and professional staff screens:
 * departments by name (disciplines for teachers, any department for staff), the person a record
 * is about (fixed to oneself for those who keep only their own records), duty codes picked from
 * their dictionary, and the account a staff record is linked to.
 */
interface SlotProps {
  value?: unknown;
  onChange?: (value: unknown) => void;
}

export type DepartmentList = 'disciplines' | 'departments';

export function useDepartmentNames(list: DepartmentList) {
  const found = useQuery({ queryKey: ['faculty', list], queryFn: facultyApi[list] });
  const en = !currentLocale().startsWith('zh');
  return (found.data ?? []).map((d) => ({
    value: d.id,
    label: en ? d.departNameEn || d.departName : d.departName,
  }));
}

function DepartmentSelect({
  list,
  disabled,
  ...slot
}: SlotProps & { list: DepartmentList; disabled?: boolean }) {
  return (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      disabled={disabled}
      value={slot.value as string | undefined}
      onChange={(v) => slot.onChange?.(v ?? null)}
      options={useDepartmentNames(list)}
    />
  );
}

export function departmentWidget(list: DepartmentList, disabled = false): FieldWidget {
  return ({ value, onChange }) => (
    <DepartmentSelect list={list} value={value} onChange={onChange} disabled={disabled} />
  );
}

/** A department's name in the language in use (the id when it is unknown). */
export function DepartmentName({ id, list }: { id: unknown; list: DepartmentList }) {
  const names = useDepartmentNames(list);
  return <>{names.find((n) => n.value === id)?.label ?? String(id ?? '')}</>;
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
}: SlotProps & { field: Parameters<FieldWidget>[0]['field']; source: OwnPersonSource<T> }) {
  const { t } = useTranslation();
  const me = useQuery({ queryKey: source.queryKey, queryFn: source.load });
  useEffect(() => {
    if (me.data && value !== me.data.id) onChange?.(me.data.id);
  }, [me.data, value, onChange]);
  if (me.isLoading) return <Input disabled />;
  if (!me.data) return <>{defaultWidget(field, t('crud.ui.pleaseSelect', { label: '' }))}</>;
  return <Input value={source.label(me.data)} disabled data-testid="own-person" />;
}

/** The record is about the signed-in person: shown, not picked. */
export function ownPersonWidget<T extends { id: string }>(source: OwnPersonSource<T>): FieldWidget {
  return ({ value, onChange, field }) => (
    <OwnPerson value={value} onChange={onChange} field={field} source={source} />
  );
}

/** "UT,MT,RES" as a choice of duty codes, each with its meaning. */
function DutyCodes({ value, onChange }: SlotProps) {
  const codes = typeof value === 'string' && value ? value.split(',') : [];
  const options = dictOptions('dutyCode').map((o) => ({ value: o.value, label: `${o.value} · ${o.label}` }));
  return (
    <Select
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

export const dutyCodesWidget: FieldWidget = ({ value, onChange }) => (
  <DutyCodes value={value} onChange={onChange} />
);

const accountLabel = (a: Account) => `${a.realname} (${a.username})`;

function AccountPicker({ value, onChange }: SlotProps) {
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    queryKey: ['faculty', 'accounts', keyword],
    queryFn: () => facultyApi.accounts({ keyword }),
  });
  const current = useQuery({
    queryKey: ['faculty', 'accounts', 'id', value],
    enabled: typeof value === 'string' && value !== '',
    queryFn: () => facultyApi.accounts({ id: value as string }),
  });
  const options = new Map<string, string>();
  for (const a of [...(current.data ?? []), ...(found.data ?? [])]) options.set(a.id, accountLabel(a));
  return (
    <Select
      showSearch
      allowClear
      filterOption={false}
      onSearch={setKeyword}
      loading={found.isFetching}
      value={value as string | undefined}
      onChange={(v) => onChange?.(v ?? null)}
      options={[...options].map(([id, label]) => ({ value: id, label }))}
      data-testid="account-picker"
    />
  );
}

/** The linked account as its owner sees it: theirs, named; anyone else's, by id. */
function LinkedAccount({ value }: SlotProps) {
  const { user } = useSession();
  const text = user && value === user.id ? accountLabel(user) : String(value ?? '');
  return <Input value={text} disabled />;
}

/** Those who may link accounts pick one; a staff member sees theirs. */
export function accountWidget(canPick: boolean): FieldWidget {
  return ({ value, onChange }) =>
    canPick ? <AccountPicker value={value} onChange={onChange} /> : <LinkedAccount value={value} />;
}

/** A value the school sets, shown but not changed (a staff member on their own record). */
export const lockedWidget: FieldWidget = ({ value, field }) => {
  const text =
    field.type === 'dict'
      ? (dictOptions(field.dict ?? '').find((o) => o.value === value)?.label ?? '')
      : String(value ?? '');
  return <Input value={text} disabled />;
};
