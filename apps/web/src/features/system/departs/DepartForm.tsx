import { Button, Descriptions, Form, Input, InputNumber, Radio, Space, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Depart } from '../api.ts';

export interface DepartValues {
  departName: string;
  departNameEn?: string;
  orgCategory: '1' | '2' | '3';
  departOrder?: number;
  isDiscipline: boolean;
  fte?: number | null;
  description?: string | null;
}

/** The fields of one department; its organisation code is generated and shown read-only. */
export function DepartForm({
  depart,
  parentName,
  disabled,
  onSubmit,
  onCancel,
}: {
  depart: Depart | null;
  parentName?: string | null;
  disabled: boolean;
  onSubmit: (values: DepartValues) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DepartValues>();
  useEffect(() => {
    form.resetFields();
    if (depart)
      form.setFieldsValue({ ...depart, orgCategory: depart.orgCategory as DepartValues['orgCategory'] });
  }, [depart, form]);

  return (
    <Form
      name="depart"
      form={form}
      layout="vertical"
      disabled={disabled}
      onFinish={onSubmit}
      initialValues={{ orgCategory: '2', departOrder: 0, isDiscipline: true }}
      data-testid="depart-form"
    >
      <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('sysadmin.departs.parent')}>{parentName || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('sysadmin.departs.orgCode')}>
          {depart?.orgCode ?? t('sysadmin.departs.generated')}
        </Descriptions.Item>
      </Descriptions>
      <Form.Item
        name="departName"
        label={t('sysadmin.departs.nameZh')}
        rules={[{ required: true, whitespace: true, message: t('sysadmin.departs.nameRequired') }]}
      >
        <Input maxLength={100} data-testid="depart-name" />
      </Form.Item>
      <Form.Item name="departNameEn" label={t('sysadmin.departs.nameEn')}>
        <Input maxLength={200} data-testid="depart-name-en" />
      </Form.Item>
      <Form.Item name="orgCategory" label={t('sysadmin.departs.category')}>
        <Radio.Group
          options={(['1', '2', '3'] as const).map((v) => ({
            value: v,
            label: t(`sysadmin.departs.categories.${v}`),
          }))}
        />
      </Form.Item>
      <Space size="large" wrap>
        <Form.Item name="departOrder" label={t('sysadmin.menus.sort')}>
          <InputNumber min={0} max={100000} />
        </Form.Item>
        <Form.Item name="fte" label={t('sysadmin.departs.fte')}>
          <InputNumber min={0} max={100000} step={0.5} />
        </Form.Item>
        <Form.Item
          name="isDiscipline"
          label={t('sysadmin.departs.discipline')}
          valuePropName="checked"
          tooltip={t('sysadmin.departs.disciplineHint')}
        >
          <Switch />
        </Form.Item>
      </Space>
      <Form.Item name="description" label={t('sysadmin.common.description')}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      {!disabled && (
        <Space>
          <Button type="primary" htmlType="submit" data-testid="depart-save">
            {t('common.save')}
          </Button>
          {onCancel && <Button onClick={onCancel}>{t('common.cancel')}</Button>}
        </Space>
      )}
    </Form>
  );
}
