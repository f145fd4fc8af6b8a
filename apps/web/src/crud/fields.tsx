import {
  dictChoices,
  type FieldDef,
  type Locale,
  type ResourceDef,
  resourceByName,
  resourcePermission,
  resourceTitle,
  fieldLabel as sharedFieldLabel,
  systemRef,
  titleFields,
} from '@accredit/shared';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Input, InputNumber, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form/index.js';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client.ts';
import { RichTextEditor } from '../components/RichTextEditor.tsx';
import { currentLocale } from '../i18n/index.ts';
import { type CustomFieldInfo, resourceApi } from './api.ts';
import { isMultiDict, joinCodes, splitCodes } from './multi-dict.tsx';
import { storedCodes } from './permissions.ts';

/**
 * Field widgets, display texts and validation rules from a field definition. The messages are
 * spec 001 section 5's ("Can't be blank!", "Please fill in Arabic numerals", four-digit year).
 */
export type FieldWidget = (props: {
  value?: unknown;
  onChange?: (value: unknown) => void;
  field: FieldDef;
  /** The record being edited (null when adding). */
  record?: Record<string, unknown> | null;
  /** The form item's control id: a widget puts it on its input so the label names it. */
  id?: string;
}) => ReactNode;

/** A field's label in the language in use (the definition's own text, else the catalog's). */
export function fieldLabel(t: (key: string) => string, def: ResourceDef, field: FieldDef): string {
  return sharedFieldLabel(def, field, currentLocale(), t);
}

/** A resource's title in the language in use. */
export function titleOf(t: (key: string) => string, def: ResourceDef): string {
  return resourceTitle(def, currentLocale(), t);
}

export function dictOptions(code: string, locale: Locale = currentLocale()) {
  return dictChoices(code).map((item) => ({ value: item.value, label: item.label[locale] }));
}

/** Whether the current role may list what a reference points at (and so pick from it). */
export function canListRef(refName: string | undefined): boolean {
  const system = systemRef(refName);
  if (system) return !system.listPermission || storedCodes().has(system.listPermission);
  const ref = refName ? resourceByName(refName) : undefined;
  return Boolean(ref && storedCodes().has(resourcePermission(ref, 'query')));
}

export interface RefOption {
  value: string;
  label: string;
}

/** A system reference's records (SYSTEM_REFS) named in the language in use, by keyword. */
async function systemRefOptions(refName: string, keyword: string): Promise<RefOption[]> {
  const showCode = systemRef(refName)?.showCode;
  const found = await api.get<{ id: string; title: string; code: string | null }[]>(
    `/aacsb/refs/${refName}`,
    {
      keyword: keyword || undefined,
    },
  );
  return found.map((o) => ({
    value: o.id,
    label: showCode && o.code && o.code !== o.title ? `${o.title} (${o.code})` : o.title,
  }));
}

/**
 * Options of a reference field: every record of the referenced resource by its title, or a system
 * list's records (by keyword when given). Asked only of a role that may list them (others would
 * be refused).
 */
export function useRefOptions(refName: string | undefined, enabled: boolean, keyword = '') {
  const ref = refName ? resourceByName(refName) : undefined;
  const system = Boolean(systemRef(refName));
  return useQuery({
    queryKey: ['crud', 'refOptions', refName, currentLocale(), system ? keyword : ''],
    enabled: enabled && canListRef(refName),
    queryFn: async (): Promise<RefOption[]> => {
      if (system) return systemRefOptions(refName as string, keyword);
      const page = await resourceApi(refName as string).list({ pageNo: 1, pageSize: -1 });
      const keys = ref ? titleFields(ref) : [];
      return page.records.map((r) => ({
        value: r.id,
        label:
          keys
            .map((k) => r[k])
            .filter(Boolean)
            .join(' / ') || r.id,
      }));
    },
  });
}

/** The name a record shows for one of its references (the server's `<key>_dictText`). */
function currentRefName(
  field: FieldDef,
  record: Record<string, unknown> | null | undefined,
): string | undefined {
  const text = record?.[`${field.key}_dictText`];
  return typeof text === 'string' && text !== '' ? text : undefined;
}

/**
 * A searchable picker of a reference. A system list is searched on the server (accounts are many);
 * the record's current value keeps its name while it is not among the options. A role that may
 * not list the referenced records sees the name, not a picker.
 */
function RefSelect({
  field,
  value,
  onChange,
  record,
  placeholder,
  id,
}: {
  field: FieldDef;
  value?: unknown;
  onChange?: (v: unknown) => void;
  record?: Record<string, unknown> | null;
  placeholder?: string;
  /** Form.Item's control id, so its label names the picker's input. */
  id?: string;
}) {
  const [keyword, setKeyword] = useState('');
  const system = Boolean(systemRef(field.ref));
  const options = useRefOptions(field.ref, true, keyword);
  const current = currentRefName(field, record);
  if (!canListRef(field.ref))
    return <Input id={id} value={value === record?.[field.key] ? (current ?? '') : ''} disabled />;
  const list = options.data ?? [];
  const shown =
    typeof value === 'string' && value !== '' && !list.some((o) => o.value === value)
      ? [{ value, label: value === record?.[field.key] && current ? current : value }, ...list]
      : list;
  return (
    <Select
      id={id}
      allowClear
      showSearch
      optionFilterProp="label"
      filterOption={system ? false : undefined}
      onSearch={system ? setKeyword : undefined}
      options={shown}
      loading={options.isLoading}
      value={value as string | undefined}
      onChange={(v) => onChange?.(v ?? null)}
      placeholder={placeholder}
      data-testid={`ref-${field.key}`}
    />
  );
}

