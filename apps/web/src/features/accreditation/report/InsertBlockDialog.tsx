import { BLOCK_KINDS, type BlockKind, type BlockRef } from '@accredit/shared';
import { useQuery } from '@tanstack/react-query';
import { type ButtonProps, Form, Input, InputNumber, Modal, Select, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BlockKindInfo, type BlockParam, reportApi, reportKeys } from './api.ts';
import { BlockView } from './block-view.ts';
import { useBlock } from './EditorBlock.tsx';

/**
 * "Insert live block": the kinds the server offers (reportBlock/catalog) with their parameters,
 * a preview of the block as it would be drawn, and the ref handed back to the editor. When the
 * catalog is not available the kinds are offered with the parameters the plan names.
 */
function fallbackParams(kind: BlockKind, year: number): BlockParam[] {
  const y: BlockParam = { key: 'year', label: 'year', type: 'year', default: year, required: true };
  switch (kind) {
    case 'table31':
    case 'table32':
    case 'table81':
    case 'equisKeyFigures':
      return [y];
    case 'cohort':
      return [
        { key: 'programmeId', label: 'programmeId', type: 'text' },
        {
          key: 'part',
          label: 'part',
          type: 'select',
          default: 'admission',
          options: ['admission', 'retention', 'employment'].map((v) => ({ value: v, label: v })),
        },
      ];
    case 'table51':
    case 'ambaChecks':
      return [{ key: 'programmeId', label: 'programmeId', type: 'text' }];
    case 'kpi':
      return [{ key: 'planId', label: 'planId', type: 'text' }];
    case 'records':
      return [
        { key: 'resource', label: 'resource', type: 'text', required: true },
        { key: 'limit', label: 'limit', type: 'number', default: 20 },
      ];
  }
}

type Values = Record<string, string | number | string[] | null | undefined>;

function paramsOf(info: BlockKindInfo | undefined, values: Values): BlockRef['params'] {
  const out: BlockRef['params'] = {};
  for (const p of info?.params ?? []) {
    const v = values[p.key];
    if (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    out[p.key] = p.type === 'year' || p.type === 'number' ? Number(v) : v;
  }
  return out;
}

function Preview({ blockRef, reportId }: { blockRef: BlockRef; reportId: string }) {
  const { t } = useTranslation();
  const block = useBlock(blockRef, reportId);
  if (block.isPending)
    return <Typography.Text type="secondary">{t('accReportWeb.insert.previewing')}</Typography.Text>;
  if (!block.data) return <Typography.Text type="warning">{t('accReportWeb.block.failed')}</Typography.Text>;
  return <BlockView data={block.data} hideTakenAt />;
}

export function InsertBlockDialog({
  open,
  reportId,
  year,
  onClose,
  onInsert,
}: {
  open: boolean;
  reportId: string;
  year: number | null;
  onClose: () => void;
  onInsert: (ref: BlockRef) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [kind, setKind] = useState<BlockKind>('table31');
  const [values, setValues] = useState<Values>({});
  const catalog = useQuery({
    queryKey: reportKeys.catalog(),
    queryFn: reportApi.catalog,
    enabled: open,
    retry: false,
  });
  const defaultYear = year ?? new Date().getFullYear() - 1;
  const kinds: BlockKindInfo[] = useMemo(() => {
    const served = catalog.data ?? [];
    return BLOCK_KINDS.map((k) => {
      const s = served.find((x) => x.kind === k);
      const params =
        Array.isArray(s?.params) && s.params.length > 0 ? s.params : fallbackParams(k, defaultYear);
      return {
        kind: k,
        label: s?.label || t(`accReportWeb.kinds.${k}`),
        description: s?.description,
        params,
      };
    }).filter((k) => !catalog.data?.length || catalog.data.some((x) => x.kind === k.kind));
  }, [catalog.data, defaultYear, t]);
  const info = kinds.find((k) => k.kind === kind);

  useEffect(() => {
    if (!open) return;
    const initial: Values = {};
    for (const p of info?.params ?? []) if (p.default !== undefined) initial[p.key] = p.default;
    form.setFieldsValue(initial);
    setValues(initial);
  }, [open, info, form]);

  const ref: BlockRef = { kind, params: paramsOf(info, values) };
  const paramLabel = (p: BlockParam) => t(`accReportWeb.params.${p.key}`, { defaultValue: p.label });

  return (
    <Modal
      open={open}
      title={t('accReportWeb.insert.title')}
      onCancel={onClose}
      onOk={() => form.validateFields().then(() => onInsert(ref))}
      okText={t('accReportWeb.insert.ok')}
      cancelText={t('accReportWeb.common.cancel')}
      width={860}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'insert-block-ok' } as ButtonProps}
    >
      <Form
        form={form}
        layout="vertical"
        onValuesChange={(_c, all) => setValues(all)}
        data-testid="insert-block-form"
      >
        <Form.Item label={t('accReportWeb.insert.kind')}>
          <Select
            value={kind}
            onChange={(k) => {
              form.resetFields();
              setKind(k);
            }}
            options={kinds.map((k) => ({ value: k.kind, label: k.label }))}
            data-testid="insert-block-kind"
            aria-label={t('accReportWeb.insert.kind')}
          />
        </Form.Item>
        {info?.description && (
          <Typography.Paragraph type="secondary">{info.description}</Typography.Paragraph>
        )}
        {info?.params.map((p) => (
          <Form.Item
            key={`${kind}-${p.key}`}
            name={p.key}
            label={paramLabel(p)}
            rules={p.required ? [{ required: true, message: t('accReportWeb.insert.required') }] : []}
          >
            {p.options ? (
              <Select
                allowClear={!p.required}
                mode={p.type === 'multi' ? 'multiple' : undefined}
                options={p.options}
                showSearch={{ optionFilterProp: 'label' }}
                aria-label={paramLabel(p)}
              />
            ) : p.type === 'year' || p.type === 'number' ? (
              <InputNumber
                min={p.type === 'year' ? 1900 : 1}
                max={p.type === 'year' ? 2200 : 1000}
                style={{ width: 160 }}
                aria-label={paramLabel(p)}
                data-testid={`insert-param-${p.key}`}
              />
            ) : (
              <Input aria-label={paramLabel(p)} data-testid={`insert-param-${p.key}`} />
            )}
          </Form.Item>
        ))}
      </Form>
      <Typography.Title level={5}>{t('accReportWeb.insert.preview')}</Typography.Title>
      <div className="acc-rep-preview" data-testid="insert-block-preview">
        {open && <Preview blockRef={ref} reportId={reportId} />}
      </div>
    </Modal>
  );
}
