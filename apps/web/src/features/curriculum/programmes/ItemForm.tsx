import { App, Button, Form, Input, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client.ts';
import { resourceApi } from '../../../crud/api.ts';
import { TEXT_KEYS, type TreeKind, type TreeNode } from './tree-model.ts';

/**
 * The inline form of one goal-tree record (add or edit in place): code, Chinese and English text,
 * and for goals and objectives the target (empty means 0.7). The server's per-field answers (a code
 * already used in the programme) land on the field they name.
 */
export interface ItemFormProps {
  kind: TreeKind;
  /** The record edited, or null to add. */
  node: TreeNode | null;
  /** What a new record is added under (programme, and goal for an objective) and its order. */
  parent: { degreeProgramsId: string; lgId?: string; sort: number };
  suggestedCode: string;
  onDone: () => void;
  onCancel: () => void;
}

interface Values {
  code: string;
  text: string;
  textEn?: string;
  target?: number | null;
}

const TEXT_MAX: Record<TreeKind, number> = {
  trainingObjective: 4000,
  degreeProgramsLg: 500,
  degreeProgramsLo: 500,
};

export function ItemForm({ kind, node, parent, suggestedCode, onDone, onCancel }: ItemFormProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [zh, en] = TEXT_KEYS[kind];
  const withTarget = kind !== 'trainingObjective';
  const label = {
    code: t('programmes.form.code'),
    text: t('programmes.form.textZh'),
    textEn: t('programmes.form.textEn'),
    target: t('programmes.form.target'),
  };

  const submit = async (values: Values) => {
    const body: Record<string, unknown> = {
      code: values.code.trim(),
      [zh]: values.text.trim(),
      [en]: values.textEn?.trim() || null,
    };
    if (withTarget) body.target = values.target ?? null;
    setSaving(true);
    try {
      const calls = resourceApi(kind);
      if (node) await calls.edit({ id: node.id, ...body });
      else await calls.add({ ...body, ...parent });
      message.success(t('programmes.messages.saved'));
      onDone();
    } catch (e) {
      const fields = e instanceof ApiError ? e.fields : {};
      const byForm: Record<string, keyof Values> = {
        code: 'code',
        [zh]: 'text',
        [en]: 'textEn',
        target: 'target',
      };
      const placed = Object.entries(fields).filter(([k]) => byForm[k]);
      if (placed.length) form.setFields(placed.map(([k, error]) => ({ name: byForm[k], errors: [error] })));
      else message.error(e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      className="programmes-item-form"
      data-testid="tree-form"
      initialValues={
        node
          ? { code: node.code, text: node.text, textEn: node.textEn, target: node.target }
          : { code: suggestedCode, text: '', textEn: '', target: null }
      }
      onFinish={submit}
    >
      <div className="programmes-form-row">
        <Form.Item
          name="code"
          label={label.code}
          className="programmes-form-code"
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('programmes.form.required', { label: label.code }),
            },
            { pattern: /^[A-Za-z0-9][A-Za-z0-9.\-_]{0,19}$/, message: t('programmes.form.codeFormat') },
          ]}
        >
          <Input data-testid="tree-form-code" maxLength={20} />
        </Form.Item>
        {withTarget && (
          <Form.Item
            name="target"
            label={label.target}
            extra={t('programmes.form.targetHelp')}
            className="programmes-form-target"
            rules={[{ type: 'number', min: 0, max: 1, message: t('programmes.form.targetRange') }]}
          >
            <InputNumber data-testid="tree-form-target" min={0} max={1} step={0.05} placeholder="0.7" />
          </Form.Item>
        )}
      </div>
      <Form.Item
        name="text"
        label={label.text}
        rules={[
          { required: true, whitespace: true, message: t('programmes.form.required', { label: label.text }) },
        ]}
      >
        <Input.TextArea
          data-testid="tree-form-text"
          autoSize={{ minRows: 1, maxRows: 6 }}
          maxLength={TEXT_MAX[kind]}
        />
      </Form.Item>
      <Form.Item name="textEn" label={label.textEn}>
        <Input.TextArea
          data-testid="tree-form-textEn"
          autoSize={{ minRows: 1, maxRows: 6 }}
          maxLength={TEXT_MAX[kind] * 2}
        />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="tree-form-save">
          {t('programmes.form.save')}
        </Button>
        <Button onClick={onCancel} data-testid="tree-form-cancel">
          {t('programmes.form.cancel')}
        </Button>
      </Space>
    </Form>
  );
}