/** The reference picker as a form widget (a screen may reuse it, e.g. locked for some roles). */
export const refWidget: FieldWidget = ({ value, onChange, field, record, id }) => (
  <RefSelect field={field} value={value} onChange={onChange} record={record} id={id} />
);

const DATE = 'YYYY-MM-DD';

/**
 * The fields the generic form edits: all but those a screen hides, those the server keeps
 * (`readOnly`) and structured (`json`) data, which has screens of its own. A field left out is not
 * sent, so an edit keeps its stored value.
 */
export function formFields(def: ResourceDef, hidden?: readonly string[]): FieldDef[] {
  return def.fields.filter((f) => f.type !== 'json' && !f.readOnly && !hidden?.includes(f.key));
}

/**
 * The form widget of a field type; a domain screen may replace any of them through `widgets`.
 * `record` (the record edited) names the current value of a reference.
 */
export function defaultWidget(
  field: FieldDef,
  placeholder: string,
  record?: Record<string, unknown> | null,
): ReactNode {
  switch (field.type) {
    case 'richText':
      // Form.Item gives the editor its value, onChange and id.
      return <RichTextEditor placeholder={placeholder} label={placeholder} />;
    case 'longText':
      return (
        <Input.TextArea
          rows={4}
          maxLength={field.max}
          showCount={Boolean(field.max)}
          placeholder={placeholder}
        />
      );
    case 'number':
    case 'integer':
    case 'year':
      return (
        <InputNumber
          style={{ width: '100%' }}
          min={field.min}
          max={field.max}
          precision={field.type === 'number' ? undefined : 0}
          placeholder={placeholder}
        />
      );
    case 'boolean':
      return <Switch />;
    case 'date':
      return <DatePicker style={{ width: '100%' }} format={DATE} placeholder={placeholder} />;
    case 'datetime':
      return <DatePicker showTime style={{ width: '100%' }} placeholder={placeholder} />;
    case 'dict':
      // Several codes: picked as tags, sent as one comma-separated text (toApiValue).
      if (field.multiple)
        return (
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            options={dictOptions(field.dict ?? '')}
            placeholder={placeholder}
            data-testid={`multi-${field.key}`}
          />
        );
      return <Select allowClear options={dictOptions(field.dict ?? '')} placeholder={placeholder} />;
    case 'ref':
      return <RefSelect field={field} record={record} placeholder={placeholder} />;
    default:
      return <Input maxLength={field.max} placeholder={placeholder} />;
  }
}

export function customWidget(field: CustomFieldInfo): ReactNode {
  switch (field.fieldType) {
    case 'number':
      return <Input inputMode="decimal" />;
    case 'date':
      return <DatePicker style={{ width: '100%' }} format={DATE} />;
    case 'dict':
      return <Select allowClear options={dictOptions(field.dictCode ?? '')} />;
    default:
      return <Input maxLength={500} />;
  }
}

/** antd rules mirroring the server's checks, so most mistakes show before a round trip. */
export function fieldRules(t: (key: string, v?: Record<string, unknown>) => string, field: FieldDef): Rule[] {
  const rules: Rule[] = [];
  if (field.required && field.type !== 'boolean')
    rules.push({ required: true, message: t(field.requiredMessage ?? 'crud.validation.required') });
  if (['text', 'longText', 'richText'].includes(field.type) && field.max)
    rules.push({ max: field.max, message: t('crud.validation.tooLong', { maximum: field.max }) });
  if (['number', 'integer'].includes(field.type))
    rules.push({ type: 'number', message: t('crud.validation.number') });
  if (field.type === 'year')
    rules.push({
      validator: async (_r, v) => {
        if (v != null && !/^\d{4}$/.test(String(v))) throw new Error(t('crud.validation.year'));
      },
    });
  if (field.key === 'sortNo' || field.key === 'sortOrder')
    rules.push({
      validator: async (_r, v) => {
        if (v != null && !Number.isFinite(Number(v))) throw new Error(t('crud.validation.sortOrder'));
      },
    });
  return rules;
}

export function customRules(t: (key: string) => string, field: CustomFieldInfo): Rule[] {
  const rules: Rule[] = [];
  if (field.required) rules.push({ required: true, message: t('crud.validation.required') });
  if (field.fieldType === 'number')
    rules.push({
      validator: async (_r, v) => {
        if (v != null && v !== '' && !Number.isFinite(Number(v)))
          throw new Error(t('crud.validation.number'));
      },
    });
  return rules;
}

/** Form value -> API value (dates to strings, a multiple dictionary's list to "1-1,5", empty to null). */
export function toApiValue(field: Pick<FieldDef, 'type' | 'multiple'>, value: unknown): unknown {
  if (isMultiDict(field)) return joinCodes(value);
  if (value === undefined || value === '') return null;
  if (dayjs.isDayjs(value))
    return field.type === 'datetime' ? (value as Dayjs).toISOString() : (value as Dayjs).format(DATE);
  return value;
}

/** API value -> form value. */
export function toFormValue(field: Pick<FieldDef, 'type' | 'multiple'>, value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (isMultiDict(field)) return splitCodes(value);
  if ((field.type === 'date' || field.type === 'datetime') && typeof value === 'string') return dayjs(value);
  return value;
}

/** What a list cell shows: the dictionary or reference text, yes/no, or the value. */
export function useCellText() {
  const { t } = useTranslation();
  return (field: FieldDef, record: Record<string, unknown>): string => {
    const value = record[field.key];
    if (value === null || value === undefined) return '';
    if (field.type === 'dict' || field.type === 'ref')
      return String(record[`${field.key}_dictText`] ?? value);
    if (field.type === 'boolean') return t(value ? 'crud.boolean.yes' : 'crud.boolean.no');
    if (field.type === 'datetime') return dayjs(String(value)).format('YYYY-MM-DD HH:mm');
    return String(value);
  };
}
