import { type FieldDef, hasRange, isFilter, type ResourceDef } from '@accredit/shared';
import { Button, Col, DatePicker, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { CustomFieldInfo } from './api.ts';
import { canListRef, dictOptions, fieldLabel, useRefOptions } from './fields.tsx';

/**
 * The search form of a list: one control per filterable field (text fields search with the
 * spec's `*text*` wildcard, dates and numbers by range) and the custom fields.
 */
export type Filters = Record<string, string>;

/**
 * `id`, `value` and `onChange` come from Form.Item: the select must pass them on, or a picked
 * reference never reaches the search (the filter's label names the select's input through `id`).
 */
function RefFilter({
  field,
  ...control
}: {
  field: FieldDef;
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
}) {
  const options = useRefOptions(field.ref, true);
  return <Select {...control} allowClear showSearch optionFilterProp="label" options={options.data ?? []} />;
}

/** `range` names the two boxes of a number range (they share the field's one label). */
function control(field: FieldDef, range: { from: string; to: string }) {
  if (field.type === 'dict') return <Select allowClear options={dictOptions(field.dict ?? '')} />;
  if (field.type === 'ref') return <RefFilter field={field} />;
  if (field.type === 'boolean')
    return (
      <Select
        allowClear
        options={[
          { value: 'true', label: '✓' },
          { value: 'false', label: '✗' },
        ]}
      />
    );
  if (field.type === 'date' || field.type === 'datetime')
    return <DatePicker.RangePicker style={{ width: '100%' }} />;
  if (hasRange(field))
    return (
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name={[field.key, 0]} noStyle>
          <InputNumber style={{ width: '50%' }} aria-label={range.from} />
        </Form.Item>
        <Form.Item name={[field.key, 1]} noStyle>
          <InputNumber style={{ width: '50%' }} aria-label={range.to} />
        </Form.Item>
      </Space.Compact>
    );
  return <Input allowClear />;
}

/** Form values -> list parameters. */
export function toFilters(
  def: ResourceDef,
  values: Record<string, unknown>,
  custom: CustomFieldInfo[],
): Filters {
  const out: Filters = {};
  for (const field of def.fields.filter(isFilter)) {
    const v = values[field.key];
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) {
      const [begin, end] = v as (Dayjs | number | null)[];
      const fmt = (x: Dayjs | number | null) =>
        x === null || x === undefined ? '' : typeof x === 'number' ? String(x) : x.format('YYYY-MM-DD');
      if (fmt(begin)) out[`${field.key}_begin`] = fmt(begin);
      if (fmt(end)) out[`${field.key}_end`] = fmt(end);
    } else if (field.type === 'text' || field.type === 'longText') out[field.key] = `*${String(v).trim()}*`;
    else out[field.key] = String(v);
  }
  for (const c of custom) {
    const v = (values.customFields as Record<string, unknown> | undefined)?.[c.id];
    if (v !== undefined && v !== null && v !== '')
      out[`cf_${c.id}`] = c.fieldType === 'text' ? `*${String(v).trim()}*` : String(v);
  }
  if (def.reviewed && values.reviewStatus !== undefined && values.reviewStatus !== null)
    out.reviewStatus = String(values.reviewStatus);
  return out;
}

export function SearchForm({
  def,
  custom,
  onSearch,
}: {
  def: ResourceDef;
  custom: CustomFieldInfo[];
  onSearch: (filters: Filters) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  // A reference the role may not list offers nothing to pick: no filter for it.
  const fields = def.fields.filter((f) => isFilter(f) && (f.type !== 'ref' || canListRef(f.ref)));
  if (fields.length === 0 && custom.length === 0 && !def.reviewed) return null;
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(values) => onSearch(toFilters(def, values, custom))}
      style={{ marginBottom: 8 }}
      data-testid="crud-search"
    >
      <Row gutter={16}>
        {fields.map((f) => (
          <Col key={f.key} xs={24} sm={12} md={8} lg={6}>
            <Form.Item name={f.key} label={fieldLabel(t, def, f)}>
              {control(f, {
                from: `${fieldLabel(t, def, f)} ${t('crud.ui.rangeStart')}`,
                to: `${fieldLabel(t, def, f)} ${t('crud.ui.rangeEnd')}`,
              })}
            </Form.Item>
          </Col>
        ))}
        {custom.map((c) => (
          <Col key={c.id} xs={24} sm={12} md={8} lg={6}>
            <Form.Item name={['customFields', c.id]} label={c.label}>
              {c.fieldType === 'dict' ? (
                <Select allowClear options={dictOptions(c.dictCode ?? '')} />
              ) : (
                <Input allowClear />
              )}
            </Form.Item>
          </Col>
        ))}
        {def.reviewed && (
          <Col xs={24} sm={12} md={8} lg={6}>
            <Form.Item name="reviewStatus" label={t('crud.review.statusLabel')}>
              <Select allowClear options={dictOptions('reviewStatus')} />
            </Form.Item>
          </Col>
        )}
      </Row>
      <Space>
        <Button type="primary" htmlType="submit">
          {t('crud.ui.search')}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onSearch({});
          }}
        >
          {t('crud.ui.reset')}
        </Button>
      </Space>
    </Form>
  );
}
