import { RULE_CONDITIONS, RULE_PLACEHOLDERS } from '@accredit/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AutoComplete,
  Button,
  Drawer,
  Form,
  Input,
  Popconfirm,
  Radio,
  Select,
  Space,
  Table,
  Tag,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedForm } from '../../../components/unsaved-changes.tsx';
import { type DataRule, type SysPermission, sysApi, write } from '../api.ts';
import { quiet, useSave } from '../shared.tsx';

type Values = Omit<DataRule, 'id' | 'permissionId'>;

/**
 * The data rules of one menu (name, column, condition, value, status). Values may use the
 * placeholders #{sys_user_code} and friends; the server binds them as parameters. Which role uses
 * which rule is chosen on the role screen.
 */
export function DataRulesDrawer({
  menu,
  title,
  canEdit,
  onClose,
}: {
  menu: SysPermission | null;
  title: string;
  canEdit: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSave();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [editing, setEditing] = useState<DataRule | 'new' | null>(null);
  const unsaved = useUnsavedForm(form, editing !== null);
  const key = ['sys', 'rules', menu?.id];
  const rules = useQuery({
    queryKey: key,
    queryFn: () => sysApi.rules(menu?.id ?? ''),
    enabled: Boolean(menu),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  const start = (rule: DataRule | 'new') => {
    setEditing(rule);
    form.resetFields();
    form.setFieldsValue(rule === 'new' ? { ruleConditions: '=', status: '1' } : rule);
  };
  const submit = async (values: Values) => {
    if (!menu || !editing) return;
    const done = await save(
      () =>
        editing === 'new'
          ? write(
              'POST',
              '/sys/permission/addPermissionRule',
              { body: { ...values, permissionId: menu.id } },
              quiet,
            )
          : write(
              'PUT',
              '/sys/permission/editPermissionRule',
              { body: { ...values, id: editing.id } },
              quiet,
            ),
      form,
    );
    if (!done) return;
    setEditing(null);
    void refresh();
  };

  return (
    <Drawer
      title={t('sysadmin.menus.rulesOf', { name: title })}
      size={760}
      open={menu !== null}
      onClose={unsaved.guard(() => {
        setEditing(null);
        onClose();
      })}
      destroyOnHidden
      data-testid="data-rules-drawer"
    >
      {canEdit && editing === null && (
        <Button
          type="primary"
          onClick={() => start('new')}
          style={{ marginBottom: 12 }}
          data-testid="rule-add"
        >
          {t('sysadmin.menus.addRule')}
        </Button>
      )}
      {editing !== null && (
        <Form
          {...unsaved.formProps}
          name="dataRule"
          form={form}
          layout="vertical"
          onFinish={submit}
          style={{ marginBottom: 16 }}
        >
          <Space align="start" wrap>
            <Form.Item
              name="ruleName"
              label={t('sysadmin.menus.ruleName')}
              rules={[{ required: true, whitespace: true, message: t('crud.validation.required') }]}
            >
              <Input maxLength={100} style={{ width: 160 }} />
            </Form.Item>
            <Form.Item
              name="ruleColumn"
              label={t('sysadmin.menus.ruleColumn')}
              rules={[
                { required: true, message: t('crud.validation.required') },
                { pattern: /^[a-z][a-z0-9_]{0,62}$/, message: t('sysadmin.menus.ruleColumnFormat') },
              ]}
            >
              <Input style={{ width: 140 }} placeholder="create_by" />
            </Form.Item>
            <Form.Item name="ruleConditions" label={t('sysadmin.menus.ruleCondition')}>
              <Select
                style={{ width: 120 }}
                data-testid="rule-condition"
                options={RULE_CONDITIONS.map((c) => ({ value: c, label: c }))}
              />
            </Form.Item>
            <Form.Item
              name="ruleValue"
              label={t('sysadmin.menus.ruleValue')}
              rules={[{ required: true, whitespace: true, message: t('crud.validation.required') }]}
            >
              <AutoComplete style={{ width: 180 }} options={RULE_PLACEHOLDERS.map((p) => ({ value: p }))} />
            </Form.Item>
            <Form.Item name="status" label={t('sysadmin.common.status')}>
              <Radio.Group
                options={[
                  { value: '1', label: t('sysadmin.common.enabled') },
                  { value: '0', label: t('sysadmin.common.disabled') },
                ]}
              />
            </Form.Item>
          </Space>
          <Space>
            <Button type="primary" htmlType="submit" data-testid="rule-save">
              {t('common.save')}
            </Button>
            <Button onClick={unsaved.guard(() => setEditing(null))}>{t('common.cancel')}</Button>
          </Space>
        </Form>
      )}
      <Table<DataRule>
        rowKey="id"
        size="small"
        loading={rules.isFetching}
        dataSource={rules.data ?? []}
        pagination={false}
        columns={[
          { key: 'ruleName', dataIndex: 'ruleName', title: t('sysadmin.menus.ruleName') },
          { key: 'ruleColumn', dataIndex: 'ruleColumn', title: t('sysadmin.menus.ruleColumn') },
          { key: 'ruleConditions', dataIndex: 'ruleConditions', title: t('sysadmin.menus.ruleCondition') },
          { key: 'ruleValue', dataIndex: 'ruleValue', title: t('sysadmin.menus.ruleValue') },
          {
            key: 'status',
            dataIndex: 'status',
            title: t('sysadmin.common.status'),
            render: (s: string) =>
              s === '1' ? (
                <Tag color="green">{t('sysadmin.common.enabled')}</Tag>
              ) : (
                <Tag>{t('sysadmin.common.disabled')}</Tag>
              ),
          },
          ...(canEdit
            ? [
                {
                  key: 'actions',
                  title: t('crud.ui.actions'),
                  render: (_: unknown, r: DataRule) => (
                    <Space size={0}>
                      <Button type="link" size="small" onClick={() => start(r)}>
                        {t('common.edit')}
                      </Button>
                      <Popconfirm
                        title={t('crud.ui.confirmDelete')}
                        onConfirm={async () => {
                          const done = await save(() =>
                            write(
                              'DELETE',
                              '/sys/permission/deletePermissionRule',
                              { query: { id: r.id } },
                              quiet,
                            ),
                          );
                          if (done !== undefined) void refresh();
                        }}
                      >
                        <Button type="link" size="small" danger>
                          {t('common.delete')}
                        </Button>
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Drawer>
  );
}
