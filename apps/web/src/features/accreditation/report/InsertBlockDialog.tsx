import type { BlockKind, BlockRef } from '@accredit/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, type ButtonProps, Form, Input, InputNumber, Modal, Select, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BlockCatalog, type BlockOption, type BlockParamSpec, reportApi, reportKeys } from './api.ts';
import { BlockView } from './block-view.ts';
import { useBlock } from './EditorBlock.tsx';

/**
 * "Insert live block": the kinds the server offers (reportBlock/catalog) with their parameters and
 * the catalog's choices for them (years, programmes, evaluation years, plans, KPIs, cohort parts,
 * the resources a list may show with their columns), a preview of the block as it will be drawn,
 * and the ref handed back to the editor.
 */
type Value = string | number | string[] | null | undefined;
type Values = Record<string, Value>;

/** The value a parameter starts with: the report's year for "year", the first part or resource. */
function initialValue(spec: BlockParamSpec, catalog: BlockCatalog, year: number | null): Value {
  if (spec.input === 'year' && spec.name === 'year') return year ?? catalog.defaultYear;
  if (spec.input === 'part') return catalog.parts[0]?.value;
  if (spec.input === 'resource') return catalog.resources[0]?.value;
  return undefined;
}

/** The parameters of a ref: empty ones left out, years and numbers as numbers. */
export function paramsOf(specs: BlockParamSpec[], values: Values): BlockRef['params'] {
  const out: BlockRef['params'] = {};
  for (const spec of specs) {
    const v = values[spec.name];
    if (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    const numeric = spec.input === 'number' || (spec.input === 'year' && spec.name !== 'yearId');
    out[spec.name] = numeric ? Number(v) : v;
  }
  return out;
}

function ParamInput({
  spec,
  catalog,
  values,
  label,
}: {
  spec: BlockParamSpec;
  catalog: BlockCatalog;
  values: Values;
  label: string;
}) {
  const { t } = useTranslation();
  const tl = useLabel();
  const options = (list: BlockOption[]) => list.map((o) => ({ value: o.value, label: tl(o.label) }));
  const select = (list: BlockOption[], multiple = false) => (
    <Select
      allowClear={!spec.required}
      mode={multiple ? 'multiple' : undefined}
      options={options(list)}
      showSearch
      optionFilterProp="label"
      aria-label={label}
      data-testid={`insert-param-${spec.name}`}
      placeholder={t('accReportWeb.insert.any')}
    />
  );
  switch (spec.input) {
    case 'year':
      if (spec.name === 'yearId')
        return select(
          catalog.evaluationYears.filter((y) => !values.programmeId || y.programmeId === values.programmeId),
        );
      return select(catalog.years.map((y) => ({ value: String(y), label: String(y) })));
    case 'programme':
      return select(catalog.programmes);
    case 'plan':
      return select(catalog.plans);
    case 'kpis':
      return select(
        catalog.kpis.filter((k) => !values.planId || k.planId === values.planId),
        true,
      );
    case 'part':
      return select(catalog.parts);
    case 'resource':
      return select(catalog.resources);
    case 'columns':
      return select(catalog.resources.find((r) => r.value === values.resource)?.columns ?? [], true);
    case 'number':
      return <InputNumber min={1} max={500} style={{ width: 160 }} aria-label={label} />;
    default: {
      const filters = catalog.resources.find((r) => r.value === values.resource)?.filters ?? [];
      return (
        <Input
          aria-label={label}
          placeholder={filters.map((f) => `${f.value}=…`).join('; ')}
          data-testid={`insert-param-${spec.name}`}
        />
      );
    }
  }
}

/** Catalog labels may be catalog keys of the server's namespace: shown translated. */
function useLabel() {
  const { t, i18n } = useTranslation();
  return (label: string) => (/^[a-zA-Z]+\.[\w.]+$/.test(label) && i18n.exists(label) ? t(label) : label);
}

function Preview({ blockRef, reportId }: { blockRef: BlockRef; reportId: string }) {
  const { t } = useTranslation();
  const block = useBlock(blockRef, reportId);
  if (block.isPending) return <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  if (!block.data) return <Alert type="warning" showIcon title={t('accReportWeb.block.failed')} />;
  return <BlockView data={block.data} hideTakenAt />;
}

export function InsertBlockDialog({
  open,
  reportId,
  year,
  onClose,
  onInsert,
  afterClose,
}: {
  open: boolean;
  reportId: string;
  year: number | null;
  onClose: () => void;
  onInsert: (ref: BlockRef) => void;
  /** Once the dialog is gone (focus back to the text). */
  afterClose?: () => void;
}) {
  const { t } = useTranslation();
  const tl = useLabel();
  const [form] = Form.useForm<Values>();
  const [kind, setKind] = useState<BlockKind>('table31');
  const [values, setValues] = useState<Values>({});
  const catalog = useQuery({ queryKey: reportKeys.catalog(), queryFn: reportApi.catalog, enabled: open });
  const info = catalog.data?.kinds.find((k) => k.kind === kind);
  const specs = info?.params ?? [];

  useEffect(() => {
    if (!open || !catalog.data || !info) return;
    const initial: Values = {};
    for (const spec of info.params) {
      const v = initialValue(spec, catalog.data, year);
      if (v !== undefined) initial[spec.name] = spec.input === 'year' ? String(v) : v;
    }
    form.resetFields();
    form.setFieldsValue(initial);
    setValues(initial);
  }, [open, info, catalog.data, form, year]);

  const ref: BlockRef = { kind, params: paramsOf(specs, values) };
  const labelOf = (spec: BlockParamSpec) =>
    t(`accReportWeb.params.${spec.name}`, { defaultValue: tl(spec.label) });

  return (
    <Modal
      open={open}
      title={t('accReportWeb.insert.title')}
      onCancel={onClose}
      onOk={() => form.validateFields().then(() => onInsert(ref))}
      okText={t('accReportWeb.insert.ok')}
      cancelText={t('accReportWeb.common.cancel')}
      width={900}
      destroyOnHidden
      afterClose={afterClose}
      okButtonProps={{ disabled: !catalog.data, 'data-testid': 'insert-block-ok' } as ButtonProps}
    >
      {catalog.isPending ? (
        <Skeleton active />
      ) : !catalog.data ? (
        <Alert type="error" showIcon title={t('accReportWeb.insert.catalogFailed')} />
      ) : (
        <>
          <Form
            form={form}
            layout="vertical"
            onValuesChange={(_c, all) => setValues(all)}
            data-testid="insert-block-form"
            className="acc-rep-insert-form"
          >
            <Form.Item label={t('accReportWeb.insert.kind')} className="acc-rep-insert-kind">
              <Select
                value={kind}
                onChange={setKind}
                options={catalog.data.kinds.map((k) => ({ value: k.kind, label: tl(k.label) }))}
                data-testid="insert-block-kind"
                aria-label={t('accReportWeb.insert.kind')}
              />
            </Form.Item>
            {info?.description && tl(info.description) !== info.description && (
              <Typography.Paragraph type="secondary" className="acc-rep-insert-kind">
                {tl(info.description)}
              </Typography.Paragraph>
            )}
            {specs.map((spec) => (
              <Form.Item
                key={`${kind}-${spec.name}`}
                name={spec.name}
                label={labelOf(spec)}
                rules={spec.required ? [{ required: true, message: t('accReportWeb.insert.required') }] : []}
              >
                <ParamInput spec={spec} catalog={catalog.data} values={values} label={labelOf(spec)} />
              </Form.Item>
            ))}
          </Form>
          <Typography.Title level={5}>{t('accReportWeb.insert.preview')}</Typography.Title>
          <div className="acc-rep-preview" data-testid="insert-block-preview">
            <Preview blockRef={ref} reportId={reportId} />
          </div>
        </>
      )}
    </Modal>
  );
}
